import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackingEvent } from '@portico/contract/tracking';
import { conversionEventId } from '@portico/contract/tracking-ids';
import { events } from '../../../lib/events/app-events';
import type { ReportQueue } from './report-queue';
import { createTracker } from './tracker';

const nodeSha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());

function setup() {
  const reported: TrackingEvent[] = [];
  const queue = { add: (e: TrackingEvent) => reported.push(e) } as unknown as ReportQueue;
  const tracker = createTracker(queue, new Map() as unknown as Storage);
  const track = vi.fn();
  tracker.usePixels({ track });
  return { tracker, reported, track, off: tracker.listen() };
}

let off = () => undefined as void;
afterEach(() => off());

describe('the tracker and the platform conversions (decision 059)', () => {
  it('never reports a registration or a deposit; its pixel call carries the id the platform computes from the record', () => {
    const t = setup();
    off = t.off;
    events.emit('registered', { customerId: 41, customerName: 'neo', method: 'username', signedIn: true });
    events.emit('deposit-tracked', { customerId: 41, customerName: 'neo', currency: 'PHP', amount: 5, value: 5, revenue: 5, stage: 'paid', first: true, record: 'order-1' });
    expect(t.reported.map((e) => e.name)).toEqual([]);
    const calls = t.track.mock.calls.map(([name, , id]) => [name, id]);
    expect(calls).toEqual([
      ['register', conversionEventId(nodeSha256, 'register', 41, '')],
      ['deposit', conversionEventId(nodeSha256, 'deposit', 41, 'order-1')],
      ['firstDeposit', conversionEventId(nodeSha256, 'firstDeposit', 41, 'order-1')],
    ]);
    expect(calls[0]![1]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('reports a sign-in or a game without the member: the platform takes it from the session', () => {
    const t = setup();
    off = t.off;
    events.emit('game-started', { customerId: 41, customerName: 'neo', gameCode: 'G1', vendor: 'V', trial: false });
    expect(t.reported).toHaveLength(1);
    expect(t.reported[0]).toMatchObject({ name: 'gameLaunch', payload: { gameCode: 'G1' } });
    expect(t.reported[0]!.payload).not.toHaveProperty('customerId');
    expect(t.track.mock.calls[0]![2]).toBe(t.reported[0]!.event_id);
  });
});
