import type { PixelNetwork } from '@portico/contract/tracking';
import { NETWORKS, type TagCall } from './networks';

/** Where a network's calls go: its script (network) or the development record (local). */
export interface PixelDriver {
  load(network: PixelNetwork, id: string): void;
  call(network: PixelNetwork, tagCall: TagCall): void;
}

type Win = Window & Record<string, unknown>;
type Queued = ((...args: unknown[]) => void) & { queue?: unknown[][]; callMethod?: (...a: unknown[]) => void; push?: unknown; loaded?: boolean; version?: string };

/** The networks' own stubs, which queue calls until their script arrives and replays them. */
function stub(network: PixelNetwork, w: Win): void {
  const { global } = NETWORKS[network];
  if (w[global]) return;
  if (network === 'google') {
    const layer = ((w.dataLayer as unknown[] | undefined) ??= []);
    // gtag must push the arguments object itself (Google's snippet does the same).
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
    return;
  }
  if (network === 'tiktok' || network === 'kwai') {
    const q = Object.assign([] as unknown[], {}) as unknown[] & Record<string, unknown>;
    for (const method of ['page', 'track', 'identify', 'load', 'instance', 'grantConsent', 'revokeConsent', 'holdConsent']) {
      q[method] = (...args: unknown[]) => q.push([method, ...args]);
    }
    if (network === 'tiktok') w.TiktokAnalyticsObject = 'ttq';
    else w.KwaiAnalyticsObject = 'kwaiq';
    w[global] = q;
    return;
  }
  const f: Queued = (...args) => (f.callMethod ? f.callMethod(...args) : f.queue!.push(args));
  f.queue = [];
  if (network === 'meta') Object.assign(f, { push: f, loaded: true, version: '2.0' });
  else f.version = '1.1';
  w[global] = f;
}

/** Loads each network's script once, after its stub; a script that fails to load changes nothing on the page. */
export function networkDriver(w: Win = window as unknown as Win): PixelDriver {
  return {
    load(network, id) {
      stub(network, w);
      const script = document.createElement('script');
      script.async = true;
      script.src = NETWORKS[network].scriptUrl(id);
      script.onerror = () => script.remove();
      document.head.append(script);
    },
    call(network, { method, args }) {
      stub(network, w);
      const tag = w[NETWORKS[network].global] as Record<string, (...a: unknown[]) => void> & ((...a: unknown[]) => void);
      // TikTok's and Kwai's stubs are objects with methods; the others are one function taking the method first.
      if (network === 'tiktok' || network === 'kwai') tag[method]?.(...args);
      else tag(method, ...args);
    },
  };
}

/**
 * The local pixel adapter (development and tests, decision 040): no script is fetched; each call is
 * recorded at the platform's /dev/pixels, so a person or a test sees exactly what each network would
 * have received. Recorded with keepalive, so a call made just before a navigation still arrives.
 */
export function localDriver(affiliateCode: () => string | null): PixelDriver {
  // One after the other, so the record keeps the order the calls were made in (as a network's queue does).
  let chain: Promise<unknown> = Promise.resolve();
  const record = (network: PixelNetwork, method: string, t: Pick<TagCall, 'eventName' | 'eventId' | 'params'>) => {
    const body = JSON.stringify({ network, method, eventName: t.eventName, eventId: t.eventId, affiliateCode: affiliateCode(), params: t.params });
    chain = chain.then(() => fetch('/dev/pixels', { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body })).catch(() => undefined);
  };
  return {
    load: (network, id) => record(network, 'script', { eventName: null, eventId: null, params: { src: NETWORKS[network].scriptUrl(id) } }),
    call: (network, t) => record(network, `${NETWORKS[network].global}.${t.method}`, t),
  };
}
