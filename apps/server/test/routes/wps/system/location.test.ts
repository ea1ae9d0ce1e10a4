import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorLocation } from '@portico/contract/system';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../../../helpers/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  // The demo merchant lists PH, TH, VN, BR and IN; the IP table places 1.1.128.5 in TH and 2400:cb00:18::1 in US.
  app = await buildTestApp({ MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': demoMerchant() }) });
});
afterAll(() => app.close());

const locate = async (remoteAddress: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url: '/wps/system/location', remoteAddress, headers });
  expect(res.statusCode).toBe(200);
  return visitorLocation.parse(res.json().value);
};

describe('GET /wps/system/location (doc A §7, decision 058)', () => {
  it("answers the caller's IP, its country by the platform's IP table and the merchant's dialling code for it", async () => {
    expect(await locate('1.1.128.5')).toEqual({ ip: '1.1.128.5', countryCode: 'TH', countryDialingCode: '66' });
  });

  it('answers the country with no dialling code when the merchant does not list it', async () => {
    expect(await locate('2400:cb00:18::1')).toEqual({ ip: '2400:cb00:18::1', countryCode: 'US', countryDialingCode: null });
  });

  it('answers no country for a private or loopback address', async () => {
    expect(await locate('10.0.0.1')).toEqual({ ip: '10.0.0.1', countryCode: null, countryDialingCode: null });
    expect(await locate('127.0.0.1')).toMatchObject({ countryCode: null });
  });

  it('is sent without Authorization: a bad token changes nothing', async () => {
    expect(await locate('1.1.128.5', { authorization: 'not-a-token' })).toMatchObject({ countryCode: 'TH' });
  });

  it('trusts no forwarded address unless TRUST_PROXY is on', async () => {
    expect(await locate('10.0.0.2', { 'x-forwarded-for': '1.1.128.5' })).toEqual({ ip: '10.0.0.2', countryCode: null, countryDialingCode: null });
  });
});
