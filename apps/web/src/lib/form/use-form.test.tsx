import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { I18nProvider } from '../i18n/react';
import type { I18n } from '../i18n/translator';
import { initEnglish } from '../../test/i18n-en';
import { TextField } from '../../components/ui/TextField';
import { message, useForm } from './use-form';
import { useFieldValue } from './use-field-value';

const FIELDS = {
  username: { required: 'register.username_required', check: (name: string) => (name.length < 4 ? 'register.username_rule' : null) },
  password: { trim: false, required: 'login.password_required' },
} as const;

function KitForm({ send }: { send: (values: Record<string, string>) => Promise<void> }) {
  const form = useForm<keyof typeof FIELDS>(FIELDS, { aliases: { userName: 'username' } });
  const typed = useFieldValue(form, 'username');
  const [renders, setRenders] = useState(0);
  function onSubmit() {
    const values = form.validate();
    if (values) void form.run('submit', () => send(values));
  }
  return (
    <form aria-label="Kit" {...form.formProps(onSubmit)}>
      <TextField {...form.field('username')} label="Username" />
      <TextField {...form.field('password')} label="Password" type="password" />
      <output aria-label="Typed">{typed}</output>
      {/* Any later render, as hydration's end and a query's answer cause. */}
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        Render {renders}
      </button>
      <button type="button" onClick={() => form.showErrors({ userName: { errorCode: 'USERNAME_TAKEN', fallbackKey: 'register.field_invalid' } })}>
        Refuse
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
});

const withI18n = (ui: React.ReactNode) => <I18nProvider i18n={i18n}>{ui}</I18nProvider>;

describe('the form kit', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.replaceChildren();
  });

  it('keeps what was typed into the prerendered form, the focus and the caret, across hydration and later renders', async () => {
    const ui = withI18n(<KitForm send={async () => undefined} />);
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const [username, password] = [...container.querySelectorAll('input')] as [HTMLInputElement, HTMLInputElement];
    username.value = 'player1';
    password.value = 'Secret2026';
    username.focus();
    username.setSelectionRange(3, 3);

    await act(async () => {
      root = hydrateRoot(container, ui);
    });
    // A click would move focus: the render is asked for by the button's handler alone.
    await act(async () => screen.getByRole('button', { name: /^Render/ }).dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(screen.getByRole('button', { name: /^Render/ }).textContent).toBe('Render 1');
    expect(document.activeElement).toBe(username);
    expect(username.value).toBe('player1');
    expect(password.value).toBe('Secret2026');
    expect([username.selectionStart, username.selectionEnd]).toEqual([3, 3]);
    // What reacts to the field as it is typed starts from what was typed before.
    expect(screen.getByRole('status', { name: 'Typed' }).textContent).toBe('player1');
  });

  it('shows each declared rule on its field, tied with aria-invalid and aria-describedby, focusing the first', async () => {
    const send = vi.fn(async () => undefined);
    render(withI18n(<KitForm send={send} />));
    await userEvent.type(screen.getByLabelText('Username'), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const username = screen.getByLabelText('Username');
    const password = screen.getByLabelText('Password');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(username.getAttribute('aria-describedby') ?? '')?.textContent).toBe(i18n.t('register.username_rule'));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);
    // Editing a field takes its message away.
    await userEvent.type(username, 'cd');
    expect(username.hasAttribute('aria-invalid')).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the values once for two quick submits, trimmed unless declared otherwise', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(withI18n(<KitForm send={send} />));
    await userEvent.type(screen.getByLabelText('Username'), ' player1 ');
    await userEvent.type(screen.getByLabelText('Password'), ' pass ');
    const form = screen.getByRole('form', { name: 'Kit' }) as HTMLFormElement;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ username: 'player1', password: ' pass ' });
    await act(async () => finish());
  });

  it("places a refusal's field under the field it names, or one of its aliases", async () => {
    render(withI18n(<KitForm send={async () => undefined} />));
    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    const username = screen.getByLabelText('Username');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);
    expect(message('register.username_rule')).toEqual({ messageKey: 'register.username_rule', fallbackKey: 'register.username_rule' });
  });
});
