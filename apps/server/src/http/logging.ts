import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { sanitizedError } from './sanitized-error.ts';
import { stdoutLog } from './log-stream.ts';
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
 * A URL as a log line may carry it: the path, and the query's parameter names with their values
 * withheld — a page address can carry a session token (`?token=`), a code or an e-mail address.
 * Only values known to be harmless and useful to an operator are kept.
 */
const LOGGED_QUERY_VALUES = new Set(['merchantCode', 'merchant', 'env', 'type', 'platform', 'kind', 'language', 'page', 'size']);

export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  const shown = [...params].map(([name, value]) => `${name}=${LOGGED_QUERY_VALUES.has(name) ? value : '-'}`);
  return `${url.slice(0, at)}?${shown.join('&')}`;
}

/** The one line a request leaves (issue 18): what an operator needs to follow it, nothing that identifies a person. */
export function requestLine(
  request: { method: string; url: string; ip: string; headers: Record<string, unknown> },
  reply: { statusCode: number; elapsedTime: number },
) {
  return {
    req: { method: request.method, url: loggedUrl(request.url), ip: request.ip, headers: loggedHeaders(request.headers) },
    res: { statusCode: reply.statusCode },
    responseTime: Math.round(reply.elapsedTime * 10) / 10,
  };
}

/**
 * Fastify's request logging, as one line written when the answer has gone (Fastify writes two: one
 * on arrival, one on completion — a fifth of the time of a small answer went to them, issue 18).
 * The line of an answered request is built from allow-lists only (requestLine), so it skips the
 * logger's redaction, which took 2.5 µs a line, more than writing it (decision 044); a failed
 * request's line carries an error and keeps it.
 */
export class OneLinePerRequest extends LogController {
  private readonly unredacted = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = requestLine(request, reply);
    if (error || reply.statusCode >= 500) reply.log.error({ ...line, ...(error && { err: error }) }, 'request');
    else this.unredactedOf(request.server.log).info({ reqId: request.id, ...line }, 'request');
  }

  private unredactedOf(log: FastifyBaseLogger): FastifyBaseLogger {
    let plain = this.unredacted.get(log);
    if (!plain) {
      plain = log.child({}, { redact: { paths: [] } });
      this.unredacted.set(log, plain);
    }
    return plain;
  }
}

export interface LoggerExtras {
  /** Where log lines go instead of stdout's batch (`log-stream.ts`): tests capture them. */
  stream?: { write(line: string): void };
}

export function loggerOptions(config: Config, extras: LoggerExtras = {}): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    stream: extras.stream ?? stdoutLog(),
    redact: {
      paths: ['res.headers["set-cookie"]', 'password', '*.password', 'body.password'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) => ({
        method: req.method,
        url: loggedUrl(req.url),
        ip: req.ip,
        headers: loggedHeaders(req.headers),
      }),
      err: sanitizedError,
    },
  };
}
