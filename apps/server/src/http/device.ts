import type { FastifyRequest } from 'fastify';

const DEVICE_ID = /^[\w-]{36}$/;

/**
 * The sign-in's device id (doc A §7, decision 018): the `Device` header of the login call, else the
 * body's loginDeviceId, which older clients (and the two-factor step) send. A header that is not a
 * 36-character id (doc A §5) is ignored rather than trusted.
 */
export function loginDeviceIdOf(request: FastifyRequest, bodyId: string | undefined): string | undefined {
  const header = request.headers.device;
  return typeof header === 'string' && DEVICE_ID.test(header) ? header : bodyId;
}
