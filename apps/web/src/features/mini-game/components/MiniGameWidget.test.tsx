import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '../../../lib/i18n/react';
import { initEnglish } from '../../../test/i18n-en';
import type { MiniGameVariant } from '../model/variant';

const mount = vi.fn((el: HTMLElement) => {
  el.textContent = 'Lucky spin';
  return () => undefined;
});
vi.mock('../model/load-script', () => ({ loadMiniGame: () => Promise.resolve({ variant: 'v1', mount }) }));
const { default: MiniGameWidget } = await import('./MiniGameWidget');

async function show(variant: MiniGameVariant = 'v1') {
  const i18n = await initEnglish();
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <MiniGameWidget variant={variant} />
      </I18nProvider>,
    );
  });
  return screen.findByRole('button', { name: 'Open the mini-game' });
}

const at = (el: HTMLElement) => ({ x: parseFloat(el.style.left), y: parseFloat(el.style.top) });
const pointer = (el: HTMLElement, type: 'pointerDown' | 'pointerMove' | 'pointerUp', x: number, y: number) =>
  fireEvent[type](el, { clientX: x, clientY: y, pointerId: 1, pointerType: 'touch' });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  Object.assign(window, { innerWidth: 400, innerHeight: 800 });
  HTMLElement.prototype.setPointerCapture = () => undefined;
});
afterEach(() => {
  vi.useRealTimers();
  mount.mockClear();
});

describe('MiniGameWidget', () => {
  it('starts inside the bounds and opens the game on a tap under 2 px', async () => {
    const button = await show();
    expect(at(button)).toEqual({ x: 400 - 24 - 8, y: 480 });
    pointer(button, 'pointerDown', 100, 100);
    pointer(button, 'pointerMove', 101, 101);
    pointer(button, 'pointerUp', 101, 101);
    expect(await screen.findByRole('dialog', { name: 'Mini-game' })).toBeTruthy();
    expect(mount).toHaveBeenCalledOnce();
  });

  it('follows a drag without opening, then rests against the nearer edge, 2 % of the width in', async () => {
    const button = await show();
    pointer(button, 'pointerDown', 300, 500);
    pointer(button, 'pointerMove', 100, 400);
    expect(at(button)).toEqual({ x: 368 - 200, y: 380 });
    // The layout check leaves a widget under a finger where the finger is.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(at(button)).toEqual({ x: 368 - 200, y: 380 });
    pointer(button, 'pointerUp', 100, 400);
    expect(at(button)).toEqual({ x: 8, y: 380 });
    pointer(button, 'pointerDown', 20, 400);
    pointer(button, 'pointerMove', 260, 100);
    pointer(button, 'pointerUp', 260, 100);
    expect(at(button)).toEqual({ x: 368, y: 80 });
    pointer(button, 'pointerDown', 380, 100);
    pointer(button, 'pointerMove', 380, 5000);
    pointer(button, 'pointerUp', 380, 5000);
    expect(at(button)).toEqual({ x: 368, y: 800 - 56 - 8 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not drag in the s1 variant, but a tap still opens it', async () => {
    const button = await show('s1');
    const before = at(button);
    pointer(button, 'pointerDown', 300, 500);
    pointer(button, 'pointerMove', 100, 400);
    pointer(button, 'pointerUp', 100, 400);
    expect(at(button)).toEqual(before);
    pointer(button, 'pointerDown', 300, 500);
    pointer(button, 'pointerUp', 300, 500);
    expect(await screen.findByRole('dialog', { name: 'Mini-game' })).toBeTruthy();
  });

  it('moves with the arrow keys, opens with the keyboard and ignores a second click within 250 ms', async () => {
    const button = await show();
    const before = at(button);
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(at(button)).toEqual({ x: before.x, y: before.y - 16 });
    fireEvent.keyDown(button, { key: 'ArrowLeft' });
    expect(at(button)).toEqual({ x: 8, y: before.y - 16 });
    fireEvent.click(button, { detail: 0 });
    fireEvent.click(button, { detail: 0 });
    expect(await screen.findByRole('dialog', { name: 'Mini-game' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('comes back on screen after the window shrinks (layout check every 250 ms)', async () => {
    const button = await show();
    Object.assign(window, { innerWidth: 300, innerHeight: 300 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(at(button)).toEqual({ x: 300 - 24 - 6, y: 300 - 56 - 6 });
  });
});
