import type * as z from 'zod/mini';
import type { Endpoint } from '@portico/contract/endpoint';
import { isEndpointRef, type EndpointRef } from './endpoint-ref.ts';
import { request, type RequestOptions } from './request.ts';
import type { Query } from './transport.ts';

type Overrides = Omit<RequestOptions, 'url' | 'method' | 'query' | 'body' | 'value' | 'encrypt' | 'moduleId'>;

export type CallOptions<E extends Endpoint> = Overrides & {
  query?: z.input<NonNullable<E['query']>>;
  body?: z.input<NonNullable<E['body']>>;
  /** Only for endpoints that accept several (PUT or POST /wps/member/language); default the first. */
  method?: E['methods'][number];
};

type Value<E extends Endpoint> = z.ZodMiniType<z.output<E['value']>>;

/**
 * Calls a contract endpoint: path, method, encryption, Authorization, ModuleId and the
 * value schema all come from the contract, so a feature names only what varies.
 * auth 'none' never sends the token, even when a caller passes auth: true.
 * Code on the first load passes an EndpointRef (endpoint-ref.ts): the same call, with the
 * endpoint's schemas imported when the request starts (decision 047).
 */
export function callEndpoint<E extends Endpoint>(endpoint: E | EndpointRef<E>, options: CallOptions<E> = {}): Promise<z.output<E['value']>> {
  const { query, body, method, ...overrides } = options;
  const value = isEndpointRef(endpoint) ? () => endpoint.load().then((e) => e.value as Value<E>) : (endpoint.value as Value<E>);
  return request({
    ...overrides,
    url: endpoint.path,
    method: method ?? endpoint.methods[0],
    query: query as Query | undefined,
    body,
    encrypt: endpoint.encrypted,
    auth: endpoint.auth !== 'none' && overrides.auth !== false,
    moduleId: endpoint.moduleId,
    value,
  });
}
