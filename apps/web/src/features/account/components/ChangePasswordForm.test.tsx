import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '../../../lib/i18n/react';
import type { I18n } from '../../../lib/i18n/translator';
import { ApiError } from '../../../lib/http/api-error';
import { initEnglish } from '../../../test/i18n-en';
import { ChangePasswordForm } from './ChangePasswordForm';

const changePassword = vi.fn();
vi.mock('../api/change-password', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { useChangePassword: () => useMutation({ mutationFn: (body: unknown) => changePassword(body) }) };
});

let i18n: I18n;
beforeEach(async () => {
  changePassword.mockReset();
  i18n = await initEnglish();
});

function renderForm() {
  const onChanged = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <ChangePasswordForm onChanged={onChanged} intro="For your security, set a new password before you continue." />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return onChanged;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

async function fill(current: string, next: string, confirm: string) {
  if (current) await userEvent.type(field('Current password'), current);
  if (next) await userEvent.type(field('New password'), next);
  if (confirm) await userEvent.type(field('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

/** The message tied to a field through aria-describedby. */
function messageOf(label: string): string {
  const input = field(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

describe('ChangePasswordForm', () => {
  it('shows the password rule as the new field’s description', () => {
    renderForm();
    const hint = document.getElementById(field('New password').getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Use 8 to 64 characters, with at least one letter and one digit.');
  });

  it('flags every empty field and focuses the first', async () => {
    renderForm();
    await fill('', '', '');
    expect(messageOf('Current password')).toBe('Enter your current password.');
    expect(messageOf('New password')).toBe('Enter a new password.');
    expect(messageOf('Confirm new password')).toBe('Enter the new password again.');
    expect(document.activeElement).toBe(field('Current password'));
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('refuses a weak password on the new field, focused, without sending', async () => {
    renderForm();
    await fill('Player#2026', 'password', 'password');
    expect(messageOf('New password')).toBe('This password is too weak: use 8 to 64 characters, with at least one letter and one digit.');
    expect(document.activeElement).toBe(field('New password'));
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('refuses the current password as the new one, and a confirmation that differs', async () => {
    renderForm();
    await fill('Same2026x', 'Same2026x', 'Same2026y');
    expect(messageOf('New password')).toBe('The new password must differ from the current one.');
    expect(messageOf('Confirm new password')).toBe('The two new passwords do not match.');
  });

  it('sends old and new password and reports success', async () => {
    changePassword.mockResolvedValue(undefined);
    const onChanged = renderForm();
    await fill('Player#2026', 'Brand9new', 'Brand9new');
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(changePassword).toHaveBeenCalledWith({ oldPassword: 'Player#2026', newPassword: 'Brand9new' });
  });

  it.each([
    ['password.old.wrong', 'Current password', 'The current password is incorrect.'],
    ['password.weak', 'New password', 'The new password is too weak: use 8 to 64 characters with letters and digits.'],
    ['password.same', 'New password', 'The new password must differ from the current one.'],
  ])('puts the platform refusal %s on its field', async (errorCode, label, text) => {
    changePassword.mockRejectedValue(new ApiError({ kind: 'business', errorCode, message: 'server words' }));
    renderForm();
    await fill('Player#2026', 'Brand9new', 'Brand9new');
    await vi.waitFor(() => expect(messageOf(label)).toBe(text));
    expect(document.activeElement).toBe(field(label));
  });

  it('shows a failure that concerns no field under the form', async () => {
    changePassword.mockRejectedValue(new ApiError({ kind: 'network' }));
    renderForm();
    await fill('Player#2026', 'Brand9new', 'Brand9new');
    expect((await screen.findByRole('alert')).textContent).toBe('Network Error / CORS Errors');
  });
});
