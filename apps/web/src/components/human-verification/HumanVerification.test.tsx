import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '../../lib/i18n/react';
import type { I18n } from '../../lib/i18n/translator';
import { initEnglish } from '../../test/i18n-en';
import { HumanVerificationError, type HumanVerifier } from '../../lib/human-verification/human-verifier';
import { HumanVerification } from './HumanVerification';
import { findVerifyButton } from '../../test/human-verification';

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeVerifier() {
  return { init: vi.fn<() => Promise<void>>(), verify: vi.fn<(onProgress?: (done: number) => void) => Promise<string>>(), reset: vi.fn() } satisfies HumanVerifier;
}

function renderWidget(verifier: HumanVerifier, resetKey = 0) {
  const onChange = vi.fn();
  const ui = (key: number) => (
    <I18nProvider i18n={i18n}>
      <HumanVerification verifier={verifier} onChange={onChange} resetKey={key} />
    </I18nProvider>
  );
  const view = render(ui(resetKey));
  return { onChange, rerender: (key: number) => view.rerender(ui(key)) };
}

const status = () => screen.getByRole('status').textContent;

describe('HumanVerification', () => {
  it('loads, waits for a tap, verifies and reports the payload, announcing each state', async () => {
    const v = fakeVerifier();
    const init = deferred<void>();
    const verify = deferred<string>();
    v.init.mockReturnValue(init.promise);
    v.verify.mockReturnValue(verify.promise);
    const { onChange } = renderWidget(v);

    expect(screen.getByRole('group', { name: 'Human verification' })).toBeTruthy();
    expect(status()).toBe('Loading verification…');
    // The button is there from the first paint (nothing moves when it is ready), but not before it works.
    expect(screen.getByRole('button', { name: "I'm not a robot — tap to verify" }).hasAttribute('disabled')).toBe(true);

    init.resolve();
    const button = await findVerifyButton();
    expect(status()).toBe('Verification ready. Tap to verify.');

    await userEvent.click(button);
    expect(status()).toBe('Verifying…');
    expect(button.hasAttribute('disabled')).toBe(true);
    verify.resolve('PAYLOAD');
    await vi.waitFor(() => expect(status()).toBe('Verified'));
    expect(onChange).toHaveBeenLastCalledWith('PAYLOAD');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the error state on a failed verification; retry goes back to loading and initialises again', async () => {
    const v = fakeVerifier();
    v.init.mockResolvedValue();
    v.verify.mockRejectedValue(new Error('worker died'));
    const { onChange } = renderWidget(v);
    await userEvent.click(await findVerifyButton());
    const retry = await screen.findByRole('button', { name: 'Verification failed — tap to retry' });
    expect(status()).toBe('Verification failed.');
    expect(onChange).toHaveBeenLastCalledWith(null);

    const again = deferred<void>();
    v.init.mockReturnValue(again.promise);
    await userEvent.click(retry);
    expect(status()).toBe('Loading verification…');
    expect(v.init).toHaveBeenCalledTimes(2);
    again.resolve();
    expect(await findVerifyButton()).toBeTruthy();
  });

  it('shows the error state when it cannot initialise', async () => {
    const v = fakeVerifier();
    v.init.mockRejectedValue(new Error('offline'));
    renderWidget(v);
    expect(await screen.findByRole('button', { name: 'Verification failed — tap to retry' })).toBeTruthy();
  });

  it('goes back to waiting on reset, and the adapter forgets the spent verification', async () => {
    const v = fakeVerifier();
    v.init.mockResolvedValue();
    v.verify.mockResolvedValue('PAYLOAD');
    const { rerender } = renderWidget(v);
    await userEvent.click(await findVerifyButton());
    await vi.waitFor(() => expect(status()).toBe('Verified'));
    expect(v.reset).not.toHaveBeenCalled();
    rerender(1);
    expect(await findVerifyButton()).toBeTruthy();
    expect(v.reset).toHaveBeenCalledTimes(1);
    expect(v.init).toHaveBeenCalledTimes(1);
  });

  it("goes back to waiting with 'please complete verification first' when the person closes the challenge", async () => {
    const v = fakeVerifier();
    v.init.mockResolvedValue();
    v.verify.mockRejectedValue(new HumanVerificationError({ kind: 'closed' }));
    const { onChange } = renderWidget(v);
    await userEvent.click(await findVerifyButton());
    expect(await screen.findByText('Please complete verification first.')).toBeTruthy();
    expect(screen.getByRole('button', { name: "I'm not a robot — tap to verify" })).toBeTruthy();
    expect(status()).toBe('Verification ready. Tap to verify. Please complete verification first.');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("shows the provider's reason under the retry button, and our own text for a network failure", async () => {
    const v = fakeVerifier();
    v.init.mockRejectedValueOnce(new HumanVerificationError({ kind: 'message', key: 'geetest.network', values: { code: '60204' } }));
    renderWidget(v);
    await vi.waitFor(() => expect(status()).toMatch(/^Verification failed\. Network failure: the verification could not load \(60204\)/));
    v.init.mockResolvedValue();
    v.verify.mockRejectedValue(new HumanVerificationError({ kind: 'text', text: 'Network is slow 21' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verification failed — tap to retry' }));
    await userEvent.click(await findVerifyButton());
    await vi.waitFor(() => expect(status()).toBe('Verification failed. Network is slow 21'));
    expect(screen.getByText('Network is slow 21', { selector: '.hv__detail' })).toBeTruthy();
  });

  it('shows how far a long proof of work has got, and drops the bar once verified (decision 041)', async () => {
    const v = fakeVerifier();
    v.init.mockResolvedValue();
    const verify = deferred<string>();
    let report: (done: number) => void = () => {};
    v.verify.mockImplementation((onProgress?: (done: number) => void) => {
      report = onProgress ?? report;
      return verify.promise;
    });
    renderWidget(v);
    await userEvent.click(await screen.findByRole('button', { name: /verify/i }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => report(0.4));
    expect(screen.getByRole<HTMLProgressElement>('progressbar', { name: 'Verifying…' }).value).toBe(0.4);
    await act(async () => verify.resolve('PAYLOAD'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
