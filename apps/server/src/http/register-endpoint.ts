import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { Endpoint } from '@portico/contract/endpoint';
import type { FieldError } from '@portico/contract/envelope';
import type { Merchant } from '../merchants/schema.ts';
import type { SessionContext } from '../plugins/app/sessions.ts';
import { answerCheck } from './answer-check.ts';
import { tokenOf } from './auth.ts';
import { PlatformError } from './platform-error.ts';

export interface HandlerContext<Q, B> {
  request: FastifyRequest;
  reply: FastifyReply;
  merchant: Merchant;
  query: Q;
  body: B;
  /** The session of the Authorization token; null on 'none' calls and anonymous 'optional' calls. */
  session: SessionContext | null;
  token: string | null;
  /** The session of an auth 'required' call (always present there; the check already ran). */
  requireSession(): SessionContext;
}

function validate<S extends z.ZodMiniType>(schema: S, input: unknown, where: string): z.output<S> {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return parsed.data;
  const fieldErrors: FieldError[] = parsed.error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : where,
    message: issue.message,
  }));
  throw new PlatformError('request.invalid', { fieldErrors });
}

/**
 * Registers every method of a contract endpoint: merchant, auth, decryption, validation, then the
 * handler, whose value is checked against the contract (extra keys are dropped, so nothing leaks;
 * types are checked outside production: `answerCheck`).
 */
export function registerEndpoint<Q extends z.ZodMiniType, B extends z.ZodMiniType, V extends z.ZodMiniType>(
  app: FastifyInstance,
  endpoint: Endpoint<Q, B, V>,
  handler: (ctx: HandlerContext<z.output<Q>, z.output<B>>) => Promise<z.input<V>>,
): void {
  const answer = answerCheck(endpoint.value, app.config.NODE_ENV === 'production');
  app.route({
    method: [...endpoint.methods],
    url: endpoint.path,
    handler: async (request, reply) => {
      const merchant = app.merchants.forCall(request);
      const token = endpoint.auth === 'none' ? null : tokenOf(request);
      const session = token ? await app.sessions.resolve(token, merchant.merchantCode) : null;
      if (endpoint.auth === 'required' && token === null) throw new PlatformError('customer.not.login');
      if (endpoint.auth === 'required' && session === null) throw new PlatformError('user.or.token.invalid');

      const rawBody = endpoint.encrypted ? await app.encryption.open(request, endpoint.path) : request.body;
      const query = (endpoint.query ? validate(endpoint.query, request.query ?? {}, 'query') : undefined) as z.output<Q>;
      const body = (endpoint.body ? validate(endpoint.body, rawBody ?? {}, 'body') : undefined) as z.output<B>;

      const value = await handler({
        request,
        reply,
        merchant,
        query,
        body,
        session,
        token,
        requireSession() {
          if (!session) throw new PlatformError('customer.not.login');
          return session;
        },
      });
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      // In development and tests a value outside the contract is our bug: it surfaces as a logged server.error.
      return { success: true, value: answer(value) };
    },
  });
}
