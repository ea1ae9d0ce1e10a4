import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameLaunchTickets, lotteryDraws } from '../../../../src/db/schema-games.ts';
import { seedGames } from '../../../../src/db/seed-games.ts';
import { drawFromSeed } from '../../../../src/games/lottery.ts';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../../../helpers/app.ts';
import { createMember, login } from '../../../helpers/members.ts';

// Unique merchant codes: on PostgreSQL the test files share one database.
const A = 'GAMESA';
const B = 'GAMESB';
const hostOf = (code: string) => `${code.toLowerCase()}.example.com`;

let app: FastifyInstance;
beforeAll(async () => {
  const merchant = (code: string) => ({ ...demoMerchant(), merchantCode: code, domains: [hostOf(code)] });
  app = await buildTestApp({ DEFAULT_MERCHANT: A, MERCHANTS_DIR: tempMerchantsDir({ 'a.json': merchant(A), 'b.json': merchant(B) }) });
  await seedGames(app.db, B);
});
afterAll(() => app.close());

const relay = (name: string, query = '', code = A) =>
  app.inject({ method: 'GET', url: `/wps/relay/${name}${query}`, headers: { host: hostOf(code) } });

const launchBody = (over: Record<string, unknown> = {}) => ({
  lottoArea: 'VN',
  launchMode: 'LOTT',
  lottoPrizeMode: 'NORTH',
  lottoGameCode: 'VN_NORTH',
  lottoView: 'betting',
  device: 'MOBILE',
  backUrl: `http://${hostOf(A)}/m/game`,
  hasLobby: false,
  title: 'Northern Lottery',
  ...over,
});

async function member(code = A) {
  const m = await createMember(app, { merchantCode: code });
  return { ...m, token: await login(app, m.username, m.password, code) };
}

const launch = (token: string | null, body: Record<string, unknown>, code = A) =>
  app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { host: hostOf(code), ...(token ? { authorization: token } : {}) },
    payload: body,
  });

const ticketOf = (gameUrl: string) => new URL(gameUrl).searchParams.get('ticket') ?? '';
const openGame = (gameUrl: string, code = A) => {
  const url = new URL(gameUrl);
  return app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: hostOf(code) } });
};

/** The game page's form post: its play secret and the ticked numbers. */
function postDraw(pageHtml: string, picks: number[]) {
  const play = /name="play" value="([^"]+)"/.exec(pageHtml)?.[1] ?? '';
  return app.inject({
    method: 'POST',
    url: '/vendor/local/lottery/draw',
    headers: { host: hostOf(A), 'content-type': 'application/x-www-form-urlencoded' },
    payload: [`play=${encodeURIComponent(play)}`, ...picks.map((n) => `picks=${n}`)].join('&'),
  });
}

describe('game catalogue relays', () => {
  it('folds RNG and PVP into TCG, once, with the html5 platform', async () => {
    const res = await relay('GCSGAME_newGameVendor', '?platform=html5');
    const vendors = (res.json().value as { vendor: string }[]).map((v) => v.vendor);
    expect(vendors).toEqual(['PLOTTO', 'TCG']);
  });

  it('answers lanes in category order with their vendor cards, classification and games', async () => {
    const { lanes } = (await relay('GCSGAME_getGameLanes')).json().value as { lanes: { code: string; sortOrder: number; gameCount: number; gameClassify: { vendors: string[] }[]; cards: unknown[]; games: { gameId: string; vendor: string }[] }[] };
    expect(lanes.map((l) => [l.code, l.sortOrder, l.gameCount])).toEqual([['lottery', 100, 3], ['quick', 200, 3]]);
    expect(lanes[1]?.gameClassify).toEqual([{ vendors: ['TCG'] }]);
    expect(lanes[1]?.cards).toEqual([{ accountTypeName: 'TCG', displayName: 'TCG' }]);
    expect(lanes[1]?.games.map((g) => [g.gameId, g.vendor])).toEqual([['TCG_QUICK3', 'TCG'], ['RNG_LUCKY20', 'TCG'], ['PVP_DUEL', 'TCG']]);
  });

  it('filters games by folded vendor name', async () => {
    const games = (await relay('GCSGAME_getGameMatchV2', '?vendor=RNG')).json().value as { gameId: string }[];
    expect(games.map((g) => g.gameId)).toEqual(['TCG_QUICK3', 'RNG_LUCKY20', 'PVP_DUEL']);
  });
});

describe('POST /wps/game/launchGame', () => {
  it('needs a signed-in member', async () => {
    const res = await launch(null, launchBody());
    expect(res.json()).toMatchObject({ success: false, errorCode: 'customer.not.login' });
  });

  it("answers the stand-in vendor's game URL with a ticket that is not the session token", async () => {
    const m = await member();
    const res = await launch(m.token, launchBody());
    const { gameUrl } = res.json().value as { gameUrl: string };
    expect(gameUrl).toMatch(new RegExp(`^http://${hostOf(A)}/vendor/local/lottery\\?ticket=`));
    expect(gameUrl).not.toContain(m.token);
    const [row] = await app.db.select().from(gameLaunchTickets).where(eq(gameLaunchTickets.memberId, m.id));
    expect(row).toMatchObject({ merchantCode: A, gameCode: 'VN_NORTH', language: 'VI', backUrl: '/m/game' });
    expect(row?.ticketHash).not.toBe(ticketOf(gameUrl));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(61_000);
  });

  it('accepts the SEA variant and a chosen language', async () => {
    const m = await member();
    const res = await launch(m.token, launchBody({ lottoGameCode: 'SEA_TRAD', lottoPrizeMode: 'SEA', lottoMode: 'SEA_Tradition_Mobile', language: 'en', lottoView: 'lobby', hasLobby: true }));
    expect(res.json().success).toBe(true);
  });

  it('refuses an unknown game, a trial game and a wrong payload with clear codes', async () => {
    const m = await member();
    expect((await launch(m.token, launchBody({ lottoGameCode: 'GONE' }))).json()).toMatchObject({ errorCode: 'game.not_found' });
    expect((await launch(m.token, launchBody({ lottoGameCode: 'TCG_QUICK3' }))).json()).toMatchObject({ errorCode: 'game.not_found' });
    const bad = (await launch(m.token, launchBody({ lottoArea: 'TH', device: 'DESKTOP' }))).json();
    expect(bad.errorCode).toBe('request.invalid');
    expect(bad.fieldErrors.map((f: { field: string }) => f.field).sort()).toEqual(['device', 'lottoArea']);
  });

  it('keeps only a same-origin /m/ backUrl (no open redirect)', async () => {
    for (const backUrl of ['https://evil.example/m/home', '//evil.example/m/x', 'javascript:alert(1)', '/admin']) {
      const m = await member();
      await launch(m.token, launchBody({ backUrl }));
      const [row] = await app.db.select().from(gameLaunchTickets).where(eq(gameLaunchTickets.memberId, m.id));
      expect(row?.backUrl, backUrl).toBe('/m/home');
    }
  });
});

describe('the vendor stand-in', () => {
  it('opens once with the player and language, records a seeded draw, and refuses the ticket twice', async () => {
    const m = await member();
    const { gameUrl } = (await launch(m.token, launchBody())).json().value as { gameUrl: string };
    const page = await openGame(gameUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Player: <strong>${m.username}</strong>`);
    expect(page.body).toContain('Language: <strong>VI</strong>');
    expect(page.body).toContain('href="/m/game"');

    const draw = await postDraw(page.body, [3, 7, 11]);
    expect(draw.statusCode).toBe(200);
    expect(draw.body).toMatch(/You matched \d of 3/);
    const [recorded] = await app.db.select().from(lotteryDraws).where(and(eq(lotteryDraws.memberId, m.id), eq(lotteryDraws.merchantCode, A)));
    expect(recorded?.picks).toEqual([3, 7, 11]);
    expect(recorded?.drawn).toEqual(drawFromSeed(recorded!.seed));

    const again = await openGame(gameUrl);
    expect(again.statusCode).toBe(403);
    expect(again.body).toContain('already been used');
  });

  it('refuses a wrong number of picks without recording', async () => {
    const m = await member();
    const page = await openGame(((await launch(m.token, launchBody())).json().value as { gameUrl: string }).gameUrl);
    const res = await postDraw(page.body, [3, 3, 30]);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Pick exactly 3 different numbers');
    expect(await app.db.select().from(lotteryDraws).where(eq(lotteryDraws.memberId, m.id))).toEqual([]);
  });

  it('refuses an expired ticket and one opened on another merchant', async () => {
    const m = await member();
    const first = ((await launch(m.token, launchBody())).json().value as { gameUrl: string }).gameUrl;
    expect((await openGame(first, B)).body).toContain('belongs to another site');
    await app.db.update(gameLaunchTickets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(gameLaunchTickets.memberId, m.id));
    const expired = await openGame(first);
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('has expired');
  });
});

describe('GCS_gameTrialLaunch', () => {
  it('answers a demo URL without sign-in, by POST and by the synchronous GET with a Language header', async () => {
    const post = await app.inject({ method: 'POST', url: '/wps/relay/GCS_gameTrialLaunch', headers: { host: hostOf(A) }, payload: { gameId: 'RNG_LUCKY20', nodeId: '7', platform: 'html5' } });
    expect(post.json().value).toEqual({ gameUrl: `http://${hostOf(A)}/vendor/local/trial?game=RNG_LUCKY20&lang=EN`, vendor: 'TCG', sandbox: 'allow-scripts allow-forms allow-same-origin' });
    const get = await app.inject({ method: 'GET', url: '/wps/relay/GCS_gameTrialLaunch?gameId=TCG_QUICK3&platform=html5', headers: { host: hostOf(A), Merchant: A, Language: 'vi' } });
    const { gameUrl } = get.json().value as { gameUrl: string };
    expect(gameUrl).toContain('lang=VI');
    const page = await openGame(gameUrl);
    expect(page.body).toContain('Demo credit');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('refuses a lottery (no trial) and an unknown game', async () => {
    const post = (gameId: string) => app.inject({ method: 'POST', url: '/wps/relay/GCS_gameTrialLaunch', headers: { host: hostOf(A) }, payload: { gameId } });
    expect((await post('VN_NORTH')).json()).toMatchObject({ errorCode: 'game.trial_unavailable' });
    expect((await post('NOPE')).json()).toMatchObject({ errorCode: 'game.not_found' });
  });
});

describe('operator content kinds of the catalogue', () => {
  const TOKEN = 'test-admin-token-games-0123456789';
  it('refuses a lane order off the steps of 100 and a lottery without its prize mode, field by field', async () => {
    const admin = await buildTestApp({ ADMIN_TOKEN: TOKEN, SEED_DEMO: 'false', DEFAULT_MERCHANT: A, MERCHANTS_DIR: tempMerchantsDir({ 'a.json': { ...demoMerchant(), merchantCode: A, domains: [hostOf(A)] } }) });
    try {
      const post = (kind: string, item: unknown) =>
        admin.inject({ method: 'POST', url: `/admin/content/${kind}`, headers: { authorization: `Bearer ${TOKEN}` }, payload: { merchantCode: A, item }, remoteAddress: '192.0.2.53' });
      const lane = (await post('game-lanes', { code: 'slots', title: 'Slots', sortOrder: 150 })).json();
      expect(lane.fieldErrors).toEqual([expect.objectContaining({ field: 'sortOrder' })]);
      const game = (await post('games', { code: 'X1', name: 'X', vendor: 'TCG', lane: 'quick', kind: 'lottery', image: '/game-art/x.svg' })).json();
      expect(game.fieldErrors).toEqual([expect.objectContaining({ field: 'prizeMode' })]);
    } finally {
      await admin.close();
    }
  });
});

describe('mini-game scripts and catalogue art', () => {
  it('serves both variants as JavaScript and the seeded art as SVG', async () => {
    for (const v of ['v1', 's1']) {
      const res = await app.inject({ method: 'GET', url: `/mini-game/${v}/minigame.js?_t=1` });
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.body).toContain(`variant: '${v}'`);
    }
    expect((await app.inject({ method: 'GET', url: '/mini-game/x9/minigame.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/mini-game/x9/minigame.css' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/game-art/quick-pick.svg' })).headers['content-type']).toMatch(/svg/);
  });
});

describe('mini-game stylesheets (decision 053)', () => {
  it('serves each variant its stylesheet, and no script writes a style attribute the page policy refuses', async () => {
    for (const v of ['v1', 's1']) {
      const sheet = await app.inject({ method: 'GET', url: `/mini-game/${v}/minigame.css?_t=1` });
      expect(sheet.statusCode).toBe(200);
      expect(sheet.headers['content-type']).toMatch(/^text\/css/);
      expect(sheet.body).toContain('.pmg__button');
      const script = (await app.inject({ method: 'GET', url: `/mini-game/${v}/minigame.js` })).body;
      // style-src has no 'unsafe-inline': a style attribute (markup, setAttribute, cssText) is refused.
      expect(script).not.toMatch(/\bstyle\s*:|setAttribute\(\s*['"]style|cssText|<style/);
      expect(script).toContain('minigame.css');
    }
  });
});
