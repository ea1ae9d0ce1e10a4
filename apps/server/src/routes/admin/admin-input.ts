import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { PlatformError } from '../../http/platform-error.ts';
import type { Merchant } from '../../merchants/schema.ts';

/** An operator request's query, params or body by its schema: request.invalid with one fieldErrors entry per wrong field. */
export function parseAdmin<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  throw new PlatformError('request.invalid', {
    fieldErrors: parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message })),
  });
}

/** The merchant an operator names (any case); merchant.unknown otherwise. */
export function adminMerchant(app: FastifyInstance, code: string): Merchant {
  const merchant = app.merchants.all.get(code.toUpperCase());
  if (!merchant) throw new PlatformError('merchant.unknown');
  return merchant;
}

/** The code of the merchant an operator names, as its files spell it. */
export function adminMerchantCode(app: FastifyInstance, code: string): string {
  return adminMerchant(app, code).merchantCode;
}
