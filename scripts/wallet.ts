// `npm run wallet -- pending <MERCHANT> | pay <MERCHANT> <ID> | reject <MERCHANT> <ID> [--url BASE]`
// The operator's side of withdrawals (issue 12, decision 031): a client of /admin/wallet/withdrawals
// on a running platform. Paying takes the held amount out of the wallet; rejecting returns it.
import { parseArgs } from 'node:util';
import { callAdmin, platformUrl, report, runCli } from './lib/admin-client.ts';
import { walletCall, WALLET_USAGE } from './lib/wallet-args.ts';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { url: { type: 'string' } } });
  const call = walletCall(positionals);
  if (!call) {
    console.error(WALLET_USAGE);
    return 2;
  }
  return report(await callAdmin(platformUrl(values.url), call.method, call.path, call.body));
}

runCli(main);
