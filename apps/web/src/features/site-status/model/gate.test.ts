import { describe, expect, it } from 'vitest';
import type { SiteStatus } from '@portico/contract/system';
import { ApiError } from '../../../lib/http/api-error';
import { createGate, type GateState } from './gate';

const status = (s: SiteStatus['status']): SiteStatus => ({
  status: s,
  maintenanceEnd: null,
  maintenanceTitle: null,
  maintenanceDesc: null,
  maintenanceTitleEn: null,
  maintenanceDescEn: null,
  ip: '198.51.100.1',
  country: null,
});

function setup(statuses: (SiteStatus | Error)[], hashes: (string | null)[]) {
  const states: GateState[] = [];
  const gate = createGate({
    getStatus: () => {
      const next = statuses.shift();
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next ?? status('NORMAL'));
    },
    getManifestHash: () => Promise.resolve(hashes.shift() ?? null),
    onChange: (s) => states.push(s),
  });
  return { gate, states };
}

describe('site gate checks', () => {
  it('shows an update only when the combined hash differs from the first one seen', async () => {
    const { gate } = setup([], ['a', 'a', null, 'b']);
    await gate.check();
    await gate.check();
    await gate.check();
    expect(gate.state.updateAvailable).toBe(false);
    await gate.check();
    expect(gate.state.updateAvailable).toBe(true);
  });

  it('follows maintenance on and off, and keeps the last verdict when a call fails', async () => {
    const { gate } = setup([status('MAINTENANCE'), new ApiError({ kind: 'network' }), status('NORMAL')], []);
    await gate.check();
    expect(gate.state.status?.status).toBe('MAINTENANCE');
    await gate.check();
    expect(gate.state.status?.status).toBe('MAINTENANCE');
    await gate.check();
    expect(gate.state.status?.status).toBe('NORMAL');
  });

  it('opens nothing itself on domain_not_available (the request layer hands it to the domain modal)', async () => {
    const { gate } = setup([new ApiError({ kind: 'business', errorCode: 'domain_not_available' })], []);
    await gate.check();
    expect(gate.state.status).toBeNull();
  });
});
