import { outboxSender, sweepOutbox } from '../../sms/outbox.ts';
import type { SmsSender } from '../../sms/port.ts';
import { webhookSender } from '../../sms/webhook.ts';
import { sweepPeriodically } from '../../db/sweep.ts';
import { sharedPlugin } from '../plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS port: `app.sms.send({ merchantCode, to: '+63917…', body })`. */
    sms: SmsSender;
  }
}

const DAY = 24 * 3_600_000;

/** Picks the adapter named by SMS_ADAPTER (config already refused the outbox in production). */
export default sharedPlugin('sms', async (app) => {
  const { config } = app;
  if (config.SMS_ADAPTER === 'webhook') {
    if (!config.SMS_WEBHOOK_URL || !config.SMS_WEBHOOK_SECRET) throw new Error('SMS_WEBHOOK_URL and SMS_WEBHOOK_SECRET are required');
    app.decorate('sms', webhookSender({ url: config.SMS_WEBHOOK_URL, secret: config.SMS_WEBHOOK_SECRET, log: app.log }));
  } else {
    app.decorate('sms', outboxSender(app.db));
    sweepPeriodically(app, 'old outbox message', DAY, () => sweepOutbox(app.db));
  }
  app.log.info({ adapter: app.sms.kind }, 'sms port ready');
}, ['db']);
