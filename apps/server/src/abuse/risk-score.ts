import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ClientSignals } from '@portico/contract/register';
import type { Db } from '../db/client.ts';
import { registrationRisks } from '../db/schema-abuse.ts';
import { members, registrations } from '../db/schema.ts';
import type { Merchant } from '../merchants/schema.ts';
import { addressGroup } from '../security/address-group.ts';
import { networkOf } from './asn-db.ts';

/**
 * The weights of a registration's risk signals (decision 041), added and capped at 100. Each alone
 * stays under the default threshold (50) except a browser that says it is automated; two together
 * pass it. Recent means the last hour.
 */
export const RISK_WEIGHTS = {
  /** Per account already registered with this device id, at most two counted. */
  deviceReuse: 25,
  /** navigator.webdriver true: the browser is driven by a script. */
  webdriver: 50,
  /** HeadlessChrome in the user agent (the header or what the page saw). */
  headlessUa: 50,
  /** No plugins and no languages: what a bare headless browser reports. */
  bareBrowser: 15,
  /** Three or more recent names of this merchant made of the same stem and digits (bot123, bot124…). */
  usernameSeries: 20,
  /** Five or more recent registrations on this affiliate code from this /24 or network. */
  affiliateCluster: 25,
  /** A data-centre or hosting network. */
  hostingNetwork: 25,
} as const;

const HOUR = sql`now() - interval '1 hour'`;
export type RiskSignals = Record<string, number | string | boolean>;

export interface RiskInput {
  merchant: Merchant;
  request: FastifyRequest;
  /** The chosen name, or the one a social account starts from ('' when the platform draws one). */
  username: string;
  /** What every registration request carries about its device and link (username, mobile or social). */
  context: { loginDeviceId?: string | undefined; affiliateCode?: string | undefined; clientSignals?: ClientSignals | undefined };
}

export type RegistrationRisk = Awaited<ReturnType<typeof assessRegistration>>;

async function devicesAccounts(db: Db, merchantCode: string, deviceId: string | undefined): Promise<number> {
  if (!deviceId) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(registrations)
    .where(and(eq(registrations.merchantCode, merchantCode), eq(registrations.loginDeviceId, deviceId)));
  return row?.n ?? 0;
}

async function usernameSeries(db: Db, merchantCode: string, username: string): Promise<number> {
  const stem = username.toLowerCase().replace(/\d+$/, '');
  if (stem.length < 3 || stem === username.toLowerCase()) return 0;
  const escaped = stem.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ username: members.username })
    .from(registrations)
    .innerJoin(members, eq(members.id, registrations.memberId))
    .where(and(eq(registrations.merchantCode, merchantCode), gt(registrations.createdAt, HOUR), sql`${members.username} like ${`${escaped}%`}`))
    .limit(200);
  const series = new RegExp(`^${stem.replace(/[^a-z0-9_]/g, '')}\\d+$`);
  return rows.filter((r) => series.test(r.username)).length;
}

async function affiliateCluster(db: Db, merchantCode: string, code: string | undefined, ip: string): Promise<number> {
  if (!code) return 0;
  const rows = await db
    .select({ ip: registrations.ip })
    .from(registrations)
    .where(and(eq(registrations.merchantCode, merchantCode), eq(registrations.affiliateCode, code), gt(registrations.createdAt, HOUR)))
    .limit(500);
  const group = addressGroup(ip);
  const asn = (await networkOf(ip))?.asn;
  let same = 0;
  for (const r of rows) {
    if (!r.ip) continue;
    if (addressGroup(r.ip) === group || (asn !== undefined && (await networkOf(r.ip))?.asn === asn)) same += 1;
  }
  return same;
}

/**
 * The registration's score and the signals behind it, read before the member is written. Every path
 * that creates an account calls it (username and mobile registration, social registration), and
 * recordRegistration stores its answer with the registration (decision 045).
 */
export async function assessRegistration(db: Db, input: RiskInput): Promise<{ score: number; signals: RiskSignals; flagged: boolean }> {
  const { merchant, request, context } = input;
  const cs = context.clientSignals;
  const m = merchant.merchantCode;
  const [deviceAccounts, series, cluster, network] = await Promise.all([
    devicesAccounts(db, m, context.loginDeviceId),
    usernameSeries(db, m, input.username),
    affiliateCluster(db, m, context.affiliateCode, request.ip),
    networkOf(request.ip),
  ]);
  const ua = request.headers['user-agent'] ?? '';
  const signals: RiskSignals = {};
  let score = 0;
  const add = (name: string, weight: number, value: number | string | boolean = true) => {
    signals[name] = value;
    score += weight;
  };
  if (deviceAccounts > 0) add('deviceReuse', RISK_WEIGHTS.deviceReuse * Math.min(2, deviceAccounts), deviceAccounts);
  if (cs?.webdriver) add('webdriver', RISK_WEIGHTS.webdriver);
  if (cs?.headlessUa || /HeadlessChrome/i.test(ua)) add('headlessUa', RISK_WEIGHTS.headlessUa);
  if (cs && cs.plugins === 0 && cs.languages === 0) add('bareBrowser', RISK_WEIGHTS.bareBrowser);
  if (series >= 3) add('usernameSeries', RISK_WEIGHTS.usernameSeries, series);
  if (cluster >= 5) add('affiliateCluster', RISK_WEIGHTS.affiliateCluster, cluster);
  if (network?.hosting) add('hostingNetwork', RISK_WEIGHTS.hostingNetwork, `AS${network.asn}`);
  score = Math.min(100, score);
  return { score, signals, flagged: score >= merchant.security.risk.flagAt };
}

export async function recordRisk(executor: Db, merchantCode: string, memberId: number, risk: RegistrationRisk): Promise<void> {
  await executor.insert(registrationRisks).values({ memberId, merchantCode, ...risk });
}
