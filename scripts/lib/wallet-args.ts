// The argument handling of `npm run wallet` (scripts/wallet.ts), apart so a test can check it without a platform.

export const WALLET_USAGE =
  'usage: npm run wallet -- pending <MERCHANT> | pay <MERCHANT> <WITHDRAWAL_ID> | reject <MERCHANT> <WITHDRAWAL_ID> [--url http://127.0.0.1:8080]';

export interface AdminCall {
  method: 'GET' | 'POST';
  path: string;
  body?: { merchantCode: string };
}

/** The admin call a command line asks for, or null when it is not one of the three forms. */
export function walletCall(positionals: readonly string[]): AdminCall | null {
  const [action, merchant, id, ...rest] = positionals;
  if (!merchant || rest.length > 0) return null;
  const merchantCode = merchant.toUpperCase();
  if (action === 'pending' && id === undefined) {
    return { method: 'GET', path: `/admin/wallet/withdrawals?merchantCode=${encodeURIComponent(merchantCode)}&status=pending` };
  }
  if ((action === 'pay' || action === 'reject') && id) {
    return { method: 'POST', path: `/admin/wallet/withdrawals/${encodeURIComponent(id)}/${action}`, body: { merchantCode } };
  }
  return null;
}
