import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18n } from '../../lib/i18n/translator';
import { useState } from 'react';
import { initEnglish } from '../../test/i18n-en';
import { demoSettings } from '../../test/demo-settings';
import { renderWithApp, restoreApp as restore } from '../../test/app-harness';
import { ok } from '../../lib/http/test-support';
import { DialingCodeField } from './DialingCodeField';

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
});
afterEach(restore);

let chosen: string[] = [];
function Form({ forced }: { forced?: boolean }) {
  const [code, setCode] = useState('');
  return (
    <form>
      <DialingCodeField
        label="Country code"
        value={code}
        onChange={(next) => {
          chosen.push(next);
          setCode(next);
        }}
        {...(forced === undefined ? {} : { forced })}
      />
      <output aria-label="chosen">{code}</output>
    </form>
  );
}

const flagsOff = demoSettings({ whitelabel: { UPDATEMOBILEICC3: false } });
function renderField(settings = demoSettings({ whitelabel: { UPDATEMOBILEICC3: true } }), forced?: boolean) {
  chosen = [];
  return renderWithApp(i18n, <Form {...(forced === undefined ? {} : { forced })} />, { settings: { ...settings, identity: { ...settings.identity, phoneSignIn: false } } });
}
const picker = () => screen.findByRole('button', { name: 'Country code +63' });

describe('DialingCodeField (doc A §2 country picker)', () => {
  it('shows the default code with its flag on a button that opens a labelled sheet of flags and codes', async () => {
    renderField();
    const button = await picker();
    expect(button.textContent).toBe('+63');
    expect(button.querySelector('img')?.getAttribute('src')).toMatch(/PH\.svg/);
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Choose your country code' });
    const options = within(sheet).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Philippines+63', 'Thailand+66']);
    expect(options.map((o) => o.querySelector('img')?.getAttribute('src'))).toEqual([expect.stringMatching(/PH\.svg/), expect.stringMatching(/TH\.svg/)]);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(options[0]);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('is operable by keyboard: arrows move, Enter chooses, focus returns to the button', async () => {
    renderField();
    const button = await picker();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Thailand');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('chosen').textContent).toBe('66');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Country code +66' }));
  });

  it('chooses by a tap; Escape closes without a change', async () => {
    renderField();
    await userEvent.click(await picker());
    await userEvent.click(await screen.findByRole('option', { name: /Thailand/ }));
    expect(screen.getByLabelText('chosen').textContent).toBe('66');
    await userEvent.click(screen.getByRole('button', { name: 'Country code +66' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('chosen').textContent).toBe('66');
  });

  it('is hidden without UPDATEMOBILEICC3 or phone verification, yet the form gets the default code', async () => {
    renderField(flagsOff);
    await waitFor(() => expect(screen.getByLabelText('chosen').textContent).toBe('63'));
    expect(screen.queryByRole('button', { name: /Country code/ })).toBeNull();
  });

  it("starts on the visitor's own country when the platform places them in one the merchant lists (GET /wps/system/location)", async () => {
    chosen = [];
    const settings = demoSettings({ whitelabel: { UPDATEMOBILEICC3: true } });
    const location = { ip: '1.1.128.5', countryCode: 'TH', countryDialingCode: '66' };
    const view = renderWithApp(i18n, <Form />, {
      settings: { ...settings, identity: { ...settings.identity, phoneSignIn: false } },
      paths: { '/wps/system/location': () => ok(location) },
    });
    const button = await screen.findByRole('button', { name: 'Country code +66' });
    expect(button.querySelector('img')?.getAttribute('src')).toMatch(/TH\.svg/);
    expect(chosen).toEqual(['66']);
    expect(view.notify.shown()).toEqual([]);
  });

  it('asks nothing of the platform when the picker is hidden', async () => {
    const { notify } = renderField(flagsOff);
    await waitFor(() => expect(screen.getByLabelText('chosen').textContent).toBe('63'));
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).not.toContainEqual(expect.stringContaining('/wps/system/location'));
    expect(notify.shown()).toEqual([]);
  });

  it('is shown when the form forces it on', async () => {
    renderField(flagsOff, true);
    expect(await picker()).toBeTruthy();
    expect(chosen).toEqual(['63']);
  });
});
