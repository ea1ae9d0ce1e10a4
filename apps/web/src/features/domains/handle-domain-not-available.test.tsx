import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '../../lib/i18n/react';
import type { I18n } from '../../lib/i18n/translator';
import { ApiError } from '../../lib/http/api-error';
import { overlays } from '../../lib/overlay/overlays';
import { initEnglish } from '../../test/i18n-en';
import { OverlayHost } from '../../test/overlay-host';
import { handleDomainNotAvailable } from './handle-domain-not-available';

let i18n: I18n;
beforeAll(async () => {
  i18n = await initEnglish();
});

describe('handleDomainNotAvailable', () => {
  it('asks the overlay host for one domain modal however many calls fail, over any other overlay', () => {
    // The check and the race never answer here: the modal stays at its loading indicator.
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    render(
      <I18nProvider i18n={i18n}>
        <OverlayHost />
      </I18nProvider>,
    );
    act(() => {
      overlays.request({ id: 'announce', kind: 'announcement', render: () => <p>Weekend bonus</p> });
    });
    const error = new ApiError({ kind: 'business', errorCode: 'domain_not_available', message: 'This domain is not available.' });
    act(() => {
      handleDomainNotAvailable(error);
      handleDomainNotAvailable(error);
    });
    expect(screen.getAllByText('Finding a working address…')).toHaveLength(1);
    // The popup it displaced is kept but hidden from view and from assistive technology.
    expect(screen.getByText('Weekend bonus').closest('[hidden]')).not.toBeNull();
    vi.unstubAllGlobals();
  });
});
