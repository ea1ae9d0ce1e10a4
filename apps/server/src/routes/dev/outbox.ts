import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { smsOutbox } from '../../db/schema.ts';
import { escapeHtml } from '../../http/html.ts';

const SHOWN = 100;

interface OutboxMessage {
  to: string;
  body: string;
  /** The six digits of the message, so a test can type the code it was sent. */
  code: string | null;
  createdAt: string;
}

const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? null;

/** Newest first; `to` filters by the number as sent ("+639171234567"). */
async function messages(app: FastifyInstance, to: string | undefined): Promise<OutboxMessage[]> {
  const rows = await app.db
    .select()
    .from(smsOutbox)
    .where(to ? eq(smsOutbox.phone, to) : undefined)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(SHOWN);
  return rows.map((r) => ({ to: r.phone, body: r.body, code: codeIn(r.body), createdAt: r.createdAt.toISOString() }));
}

/** An unescaped "+" in a query arrives as a space: "?to=+63917…" still means +63917…. */
function toOf(query: unknown): string | undefined {
  const to = (query as { to?: unknown }).to;
  if (typeof to !== 'string' || to.trim() === '') return undefined;
  const trimmed = to.trim();
  return /^\d+$/.test(trimmed) ? `+${trimmed}` : trimmed;
}

function page(list: OutboxMessage[], to: string | undefined): string {
  const rows = list
    .map(
      (m) =>
        `<tr><td><time datetime="${m.createdAt}">${escapeHtml(m.createdAt)}</time></td><td>${escapeHtml(m.to)}</td>` +
        `<td>${escapeHtml(m.body)}</td></tr>`,
    )
    .join('\n');
  const empty = `<tr><td colspan="3">No messages${to ? ` to ${escapeHtml(to)}` : ''}.</td></tr>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sms outbox — Portico (development)</title>
<style>
body { font: 16px/1.4 system-ui, sans-serif; margin: 1rem; }
table { border-collapse: collapse; inline-size: 100%; }
th, td { border-block-end: 1px solid #ccc; padding: 0.4rem; text-align: start; vertical-align: top; }
td:nth-child(3) { overflow-wrap: anywhere; }
</style>
</head>
<body>
<main>
<h1>Sms outbox</h1>
<p>Text messages the development adapter stored instead of sending (newest first, at most ${SHOWN}).</p>
<form method="get" action="/dev/outbox">
<label for="to">Number</label>
<input id="to" name="to" type="tel" placeholder="+639171234567" value="${escapeHtml(to ?? '')}">
<button type="submit">Filter</button>
</form>
<table>
<caption>${to ? `Messages to ${escapeHtml(to)}` : 'All messages'}</caption>
<thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Message</th></tr></thead>
<tbody>
${rows || empty}
</tbody>
</table>
</main>
</body>
</html>
`;
}

/** Development-only (registered outside production): what the outbox adapter "sent". */
export default function outbox(app: FastifyInstance) {
  app.get('/dev/outbox', async (request, reply) => {
    const to = toOf(request.query);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(await messages(app, to), to));
  });
  app.get('/dev/outbox.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { messages: await messages(app, toOf(request.query)) };
  });
}
