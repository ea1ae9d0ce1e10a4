import { describe, expect, it, vi } from 'vitest';
import { csKeyFor, decodeCsPath, encodeCsPath } from '@portico/contract/domains';
import { customerServiceUrl, entriesForLabel, openCustomerService } from './customer-service';

describe('customer-service path codec', () => {
  it('round-trips URLs, including non-ASCII text, and the last 8 characters are the key', () => {
    for (const url of ['https://chat.example.com/demo', 'https://cs.example.com/?q=é&名=1', 'http://a.b/c']) {
      const encoded = encodeCsPath(url);
      expect(encoded).not.toContain(url);
      expect(encoded.slice(-8)).toBe(csKeyFor(url));
      expect(decodeCsPath(encoded)).toBe(url);
    }
  });

  it('decodes with any key of the alphabet (the key travels with the text)', () => {
    const encoded = encodeCsPath('https://chat.example.com/x', 'Zz09Zz09');
    expect(encoded.endsWith('Zz09Zz09')).toBe(true);
    expect(decodeCsPath(encoded)).toBe('https://chat.example.com/x');
  });

  it('answers null for text that is not an encoding', () => {
    for (const raw of ['', 'short', 'https://chat.example.com/plain', '!!!!!!!!ABCDEFGH', 'AAAAABCDEFGH']) {
      expect(decodeCsPath(raw), raw).toBeNull();
    }
  });

  it('refuses a bad key when encoding', () => {
    expect(() => encodeCsPath('https://x.y', 'short')).toThrow();
    expect(() => encodeCsPath('https://x.y', 'abc$efgh')).toThrow();
  });
});

describe('customerServiceUrl', () => {
  it('decodes an encoded path, and falls back to the raw path when decoding fails (doc E §8)', () => {
    expect(customerServiceUrl(encodeCsPath('https://chat.example.com/demo'))).toBe('https://chat.example.com/demo');
    expect(customerServiceUrl('https://raw.example.com/chat')).toBe('https://raw.example.com/chat');
  });

  it('opens only http(s) URLs', () => {
    expect(customerServiceUrl(encodeCsPath('javascript:alert(1)'))).toBeNull();
    expect(customerServiceUrl('javascript:alert(1)')).toBeNull();
    expect(customerServiceUrl(encodeCsPath('data:text/html,hi'))).toBeNull();
    expect(customerServiceUrl('not a url')).toBeNull();
  });
});

describe('openCustomerService', () => {
  it('opens a new tab with noopener, and nothing for an unsafe path', () => {
    const open = vi.fn();
    expect(openCustomerService({ title: 'Chat', path: encodeCsPath('https://chat.example.com/demo') }, open)).toBe(true);
    expect(open).toHaveBeenCalledWith('https://chat.example.com/demo', '_blank', 'noopener,noreferrer');
    open.mockClear();
    expect(openCustomerService({ title: 'Bad', path: 'javascript:alert(1)' }, open)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});

const general = { id: 1, labelIds: [] as number[] };
const vip = { id: 2, labelIds: [3, 4] };

describe('customer-service entries by VIP label (doc E §4)', () => {
  it('gives a member with a matching label the entries tagged with it', () => {
    expect(entriesForLabel([general, vip], 3)).toEqual([vip]);
  });
  it('gives the general entries to a visitor, a member without a label, or with a label no entry has', () => {
    expect(entriesForLabel([general, vip], null)).toEqual([general]);
    expect(entriesForLabel([general, vip], 2)).toEqual([general]);
  });
});
