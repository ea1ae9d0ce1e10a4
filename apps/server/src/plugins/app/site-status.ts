import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isLanguage, type LanguageCode } from '@portico/contract/languages';
import type { SiteStatus } from '@portico/contract/system';
import { siteStatusOverrides } from '../../db/schema.ts';
import type { Merchant } from '../../merchants/schema.ts';
import { loadCountryDb, type CountryDb } from '../../site-status/country-db.ts';
import { compileRules, evaluateStatus, type CompiledRules, type Override } from '../../site-status/evaluate.ts';
import { sharedPlugin } from '../plugin.ts';

export interface SiteStatusService {
  /** The gate's answer for this request's IP and Language header (doc A §4). */
  statusOf(request: FastifyRequest, merchant: Merchant): Promise<SiteStatus>;
  /** The country the IP table places an address in (ISO alpha-2), null when it places it nowhere. */
  countryOf(ip: string): Promise<string | null>;
  /** The operator's switch: an override, or null to hand the decision back to the merchant file. */
  setOverride(merchantCode: string, override: Override | null): Promise<void>;
  getOverride(merchantCode: string): Promise<Override | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    siteStatus: SiteStatusService;
  }
}

// One table per process (about 11 MB of typed arrays, decision 016), shared by every app a test builds.
let countryDb: Promise<CountryDb> | null = null;
function sharedCountryDb(): Promise<CountryDb> {
  countryDb ??= loadCountryDb().catch((err: unknown) => {
    countryDb = null;
    throw err;
  });
  return countryDb;
}

/** The request's Language header when it names a language the merchant has, else English. */
export function languageOf(request: FastifyRequest, merchant: Merchant): LanguageCode {
  const raw = request.headers.language;
  const code = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return isLanguage(code) && merchant.languages.includes(code) ? code : 'EN';
}

/**
 * How long an instance answers from its last read of a merchant's override. The status call is the
 * busiest on the platform (every page, every tab return, hourly): a database read on each one cut its
 * throughput twelvefold. A switch made through this instance is seen on its next answer; another
 * instance's switch within this time (decision 016).
 */
export const OVERRIDE_TTL_MS = 1000;

/**
 * Site status (decision 016): the merchant file's mode, windows and restriction rules, plus the
 * operator's override from the database, read at most once a second per merchant by each instance
 * (concurrent calls share the read). request.ip is the socket's address unless TRUST_PROXY is on, so a forged
 * X-Forwarded-For cannot dodge a rule on a platform that is not behind a trusted proxy.
 */
export default sharedPlugin('siteStatus', async (app) => {
  const { db } = app;
  const rules = new Map<string, CompiledRules>();
  for (const m of app.merchants.all.values()) rules.set(m.merchantCode, compileRules(m));
  // Country rules need the table on the first call: load it before serving. Otherwise it loads on
  // the first status call (the answer's `country` is informative there).
  if ([...rules.values()].some((r) => r.usesCountry)) {
    const started = performance.now();
    const loaded = await sharedCountryDb();
    app.log.info({ ...loaded.ranges, ms: Math.round(performance.now() - started) }, 'ip-to-country table loaded');
  }

  async function getOverride(merchantCode: string): Promise<Override | null> {
    const [row] = await db.select().from(siteStatusOverrides).where(eq(siteStatusOverrides.merchantCode, merchantCode));
    return row ? { maintenance: row.maintenance, maintenanceEnd: row.maintenanceEnd, title: row.title, description: row.description } : null;
  }

  async function writeOverride(merchantCode: string, override: Override | null): Promise<void> {
    if (override === null) {
      await db.delete(siteStatusOverrides).where(eq(siteStatusOverrides.merchantCode, merchantCode));
      return;
    }
    const row = {
      maintenance: override.maintenance,
      maintenanceEnd: override.maintenanceEnd,
      title: override.title,
      description: override.description,
      updatedAt: new Date(),
    };
    await db
      .insert(siteStatusOverrides)
      .values({ merchantCode, ...row })
      .onConflictDoUpdate({ target: siteStatusOverrides.merchantCode, set: row });
  }

  const recent = new Map<string, { read: Promise<Override | null>; at: number }>();
  function recentOverride(merchantCode: string): Promise<Override | null> {
    const now = performance.now();
    const kept = recent.get(merchantCode);
    if (kept && now - kept.at < OVERRIDE_TTL_MS) return kept.read;
    const read = getOverride(merchantCode);
    recent.set(merchantCode, { read, at: now });
    // A failed read is not kept: the next call tries again (unless a newer read took its place).
    read.catch(() => recent.get(merchantCode)?.read === read && recent.delete(merchantCode));
    return read;
  }

  app.decorate('siteStatus', {
    async statusOf(request, merchant) {
      const [override, countries] = await Promise.all([recentOverride(merchant.merchantCode), sharedCountryDb()]);
      return evaluateStatus({
        merchant,
        rules: rules.get(merchant.merchantCode) ?? compileRules(merchant),
        override,
        now: new Date(),
        ip: request.ip,
        country: countries.lookup(request.ip),
        language: languageOf(request, merchant),
      });
    },
    async countryOf(ip) {
      return (await sharedCountryDb()).lookup(ip);
    },
    getOverride,
    async setOverride(merchantCode, override) {
      try {
        await writeOverride(merchantCode, override);
      } finally {
        // After the write: a read that raced it must not be answered from for the next second.
        recent.delete(merchantCode);
      }
    },
  } satisfies SiteStatusService);
}, ['merchants', 'db']);
