import { describe, expect, it } from 'vitest';
import { chatShownOn } from './chat-placement';

describe('where the chat button floats (decision 039)', () => {
  it('on the home pages and member pages', () => {
    for (const path of ['/', '/home', '/index.html', '/member/home', '/voucherCenter', '/withdraw']) expect(chatShownOn(path), path).toBe(true);
  });
  it('not on sign-in, registration, a forced password change, a game launch or a public game page', () => {
    for (const path of ['/login', '/register', '/changePsw', '/launchGame', '/game/trial', '/nowhere']) expect(chatShownOn(path), path).toBe(false);
  });
});
