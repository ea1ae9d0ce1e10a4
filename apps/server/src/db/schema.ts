import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    /** Stored lower-cased: sign-in is case-insensitive and uniqueness must agree with it. */
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    customerType: smallint('customer_type').notNull().default(0),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    passwordExpiresAt: tsz('password_expires_at'),
    language: text('language'),
    regDate: tsz('reg_date').notNull().defaultNow(),
    /** E.164 digits without the plus sign ("639171234567"): dialling code and number joined. */
    mobile: text('mobile'),
    email: text('email'),
    payeeName: text('payee_name'),
    /** Base32 RFC 6238 secret of the authenticator app (two-factor method G). */
    totpSecret: text('totp_secret'),
    /** Methods this member verifies unrecorded sign-ins with; null: no two-factor. */
    twoFactor: jsonb('two_factor').$type<{ email: boolean; ga: boolean; sms: boolean; payeeName: boolean }>(),
    clubLabel: jsonb('club_label').$type<{ labelName: string; labelId: number | null; type: string; rankLevel: number }>(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_merchant_username_uq').on(t.merchantCode, t.username),
    uniqueIndex('members_merchant_mobile_uq').on(t.merchantCode, t.mobile).where(sql`${t.mobile} is not null`),
  ],
);

/** A social or phone identity (issuer + subject of an ID token) linked to a member. */
export const identityLinks = pgTable(
  'identity_links',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    channel: text('channel').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identity_links_uq').on(t.merchantCode, t.issuer, t.subject)],
);

/** Where a member passed two-factor: a sign-in from a recorded IP and device skips it for a while. */
export const trustedLogins = pgTable(
  'trusted_logins',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    /** loginDeviceId, or '' when the client sent none. */
    deviceId: text('device_id').notNull(),
    verifiedAt: tsz('verified_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip, t.deviceId] })],
);

/**
 * Fixed-window counters for every abuse limit (login failures, sms sends…). In the database,
 * not in process memory, so a limit holds across several platform instances.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: tsz('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

/** One-time codes sent by text message: stored hashed, single use, expiring, with an attempt limit. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    /** E.164 digits without the plus sign. */
    phone: text('phone').notNull(),
    /** What the code is for: 'noLogin' (/wps/verification/sms/noLogin) or 'idp' (local identity provider). */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tsz('expires_at').notNull(),
    consumedAt: tsz('consumed_at'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [index('sms_codes_lookup_idx').on(t.merchantCode, t.phone, t.purpose, t.createdAt), index('sms_codes_expires_at_idx').on(t.expiresAt)],
);

/** The development SMS adapter's outbox: messages that a real gateway would have delivered. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.createdAt)],
);

/** VIP rank progress per member (doc E "Rank progress"); seeded for the demo. */
export const rankProgress = pgTable('rank_progress', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  labelId: integer('label_id'),
  labelName: text('label_name').notNull(),
  rankLevel: integer('rank_level').notNull(),
  nextLabelName: text('next_label_name'),
  completedConditions: integer('completed_conditions').notNull(),
  totalExpectedConditions: integer('total_expected_conditions').notNull(),
  updatedAt: tsz('updated_at').notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the token (hex): a leaked table does not hand out live sessions. */
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    expiresAt: tsz('expires_at').notNull(),
    lastSeenAt: tsz('last_seen_at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const platformKeys = pgTable(
  'platform_keys',
  {
    kid: text('kid').primaryKey(),
    /** 'current' for the key handed out; a rotated key keeps its row with slot null so late bodies still open. */
    slot: text('slot'),
    algorithm: text('algorithm').notNull(),
    privateKeyPkcs8: text('private_key_pkcs8').notNull(),
    publicKeySpki: text('public_key_spki').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('platform_keys_slot_uq').on(t.slot).where(sql`${t.slot} is not null`)],
);

export const encryptionReplay = pgTable(
  'encryption_replay',
  {
    /** SHA-256 of the key id and the decoded wrapped key: fresh per request, so a repeat means a replay. */
    digest: text('digest').primaryKey(),
    expiresAt: tsz('expires_at').notNull(),
  },
  (t) => [index('encryption_replay_expires_at_idx').on(t.expiresAt)],
);

/**
 * An operator's maintenance switch per merchant (decision 016), set through the admin endpoint
 * or `npm run site`: read on every status call, so every instance sees it at once, no restart.
 * maintenance true forces maintenance on, false forces it off; no row: the merchant file decides.
 */
export const siteStatusOverrides = pgTable('site_status_overrides', {
  merchantCode: text('merchant_code').primaryKey(),
  maintenance: boolean('maintenance').notNull(),
  maintenanceEnd: tsz('maintenance_end'),
  /** English title and description; null: the merchant file's. */
  title: text('title'),
  description: text('description'),
  updatedAt: tsz('updated_at').notNull().defaultNow(),
});

/**
 * How and where a member registered (doc A §3 "Registration request"), one row per member created
 * by /wps/member/register*: written in the member's own transaction. Affiliate and referral codes
 * are stored as sent (decision 014: the reference platform keeps no affiliate book to check them
 * against); adNetwork holds the ad-network ids present (adAppToken, gpsAdid, … idfv).
 */
export const registrations = pgTable(
  'registrations',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    /** 'username' or 'mobile'. */
    kind: text('kind').notNull(),
    registerMethod: text('register_method'),
    registerUrl: text('register_url'),
    domain: text('domain'),
    loginDeviceId: text('login_device_id'),
    isOfficialAppLogin: boolean('is_official_app_login').notNull().default(false),
    affiliateCode: text('affiliate_code'),
    referralCode: text('referral_code'),
    pixelTrack: text('pixel_track'),
    adNetwork: jsonb('ad_network').$type<Record<string, string>>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [index('registrations_affiliate_idx').on(t.merchantCode, t.affiliateCode)],
);
