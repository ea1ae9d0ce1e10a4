import type { ConversionEventName, PixelNetwork } from '@portico/contract/tracking';
import { networkEventName } from '@portico/contract/tracking-networks';

/** One call into a network's tag: the method and its arguments, as the network's own snippet takes them. */
export interface TagCall {
  method: string;
  args: unknown[];
  eventName: string | null;
  eventId: string | null;
  params: Record<string, unknown>;
}

export interface NetworkTag {
  /** The global the network's script reads (fbq, ttq, kwaiq, gtag, twq). */
  global: string;
  /** Its script, loaded only by the network adapter; these hosts go in the merchant's CSP (decision 040). */
  scriptUrl(id: string): string;
  init(id: string): TagCall[];
  track(id: string, event: ConversionEventName, params: Record<string, unknown>, eventId: string): TagCall;
}

const call = (method: string, args: unknown[], extra: Partial<TagCall> = {}): TagCall => ({ method, args, eventName: null, eventId: null, params: {}, ...extra });

/** Each network's snippet as its documentation gives it, reduced to the calls Portico makes. */
export const NETWORKS: Record<PixelNetwork, NetworkTag> = {
  meta: {
    global: 'fbq',
    scriptUrl: () => 'https://connect.facebook.net/en_US/fbevents.js',
    init: (id) => [call('init', [id], { params: { pixelId: id } })],
    track(_id, event, params, eventId) {
      const { name, standard } = networkEventName('meta', event);
      return call(standard ? 'track' : 'trackCustom', [name, params, { eventID: eventId }], { eventName: name, eventId, params });
    },
  },
  tiktok: {
    global: 'ttq',
    scriptUrl: (id) => `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`,
    init: (id) => [call('load', [id], { params: { pixelId: id } })],
    track(_id, event, params, eventId) {
      const { name } = networkEventName('tiktok', event);
      return call('track', [name, params, { event_id: eventId }], { eventName: name, eventId, params });
    },
  },
  kwai: {
    global: 'kwaiq',
    scriptUrl: (id) => `https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=kwaiq`,
    init: (id) => [call('load', [id], { params: { pixelId: id } })],
    track(_id, event, params, eventId) {
      const { name } = networkEventName('kwai', event);
      return call('track', [name, { ...params, event_id: eventId }], { eventName: name, eventId, params });
    },
  },
  google: {
    global: 'gtag',
    scriptUrl: (id) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
    init: (id) => [call('js', [new Date()]), call('config', [id], { params: { tagId: id } })],
    track(id, event, params, eventId) {
      const { name } = networkEventName('google', event);
      const withTarget = { ...params, send_to: id, transaction_id: eventId };
      return call('event', [name, withTarget], { eventName: name, eventId, params: withTarget });
    },
  },
  twitter: {
    global: 'twq',
    scriptUrl: () => 'https://static.ads-twitter.com/uwt.js',
    init: (id) => [call('config', [id], { params: { pixelId: id } })],
    track(id, event, params, eventId) {
      const { name } = networkEventName('twitter', event);
      return call('event', [`${id}-${name}`, { ...params, conversion_id: eventId }], { eventName: name, eventId, params });
    },
  },
};

/** Google Consent Mode v2: set before any Google tag; 'granted' only after the visitor accepted (or where not asked). */
export function consentCall(kind: 'default' | 'update', granted: boolean): TagCall {
  const state = granted ? 'granted' : 'denied';
  const params = { ad_storage: state, ad_user_data: state, ad_personalization: state, analytics_storage: state };
  return call('consent', [kind, params], { eventName: `consent ${kind}`, params });
}
