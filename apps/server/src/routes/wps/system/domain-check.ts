import type { FastifyInstance } from 'fastify';
import { domainCheckEndpoint, encodeCsPath } from '@portico/contract/domains';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { raceOrigins } from '../../../domains/hosts.ts';

/**
 * doc A §3 "Domain-check response": the merchant file holds plain customer-service URLs; they
 * leave encoded (decision 018: obfuscation, the key is the last 8 characters).
 */
export default function domainCheck(app: FastifyInstance) {
  registerEndpoint(app, domainCheckEndpoint, async ({ merchant }) => ({
    customerService: merchant.customerService.map((cs) => ({ title: cs.title, path: encodeCsPath(cs.path) })),
    domainList: raceOrigins(merchant).map((domainName) => ({ domainName })),
  }));
}
