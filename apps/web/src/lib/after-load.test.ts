import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoad } from './after-load';

const setReadyState = (state: DocumentReadyState) => Object.defineProperty(document, 'readyState', { value: state, configurable: true });

describe('afterLoad', () => {
  afterEach(() => setReadyState('complete'));

  it('runs at once on a page that has loaded, and its cancel reaches what the work returned', () => {
    const stop = vi.fn();
    const work = vi.fn(() => stop);
    const cancel = afterLoad(work);
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event on a page still loading', () => {
    setReadyState('loading');
    const work = vi.fn();
    afterLoad(work);
    expect(work).not.toHaveBeenCalled();
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    expect(work).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the load, never runs', () => {
    setReadyState('loading');
    const work = vi.fn();
    afterLoad(work)();
    window.dispatchEvent(new Event('load'));
    expect(work).not.toHaveBeenCalled();
  });
});
