import { z } from 'zod';
import { depositChannels } from '../../db/schema-wallet.ts';
import { PlatformError } from '../../http/platform-error.ts';
import { defineContentKind } from '../kind.ts';

const minor = z.int().positive().max(1_000_000_000_000);

/** The voucher center's payment channels (issue 12, decision 031); amounts in the currency's minor unit. */
export const depositChannelsKind = defineContentKind({
  name: 'deposit-channels',
  summary: 'Deposit channels of the voucher center: name, currency, min and max, quick amounts (minor units, e.g. 50000 = 500.00)',
  table: depositChannels,
  input: z.strictObject({
    name: z.string().trim().min(1).max(60),
    currency: z.string().regex(/^[A-Z]{3}$/, 'Expected a currency code such as PHP or BRL'),
    minAmount: minor,
    maxAmount: minor,
    quickAmounts: z.array(minor).max(8).default([]),
    sortOrder: z.int().min(0).max(1000).default(0),
  }),
  prepare: (input) => {
    const fieldErrors = [
      ...(input.maxAmount < input.minAmount ? [{ field: 'maxAmount', message: 'Must be at least minAmount' }] : []),
      ...(input.quickAmounts.some((a) => a < input.minAmount || a > input.maxAmount)
        ? [{ field: 'quickAmounts', message: 'Every quick amount must be between minAmount and maxAmount' }]
        : []),
    ];
    if (fieldErrors.length > 0) throw new PlatformError('request.invalid', { fieldErrors });
    return input;
  },
  orderBy: [depositChannels.sortOrder, depositChannels.id],
});
