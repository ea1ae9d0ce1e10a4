// `npm run tracking -- funnel <MERCHANT> … | affiliates list|add|activate|deactivate|remove …` (decision 040):
// the operator's funnel report and affiliate book, a client of /admin on a running platform.
import { parseArgs } from 'node:util';
import { callAdmin, platformUrl, report, runCli } from './lib/admin-client.ts';
import { trackingCall, TRACKING_USAGE } from './lib/tracking-args.ts';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      affiliate: { type: 'string' },
      utm: { type: 'string' },
      referral: { type: 'string' },
      domain: { type: 'string' },
    },
  });
  const call = trackingCall(positionals, values);
  if (!call) {
    console.error(TRACKING_USAGE);
    return 2;
  }
  return report(await callAdmin(platformUrl(values.url), call.method, call.path, call.body));
}

runCli(main);
