import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldIfPrompt, yieldToBrowser } from './yield-to-browser';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToBrowser', () => {
  it('continues in a later task, after work already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToBrowser();
    order.push('after the yield');
    expect(order).toEqual(['queued task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield when there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});

describe('yieldIfPrompt', () => {
  it("yields with the browser's scheduler.yield when there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldIfPrompt();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });

  it('carries on in the same task where there is none (no timeout to queue behind)', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldIfPrompt();
    order.push('after');
    expect(order).toEqual(['after']);
  });
});
