import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UNREAD_EVENT, UNREAD_EVENTS_PATH, unreadTicketEndpoint } from '@portico/contract/chat';
import { unreadCount } from '../../../chat/conversations.ts';
import { RESTRICTED_CUSTOMER_TYPE } from '../../../chat/rules.ts';
import { signStreamTicket, verifyStreamTicket } from '../../../chat/stream-ticket.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import type { Merchant } from '../../../merchants/schema.ts';

/** A comment line this often: proxies keep the connection, and the session is checked again. */
export const HEARTBEAT_MS = 15_000;
/** What EventSource waits before it reconnects on its own after a drop. */
const RETRY_MS = 5_000;

const pushesCount = (merchant: Merchant) => merchant.features.chat && merchant.chat.vendor === 'LOCAL';

/**
 * The local chat vendor's unread count, pushed (issue 31, decision 057): CBS_unreadCountTicket gives
 * the member a ticket bound to the session; UNREAD_EVENTS_PATH?ticket= is a server-sent-event stream
 * that sends the count at once and again whenever the chat's own writes change it (chat/unread-feed.ts),
 * a comment every 15 s, and ends when the session does (sign-out at once, expiry or idling at the next
 * heartbeat). A member holds at most STREAMS_PER_MEMBER streams. Other vendors are refused: their
 * count stays the once-a-minute CBS_unreadCount.
 */
export default function chatUnreadStreamRoute(app: FastifyInstance) {
  registerEndpoint(app, unreadTicketEndpoint, async ({ merchant, requireSession }) => {
    const { member, sessionId } = requireSession();
    if (member.customerType === RESTRICTED_CUSTOMER_TYPE) throw new PlatformError('no_permissions');
    if (!pushesCount(merchant) || !app.chat.localServed) throw new PlatformError('chat.unavailable');
    return { ticket: signStreamTicket(app.chat.linkKey, { sessionId, merchantCode: merchant.merchantCode }) };
  });

  app.get(UNREAD_EVENTS_PATH, async (request: FastifyRequest<{ Querystring: { ticket?: unknown } }>, reply) => {
    const merchant = app.merchants.forCall(request);
    const ticket = typeof request.query.ticket === 'string' ? verifyStreamTicket(app.chat.linkKey, request.query.ticket) : null;
    if (!ticket || ticket.merchantCode !== merchant.merchantCode) throw new PlatformError('user.or.token.invalid');
    const session = await app.sessions.live(ticket.sessionId, merchant.merchantCode);
    if (!session) throw new PlatformError('user.or.token.invalid');
    if (session.member.customerType === RESTRICTED_CUSTOMER_TYPE) throw new PlatformError('no_permissions');
    if (!pushesCount(merchant)) throw new PlatformError('chat.unavailable');
    const close = openStream(app, request, reply, { merchantCode: merchant.merchantCode, memberId: session.member.id, sessionId: ticket.sessionId });
    open.add(close);
    request.raw.once('close', () => open.delete(close));
  });

  // A stream never ends by itself: close() would wait for every open one, so they end first.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of open) close();
  });
}

interface Listener {
  merchantCode: string;
  memberId: number;
  sessionId: number;
}

/** Sends the count now and on every change; returns what ends the stream. */
function openStream(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, who: Listener): () => void {
  let last = -1;
  let closed = false;
  let counting = Promise.resolve();
  const send = (text: string) => !closed && reply.raw.write(text);
  // Counts run one after another, so an older count never overwrites a newer one.
  const recount = () => {
    counting = counting.then(async () => {
      const n = await unreadCount(app.db, who.merchantCode, who.memberId);
      if (n !== last) send(`event: ${UNREAD_EVENT}\ndata: ${JSON.stringify({ unReadCount: n })}\n\n`);
      last = n;
    }).catch((error: unknown) => request.log.warn({ err: error }, 'unread stream: count failed'));
  };
  const leave = app.chat.unread.join(who.merchantCode, who.memberId, recount);
  if (!leave) throw new PlatformError('TOO_MANY_REQUEST');

  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx and similar proxies would hold the events back in a buffer otherwise.
    'x-accel-buffering': 'no',
    // The socket goes with the stream: ended by the platform (sign-out, shutdown), nothing is left idle.
    connection: 'close',
  });
  send(`retry: ${RETRY_MS}\n\n`);
  recount();

  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    leave();
    stopRevoked();
    reply.raw.end();
  };
  const stopRevoked = app.sessions.onRevoked((id) => id === who.sessionId && close());
  const heartbeat = setInterval(() => {
    send(': ping\n\n');
    void app.sessions.live(who.sessionId, who.merchantCode).then(
      (session) => (session ? recount() : close()),
      () => undefined,
    );
  }, HEARTBEAT_MS);
  request.raw.on('close', close);
  return close;
}
