import { describe, expect, it } from 'vitest';
import { walletCall } from '../lib/wallet-args.ts';

describe('npm run wallet arguments', () => {
  it('lists pending withdrawals of a merchant', () => {
    expect(walletCall(['pending', 'demo'])).toEqual({ method: 'GET', path: '/admin/wallet/withdrawals?merchantCode=DEMO&status=pending' });
  });

  it('pays or rejects one withdrawal of a merchant', () => {
    expect(walletCall(['pay', 'BRL', 'a1b2'])).toEqual({ method: 'POST', path: '/admin/wallet/withdrawals/a1b2/pay', body: { merchantCode: 'BRL' } });
    expect(walletCall(['reject', 'DEMO', 'x/y'])).toEqual({ method: 'POST', path: '/admin/wallet/withdrawals/x%2Fy/reject', body: { merchantCode: 'DEMO' } });
  });

  it('refuses anything else (the usage line is printed)', () => {
    for (const args of [[], ['pending'], ['pay', 'DEMO'], ['pending', 'DEMO', 'extra'], ['refund', 'DEMO', 'id'], ['pay', 'DEMO', 'id', 'more']]) {
      expect(walletCall(args), args.join(' ')).toBeNull();
    }
  });
});
