import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { idempotencyKey } from './wallet.ts';
import { PIX_KEY_TYPES } from './payout-account.ts';
import { requestText } from './text.ts';
import { int4 } from './bounds.ts';

/** A bound payout account as the pages and the install engine see it: never the full number. */
export const payoutAccount = z.object({
  accountId: z.number(),
  /** Bank name for a card; "Pix" for a Pix key. */
  bankName: z.string(),
  /** "•••• 6789" (card, CPF, phone, random key) or "pl•••@example.com". */
  maskedNumber: z.string(),
  holderName: z.string(),
  /** null for a bank card. */
  pixKeyType: z.nullable(z.enum(PIX_KEY_TYPES)),
  createdAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;

export const bank = z.object({ bankCode: z.string(), bankName: z.string() });

/** doc E §3 "Deposit and withdraw statistics" lists; Pix keys are e-wallets (decision 031). */
export const withdrawAccountInfo = z.object({
  fullBankCardList: z.array(payoutAccount),
  fullVirtualWalletList: z.array(payoutAccount),
  fullEWalletList: z.array(payoutAccount),
  /** The banks a card can be bound to, for the merchant's currency. */
  banks: z.array(bank),
  /** Pix keys can be bound (BRL merchants only). */
  pixEnabled: z.boolean(),
});
export type WithdrawAccountInfo = z.infer<typeof withdrawAccountInfo>;

export const withdrawAccountInfoEndpoint = defineEndpoint({
  id: 'relay.MCSFE_getWithdrawAccountInfo',
  methods: ['GET'],
  path: '/wps/relay/MCSFE_getWithdrawAccountInfo',
  summary: "The member's bound bank cards and Pix keys, and the banks a card can be bound to",
  auth: 'required',
  encrypted: false,
  value: withdrawAccountInfo,
});

export const bindBankCardEndpoint = defineEndpoint({
  id: 'relay.MCSFE_bindBankCard',
  methods: ['POST'],
  path: '/wps/relay/MCSFE_bindBankCard',
  summary: 'Bind a bank account (bank, account number, holder name); answers it masked',
  auth: 'required',
  encrypted: false,
  body: z.object({ bankCode: requestText(32), accountNumber: requestText(40), holderName: requestText(80) }),
  value: z.object({ account: payoutAccount, firstCard: z.boolean() }),
});

export const bindPixKeyEndpoint = defineEndpoint({
  id: 'relay.MCSFE_bindPixKey',
  methods: ['POST'],
  path: '/wps/relay/MCSFE_bindPixKey',
  summary: 'Bind a Pix key (CPF, +55 phone, email or random key) for a BRL merchant; answers it masked',
  auth: 'required',
  encrypted: false,
  body: z.object({ keyType: z.enum(PIX_KEY_TYPES), key: requestText(100), holderName: requestText(80) }),
  value: z.object({ account: payoutAccount, firstCard: z.boolean() }),
});

export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawal = z.object({
  withdrawalId: z.string(),
  amount: z.int(),
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  accountLabel: z.string(),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const createWithdrawalEndpoint = defineEndpoint({
  id: 'relay.MCSFE_createWithdrawal',
  methods: ['POST'],
  path: '/wps/relay/MCSFE_createWithdrawal',
  summary: 'Withdraw to a bound account: the amount is held until the operator pays or rejects it',
  auth: 'required',
  encrypted: false,
  body: z.object({ accountId: int4(), amount: z.int().check(z.minimum(1), z.maximum(1_000_000_000_000)), idempotencyKey }),
  value: withdrawal,
});

export const withdrawalsEndpoint = defineEndpoint({
  id: 'relay.MCSFE_getWithdrawals',
  methods: ['GET'],
  path: '/wps/relay/MCSFE_getWithdrawals',
  summary: "The member's latest withdrawals with their status",
  auth: 'required',
  encrypted: false,
  value: z.array(withdrawal),
});

/** doc E §3 "Deposit and withdraw statistics": what the install engine reads, computed from orders and withdrawals. */
export const depositWithdrawStatistics = z.object({
  totalDepositSuccessCount: z.number(),
  totalWithdrawSuccessCount: z.number(),
  fullBankCardList: z.array(payoutAccount),
  fullVirtualWalletList: z.array(payoutAccount),
  fullEWalletList: z.array(payoutAccount),
});
export type DepositWithdrawStatistics = z.infer<typeof depositWithdrawStatistics>;

export const depositWithdrawStatisticsEndpoint = defineEndpoint({
  id: 'relay.MCSFE_getDepositWithdrawStatistics',
  methods: ['GET'],
  path: '/wps/relay/MCSFE_getDepositWithdrawStatistics',
  summary: "The member's successful deposit and withdrawal counts and bound accounts (install prompt triggers)",
  auth: 'required',
  encrypted: false,
  value: depositWithdrawStatistics,
});
