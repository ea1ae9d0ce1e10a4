import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint } from '@portico/contract/endpoint';
import { memberInfoEndpoint, memberLanguageEndpoint } from '@portico/contract/member';
import { availablePromotionsEndpoint } from '@portico/contract/promotions';
import { statusEndpoint } from '@portico/contract/system';
import { setSession } from '../session/session-store.ts';
import { callEndpoint } from './call-endpoint.ts';
import { endpointRef } from './endpoint-ref.ts';
import { memberInfoRef } from './first-load-endpoints.ts';
import { ok, seen, stubFetch } from './test-support.ts';

const MEMBER = { type: 0, id: 7, regDate: '2024-01-01', account: 'ann', userName: 'Ann', language: 'EN', clubLabel: null };

afterEach(() => {
  vi.unstubAllGlobals();
});

it('takes path, method, Authorization and the value schema from the endpoint', async () => {
  setSession({ id: 7, token: 'tok-7', merchantCode: 'DEMO', userName: 'ann', type: 0, firstTimeLogin: false });
  const fetch = stubFetch(() => ok({ ...MEMBER, extra: 'dropped' }));
  const member = await callEndpoint(memberInfoEndpoint);
  expect(member).toEqual(MEMBER);
  expect(seen(fetch)).toMatchObject({ url: '/wps/member/info', method: 'GET', headers: { Authorization: 'tok-7' } });
});

it("sends no Authorization for auth 'none', and passes the query", async () => {
  setSession({ id: 7, token: 'tok-7', merchantCode: 'DEMO', userName: 'ann', type: 0, firstTimeLogin: false });
  const fetch = stubFetch(() => ok({ status: 'NORMAL', maintenanceEnd: null, maintenanceTitle: null, maintenanceDesc: null, ip: '1.2.3.4', maintenanceTitleEn: null, maintenanceDescEn: null, country: null }));
  await callEndpoint(statusEndpoint, { query: { device: 'PWA' }, noStore: true });
  expect(seen(fetch).url).toBe('/wps/system/status?device=PWA');
  expect(seen(fetch).headers).not.toHaveProperty('Authorization');
});

it('sends the promotions call without Authorization even when signed in (doc A §6)', async () => {
  setSession({ id: 7, token: 'tok-7', merchantCode: 'DEMO', userName: 'ann', type: 0, firstTimeLogin: false });
  const off = { enabled: false, count: 0 };
  const fetch = stubFetch(() => ok({ APP_DOWNLOAD: off, REFERRAL: off, REFERRAL_PERSONAL: off, promotions: [] }));
  await callEndpoint(availablePromotionsEndpoint);
  expect(seen(fetch)).toMatchObject({ url: '/wps/relay/MCSFE_getMerchantAvailablePromotions', method: 'GET' });
  expect(seen(fetch).headers).not.toHaveProperty('Authorization');
});

it('uses the first method unless the call picks another the endpoint accepts, and sends the body', async () => {
  const fetch = stubFetch(() => ok({ language: 'EN' }));
  await callEndpoint(memberLanguageEndpoint, { body: { language: 'EN' } });
  await callEndpoint(memberLanguageEndpoint, { body: { language: 'EN' }, method: 'POST' });
  expect(seen(fetch, 0).method).toBe('PUT');
  expect(seen(fetch, 1).method).toBe('POST');
  expect(seen(fetch, 1).body).toBe('{"language":"EN"}');
});

it('sends the ModuleId of the endpoint', async () => {
  const register = defineEndpoint({
    id: 'test.register',
    methods: ['POST'],
    path: '/wps/member/register',
    summary: 'test',
    auth: 'none',
    encrypted: false,
    moduleId: 'REG3',
    body: z.object({ username: z.string() }),
    value: z.object({ token: z.string() }),
  });
  const fetch = stubFetch(() => ok({ token: 't' }));
  const value = await callEndpoint(register, { body: { username: 'ann' } });
  expect(value.token).toBe('t');
  expect(seen(fetch).headers.ModuleId).toBe('REG3');
});

describe('an endpoint descriptor (first-load code, decision 047)', () => {
  it('sends the same call and checks the answer with the contract module it loads', async () => {
    setSession({ id: 7, token: 'tok-7', merchantCode: 'DEMO', userName: 'ann', type: 0, firstTimeLogin: false });
    const fetch = stubFetch(() => ok({ ...MEMBER, extra: 'dropped' }));
    expect(await callEndpoint(memberInfoRef)).toEqual(MEMBER);
    expect(seen(fetch)).toMatchObject({ url: '/wps/member/info', method: 'GET', headers: { Authorization: 'tok-7' } });
    stubFetch(() => ok({ ...MEMBER, type: 'admin' }));
    await expect(callEndpoint(memberInfoRef, { alert: false })).rejects.toMatchObject({ kind: 'parse' });
  });

  it('starts loading the module with the request; one that fails to load fails the call, and the next call loads it again', async () => {
    const load = vi.fn<() => Promise<typeof memberInfoEndpoint>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValue(memberInfoEndpoint);
    const ref = endpointRef<typeof memberInfoEndpoint>({ id: 'member.info', methods: ['GET'], path: '/wps/member/info', auth: 'required', encrypted: false }, load);
    stubFetch(() => ok(MEMBER));
    const first = callEndpoint(ref, { alert: false });
    expect(load).toHaveBeenCalledTimes(1);
    await expect(first).rejects.toMatchObject({ kind: 'network' });
    await expect(callEndpoint(ref, { alert: false })).resolves.toEqual(MEMBER);
    expect(load).toHaveBeenCalledTimes(2);
    await callEndpoint(ref, { alert: false });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
