import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ruleProblem } from '../site-status/ip.ts';

/** The repository root: relative paths resolve from here, so `npm -w` and `npm run serve` find the same folders. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const bool = z.stringbool({ truthy: ['true', '1', 'yes'], falsy: ['false', '0', 'no'] });
const fromRoot = (p: string) => (p === 'memory://' || path.isAbsolute(p) ? p : path.resolve(REPO_ROOT, p));

/** TRUST_PROXY's forms (Fastify's trustProxy takes each as is); anything else is a config error. */
export type TrustProxy = boolean | number | string[];

function trustProxyOf(raw: string, ctx: z.RefinementCtx): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (['false', 'no', '0'].includes(value)) return false;
  if (['true', 'yes'].includes(value)) return true;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  const problems = entries.map((e) => (e === '' ? 'an empty entry' : ruleProblem(e) && `${e}: ${ruleProblem(e)}`)).filter(Boolean);
  if (problems.length === 0) return entries;
  ctx.addIssue({ code: 'custom', message: `false, a hop count (1, 2) or proxy addresses/CIDRs separated by commas (${problems.join('; ')})` });
  return z.NEVER;
}

const tokenPairs = z
  .string()
  .regex(/^[A-Z0-9_]{2,32}=[^,=\s]{8,}(,[A-Z0-9_]{2,32}=[^,=\s]{8,})*$/, 'MERCHANT=token pairs separated by commas')
  .optional()
  .transform((v) => new Map((v ? v.split(',') : []).map((pair) => pair.split('=') as [string, string])));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** PGlite folder; `memory://` keeps the database in memory (tests). Ignored when DATABASE_URL is set. */
  DATA_DIR: z.string().min(1).default('./.data').transform(fromRoot),
  /**
   * How long a start waits for another process to let go of DATA_DIR (a restart while the previous process
   * drains, up to main.ts's 10 s grace), before failing with that process's pid.
   */
  DATA_DIR_WAIT_S: z.coerce.number().min(0).max(600).default(15),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  MERCHANTS_DIR: z.string().min(1).default('apps/server/merchants').transform(fromRoot),
  WEB_DIST: z.string().min(1).default('apps/web/dist').transform(fromRoot),
  // The web app's prerender bundle (vite build --ssr); without it pages are served unrendered.
  WEB_SSR: z.string().min(1).default('apps/web/dist-ssr/ssr.js').transform(fromRoot),
  DEFAULT_MERCHANT: z.string().min(1).default('DEMO'),
  /**
   * Create the demo members (published passwords) at start. Unset: yes outside production, never in
   * production (decision 022); an explicit `true` in production is obeyed and warned about at every start.
   */
  SEED_DEMO: bool.optional(),
  /**
   * The development routes (/dev/*, /idp/local/*, the API browser /wps/docs): some of them sign a member in
   * without a secret (the outbox shows sms codes), so they exist only when turned on here. Refused in production.
   */
  DEV_ROUTES: bool.default(false),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(168),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which X-Forwarded-For entries to believe (decision 034): `false`; a hop count (`1`: one proxy in
   * front, the address it saw); or a comma list of the proxies' addresses/CIDRs. A bare `true` believes
   * the leftmost entry, which any client writes: refused in production, warned about elsewhere.
   */
  TRUST_PROXY: z.string().default('false').transform(trustProxyOf),
  /** Where text messages go: `outbox` keeps them in the database (development, tests), `webhook` posts them to a gateway. */
  SMS_ADAPTER: z.enum(['outbox', 'webhook']).default('outbox'),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** HMAC-SHA256 key of the X-Portico-Signature header; long enough not to be guessed. */
  SMS_WEBHOOK_SECRET: z.string().min(16).optional(),
  /**
   * The sandbox payment channel's signing secret (decision 031); each merchant signs with
   * HMAC-SHA256(this, merchant code). Unset: a random one kept in the database. A secret: never logged.
   */
  PAYMENT_SANDBOX_SECRET: z.string().min(32).optional(),
  /** Bearer token of the operator endpoints under /admin (decision 016); unset: they refuse every call. */
  ADMIN_TOKEN: z.string().min(24, 'at least 24 characters').optional(),
  /**
   * The second app's asset manifest served at /mobile/mc/asset-manifest.json; "{merchant}" in the
   * path is replaced by the merchant code. Unset or missing file: an empty manifest.
   */
  MC_ASSET_MANIFEST: z.string().min(1).transform(fromRoot).optional(),
  /**
   * Geetest (decision 015): `local` is the stand-in service (development, tests; refused in
   * production for a merchant on Geetest), `geetest` speaks to Geetest's servers.
   */
  GEETEST_ADAPTER: z.enum(['local', 'geetest']).default('local'),
  /** Each Geetest merchant's private key, `MERCHANT=key` pairs separated by commas. A secret: never logged. */
  GEETEST_KEYS: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}=[^,=\s]{8,}(,[A-Z0-9_]{2,32}=[^,=\s]{8,})*$/, 'MERCHANT=key pairs separated by commas')
    .optional()
    .transform((v) => new Map((v ? v.split(',') : []).map((pair) => pair.split('=') as [string, string]))),
  /** Geetest's v3 API (register.php, validate.php) and v4 API (validate); a test points them at a local server. */
  GEETEST_V3_API: z.url({ protocol: /^https?$/ }).default('https://api.geetest.com'),
  GEETEST_V4_API: z.url({ protocol: /^https?$/ }).default('https://gcaptcha4.geetest.com'),
  /**
   * Web Push VAPID key pair (decision 038), base64url as `web-push generate-vapid-keys` prints it.
   * Unset: a pair generated once and kept in the database. The private key is a secret: never logged.
   */
  WEB_PUSH_VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'base64url P-256 public key').optional(),
  WEB_PUSH_VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'base64url P-256 private key').optional(),
  /** Who push services contact about our messages (VAPID `sub`): a mailto: or https: URL. */
  WEB_PUSH_VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https: URL').default('mailto:push@portico.invalid'),
  /** The Google service-account key file's JSON for FCM merchants (decision 038). A secret: never logged. */
  FCM_SERVICE_ACCOUNT: z.string().min(2).optional(),
  /** FCM's HTTP v1 API; a test points it at a local server. */
  FCM_API: z.url({ protocol: /^https?$/ }).default('https://fcm.googleapis.com'),
  /**
   * Decision 040. Where the browser's pixels go: `network` loads each network's script, `local` records
   * each call at /dev/pixels instead. Unset: `network` in production, `local` elsewhere.
   */
  PIXEL_ADAPTER: z.enum(['network', 'local']).optional(),
  /** Where conversions are forwarded from the platform: `outbox` keeps them (/dev/conversions.json), `networks` sends them. */
  CONVERSIONS_ADAPTER: z.enum(['outbox', 'networks']).default('outbox'),
  /** Meta Conversions API and TikTok Events API access tokens, `MERCHANT=token` pairs separated by commas. Secrets: never logged. */
  META_CAPI_TOKENS: tokenPairs,
  TIKTOK_EVENTS_TOKENS: tokenPairs,
  /** The networks' API roots; a test points them at a local server. */
  META_CAPI_API: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v21.0'),
  TIKTOK_EVENTS_API: z.url({ protocol: /^https?$/ }).default('https://business-api.tiktok.com/open_api/v1.3'),
  /** Test hook (decision 018): GET /wps/system/test/ping answers this many ms late. Refused in production. */
  PING_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});

/** Rules between variables (zod runs them once every variable has parsed). */
const configSchema = envSchema
  .superRefine((env, ctx) => {
    if (env.SMS_ADAPTER === 'webhook') {
      for (const name of ['SMS_WEBHOOK_URL', 'SMS_WEBHOOK_SECRET'] as const) {
        if (env[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'required when SMS_ADAPTER is webhook' });
      }
    }
    if (env.TRUST_PROXY === true && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message: 'true believes whatever X-Forwarded-For a client sends: set the number of proxies in front (1) or their addresses (10.0.0.0/8)',
      });
    }
    if (env.PING_DELAY_MS > 0 && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['PING_DELAY_MS'], message: 'a test hook: not allowed in production' });
    }
    if (env.DEV_ROUTES && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['DEV_ROUTES'], message: 'the development routes sign members in without a secret: not allowed in production' });
    }
    if ((env.WEB_PUSH_VAPID_PUBLIC_KEY === undefined) !== (env.WEB_PUSH_VAPID_PRIVATE_KEY === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['WEB_PUSH_VAPID_PRIVATE_KEY'], message: 'set both VAPID keys or neither' });
    }
    if (env.SMS_ADAPTER === 'outbox' && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_ADAPTER'],
        message:
          'the outbox adapter only stores text messages (development and tests); in production set SMS_ADAPTER=webhook with SMS_WEBHOOK_URL and SMS_WEBHOOK_SECRET',
      });
    }
  })
  .transform((env) => ({ ...env, SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production' }));

export type Config = z.output<typeof configSchema>;

/** Empty strings count as unset, so `PORT= npm run serve` takes the default rather than failing. */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));
}

/** THE one place the environment is read. Fails with every bad variable named. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(withoutEmpty(env));
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}
