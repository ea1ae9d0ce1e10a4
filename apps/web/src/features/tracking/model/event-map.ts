import { trackedCurrency, type ConversionEventName, type TrackingEventName, type TrackingPayload } from '@portico/contract/tracking';
import type { AppEvents, TrackedAmount } from '../../../lib/events/app-events';

export interface Tracked {
  name: TrackingEventName;
  payload: TrackingPayload;
  /**
   * A conversion the platform emits itself from this record (decision 059): the browser never
   * reports it, and its pixel call carries the record's event id so the network keeps one of the two.
   */
  record?: { customerId: number; key: string };
  /** Reported once per browser (a localStorage mark): a2hsInstalled, a2hsFirstOpen. */
  oncePerBrowser?: boolean;
}

const recordOf = (e: { customerId: number; record: string }) => ({ customerId: e.customerId, key: e.record });

const money = (e: TrackedAmount & { revenue?: number }): TrackingPayload => ({
  customerId: e.customerId,
  customerName: e.customerName,
  currency: trackedCurrency(e.currency),
  amount: e.amount,
  value: e.value,
  revenue: e.revenue ?? e.value,
});

/** The screens whose view is a viewContent (decision 040): where an ad's promise is looked at, not every step of a form. */
const CONTENT_SCREENS = /^\/m\/(home|index(\.html)?|game|activity|rewardCenter|inviteFriends|member\/benefits|voucherCenter)?$/;

type Mapper<K extends keyof AppEvents> = (payload: AppEvents[K]) => Tracked[];

/**
 * The sixteen events of doc E §3 (and the platform's installStep), one row per bus event. Adding an
 * event the bus gains is one row here. Rows with a `record` are the platform's own (decision 059).
 *
 * | bus event            | tracking events                                                     |
 * |----------------------|---------------------------------------------------------------------|
 * | register-submitted   | registerSubmit                                                      |
 * | registered           | register                                                            |
 * | signed-in            | login                                                               |
 * | deposit-tracked      | submitted → depositSubmit; paid → deposit + (first ? firstDeposit : |
 * |                      | redeposit); arrived + first → firstDepositArrival                   |
 * | withdrawal-tracked   | withdraw                                                            |
 * | game-started         | trial → startTrial, else gameLaunch                                 |
 * | route-changed        | viewContent on the content screens (CONTENT_SCREENS)                |
 * | install-accepted     | native-app → downloadApp; web-app → a2hsInstalled (once)            |
 * | install-funnel       | installStep; installed → a2hsInstalled (once), first-launch →       |
 * |                      | a2hsFirstOpen (once)                                                |
 * | (tracking start)     | visit every page load, firstOpen once per browser                   |
 */
export const EVENT_MAP: { [K in keyof AppEvents]?: Mapper<K> } = {
  'register-submitted': () => [{ name: 'registerSubmit', payload: {} }],
  registered: (e) => [{ name: 'register', payload: { customerId: e.customerId, customerName: e.customerName }, record: { customerId: e.customerId, key: '' } }],
  'signed-in': ({ session }) => [{ name: 'login', payload: { customerId: session.customerId ?? session.id, customerName: session.userName } }],
  'deposit-tracked': (e) => {
    const record = recordOf(e);
    if (e.stage === 'submitted') return [{ name: 'depositSubmit', payload: money(e), record }];
    if (e.stage === 'arrived') return e.first ? [{ name: 'firstDepositArrival', payload: money(e), record }] : [];
    return [
      { name: 'deposit', payload: money(e), record },
      { name: e.first ? 'firstDeposit' : 'redeposit', payload: money(e), record },
    ];
  },
  'withdrawal-tracked': (e) => [{ name: 'withdraw', payload: money(e), record: recordOf(e) }],
  'game-started': (e) => [
    {
      name: e.trial ? 'startTrial' : 'gameLaunch',
      payload: { gameCode: e.gameCode, ...(e.customerId ? { customerId: e.customerId } : {}), ...(e.customerName ? { customerName: e.customerName } : {}) },
    },
  ],
  'route-changed': (e) => (CONTENT_SCREENS.test(e.path) ? [{ name: 'viewContent', payload: { contentName: e.path.slice(3) || 'home' } }] : []),
  'install-accepted': (e) =>
    e.target === 'native-app' ? [{ name: 'downloadApp', payload: {} }] : [{ name: 'a2hsInstalled', payload: {}, oncePerBrowser: true }],
  'install-funnel': (e) => {
    const step: Tracked = { name: 'installStep', payload: { step: e.step, trigger: e.trigger.slice(0, 32), look: e.look.slice(0, 32) } };
    if (e.step === 'installed') return [step, { name: 'a2hsInstalled', payload: {}, oncePerBrowser: true }];
    if (e.step === 'first-launch') return [step, { name: 'a2hsFirstOpen', payload: {}, oncePerBrowser: true }];
    return [step];
  },
};

export const isConversion = (name: TrackingEventName): name is ConversionEventName => name !== 'visit' && name !== 'installStep';
