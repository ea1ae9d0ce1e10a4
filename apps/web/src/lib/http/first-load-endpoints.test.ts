import { describe, expect, it } from 'vitest';
import type { Endpoint } from '@portico/contract/endpoint';
import { isEndpointRef, type EndpointRef } from './endpoint-ref.ts';
import * as refs from './first-load-endpoints.ts';

/** Every field a request is sent with: a descriptor that drifted from the contract fails here. */
function sentWith(endpoint: Pick<Endpoint, 'id' | 'methods' | 'path' | 'auth' | 'encrypted' | 'moduleId'>) {
  const { id, methods, path, auth, encrypted, moduleId } = endpoint;
  return { id, methods: [...methods], path, auth, encrypted, moduleId };
}

describe('first-load endpoint descriptors (decision 047)', () => {
  // Each descriptor's own type is exact; here they are compared as any endpoint.
  const all = Object.entries(refs) as unknown as Array<[string, EndpointRef<Endpoint>]>;

  it('are all descriptors', () => {
    expect(all.length).toBeGreaterThan(0);
    for (const [, ref] of all) expect(isEndpointRef(ref)).toBe(true);
  });

  it.each(all)('%s is its contract endpoint, field for field, and loads it with its value schema', async (_, ref) => {
    const endpoint: Endpoint = await ref.load();
    expect(sentWith(ref)).toEqual(sentWith(endpoint));
    expect(typeof endpoint.value.safeParse).toBe('function');
  });
});
