import type { FastifyInstance } from 'fastify';
import lottery from './local/lottery.ts';
import trial from './local/trial.ts';

/** Repeated keys become arrays (the lottery form sends one `picks` per ticked number). */
export function parseForm(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const had = out[key];
    out[key] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return out;
}

/**
 * The game-vendor stand-in (/vendor/local, decision 030): a real small lottery and its demo, for
 * development and tests. Like the identity-provider stand-in, only with DEV_ROUTES=true.
 */
export function registerVendorRoutes(app: FastifyInstance): void {
  if (!app.config.DEV_ROUTES) return;
  void app.register(async (vendor) => {
    vendor.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, parseForm(body.toString()));
    });
    for (const register of [lottery, trial]) register(vendor);
  });
}
