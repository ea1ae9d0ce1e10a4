import { createHmac } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FieldError } from '@portico/contract/envelope';
import {
  accountNumberProblem,
  holderNameProblem,
  maskTail,
  normaliseAccountNumber,
  normalisePixKey,
  pixKeyProblem,
  type PixKeyType,
} from '@portico/contract/payout-account';
import type { PayoutAccount } from '@portico/contract/withdraw';
import type { Db } from '../db/client.ts';
import { payoutAccounts } from '../db/schema-wallet.ts';
import { PlatformError } from '../http/platform-error.ts';
import { slotSecret } from '../security/secret-keys.ts';

/**
 * The banks a card can be bound to, per currency (decision 031: a fixed list of the largest banks
 * with their national codes; a merchant needing others is a change here, like a new currency).
 */
export const BANKS: Record<string, { bankCode: string; bankName: string }[]> = {
  PHP: [
    { bankCode: 'BDO', bankName: 'BDO Unibank' },
    { bankCode: 'BPI', bankName: 'Bank of the Philippine Islands' },
    { bankCode: 'MBTC', bankName: 'Metrobank' },
    { bankCode: 'LBP', bankName: 'Land Bank of the Philippines' },
    { bankCode: 'SECB', bankName: 'Security Bank' },
  ],
  BRL: [
    { bankCode: '001', bankName: 'Banco do Brasil' },
    { bankCode: '104', bankName: 'Caixa Econômica Federal' },
    { bankCode: '237', bankName: 'Bradesco' },
    { bankCode: '341', bankName: 'Itaú Unibanco' },
    { bankCode: '260', bankName: 'Nubank' },
    { bankCode: '033', bankName: 'Santander Brasil' },
  ],
};

const PROBLEM_MESSAGES = { required: 'Required', format: 'Not in the expected format', checkDigits: 'The check digits are wrong' } as const;

function refuseIf(problems: [string, keyof typeof PROBLEM_MESSAGES | null][]): void {
  const fieldErrors: FieldError[] = problems.flatMap(([field, p]) => (p ? [{ field, message: PROBLEM_MESSAGES[p] }] : []));
  if (fieldErrors.length > 0) throw new PlatformError('wallet.account_invalid', { fieldErrors });
}

/** Keyed, so a leaked table does not give the numbers back by trying every 10-digit account. */
async function fingerprint(db: Db, kind: string, value: string): Promise<string> {
  const key = await slotSecret(db, 'payout-fingerprint', 'payout');
  return createHmac('sha256', key).update(`${kind}:${value}`).digest('hex');
}

function maskPixKey(type: PixKeyType, key: string): string {
  if (type !== 'EMAIL') return maskTail(key);
  const [local = '', domain = ''] = key.split('@');
  return `${local.slice(0, 2)}•••@${domain}`;
}

interface Owner {
  merchantCode: string;
  memberId: number;
}

async function insertAccount(db: Db, values: typeof payoutAccounts.$inferInsert) {
  const [row] = await db.insert(payoutAccounts).values(values).onConflictDoNothing().returning();
  if (!row) throw new PlatformError('wallet.account_exists');
  const [all] = await db.select({ n: count() }).from(payoutAccounts).where(eq(payoutAccounts.memberId, values.memberId));
  return { account: accountView(row), firstCard: (all?.n ?? 0) === 1 };
}

export async function bindBankCard(db: Db, owner: Owner & { currency: string }, input: { bankCode: string; accountNumber: string; holderName: string }) {
  const bank = (BANKS[owner.currency] ?? []).find((b) => b.bankCode === input.bankCode);
  refuseIf([
    ['bankCode', bank ? null : 'required'],
    ['accountNumber', accountNumberProblem(input.accountNumber)],
    ['holderName', holderNameProblem(input.holderName)],
  ]);
  const number = normaliseAccountNumber(input.accountNumber);
  return insertAccount(db, {
    ...owner,
    kind: 'bankCard',
    bankCode: bank!.bankCode,
    bankName: bank!.bankName,
    maskedNumber: maskTail(number),
    fingerprint: await fingerprint(db, `bank:${bank!.bankCode}`, number),
    holderName: input.holderName.trim(),
  });
}

export async function bindPixKey(db: Db, owner: Owner & { currency: string }, input: { keyType: PixKeyType; key: string; holderName: string }) {
  if (owner.currency !== 'BRL') throw new PlatformError('wallet.pix_unavailable');
  refuseIf([
    ['key', pixKeyProblem(input.keyType, input.key)],
    ['holderName', holderNameProblem(input.holderName)],
  ]);
  const key = normalisePixKey(input.keyType, input.key);
  return insertAccount(db, {
    ...owner,
    kind: 'pix',
    bankCode: 'PIX',
    bankName: 'Pix',
    pixKeyType: input.keyType,
    maskedNumber: maskPixKey(input.keyType, key),
    fingerprint: await fingerprint(db, 'pix', key),
    holderName: input.holderName.trim(),
  });
}

export function accountView(row: typeof payoutAccounts.$inferSelect): PayoutAccount {
  return {
    accountId: row.id,
    bankName: row.bankName,
    maskedNumber: row.maskedNumber,
    holderName: row.holderName,
    pixKeyType: (row.pixKeyType as PixKeyType | null) ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** doc E's three lists: bank cards, virtual wallets (none on this platform yet), e-wallets (Pix keys). */
export async function accountLists(db: Db, memberId: number) {
  const rows = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.memberId, memberId)))
    .orderBy(asc(payoutAccounts.id));
  return {
    fullBankCardList: rows.filter((r) => r.kind === 'bankCard').map(accountView),
    fullVirtualWalletList: [],
    fullEWalletList: rows.filter((r) => r.kind === 'pix').map(accountView),
  };
}
