import type { GeetestRegistration, GeetestValidateV4 } from '@portico/contract/captcha';
import type { Merchant } from '../../merchants/schema.ts';

/** A Geetest result as the platform checks it: v3's three values, or v4's getValidate(). */
export type GeetestResult =
  | { version: 'v3'; challenge: string; validate: string; seccode: string }
  | ({ version: 'v4' } & GeetestValidateV4);

/** Who asks: Geetest's APIs take the client's address and type for their risk model. */
export interface GeetestClient {
  ip: string;
}

/**
 * The Geetest port (decision 015). `register` is v3's first step (v4 has none: the adapter answers
 * the captcha id); `validate` is the second, server-side check of a result. Neither enforces single
 * use: the captcha service does, for both adapters alike. Adapters never log the private key.
 */
export interface GeetestPort {
  readonly kind: 'geetest' | 'local';
  register(merchant: Merchant, client: GeetestClient): Promise<GeetestRegistration>;
  /** True when Geetest (or the stand-in) accepts the result; false when it refuses or cannot be asked. */
  validate(merchant: Merchant, result: GeetestResult, client: GeetestClient): Promise<boolean>;
}

/** The key a merchant's results are checked with, from GEETEST_KEYS; never in the merchant file. */
export type GeetestKeys = ReadonlyMap<string, string>;
