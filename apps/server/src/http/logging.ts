import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { sanitizedError } from './sanitized-error.ts';
import type { Config } from '../config/env.ts';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A caller's X-Request-Id is kept when it looks like an id (so traces join up), else a fresh uuid. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The request headers a log line may carry: what routing and support need, nothing that identifies a
 * person or a secret (Authorization, cookies, X-RSA, the Device id, any header a client invents).
 * An allow-list, because a deny-list misses the next header (it missed X-Digest, decision 021).
 */
export const LOGGED_REQUEST_HEADERS = [
  'host',
  'user-agent',
  'content-type',
  'content-length',
  'accept-language',
  // Not referer: a page URL can carry a token or a code in its query.
  'origin',
  'merchant',
  'language',
  'moduleid',
  'encryption',
  'x-forwarded-for',
  'x-forwarded-proto',
] as const;

export function loggedHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const name of LOGGED_REQUEST_HEADERS) if (headers[name] !== undefined) kept[name] = headers[name];
  return kept;
}

/**
 * Query parameters that carry a credential in a page address: the session token a redirect hands
 * over (doc A §4), the local chat's signed link (decision 039), a game's launch ticket (decision 030).
 */
const SECRET_QUERY = /([?&](?:token|t|ticket)=)[^&#]*/gi;

/** The request's address as a log line may carry it: those values replaced. */
export function urlForLog(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

export interface LoggerExtras {
  /** Where log lines go instead of stdout (tests capture them). */
  stream?: { write(line: string): void };
}

export function loggerOptions(config: Config, extras: LoggerExtras = {}): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    ...(extras.stream && { stream: extras.stream }),
    redact: {
      paths: ['res.headers["set-cookie"]', 'password', '*.password', 'body.password'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) => ({
        method: req.method,
        url: urlForLog(req.url),
        ip: req.ip,
        headers: loggedHeaders(req.headers),
      }),
      err: sanitizedError,
    },
  };
}
