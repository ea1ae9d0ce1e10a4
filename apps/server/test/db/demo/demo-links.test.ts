import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCsPath } from '@portico/contract/domains';
import { createMember, login } from '../../helpers/members.ts';
import { addressesIn, buildDemoApp, DEMO_HOSTS, seededContent, type DemoCode } from './demo-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildDemoApp();
});
afterAll(() => app.close());

const CODES = Object.keys(DEMO_HOSTS) as DemoCode[];
const get = (code: DemoCode, url: string) => app.inject({ method: 'GET', url, headers: { host: DEMO_HOSTS[code] } });
const relay = async <T>(code: DemoCode, name: string, query = '') => ((await get(code, `/wps/relay/${name}${query}`)).json() as { value: T }).value;

/** A link opened as the browser would: an address of this platform is requested, anything else is not served by it. */
async function follow(code: DemoCode, address: string): Promise<string | null> {
  const url = new URL(address, `http://${DEMO_HOSTS[code]}`);
  if (url.host !== DEMO_HOSTS[code]) return `${address}: not served by the platform`;
  const res = await get(code, `${url.pathname}${url.search}`);
  return res.statusCode < 400 ? null : `${address}: HTTP ${res.statusCode}`;
}

describe('the demo content: every link and resource is served by the platform (issue 31 defect 5)', () => {
  it.each(CODES)('%s: every address of every content kind answers 2xx/3xx from the platform', async (code) => {
    const merchant = app.merchants.all.get(code)!;
    const addresses = addressesIn([await seededContent(app, code), merchant.look.logo, merchant.appLayer.icon]);
    expect(addresses.size).toBeGreaterThan(10);
    const dead = (await Promise.all([...addresses].map((a) => follow(code, a)))).filter((x) => x !== null);
    expect(dead).toEqual([]);
  });

  it.each(CODES)('%s: the download settings and customer service, as the relays answer them, open on this site', async (code) => {
    const resources = await relay<{ resourceType: string; url: string }[]>(code, 'WPSCORE_getDownloadSetting', `?domain=${DEMO_HOSTS[code]}`);
    expect(resources.map((r) => r.resourceType).sort()).toEqual(['AppDownloadIcon', 'MOBILECONFIG']);
    const entries = await relay<{ path: string }[]>(code, 'WPSCORE_getCustomerServiceScript');
    const links = [...resources.map((r) => r.url), ...entries.map((e) => decodeCsPath(e.path) ?? e.path)];
    for (const link of links) expect(link.startsWith(`http://${DEMO_HOSTS[code]}/`), link).toBe(true);
    expect((await Promise.all(links.map((l) => follow(code, l)))).filter((x) => x !== null)).toEqual([]);
    const profile = await get(code, new URL(resources.find((r) => r.resourceType === 'MOBILECONFIG')!.url).pathname + `?merchantCode=${code}`);
    expect(profile.headers['content-type']).toMatch(/apple-aspen-config/);
  });

  it.each(CODES)('%s: each banner opens what exists: its own activity, or a lottery of its catalogue', async (code) => {
    const banners = await relay<{ linkageType: string; linkage: string | null; roomId: string | null; gameType: string | null }[]>(code, 'MCSFE_getListBanners');
    const lanes = (await relay<{ lanes: { games: { gameId: string; kind: string; prizeMode: string | null }[] }[] }>(code, 'GCSGAME_getGameLanes')).lanes;
    const catalogue = lanes.flatMap((l) => l.games);
    expect(banners.length).toBe(4);
    for (const b of banners) {
      if (b.linkageType === 'G') expect(catalogue.find((g) => g.gameId === b.roomId)).toMatchObject({ kind: 'lottery', prizeMode: b.gameType });
      else expect((await get(code, `/wps/relay/MCSFE_getActivity?id=${b.linkage}`)).json()).toMatchObject({ success: true });
    }
  });

  it.each(CODES)('%s: every game launches through the vendor stand-in and its page opens', async (code) => {
    const lanes = (await relay<{ lanes: { games: { gameId: string; kind: string; prizeMode: string | null; sea: boolean }[] }[] }>(code, 'GCSGAME_getGameLanes')).lanes;
    const member = await createMember(app, { merchantCode: code });
    const token = await login(app, member.username, member.password, code);
    const games = lanes.flatMap((l) => l.games);
    expect(games.length).toBeGreaterThanOrEqual(5);
    for (const game of games) {
      const res =
        game.kind === 'lottery'
          ? await app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: { host: DEMO_HOSTS[code], authorization: token }, payload: { lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: game.prizeMode, lottoGameCode: game.gameId, lottoView: 'betting', device: 'MOBILE', backUrl: `http://${DEMO_HOSTS[code]}/m/game`, hasLobby: false, title: game.gameId } })
          : await app.inject({ method: 'POST', url: '/wps/relay/GCS_gameTrialLaunch', headers: { host: DEMO_HOSTS[code] }, payload: { gameId: game.gameId, platform: 'html5' } });
      const gameUrl = (res.json() as { value?: { gameUrl: string } }).value?.gameUrl;
      expect(gameUrl, `${game.gameId}: ${res.body}`).toBeTruthy();
      expect(await follow(code, gameUrl!)).toBeNull();
    }
  });
});
