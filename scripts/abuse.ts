// `npm run abuse -- flagged <MERCHANT> | clear <MERCHANT> <MEMBER_ID> [--url BASE]`
// The operator's side of accounts flagged at registration (decision 041): a client of
// /admin/abuse/flagged on a running platform. Clearing lets the member's withdrawals be paid and
// bonuses be redeemed again.
import { parseArgs } from 'node:util';
import { callAdmin, platformUrl, report, runCli } from './lib/admin-client.ts';

const USAGE = 'usage: npm run abuse -- flagged <MERCHANT> | clear <MERCHANT> <MEMBER_ID> [--url http://127.0.0.1:8080]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { url: { type: 'string' } } });
  const [action, merchant, memberId, ...rest] = positionals;
  const merchantCode = merchant?.toUpperCase();
  const url = platformUrl(values.url);
  if (action === 'flagged' && merchantCode && memberId === undefined && rest.length === 0) {
    return report(await callAdmin(url, 'GET', `/admin/abuse/flagged?merchantCode=${encodeURIComponent(merchantCode)}`));
  }
  if (action === 'clear' && merchantCode && memberId && /^\d+$/.test(memberId) && rest.length === 0) {
    return report(await callAdmin(url, 'POST', `/admin/abuse/flagged/${memberId}/clear`, { merchantCode }));
  }
  console.error(USAGE);
  return 2;
}

runCli(main);
