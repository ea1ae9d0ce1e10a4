import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './emitter.ts';

interface TestEvents {
  greeted: { name: string };
  ticked: number;
  closed: void;
}

describe('the typed emitter', () => {
  it('hands each subscriber the payload, in subscription order, until it unsubscribes', () => {
    const bus = createEmitter<TestEvents>();
    const seen: string[] = [];
    const offA = bus.on('greeted', ({ name }) => seen.push(`a:${name}`));
    bus.on('greeted', ({ name }) => seen.push(`b:${name}`));
    bus.emit('greeted', { name: 'ann' });
    offA();
    offA();
    bus.emit('greeted', { name: 'bo' });
    expect(seen).toEqual(['a:ann', 'b:ann', 'b:bo']);
  });

  it('keeps events apart, and takes no payload for a void event', () => {
    const bus = createEmitter<TestEvents>();
    const ticks = vi.fn();
    const closes = vi.fn();
    bus.on('ticked', ticks);
    bus.on('closed', closes);
    bus.emit('ticked', 3);
    bus.emit('closed');
    expect(ticks).toHaveBeenCalledExactlyOnceWith(3);
    expect(closes).toHaveBeenCalledOnce();
    // @ts-expect-error a payload of the wrong type does not compile
    bus.emit('ticked', 'three');
    // @ts-expect-error nor does an event that is not in the map
    bus.on('unknown', () => undefined);
  });

  it('runs a once handler for the next emit only, and it can be cancelled before', () => {
    const bus = createEmitter<TestEvents>();
    const first = vi.fn();
    const cancelled = vi.fn();
    bus.once('ticked', first);
    const cancel = bus.once('ticked', cancelled);
    cancel();
    bus.emit('ticked', 1);
    bus.emit('ticked', 2);
    expect(first).toHaveBeenCalledExactlyOnceWith(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('isolates a throwing handler: the others still run, the emitter does not throw, the error is reported', () => {
    const errors: unknown[] = [];
    const bus = createEmitter<TestEvents>({ onError: (error, type) => errors.push([type, error]) });
    const after = vi.fn();
    const boom = new Error('boom');
    bus.on('ticked', () => {
      throw boom;
    });
    bus.on('ticked', after);
    expect(() => bus.emit('ticked', 1)).not.toThrow();
    expect(after).toHaveBeenCalledWith(1);
    expect(errors).toEqual([['ticked', boom]]);
  });

  it('counts the same function subscribed twice as two subscriptions, each removed by its own call', () => {
    const bus = createEmitter<TestEvents>();
    const handler = vi.fn();
    const offOne = bus.on('ticked', handler);
    bus.on('ticked', handler);
    offOne();
    bus.emit('ticked', 5);
    expect(handler).toHaveBeenCalledOnce();
  });

  it('lets a handler unsubscribe another during an emit without skipping it this time', () => {
    const bus = createEmitter<TestEvents>();
    const second = vi.fn();
    let offSecond = () => {};
    bus.on('ticked', () => offSecond());
    offSecond = bus.on('ticked', second);
    bus.emit('ticked', 1);
    bus.emit('ticked', 2);
    expect(second).toHaveBeenCalledExactlyOnceWith(1);
  });
});
