import { describe, expect, it } from 'vitest';
import { chatCall } from '../lib/chat-args.ts';

describe('npm run chat arguments', () => {
  it('lists and reads conversations of a merchant (DEMO unless --merchant says otherwise)', () => {
    expect(chatCall(['conversations'], 'DEMO')).toEqual({ method: 'GET', path: '/admin/chat/conversations?merchantCode=DEMO' });
    expect(chatCall(['read', '12'], 'brl')).toEqual({ method: 'GET', path: '/admin/chat/conversations/12?merchantCode=BRL' });
  });

  it('replies with every word after the id as the text', () => {
    expect(chatCall(['reply', '7', 'We', 'are', 'checking.'], 'DEMO')).toEqual({
      method: 'POST',
      path: '/admin/chat/conversations/7/reply',
      body: { merchantCode: 'DEMO', text: 'We are checking.' },
    });
  });

  it('refuses anything else (the usage line is printed)', () => {
    for (const args of [[], ['conversations', 'x'], ['read'], ['read', 'abc'], ['read', '1', 'x'], ['reply', '1'], ['reply', '../1', 'hi'], ['close', '1']]) {
      expect(chatCall(args, 'DEMO'), args.join(' ')).toBeNull();
    }
  });
});
