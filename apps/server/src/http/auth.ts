import type { FastifyRequest } from 'fastify';

/** The session token of a request: `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenOf(request: FastifyRequest): string | null {
  const raw = request.headers.authorization?.trim();
  if (!raw) return null;
  const token = /^bearer\s+/i.test(raw) ? raw.replace(/^bearer\s+/i, '') : raw;
  // Tokens are base64url; anything else cannot be one and is not worth a database lookup.
  return /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : '';
}
