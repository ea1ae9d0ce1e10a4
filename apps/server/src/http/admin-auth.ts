import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PlatformError } from './platform-error.ts';

/**
 * Wrong tokens per IP per minute on /admin. Every call is counted before the token is looked at, so
 * concurrent guesses cannot slip past; a right token gives its count back (it is the operator, not a
 * guess), so a script editing content is never throttled by its own calls.
 */
export const ADMIN_LIMIT = { max: 30, windowSeconds: 60 };

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Operator endpoints (decision 016): `Authorization: Bearer <ADMIN_TOKEN>`. Refused when the
 * variable is unset; compared in constant time (equal-length digests); the header is redacted
 * from the log (http/logging.ts) and the token never appears in an answer.
 */
export async function requireAdmin(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const key = `admin:${request.ip}`;
  const limit = await app.rateLimits.hit(key, ADMIN_LIMIT);
  if (!limit.allowed) throw new PlatformError('TOO_MANY_REQUEST', { retryAfter: limit.retryAfter });
  const expected = app.config.ADMIN_TOKEN;
  if (!expected) throw new PlatformError('admin.disabled');
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  if (!timingSafeEqual(digest(given), digest(expected))) throw new PlatformError('admin.unauthorized');
  await app.rateLimits.release(key);
}
