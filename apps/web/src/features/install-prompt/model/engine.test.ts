import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstallPromptConfig } from '@portico/contract/install-prompt';
import type { CustomerType, SessionInfo } from '@portico/contract/session';
import { createEmitter } from '../../../lib/events/emitter';
import type { AppEvents } from '../../../lib/events/app-events';
import { createEngine, type Place, type Prompt } from './engine';
import { KEYS, promptState } from './prompt-state';
import { configWith, memoryStore } from './test-fixtures';
import type { Counts } from './triggers';

const SESSION = { id: 1, token: 't', merchantCode: 'DEMO', userName: 'p', type: 0, firstTimeLogin: false } as SessionInfo;
const tracked = { customerId: 1, customerName: 'p', currency: 'PHP', amount: 100, value: 100 };

function setup(config: InstallPromptConfig, over: { place?: Partial<Place>; member?: CustomerType | null; event?: boolean; counts?: Counts; regDate?: number } = {}) {
  const session = memoryStore();
  const local = memoryStore();
  const bus = createEmitter<AppEvents>();
  const shown: Prompt[] = [];
  const funnel: AppEvents['install-funnel'][] = [];
  bus.on('install-funnel', (e) => funnel.push(e));
  const world = {
    place: { nativeApp: false, standalone: false, ios: false, inAppBrowser: false, host: 'm.example.com', path: '/m/home', search: '', ...over.place },
    member: over.member === undefined ? 0 : over.member,
    event: over.event ?? true,
    blocked: false,
    counts: over.counts ?? { deposits: 0, withdrawals: 0, cards: 0 },
    fetches: 0,
  };
  const engine = createEngine({
    config,
    clock: { now: () => Date.now(), setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id as number) },
    state: promptState(session, local),
    bus,
    place: () => world.place,
    memberType: () => world.member,
    siteBlocked: () => world.blocked,
    visible: () => true,
    installEvent: () => world.event,
    fetchCounts: async () => {
      world.fetches++;
      return world.counts;
    },
    fetchRegDate: async () => over.regDate ?? Date.now(),
    show: (p) => shown.push(p),
  });
  return { engine, bus, shown, funnel, world, session, local };
}
const on = (...names: string[]) => Object.fromEntries(names.map((n) => [n, { enabled: true }]));

beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 12) }));
afterEach(() => vi.useRealTimers());

describe('install prompt engine (doc E §4)', () => {
  it('shows the initial prompt on opening home, once per session, and reports it', async () => {
    const t = setup(configWith({ triggers: on('app_open') }));
    await t.engine.start();
    expect(t.shown).toEqual([{ trigger: 'app_open', closable: true, look: 'modal' }]);
    t.engine.shown();
    expect(t.funnel).toEqual([{ step: 'shown', trigger: 'app_open', look: 'modal' }]);
  });

  it.each(['/m/game', '/m/voucherCenter'])('no initial prompt on %s', async (path) => {
    const t = setup(configWith({ triggers: on('app_open') }), { place: { path } });
    await t.engine.start();
    expect(t.shown).toEqual([]);
  });

  it('waits for the install event up to 20 × 150 ms, and gives up after', async () => {
    const late = setup(configWith({ triggers: on('app_open') }), { event: false });
    const started = late.engine.start();
    await vi.advanceTimersByTimeAsync(1500);
    late.world.event = true;
    await vi.advanceTimersByTimeAsync(150);
    await started;
    expect(late.shown).toHaveLength(1);

    const never = setup(configWith({ triggers: on('app_open') }), { event: false });
    const gaveUp = never.engine.start();
    await vi.advanceTimersByTimeAsync(20 * 150 + 10);
    await gaveUp;
    never.world.event = true;
    expect(never.shown).toEqual([]);
  });

  it('closing sets the skip flag and counter: a later closable trigger is skipped, a forced one shows', async () => {
    const t = setup(configWith({ triggers: { ...on('app_open', 'login'), deposit_times_forced: { enabled: true, value: 1 } } }));
    await t.engine.start();
    t.engine.closed();
    expect(t.session.data.get(KEYS.skip)).toBe('1');
    expect(t.session.data.get(KEYS.closeCount)).toBe('1');
    expect(t.funnel.at(-1)).toMatchObject({ step: 'dismissed', trigger: 'app_open' });
    await vi.advanceTimersByTimeAsync(500);
    t.bus.emit('signed-in', { session: SESSION });
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.shown.map((p) => p.trigger)).toEqual(['app_open']);
    t.world.counts = { deposits: 1, withdrawals: 0, cards: 0 };
    t.bus.emit('deposit-tracked', { ...tracked, stage: 'paid', first: true, revenue: 100, record: 'order-1' });
    await vi.advanceTimersByTimeAsync(2500);
    expect(t.shown.at(-1)).toEqual({ trigger: 'deposit_times_forced', closable: false, look: 'modal' });
  });

  it('a second prompt waits for the close signal (500 ms) of the first', async () => {
    const t = setup(configWith({ triggers: { ...on('app_open'), reg_days_forced: { enabled: true, value: 0 } } }));
    await t.engine.start();
    expect(t.shown.map((p) => p.trigger)).toEqual(['app_open']);
    t.engine.closed();
    t.bus.emit('registered', { customerId: 1, customerName: 'p', method: 'username', signedIn: true });
    await vi.advanceTimersByTimeAsync(1900);
    expect(t.shown.map((p) => p.trigger)).toEqual(['app_open', 'reg_days_forced']);
  });

  it('once a non-closable prompt was shown, later ones are non-closable too', async () => {
    const t = setup(configWith({ triggers: { ...on('login'), deposit_times_forced: { enabled: true, value: 0 } } }), { place: { path: '/m/login' } });
    await t.engine.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.shown[0]).toMatchObject({ trigger: 'deposit_times_forced', closable: false });
    t.engine.finished();
    await vi.advanceTimersByTimeAsync(500);
    t.bus.emit('signed-in', { session: SESSION });
    await vi.advanceTimersByTimeAsync(1999);
    expect(t.shown).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.shown[1]).toEqual({ trigger: 'login', closable: false, look: 'modal' });
  });

  it('the install event sets the counter to 99 and the installed flag: no prompt again', async () => {
    const t = setup(configWith({ triggers: on('app_open', 'login') }));
    await t.engine.start();
    t.engine.installed();
    expect(t.session.data.get(KEYS.closeCount)).toBe('99');
    expect(t.local.data.get(KEYS.installed)).toBe('1');
    expect(t.funnel.at(-1)).toMatchObject({ step: 'installed', trigger: 'app_open' });
    t.engine.closed();
    expect(t.session.data.get(KEYS.closeCount)).toBe('99');
    await vi.advanceTimersByTimeAsync(500);
    t.bus.emit('signed-in', { session: SESSION });
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.shown).toHaveLength(1);
  });

  it('accepting reports install-accepted and the funnel, and ends the prompts of the session', async () => {
    const t = setup(configWith({ triggers: on('app_open'), bottom_app_bar_mode: { enabled: true } }));
    const accepted: unknown[] = [];
    t.bus.on('install-accepted', (e) => accepted.push(e));
    await t.engine.start();
    t.engine.accepted('web-app');
    expect(accepted).toEqual([{ target: 'web-app' }]);
    expect(t.funnel).toContainEqual({ step: 'accepted', trigger: 'app_open', look: 'banner' });
    expect(t.session.data.get(KEYS.closeCount)).toBe('99');
  });

  it.each<[string, Partial<Place>]>([
    ['in the native app', { nativeApp: true }],
    ['in standalone mode', { standalone: true }],
  ])('never %s', async (_name, place) => {
    const t = setup(configWith({ triggers: on('app_open') }), { place });
    await t.engine.start();
    expect(t.shown).toEqual([]);
  });

  it('login on home, login or register shows after 2 s; not elsewhere', async () => {
    const t = setup(configWith({ triggers: on('login') }), { place: { path: '/m/register' }, member: null });
    await t.engine.start();
    t.world.member = 0;
    t.bus.emit('signed-in', { session: SESSION });
    await vi.advanceTimersByTimeAsync(1999);
    expect(t.shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.shown.map((p) => p.trigger)).toEqual(['login']);

    const elsewhere = setup(configWith({ triggers: on('login') }), { place: { path: '/m/withdraw' } });
    await elsewhere.engine.start();
    elsewhere.bus.emit('signed-in', { session: SESSION });
    await vi.advanceTimersByTimeAsync(2000);
    expect(elsewhere.shown).toEqual([]);
  });

  it('a game started shows after in_game_popup_interval seconds', async () => {
    const t = setup(configWith({ in_game_popup_interval: { enabled: true, value: 30 } }), { place: { path: '/m/game' } });
    await t.engine.start();
    t.bus.emit('game-started', { gameCode: 'G1', vendor: 'TCG', trial: false });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(t.shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.shown.map((p) => p.trigger)).toEqual(['in_game']);
  });

  it('first deposit on the voucher center with zero deposits, from the statistics', async () => {
    const t = setup(configWith({ triggers: on('first_deposit') }), { place: { path: '/m/game' } });
    await t.engine.start();
    t.bus.emit('route-changed', { path: '/m/voucherCenter', search: '', previous: '/m/game' });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.shown.map((p) => p.trigger)).toEqual(['first_deposit']);
  });

  it('polls the counts every 30 s while signed in, and rechecks 2.5 s after a tracking event', async () => {
    const t = setup(configWith({ triggers: { withdrawal_times: { enabled: true, value: 2 } } }), { place: { path: '/m/game' } });
    await t.engine.start();
    await vi.advanceTimersByTimeAsync(0);
    const initial = t.world.fetches;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(t.world.fetches).toBe(initial + 1);
    t.world.counts = { deposits: 0, withdrawals: 2, cards: 0 };
    t.bus.emit('withdrawal-tracked', { ...tracked, first: false, record: 'key-1' });
    await vi.advanceTimersByTimeAsync(2499);
    expect(t.shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.shown.map((p) => p.trigger)).toEqual(['withdrawal_times']);
    t.world.member = null;
    const before = t.world.fetches;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.world.fetches).toBe(before);
  });

  it('started by a sign-in (the chunk loads only then off home), it replays it: login after 2 s, no app open', async () => {
    const t = setup(configWith({ triggers: on('app_open', 'login') }), { place: { path: '/m/home' } });
    await t.engine.start(['signed-in']);
    expect(t.shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.shown.map((p) => p.trigger)).toEqual(['login']);
  });

  it('suppresses the prompt while the site gate is closed', async () => {
    const t = setup(configWith({ triggers: on('login') }));
    await t.engine.start();
    t.world.blocked = true;
    t.bus.emit('signed-in', { session: SESSION });
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.shown).toEqual([]);
  });

  it('WEBCLIP is 1 in an installed web app, whose first home-screen start is reported once; 0 for the home-screen address in a tab', async () => {
    const app = setup(configWith(), { place: { standalone: true, search: '?homescreen=1' } });
    await app.engine.start();
    expect(app.local.data.get(KEYS.webclip)).toBe('1');
    expect(app.funnel).toEqual([{ step: 'first-launch', trigger: 'homescreen', look: 'modal' }]);
    app.engine.stop();
    const again = createEngineAgain(app);
    await again.start();
    expect(app.funnel).toHaveLength(1);

    const tab = setup(configWith(), { place: { search: '?homescreen=1' } });
    await tab.engine.start();
    expect(tab.local.data.get(KEYS.webclip)).toBe('0');
    expect(tab.funnel).toEqual([]);
  });
});

/** The same device (storage) starting the app a second time. */
function createEngineAgain(t: ReturnType<typeof setup>) {
  return createEngine({
    config: configWith(),
    clock: { now: () => Date.now(), setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id as number) },
    state: promptState(t.session, t.local),
    bus: t.bus,
    place: () => t.world.place,
    memberType: () => 0,
    siteBlocked: () => false,
    visible: () => true,
    installEvent: () => true,
    fetchCounts: async () => t.world.counts,
    fetchRegDate: async () => null,
    show: () => undefined,
  });
}
