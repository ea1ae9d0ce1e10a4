import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { depositChannels } from './schema-wallet.ts';
import { minorPerMajor } from '../wallet/money.ts';

/** The demo channels per currency, in major units; any other currency gets one bank transfer channel. */
const DEMO_CHANNELS: Record<string, { name: string; min: number; max: number; quick: number[] }[]> = {
  PHP: [
    { name: 'GCash', min: 100, max: 50_000, quick: [100, 500, 1000, 5000] },
    { name: 'Bank transfer', min: 500, max: 100_000, quick: [500, 1000, 5000, 10_000] },
  ],
  THB: [
    { name: 'PromptPay', min: 100, max: 50_000, quick: [100, 300, 500, 1000] },
    { name: 'TrueMoney Wallet', min: 50, max: 30_000, quick: [50, 100, 300, 500] },
  ],
  BRL: [
    { name: 'Pix', min: 10, max: 5000, quick: [20, 50, 100, 500] },
    { name: 'Boleto', min: 50, max: 10_000, quick: [50, 100, 500, 1000] },
  ],
};
const OTHER = [{ name: 'Bank transfer', min: 10, max: 100_000, quick: [10, 50, 100, 500] }];

/** Any fixed number: instances starting together take turns seeding instead of each seeing no channel and adding them. */
const SEED_LOCK = 720_112_031;

/** The demo merchants' deposit channels (SEED_DEMO), for a merchant that has none: an operator's own list is never touched. */
export async function seedDepositChannels(db: Db, merchants: readonly { merchantCode: string; currency: string }[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    for (const merchant of merchants) await seedMerchant(tx as unknown as Db, merchant);
  });
}

async function seedMerchant(db: Db, { merchantCode, currency }: { merchantCode: string; currency: string }): Promise<void> {
  const have = await db.select({ id: depositChannels.id }).from(depositChannels).where(eq(depositChannels.merchantCode, merchantCode)).limit(1);
  if (have.length > 0) return;
  const unit = minorPerMajor(currency);
  await db.insert(depositChannels).values(
    (DEMO_CHANNELS[currency] ?? OTHER).map((c, i) => ({
      merchantCode,
      currency,
      name: c.name,
      minAmount: c.min * unit,
      maxAmount: c.max * unit,
      quickAmounts: c.quick.map((q) => q * unit),
      sortOrder: i,
    })),
  );
}
