import { afterEach, describe, expect, it } from 'vitest';
import { AD_NETWORK_KEY, captureAdNetworkInfo, readAdNetworkInfo } from './ad-network-info';

afterEach(() => localStorage.removeItem(AD_NETWORK_KEY));

describe('ad-network info (doc A §3)', () => {
  it('keeps the known ids of the landing address and nothing else', () => {
    captureAdNetworkInfo('?gpsAdid=38400000-8cf0-11bd-b23e-10b96e40000d&appsflyerId=1700000000000-123&foo=bar&idfa=');
    expect(readAdNetworkInfo()).toEqual({ gpsAdid: '38400000-8cf0-11bd-b23e-10b96e40000d', appsflyerId: '1700000000000-123' });
  });

  it('adds later ids to the kept ones; a visit without ids changes nothing', () => {
    captureAdNetworkInfo('?adid=A1');
    captureAdNetworkInfo('?idfv=V1');
    captureAdNetworkInfo('?r=x');
    expect(readAdNetworkInfo()).toEqual({ adid: 'A1', idfv: 'V1' });
  });

  it('drops values that are not ids (spaces, markup length)', () => {
    captureAdNetworkInfo(`?adid=a%20b&idfa=${'x'.repeat(129)}`);
    expect(readAdNetworkInfo()).toEqual({});
  });
});
