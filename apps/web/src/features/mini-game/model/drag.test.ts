import { describe, expect, it } from 'vitest';
import { clampToViewport, clickGate, isTap, moveByKey, snapToEdge } from './drag';
import { isDraggable, miniGameVariant, scriptUrl } from './variant';

describe('tap versus drag', () => {
  it('counts a movement under 2 px as a tap', () => {
    expect(isTap({ x: 10, y: 10 }, { x: 11, y: 11 })).toBe(true);
    expect(isTap({ x: 10, y: 10 }, { x: 12, y: 10 })).toBe(false);
  });
});

describe('bounds', () => {
  const widget = { width: 56, height: 56 };
  const phone = { width: 400, height: 800 };
  it('keeps 2 % of the window width from every edge', () => {
    expect(clampToViewport({ x: -50, y: -50 }, widget, phone)).toEqual({ x: 8, y: 8 });
    expect(clampToViewport({ x: 999, y: 999 }, widget, phone)).toEqual({ x: 400 - 56 - 8, y: 800 - 56 - 8 });
    expect(clampToViewport({ x: 100, y: 300 }, widget, phone)).toEqual({ x: 100, y: 300 });
  });
  it('brings the widget back on screen after a rotation', () => {
    const before = { x: 330, y: 700 };
    const landscape = { width: 800, height: 400 };
    expect(clampToViewport(before, widget, landscape)).toEqual({ x: 330, y: 400 - 56 - 16 });
  });
  it('moves along the edge with up and down, to an edge with left and right, and ignores other keys', () => {
    expect(moveByKey('ArrowLeft', { x: 100, y: 100 })).toEqual({ x: -Infinity, y: 100 });
    expect(moveByKey('ArrowRight', { x: 100, y: 100 })).toEqual({ x: Infinity, y: 100 });
    expect(moveByKey('ArrowDown', { x: 100, y: 100 })).toEqual({ x: 100, y: 116 });
    expect(moveByKey('Enter', { x: 100, y: 100 })).toBeNull();
  });
  it('rests against the nearer side edge, inside the band below what is fixed at the top', () => {
    const tab = { width: 24, height: 56 };
    const band = { width: 400, height: 700, top: 56 };
    expect(snapToEdge({ x: 187, y: 300 }, tab, band)).toEqual({ x: 8, y: 300 });
    expect(snapToEdge({ x: 189, y: 300 }, tab, band)).toEqual({ x: 368, y: 300 });
    expect(snapToEdge({ x: 189, y: 0 }, tab, band)).toEqual({ x: 368, y: 64 });
    expect(snapToEdge({ x: 0, y: 9999 }, tab, band)).toEqual({ x: 8, y: 700 - 56 - 8 });
  });
});

describe('click debounce', () => {
  it('accepts one click per 250 ms', () => {
    let now = 1000;
    const gate = clickGate(() => now);
    expect(gate()).toBe(true);
    now += 249;
    expect(gate()).toBe(false);
    now += 1;
    expect(gate()).toBe(true);
  });
});

describe('variant choice', () => {
  it('maps the whitelabel flags to v1, s1 or off', () => {
    expect(miniGameVariant({ LOTTMINIGAME3: true })).toBe('v1');
    expect(miniGameVariant({ SEALOTTMINIGAME3: true })).toBe('s1');
    expect(miniGameVariant({ LOTTMINIGAME3: true, SEALOTTMINIGAME3: true })).toBe('v1');
    expect(miniGameVariant({ LOTTMINIGAME3: false, SEALOTTMINIGAME3: false })).toBeNull();
    expect(isDraggable('v1')).toBe(true);
    expect(isDraggable('s1')).toBe(false);
    expect(scriptUrl('s1', 1700000000000)).toBe('/mini-game/s1/minigame.js?_t=1700000000000');
  });
});
