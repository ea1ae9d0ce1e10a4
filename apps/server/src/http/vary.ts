import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * Vary (issue 29 finding 7): an answer that depends on a request header says so, or a shared cache
 * serves merchant B's manifest, icon or pixel list under merchant A's address. Whatever reads such a
 * header calls varyOn; the app's one onSend hook (app.ts) writes the header on every answer.
 */
const wanted = new WeakMap<FastifyRequest, Set<string>>();

/** The answer to `request` depends on these request headers. */
export function varyOn(request: FastifyRequest, ...headers: string[]): void {
  const set = wanted.get(request) ?? new Set<string>();
  for (const h of headers) set.add(h);
  wanted.set(request, set);
}

/** Adds what the request's handlers named to any Vary already on the reply (names compared without case). */
export function applyVary(request: FastifyRequest, reply: FastifyReply): void {
  const named = wanted.get(request);
  if (!named) return;
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((h) => h.trim()).filter(Boolean);
  if (list.includes('*')) return;
  const seen = new Set(list.map((h) => h.toLowerCase()));
  for (const h of named) if (!seen.has(h.toLowerCase())) list.push(h);
  reply.header('vary', list.join(', '));
}
