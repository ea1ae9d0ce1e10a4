import { sweepPeriodically } from '../../db/sweep.ts';
import { metaSender } from '../../tracking/forwarder/meta.ts';
import { outboxSenders, sweepConversionOutbox } from '../../tracking/forwarder/outbox.ts';
import type { ConversionSender } from '../../tracking/forwarder/port.ts';
import { tiktokSender } from '../../tracking/forwarder/tiktok.ts';
import { sharedPlugin } from '../plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The conversion forwarder port (decision 040): one sender per network. */
    conversions: readonly ConversionSender[];
  }
}

const DAY = 24 * 3_600_000;

/** Picks the adapters named by CONVERSIONS_ADAPTER; the networks' tokens come from the environment only. */
export default sharedPlugin('conversions', async (app) => {
  const { config } = app;
  if (config.CONVERSIONS_ADAPTER === 'networks') {
    app.decorate('conversions', [
      metaSender({ api: config.META_CAPI_API, tokens: config.META_CAPI_TOKENS }),
      tiktokSender({ api: config.TIKTOK_EVENTS_API, tokens: config.TIKTOK_EVENTS_TOKENS }),
    ]);
  } else {
    app.decorate('conversions', outboxSenders(app.db));
    sweepPeriodically(app, 'old conversion outbox row', DAY, () => sweepConversionOutbox(app.db));
  }
  app.log.info({ adapter: config.CONVERSIONS_ADAPTER }, 'conversion forwarder ready');
}, ['db']);
