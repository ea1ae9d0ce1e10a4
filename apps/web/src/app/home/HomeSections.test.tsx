import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { encodeCsPath } from '@portico/contract/domains';
import { fail, ok } from '../../lib/http/test-support';
import type { I18n } from '../../lib/i18n/translator';
import { clearSession } from '../../lib/session/session-store';
import { renderWithApp, restoreApp, type Answer } from '../../test/app-harness';
import { demoSettings } from '../../test/demo-settings';
import { stubCarouselGlobals } from '../../test/embla-stubs';
import { initEnglish } from '../../test/i18n-en';
import { HomeBanners, HomeMarquee, HomeMore } from './HomeSections';

const banner = (id: number, change: Record<string, unknown> = {}) => ({
  id,
  linkageType: 'P',
  linkage: String(id),
  roomId: null,
  nodeId: null,
  gameType: null,
  vendor: null,
  groupName: null,
  url: null,
  imageUrl: `/m/banners/${id}.svg`,
  imageAlt: `Banner ${id}`,
  ...change,
});
const entries = [
  { id: 1, title: 'Live chat', path: encodeCsPath('https://chat.example.com/demo'), csType: 'LIVECHAT', csPosition: 1, labelIds: [] },
  { id: 2, title: 'VIP host', path: encodeCsPath('https://chat.example.com/vip'), csType: 'COMM100VIP', csPosition: 2, labelIds: [3] },
];

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
  clearSession();
  stubCarouselGlobals();
});
afterEach(() => restoreApp());

async function renderHome(paths: Record<string, Answer>, labelId: number | null = null) {
  let view: ReturnType<typeof renderWithApp> | undefined;
  await act(async () => {
    view = renderWithApp(
      i18n,
      <>
        <HomeBanners />
        <HomeMarquee />
        <HomeMore signedIn={false} clubLabel={labelId === null ? null : { labelId, labelName: 'Silver', type: 'AUTO', rankLevel: 2 }} />
      </>,
      { settings: demoSettings(), paths },
    );
  });
  return view!;
}

const ANSWERS: Record<string, Answer> = {
  '/wps/relay/MCSFE_getListBanners': () => ok([banner(1), { id: 2, linkageType: 'NOPE' }, banner(3)]),
  '/wps/relay/MCSFE_getListAnnouncements': () => ok([{ id: 1, type: 'PR', category: null, text: 'PIX deposits now arrive in under a minute.' }]),
  '/wps/relay/WPSCORE_getCustomerServiceScript': () => ok(entries),
  '/wps/relay/GCSGAME_getGameLanes': () => ok({ lanes: [] }),
  '/wps/relay/MCSFE_getListActivities': () => ok([]),
};

describe('home sections', () => {
  it('shows the banners without the malformed row, with labelled dots and slides', async () => {
    await renderHome(ANSWERS);
    const carousel = await screen.findByRole('region', { name: 'Promotions' });
    const dots = within(carousel).getAllByRole('button', { name: /^Go to slide/ });
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(['Go to slide 1 of 2', 'Go to slide 2 of 2']);
    expect(dots[0]!.getAttribute('aria-current')).toBe('true');
    expect(within(carousel).getByRole('group', { name: '1 of 2' })).toBeTruthy();
    expect(within(carousel).getByRole('link').getAttribute('href')).toBe('/activity?id=1');
  });

  it('a failing section shows its notice once and a retry; the others work', async () => {
    let calls = 0;
    const view = await renderHome({
      ...ANSWERS,
      '/wps/relay/MCSFE_getListBanners': () => (++calls === 1 ? fail(null, 'Banners are resting', { status: 500 }) : ok([banner(1)])),
    });
    expect(await screen.findByText('The promotions could not be loaded.')).toBeTruthy();
    // The marquee's text is there once for screen readers (the moving copies are hidden from them).
    expect(within(screen.getByRole('region', { name: 'News' })).getByRole('listitem').textContent).toBe('PIX deposits now arrive in under a minute.');
    expect(await screen.findByRole('button', { name: /Live chat/ })).toBeTruthy();
    expect(view.notify.notices()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Banner 1' })).toBeTruthy();
  });

  it('customer service: the VIP label gets its own entries, opened in a new tab', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    await renderHome(ANSWERS, 3);
    fireEvent.click(await screen.findByRole('button', { name: /VIP host/ }));
    expect(screen.queryByRole('button', { name: /Live chat/ })).toBeNull();
    expect(open).toHaveBeenCalledWith('https://chat.example.com/vip', '_blank', 'noopener,noreferrer');
  });

  it('customer service: a member without a matching label gets the general entries', async () => {
    await renderHome(ANSWERS, 2);
    expect(await screen.findByRole('button', { name: /Live chat/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /VIP host/ })).toBeNull();
  });
});
