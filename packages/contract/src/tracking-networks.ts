import type { ConversionEventName, PixelNetwork } from './tracking.ts';

/**
 * The name each network gives a doc E §3 event (decision 040): its standard event where one means the
 * same thing (so the network's optimisation uses it), else the doc E name as a custom event. The
 * browser pixels and the platform's forwarder both read this table, so a network sees one name and
 * one event_id from both sides and keeps one of them.
 */
const STANDARD: Record<PixelNetwork, Partial<Record<ConversionEventName, string>>> = {
  meta: { register: 'CompleteRegistration', depositSubmit: 'InitiateCheckout', firstDeposit: 'Purchase', redeposit: 'Purchase', viewContent: 'ViewContent', downloadApp: 'Lead' },
  tiktok: { register: 'CompleteRegistration', depositSubmit: 'InitiateCheckout', firstDeposit: 'CompletePayment', redeposit: 'CompletePayment', viewContent: 'ViewContent', downloadApp: 'Download' },
  kwai: { register: 'EVENT_COMPLETE_REGISTRATION', depositSubmit: 'EVENT_ADD_PAYMENT_INFO', firstDeposit: 'EVENT_FIRST_DEPOSIT', redeposit: 'EVENT_PURCHASE', viewContent: 'EVENT_CONTENT_VIEW', downloadApp: 'EVENT_DOWNLOAD' },
  google: { register: 'sign_up', depositSubmit: 'begin_checkout', firstDeposit: 'purchase', redeposit: 'purchase', viewContent: 'page_view', login: 'login' },
  twitter: { register: 'CompleteRegistration', firstDeposit: 'Purchase', redeposit: 'Purchase' },
};

export interface NetworkEvent {
  name: string;
  /** A network's own standard event, as opposed to a custom one named after doc E. */
  standard: boolean;
}

export function networkEventName(network: PixelNetwork, event: ConversionEventName): NetworkEvent {
  const standard = STANDARD[network][event];
  return standard ? { name: standard, standard: true } : { name: event, standard: false };
}

/** The conversions the platform forwards server-side (the rest stay browser-only: no ad network bids on them). */
export const FORWARDED_EVENTS: readonly ConversionEventName[] = ['register', 'depositSubmit', 'firstDeposit', 'redeposit', 'firstDepositArrival'];
