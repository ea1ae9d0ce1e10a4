import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { ApiError } from '../../../lib/http/api-error';
import { initEnglish } from '../../../test/i18n-en';
import { LoginForm } from './LoginForm';

const loginWithPassword = vi.fn();
vi.mock('../api/login', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    useLogin: () => useMutation({ mutationFn: (c: unknown) => loginWithPassword(c) }),
  };
});

let i18n: I18n;
beforeEach(async () => {
  loginWithPassword.mockReset();
  i18n = await initEnglish();
});

function renderForm(onSignedIn = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <LoginForm onSignedIn={onSignedIn} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return onSignedIn;
}

const value = { id: 1, token: 't', userName: 'player1', customerType: 0, firstTimeLogin: false, passwordExpired: false };

describe('LoginForm', () => {
  it('flags empty fields next to them, focuses the first, and sends nothing', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your username.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(loginWithPassword).not.toHaveBeenCalled();
  });

  it('sends the trimmed username and the password as typed', async () => {
    loginWithPassword.mockResolvedValue(value);
    const onSignedIn = renderForm();
    await userEvent.type(screen.getByLabelText('Username'), '  player1 ');
    await userEvent.type(screen.getByLabelText('Password'), ' Player#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(value));
    expect(loginWithPassword).toHaveBeenCalledWith({ username: 'player1', password: ' Player#2026' });
  });

  it("shows the platform's refusal inline, translated by its error code", async () => {
    loginWithPassword.mockRejectedValue(
      new ApiError({ kind: 'business', errorCode: 'login.cred.err', message: 'The username or password is incorrect.' }),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('Username'), 'player1');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The username or password is incorrect.');
  });

  it("falls back to the platform's own message for a code the locale does not know", async () => {
    loginWithPassword.mockRejectedValue(new ApiError({ kind: 'business', errorCode: 'brand.new', message: 'Account frozen' }));
    renderForm();
    await userEvent.type(screen.getByLabelText('Username'), 'player1');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Account frozen');
  });

  it('ignores a second submit within 500 ms of the last completion', async () => {
    loginWithPassword.mockRejectedValue(new ApiError({ kind: 'business', errorCode: 'login.cred.err', message: 'x' }));
    renderForm();
    await userEvent.type(screen.getByLabelText('Username'), 'player1');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    const button = screen.getByRole('button', { name: 'Sign in' });
    await userEvent.click(button);
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(loginWithPassword).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 550));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(loginWithPassword).toHaveBeenCalledTimes(2));
  });
});
