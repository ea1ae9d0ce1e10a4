import { sandboxProvider, type PaymentProvider } from '../../wallet/payment-provider.ts';
import { slotSecret } from '../../security/secret-keys.ts';
import { seedDepositChannels } from '../../db/seed-wallet.ts';
import { sharedPlugin } from '../plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider deposits go through; null where none is configured (production, until a real one is). */
    payments: PaymentProvider | null;
  }
}

/**
 * The wallet's payment provider (decision 031). The sandbox channel exists with DEV_ROUTES only
 * (never in production), like the other stand-ins; without a provider a deposit answers
 * payment.unavailable instead of making an order nobody can pay.
 */
export default sharedPlugin(
  'wallet',
  async (app) => {
    const base = app.config.DEV_ROUTES ? (app.config.PAYMENT_SANDBOX_SECRET ?? (await slotSecret(app.db, 'payment-sandbox', 'sandbox'))) : null;
    app.decorate('payments', base ? sandboxProvider(base) : null);
    if (app.config.SEED_DEMO) await seedDepositChannels(app.db, [...app.merchants.all.values()]);
  },
  ['db', 'merchants'],
);
