import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isOwnHost } from '../../domains/hosts.ts';
import { originPolicyOf, pageOrigins } from '../../domains/origins.ts';
import { PlatformError } from '../../http/platform-error.ts';
import type { Merchant } from '../../merchants/schema.ts';

export interface RelyingParty {
  /** The merchant's domain the page is served on: a passkey works only on the domain it was made for. */
  id: string;
  name: string;
  /** Page origins whose clientDataJSON is accepted (decision 042). */
  origins: string[];
}

/**
 * The relying party of a ceremony: the request's host, which must be one of the merchant's domains
 * in service (an address is never a relying party id in WebAuthn), and the merchant's page origins
 * on that host. Anything else answers passkey.unavailable before a challenge is spent.
 */
export function relyingPartyOf(app: FastifyInstance, request: FastifyRequest, merchant: Merchant): RelyingParty {
  const host = request.hostname.toLowerCase();
  const inService = isOwnHost(merchant, host) && !merchant.disabledDomains.some((d) => d.toLowerCase() === host);
  if (!inService || isIP(host) !== 0) throw new PlatformError('passkey.unavailable');
  const origins = pageOrigins(merchant, originPolicyOf(app.config)).filter((o) => new URL(o).hostname === host);
  if (origins.length === 0) throw new PlatformError('passkey.unavailable');
  return { id: host, name: merchant.name, origins };
}
