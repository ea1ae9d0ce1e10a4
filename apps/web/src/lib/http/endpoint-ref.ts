import type { ZodMiniType } from 'zod/mini';
import type { Endpoint } from '@portico/contract/endpoint';
import { lazySchemaModule } from './transport.ts';

/**
 * A contract endpoint as plain data, for code on the first load (decision 047): what the request
 * needs to be sent (path, methods, auth, encryption, ModuleId) without building the contract's zod
 * schemas. `load` imports the contract module itself; its endpoint's schemas check the answer
 * before any caller sees it, exactly as with the endpoint. The fields are compared with the
 * contract's endpoint by endpoints.test.ts, so they cannot drift.
 */
export interface EndpointRef<E extends Endpoint> {
  readonly id: E['id'];
  readonly methods: E['methods'];
  readonly path: E['path'];
  readonly auth: E['auth'];
  readonly encrypted: E['encrypted'];
  readonly moduleId?: E['moduleId'];
  /** The contract's endpoint (its module, with its schemas, loaded on first use and kept). */
  readonly load: () => Promise<E>;
}

export function endpointRef<E extends Endpoint>(fields: Omit<EndpointRef<E>, 'load'>, load: () => Promise<E>): EndpointRef<E> {
  return { ...fields, load: lazySchemaModule(load) };
}

/** A value schema, or how to get it: the request starts loading it when it starts, beside the fetch. */
export type SchemaSource<V> = ZodMiniType<V> | (() => Promise<ZodMiniType<V>>);

export function isEndpointRef<E extends Endpoint>(endpoint: E | EndpointRef<E>): endpoint is EndpointRef<E> {
  return typeof (endpoint as Partial<EndpointRef<E>>).load === 'function';
}
