import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_AFTER_LOAD_MS, deviceFrameUrl, exchangeDeviceId } from './device-frame';

const CDN = 'https://cdn.example.com/demo';
const ID = '123e4567-e89b-42d3-a456-426614174000';

afterEach(() => vi.useRealTimers());

function frameWindow(): Window {
  const frame = document.querySelector('iframe');
  if (!frame?.contentWindow) throw new Error('no frame');
  return frame.contentWindow;
}

describe('deviceFrameUrl', () => {
  it("is device.html at the CDN origin's root, http(s) only", () => {
    expect(deviceFrameUrl(CDN)).toBe('https://cdn.example.com/device.html');
    expect(deviceFrameUrl('http://localhost:4350')).toBe('http://localhost:4350/device.html');
    expect(deviceFrameUrl('javascript:alert(1)')).toBeNull();
    expect(deviceFrameUrl('')).toBeNull();
  });
});

describe('exchangeDeviceId', () => {
  it('loads a hidden frame from the CDN and takes the id it answers from the CDN origin', async () => {
    const answer = exchangeDeviceId(CDN, 'a'.repeat(36));
    const frame = document.querySelector('iframe');
    expect(frame?.src).toBe('https://cdn.example.com/device.html');
    expect(frame?.hidden).toBe(true);
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://cdn.example.com', source: frameWindow(), data: { type: 'DEVICE_ID', id: ID } }));
    await expect(answer).resolves.toBe(ID);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('ignores answers from another origin, another window, another type or a bad id, then gives up', async () => {
    vi.useFakeTimers();
    const answer = exchangeDeviceId(CDN, 'a'.repeat(36), 3000);
    const source = frameWindow();
    const send = (init: MessageEventInit) => window.dispatchEvent(new MessageEvent('message', init));
    send({ origin: 'https://evil.example.com', source, data: { type: 'DEVICE_ID', id: ID } });
    send({ origin: 'https://cdn.example.com', source: window, data: { type: 'DEVICE_ID', id: ID } });
    send({ origin: 'https://cdn.example.com', source, data: { type: 'OTHER', id: ID } });
    send({ origin: 'https://cdn.example.com', source, data: { type: 'DEVICE_ID', id: 'short' } });
    vi.advanceTimersByTime(3000);
    await expect(answer).resolves.toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('gives up soon after the frame loaded without answering (an error page, a CDN without device.html), not at the time-out', async () => {
    vi.useFakeTimers();
    const answer = exchangeDeviceId(CDN, 'a'.repeat(36), 3000);
    document.querySelector('iframe')?.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(ANSWER_AFTER_LOAD_MS);
    await expect(answer).resolves.toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('answers null at once without a usable CDN', async () => {
    await expect(exchangeDeviceId('not a url', ID)).resolves.toBeNull();
  });
});
