import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { requestText } from './text.ts';
import { int4, int4Text } from './bounds.ts';

/**
 * The wallet (issue 12, decision 031). Every amount is an integer in the currency's minor unit
 * (centavos, sentimo): money never travels as a float. The web app formats it with the currency.
 */
const minor = z.int().check(z.minimum(0));
const positiveMinor = z.int().check(z.minimum(1), z.maximum(1_000_000_000_000));
/** A client-made idempotency key: the same key answers the first result instead of moving money twice. */
export const idempotencyKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

export const depositChannel = z.object({
  channelId: z.number(),
  name: z.string(),
  currency: z.string(),
  minAmount: minor,
  maxAmount: minor,
  quickAmounts: z.array(minor),
});
export type DepositChannel = z.infer<typeof depositChannel>;

export const depositSettingsEndpoint = defineEndpoint({
  id: 'relay.MCSFE_getDepositSettings',
  methods: ['GET'],
  path: '/wps/relay/MCSFE_getDepositSettings',
  summary: "The merchant's deposit channels (name, min, max, currency, quick amounts) for the voucher center",
  auth: 'required',
  encrypted: false,
  value: z.object({ currency: z.string(), channels: z.array(depositChannel) }),
});

export const DEPOSIT_STATUSES = ['pending', 'paid', 'expired', 'failed'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const depositOrder = z.object({
  orderId: z.string(),
  channelName: z.string(),
  amount: minor,
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  /** The payment page the browser goes to (the sandbox checkout, or a provider's page). */
  checkoutUrl: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.nullable(z.string()),
  /** Paid and the member's earliest paid order: tracking's firstDeposit / firstDepositArrival. */
  firstDeposit: z.boolean(),
});
export type DepositOrder = z.infer<typeof depositOrder>;

export const createDepositOrderEndpoint = defineEndpoint({
  id: 'relay.MCSFE_createDepositOrder',
  methods: ['POST'],
  path: '/wps/relay/MCSFE_createDepositOrder',
  summary: 'Create a pending deposit order on a channel (the same idempotency key answers the same order)',
  auth: 'required',
  encrypted: false,
  body: z.object({ channelId: int4(), amount: positiveMinor, idempotencyKey }),
  value: depositOrder,
});

export const depositOrderEndpoint = defineEndpoint({
  id: 'relay.MCSFE_getDepositOrder',
  methods: ['GET'],
  path: '/wps/relay/MCSFE_getDepositOrder',
  summary: "One of the member's deposit orders (a pending order past its time reads as expired)",
  auth: 'required',
  encrypted: false,
  query: z.object({ orderId: requestText(64) }),
  value: depositOrder,
});

export const walletBalance = z.object({
  currency: z.string(),
  /** What can be withdrawn. */
  balance: minor,
  /** Held by withdrawals the operator has not paid or rejected yet. */
  held: minor,
});
export type WalletBalance = z.infer<typeof walletBalance>;

export const walletBalanceEndpoint = defineEndpoint({
  id: 'relay.MCSFE_getWalletBalance',
  methods: ['GET'],
  path: '/wps/relay/MCSFE_getWalletBalance',
  summary: "The member's balance in the merchant currency, and the amount held by pending withdrawals",
  auth: 'required',
  encrypted: false,
  value: walletBalance,
});

/**
 * The wallet's transaction history (issue 30 point 4, decision 060): the ledger's movements of the
 * balance, newest first. A withdrawal is one movement (its hold) whose state follows what the
 * operator did since; its rejection is a second movement, the amount returned.
 */
export const WALLET_HISTORY_FILTERS = ['all', 'deposits', 'withdrawals'] as const;
export type WalletHistoryFilter = (typeof WALLET_HISTORY_FILTERS)[number];

export const WALLET_HISTORY_KINDS = ['deposit', 'withdrawal', 'withdrawal_returned'] as const;
export type WalletHistoryKind = (typeof WALLET_HISTORY_KINDS)[number];

/** credited: a deposit; pending / paid / returned: a withdrawal held, paid out, or rejected and given back. */
export const WALLET_HISTORY_STATES = ['credited', 'pending', 'paid', 'returned'] as const;
export type WalletHistoryState = (typeof WALLET_HISTORY_STATES)[number];

export const walletHistoryEntry = z.object({
  entryId: z.number(),
  kind: z.enum(WALLET_HISTORY_KINDS),
  state: z.enum(WALLET_HISTORY_STATES),
  /** Signed minor units: what the movement did to the balance (+ in, − out). */
  amount: z.int(),
  currency: z.string(),
  /** The deposit order or withdrawal id. */
  reference: z.string(),
  /** The payment channel of a deposit, the account of a withdrawal; null when the record names none. */
  detail: z.nullable(z.string()),
  createdAt: z.string(),
});
export type WalletHistoryEntry = z.infer<typeof walletHistoryEntry>;

export const walletHistory = z.object({
  filter: z.enum(WALLET_HISTORY_FILTERS),
  page: z.number(),
  /** The page size used: the one asked for, at most the platform's maximum. */
  size: z.number(),
  total: z.number(),
  hasMore: z.boolean(),
  entries: z.array(walletHistoryEntry),
});
export type WalletHistory = z.infer<typeof walletHistory>;

export const walletHistoryEndpoint = defineEndpoint({
  id: 'relay.MCSFE_getWalletHistory',
  methods: ['GET'],
  path: '/wps/relay/MCSFE_getWalletHistory',
  summary: "The member's wallet movements from the ledger, newest first, by page (all, deposits or withdrawals)",
  auth: 'required',
  encrypted: false,
  query: z.object({
    page: z.optional(int4Text()),
    size: z.optional(int4Text()),
    filter: z.optional(z.enum(WALLET_HISTORY_FILTERS)),
  }),
  value: walletHistory,
});
