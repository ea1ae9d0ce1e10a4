import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { PlatformError } from '../../http/platform-error.ts';

/** An operator request's query, params or body by its schema: request.invalid with one fieldErrors entry per wrong field. */
export function parseAdmin<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  throw new PlatformError('request.invalid', {
    fieldErrors: parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message })),
  });
}

/** The merchant an operator names (any case), as its files spell it; merchant.unknown otherwise. */
export function adminMerchantCode(app: FastifyInstance, code: string): string {
  const merchant = app.merchants.all.get(code.toUpperCase());
  if (!merchant) throw new PlatformError('merchant.unknown');
  return merchant.merchantCode;
}
