import { beforeEach, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { I18nProvider } from '../../lib/i18n/react';
import type { I18n } from '../../lib/i18n/translator';
import { initEnglish } from '../../test/i18n-en';
import { findVerifyButton } from '../../test/human-verification';
import { LazyHumanVerification } from './LazyHumanVerification';

// A visitor who has not touched the page (the test setup otherwise marks every page engaged).
vi.mock('../../lib/use-engaged', () => ({ useEngaged: () => false }));

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
});

it('is ready once the first screen is done, in its idle turn, without waiting for a touch (issue 31, decision 057)', async () => {
  const verifier = { init: vi.fn(() => Promise.resolve()), verify: vi.fn(), reset: vi.fn() };
  render(
    <I18nProvider i18n={i18n}>
      <LazyHumanVerification verifier={verifier} onChange={vi.fn()} resetKey={0} />
    </I18nProvider>,
  );
  // Well before the 3 s an untouched page used to wait (use-engaged's fallback).
  await findVerifyButton(1_500);
  expect(verifier.init).toHaveBeenCalledTimes(1);
});
