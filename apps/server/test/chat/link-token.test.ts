import { describe, expect, it } from 'vitest';
import { CHAT_LINK_TTL_SECONDS, signChatLink, verifyChatLink } from '../../src/chat/link-token.ts';

const claims = { merchantCode: 'DEMO', memberId: 7, username: 'player1', language: 'EN', title: 'Help', backUrl: 'https://x.test/m/home', headerColor: '#000000' };

describe('the local chat link token', () => {
  it('carries the member until it expires', () => {
    const now = Date.UTC(2026, 0, 1);
    const token = signChatLink('k'.repeat(32), claims, now);
    expect(verifyChatLink('k'.repeat(32), token, now + 1000)).toMatchObject({ claims });
    expect(verifyChatLink('k'.repeat(32), token, now + CHAT_LINK_TTL_SECONDS * 1000)).toEqual({ refused: 'expired' });
  });

  it('refuses another key, a changed payload and garbage', () => {
    const token = signChatLink('k'.repeat(32), claims);
    expect(verifyChatLink('j'.repeat(32), token)).toEqual({ refused: 'invalid' });
    const [payload, mac] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), memberId: 8 })).toString('base64url');
    expect(verifyChatLink('k'.repeat(32), `${changed}.${mac}`)).toEqual({ refused: 'invalid' });
    for (const junk of ['', 'a', 'a.b.c', '.', `${payload}.`]) expect(verifyChatLink('k'.repeat(32), junk)).toEqual({ refused: 'invalid' });
  });
});
