import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackingEvent } from '@portico/contract/tracking';
import { createReportQueue, type ReportBatch } from './report-queue';

const SESSION = '0b7e4a52-5d0e-4b8a-9f7e-2a1c3d4e5f60';
const event = (i: number): TrackingEvent => ({ event_id: `id-${i}`, name: 'visit', payload: {}, time: 1, page: '/m/home', attribution: {} });
const idsOf = (batch: ReportBatch) => (JSON.parse(batch.events) as TrackingEvent[]).map((e) => e.event_id);

describe('the event report queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function queue(send: (b: ReportBatch) => Promise<unknown>, beacon: (b: ReportBatch) => boolean = () => true) {
    return createReportQueue({ send, beacon, session: SESSION, delayMs: 1000, retryMs: 3000 });
  }

  it('sends a burst as one request after a moment, as a JSON string with the session', async () => {
    const send = vi.fn(() => Promise.resolve());
    const q = queue(send);
    q.add(event(1));
    q.add(event(2));
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(1);
    const [batch] = send.mock.calls[0] as unknown as [ReportBatch];
    expect(idsOf(batch)).toEqual(['id-1', 'id-2']);
    expect(batch.session).toBe(SESSION);
  });

  it('sends at once when a batch is full (50 events)', () => {
    const send = vi.fn(() => Promise.resolve());
    const q = queue(send);
    for (let i = 0; i < 50; i++) q.add(event(i));
    expect(send).toHaveBeenCalledTimes(1);
    expect(q.size).toBe(0);
  });

  it('retries a failed request once, with the same events, then gives up', async () => {
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    const q = queue(send);
    q.add(event(1));
    q.flush();
    await vi.advanceTimersByTimeAsync(3000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(idsOf((send.mock.calls[1] as unknown as [ReportBatch])[0])).toEqual(['id-1']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('hands what waits to sendBeacon when the page is hidden, and to fetch when the beacon is refused', () => {
    const send = vi.fn(() => Promise.resolve());
    const beacon = vi.fn(() => true);
    const q = queue(send, beacon);
    q.add(event(1));
    q.flushByBeacon();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
    const refused = queue(send, () => false);
    refused.add(event(2));
    refused.flushByBeacon();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
