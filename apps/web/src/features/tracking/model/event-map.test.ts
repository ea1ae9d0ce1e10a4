import { describe, expect, it } from 'vitest';
import { trackedCurrency } from '@portico/contract/tracking';
import { EVENT_MAP } from './event-map';
import { TRACKED_BUS_EVENTS } from './early-events';

const member = { customerId: 7, customerName: 'ann' };
const amount = { ...member, currency: 'TLB', amount: 500, value: 500, revenue: 500, record: 'order-9' };
const names = (list: { name: string }[]) => list.map((t) => t.name);

describe('the tracking event table', () => {
  it('reports TLB as PHP and cuts every other code to three capital letters', () => {
    expect(trackedCurrency('TLB')).toBe('PHP');
    expect(trackedCurrency('usdt')).toBe('USD');
    expect(trackedCurrency('BRL')).toBe('BRL');
  });

  it('maps registration: submitted, created, and the sign-in that follows', () => {
    expect(EVENT_MAP['register-submitted']!({ method: 'username' })).toEqual([{ name: 'registerSubmit', payload: {} }]);
    expect(EVENT_MAP.registered!({ ...member, method: 'mobile', signedIn: true })).toEqual([{ name: 'register', payload: { customerId: 7, customerName: 'ann' }, record: { customerId: 7, key: '' } }]);
    const session = { id: 3, customerId: 7, token: 't', merchantCode: 'DEMO', userName: 'ann', type: 0, firstTimeLogin: false } as const;
    expect(EVENT_MAP['signed-in']!({ session })).toEqual([{ name: 'login', payload: { customerId: 7, customerName: 'ann' } }]);
  });

  it('maps each deposit stage with the doc E payload (currency rule applied)', () => {
    const deposit = (stage: 'submitted' | 'paid' | 'arrived', first: boolean) => EVENT_MAP['deposit-tracked']!({ ...amount, stage, first });
    expect(deposit('submitted', false)).toEqual([
      { name: 'depositSubmit', payload: { customerId: 7, customerName: 'ann', currency: 'PHP', amount: 500, value: 500, revenue: 500 }, record: { customerId: 7, key: 'order-9' } },
    ]);
    expect(names(deposit('paid', true))).toEqual(['deposit', 'firstDeposit']);
    expect(names(deposit('paid', false))).toEqual(['deposit', 'redeposit']);
    expect(names(deposit('arrived', true))).toEqual(['firstDepositArrival']);
    expect(deposit('arrived', false)).toEqual([]);
    expect(EVENT_MAP['withdrawal-tracked']!({ ...amount, currency: 'USDT', first: true })[0]!.payload).toMatchObject({ currency: 'USD', amount: 500 });
  });

  it('maps games, content screens and installs', () => {
    expect(EVENT_MAP['game-started']!({ gameCode: 'G1', vendor: null, trial: true })).toEqual([{ name: 'startTrial', payload: { gameCode: 'G1' } }]);
    expect(names(EVENT_MAP['game-started']!({ ...member, gameCode: 'G1', vendor: 'V', trial: false }))).toEqual(['gameLaunch']);
    const route = (path: string) => EVENT_MAP['route-changed']!({ path, search: '', previous: null });
    expect(route('/m/home')).toEqual([{ name: 'viewContent', payload: { contentName: 'home' } }]);
    expect(route('/m/register')).toEqual([]);
    expect(route('/m/login')).toEqual([]);
    expect(EVENT_MAP['install-accepted']!({ target: 'native-app' })).toEqual([{ name: 'downloadApp', payload: {} }]);
    expect(EVENT_MAP['install-accepted']!({ target: 'web-app' })).toEqual([{ name: 'a2hsInstalled', payload: {}, oncePerBrowser: true }]);
    expect(names(EVENT_MAP['install-funnel']!({ step: 'installed', trigger: 'home', look: 'modal' }))).toEqual(['installStep', 'a2hsInstalled']);
    expect(names(EVENT_MAP['install-funnel']!({ step: 'first-launch', trigger: 'home', look: 'modal' }))).toEqual(['installStep', 'a2hsFirstOpen']);
    expect(EVENT_MAP['install-funnel']!({ step: 'shown', trigger: 'deposit', look: 'banner' })).toEqual([{ name: 'installStep', payload: { step: 'shown', trigger: 'deposit', look: 'banner' } }]);
  });

  it('keeps, until the tracking chunk listens, exactly the bus events the table maps', () => {
    expect([...TRACKED_BUS_EVENTS].sort()).toEqual(Object.keys(EVENT_MAP).sort());
  });
});
