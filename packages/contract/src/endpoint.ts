import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One /wps call: what the platform accepts and answers. The platform registers a
 * route from it (and documents it in OpenAPI); the web app's fetcher parses with it.
 */
export interface Endpoint<
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  V extends z.ZodMiniType = z.ZodMiniType,
> {
  id: string;
  methods: readonly HttpMethod[];
  path: string;
  summary: string;
  /** 'required': member-only (doc A §6); 'none': sent without Authorization. */
  auth: 'none' | 'optional' | 'required';
  /** The body must arrive in the encrypted envelope (doc A §7). */
  encrypted: boolean;
  /** ModuleId header the web app sends, when the call has one. */
  moduleId?: string;
  query?: Q;
  body?: B;
  value: V;
}

export function defineEndpoint<Q extends z.ZodMiniType, B extends z.ZodMiniType, V extends z.ZodMiniType>(
  e: Endpoint<Q, B, V>,
): Endpoint<Q, B, V> {
  return e;
}
