import type { FastifyRequest } from 'fastify';
import { loadMerchants } from '../../merchants/load.ts';
import type { Merchant } from '../../merchants/schema.ts';
import { PlatformError } from '../../http/platform-error.ts';
import { varyOn } from '../../http/vary.ts';
import { sharedPlugin } from '../plugin.ts';

export interface MerchantRegistry {
  all: ReadonlyMap<string, Merchant>;
  /** For /wps calls: an unknown Merchant header is refused with merchant.unknown. */
  forCall(request: FastifyRequest): Merchant;
  /** For pages: never refuses, an unknown header falls back to the host or the default. */
  forPage(request: FastifyRequest): Merchant;
}

declare module 'fastify' {
  interface FastifyInstance {
    merchants: MerchantRegistry;
  }
}

/**
 * The web app hands the session token to an allow-listed origin in the URL (doc A §4): over http it
 * travels in clear. Production takes https origins only; development keeps http for local pages.
 */
function assertHttpsRedirects(all: ReadonlyMap<string, Merchant>): void {
  const problems = [...all.values()].flatMap((m) =>
    m.redirectAllowList
      .map((origin, i) => ({ origin, i }))
      .filter(({ origin }) => new URL(origin).protocol !== 'https:')
      .map(({ origin, i }) => `Merchant ${m.merchantCode}: redirectAllowList.${i}: ${origin} must be https in production (the session token travels in its URL)`),
  );
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

export default sharedPlugin('merchants', async (app) => {
  const all = loadMerchants(app.config.MERCHANTS_DIR);
  if (app.config.NODE_ENV === 'production') assertHttpsRedirects(all);
  const fallback = all.get(app.config.DEFAULT_MERCHANT);
  if (!fallback) throw new Error(`DEFAULT_MERCHANT: ${app.config.DEFAULT_MERCHANT} has no file in MERCHANTS_DIR`);
  const byHost = new Map<string, Merchant>();
  for (const m of all.values()) {
    for (const host of m.domains) {
      const other = byHost.get(host.toLowerCase());
      if (other) throw new Error(`domain ${host} is claimed by both ${other.merchantCode} and ${m.merchantCode}`);
      byHost.set(host.toLowerCase(), m);
    }
  }
  // Every answer that knows its merchant was chosen by these two headers (issue 29 finding 7).
  const headerOf = (request: FastifyRequest) => {
    varyOn(request, 'Merchant', 'Host');
    const value = request.headers.merchant;
    return typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : null;
  };
  const byRequestHost = (request: FastifyRequest) => byHost.get(request.hostname.toLowerCase()) ?? fallback;

  app.decorate('merchants', {
    all,
    forCall(request) {
      const code = headerOf(request);
      if (code === null) return byRequestHost(request);
      const merchant = all.get(code);
      if (!merchant) throw new PlatformError('merchant.unknown');
      return merchant;
    },
    forPage(request) {
      const code = headerOf(request);
      return (code !== null && all.get(code)) || byRequestHost(request);
    },
  } satisfies MerchantRegistry);
});
