import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PIXEL_NETWORKS } from '@portico/contract/tracking';
import { conversionOutbox, pixelCalls, trackingEvents } from '../../db/schema-tracking.ts';
import { escapeHtml } from '../../http/html.ts';
import { PlatformError } from '../../http/platform-error.ts';

const SHOWN = 200;

/** One call the browser's local pixel adapter made (decision 040): what the network's script would have received. */
const call = z.strictObject({
  network: z.enum(PIXEL_NETWORKS),
  method: z.string().min(1).max(64),
  eventName: z.string().max(64).nullable(),
  eventId: z.string().max(64).nullable(),
  affiliateCode: z.string().max(64).nullable(),
  params: z.record(z.string(), z.unknown()).refine((p) => JSON.stringify(p).length <= 4000, 'At most 4000 characters'),
});
const filter = z.object({ affiliateCode: z.string().max(64).optional(), eventId: z.string().max(64).optional() });

async function calls(app: FastifyInstance, merchantCode: string, query: unknown) {
  const f = filter.parse(query ?? {});
  const where: (SQL | undefined)[] = [
    eq(pixelCalls.merchantCode, merchantCode),
    f.affiliateCode ? eq(pixelCalls.affiliateCode, f.affiliateCode) : undefined,
    f.eventId ? eq(pixelCalls.eventId, f.eventId) : undefined,
  ];
  const rows = await app.db.select().from(pixelCalls).where(and(...where)).orderBy(desc(pixelCalls.id)).limit(SHOWN);
  return rows.reverse().map(({ id: _id, merchantCode: _m, createdAt, ...rest }) => ({ ...rest, createdAt: createdAt.toISOString() }));
}

function page(list: Awaited<ReturnType<typeof calls>>): string {
  const rows = list
    .map((c) => `<tr><td>${escapeHtml(c.network)}</td><td>${escapeHtml(c.method)}</td><td>${escapeHtml(c.eventName ?? '')}</td>` +
      `<td>${escapeHtml(c.eventId ?? '')}</td><td><code>${escapeHtml(JSON.stringify(c.params))}</code></td></tr>`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Pixel calls — Portico (development)</title>
<style>body{font:16px/1.4 system-ui,sans-serif;margin:1rem}table{border-collapse:collapse;inline-size:100%}th,td{border-block-end:1px solid #ccc;padding:.4rem;text-align:start;vertical-align:top}code{overflow-wrap:anywhere}</style>
</head><body><main><h1>Pixel calls</h1>
<p>What each ad network would have received from the local pixel adapter (oldest first, at most ${SHOWN}). Filter with ?affiliateCode= or ?eventId=.</p>
<table><thead><tr><th scope="col">Network</th><th scope="col">Call</th><th scope="col">Event</th><th scope="col">event_id</th><th scope="col">Parameters</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">No calls.</td></tr>'}</tbody></table></main></body></html>`;
}

/** Development-only: the local pixel adapter's record and the conversion forwarder's outbox. */
export default function pixels(app: FastifyInstance) {
  app.post('/dev/pixels', async (request, reply) => {
    const parsed = call.safeParse(request.body);
    if (!parsed.success) throw new PlatformError('request.invalid', { fieldErrors: parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message })) });
    await app.db.insert(pixelCalls).values({ ...parsed.data, merchantCode: app.merchants.forPage(request).merchantCode });
    return reply.code(204).send();
  });
  app.get('/dev/pixels', async (request, reply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(await calls(app, app.merchants.forPage(request).merchantCode, request.query))),
  );
  app.get('/dev/pixels.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { calls: await calls(app, app.merchants.forPage(request).merchantCode, request.query) };
  });
  // The stored events of one affiliate code, so a test compares their event_id with the pixels' calls.
  app.get('/dev/events.json', async (request, reply) => {
    const { affiliateCode } = filter.parse(request.query ?? {});
    const merchantCode = app.merchants.forPage(request).merchantCode;
    const rows = affiliateCode
      ? await app.db
          .select({ eventId: trackingEvents.eventId, name: trackingEvents.name, source: trackingEvents.source, page: trackingEvents.page, attribution: trackingEvents.attribution })
          .from(trackingEvents)
          .where(and(eq(trackingEvents.merchantCode, merchantCode), eq(trackingEvents.affiliateCode, affiliateCode)))
          .orderBy(trackingEvents.id)
      : [];
    reply.header('cache-control', 'no-store');
    return { events: rows };
  });
  app.get('/dev/conversions.json', async (request, reply) => {
    const { eventId } = filter.parse(request.query ?? {});
    const rows = await app.db
      .select()
      .from(conversionOutbox)
      .where(eventId ? eq(conversionOutbox.eventId, eventId) : undefined)
      .orderBy(desc(conversionOutbox.id))
      .limit(SHOWN);
    reply.header('cache-control', 'no-store');
    return { conversions: rows.map((r) => ({ network: r.network, eventId: r.eventId, eventName: r.eventName, body: r.body, createdAt: r.createdAt.toISOString() })) };
  });
}
