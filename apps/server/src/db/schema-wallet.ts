import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './schema.ts';

/**
 * The wallet (issue 12, decision 031). Money is bigint minor units (read as JS numbers: 2^53 minor
 * units is far beyond any balance). A balance moves only together with its ledger entry, in one
 * transaction (wallet/ledger.ts); the CHECKs are the last line should code ever try otherwise.
 */

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });
const memberId = () =>
  integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/** One row per member and currency: what can be withdrawn, and what pending withdrawals hold. */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    memberId: memberId(),
    currency: text('currency').notNull(),
    balance: money('balance').notNull().default(0),
    held: money('held').notNull().default(0),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.currency] }),
    check('wallet_accounts_balance_ck', sql`${t.balance} >= 0`),
    check('wallet_accounts_held_ck', sql`${t.held} >= 0`),
  ],
);

export const LEDGER_KINDS = ['deposit_credited', 'withdrawal_held', 'withdrawal_paid', 'withdrawal_released'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Every movement. `balanceDelta` and `heldDelta` are what the entry did to the account row, so the
 * balance is always the sum of its entries; the key (unique per member) makes a retried movement a no-op.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    memberId: memberId(),
    merchantCode: text('merchant_code').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    amount: money('amount').notNull(),
    balanceDelta: money('balance_delta').notNull(),
    heldDelta: money('held_delta').notNull(),
    balanceAfter: money('balance_after').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The deposit order or withdrawal the entry belongs to. */
    reference: text('reference').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_member_key_uq').on(t.memberId, t.idempotencyKey),
    index('ledger_entries_reference_ix').on(t.reference),
    check('ledger_entries_amount_ck', sql`${t.amount} > 0`),
    check('ledger_entries_kind_ck', sql`${t.kind} in ('deposit_credited', 'withdrawal_held', 'withdrawal_paid', 'withdrawal_released')`),
  ],
);

/** doc E deposit orders: pending → paid | expired | failed. */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: memberId(),
    channelId: integer('channel_id').notNull(),
    channelName: text('channel_name').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    /** The client's key: a retried submit answers this order instead of making a second one. */
    clientKey: text('client_key').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    expiresAt: tsz('expires_at').notNull(),
    paidAt: tsz('paid_at'),
  },
  (t) => [
    uniqueIndex('deposit_orders_member_key_uq').on(t.memberId, t.clientKey),
    index('deposit_orders_member_status_ix').on(t.memberId, t.status),
    check('deposit_orders_amount_ck', sql`${t.amount} > 0`),
    check('deposit_orders_status_ck', sql`${t.status} in ('pending', 'paid', 'expired', 'failed')`),
  ],
);

/** Every provider notification id received once: a replayed callback is refused, never credited twice. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    provider: text('provider').notNull(),
    notificationId: text('notification_id').notNull(),
    orderId: text('order_id').notNull(),
    receivedAt: tsz('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.notificationId] })],
);

/**
 * Bank cards and Pix keys. The full number is not stored (decision 031): the display mask, and a
 * keyed fingerprint so the same account cannot be bound twice.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: memberId(),
    kind: text('kind').$type<'bankCard' | 'pix'>().notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    pixKeyType: text('pix_key_type'),
    maskedNumber: text('masked_number').notNull(),
    fingerprint: text('fingerprint').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_accounts_member_fingerprint_uq').on(t.memberId, t.fingerprint),
    check('payout_accounts_kind_ck', sql`${t.kind} in ('bankCard', 'pix')`),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: memberId(),
    accountId: integer('account_id')
      .notNull()
      .references(() => payoutAccounts.id),
    accountLabel: text('account_label').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    clientKey: text('client_key').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    decidedAt: tsz('decided_at'),
  },
  (t) => [
    uniqueIndex('withdrawals_member_key_uq').on(t.memberId, t.clientKey),
    index('withdrawals_merchant_status_ix').on(t.merchantCode, t.status),
    check('withdrawals_amount_ck', sql`${t.amount} > 0`),
    check('withdrawals_status_ck', sql`${t.status} in ('pending', 'paid', 'rejected')`),
  ],
);

/** Operator content (decision 027) `deposit-channels`: the voucher center's payment channels. */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    quickAmounts: jsonb('quick_amounts').$type<number[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('deposit_channels_merchant_ix').on(t.merchantCode),
    check('deposit_channels_range_ck', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
  ],
);
