// `npm run chat -- conversations | read <ID> | reply <ID> <text…> [--merchant DEMO] [--url BASE]`
// The local chat's operator side (issue 14, decision 039): a client of /admin/chat on a running
// platform. An agent lists the conversations, reads one and replies; the member's badge counts the reply.
import { parseArgs } from 'node:util';
import { callAdmin, platformUrl, report, runCli } from './lib/admin-client.ts';
import { CHAT_USAGE, chatCall } from './lib/chat-args.ts';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { url: { type: 'string' }, merchant: { type: 'string', default: 'DEMO' } },
  });
  const call = chatCall(positionals, values.merchant);
  if (!call) {
    console.error(CHAT_USAGE);
    return 2;
  }
  return report(await callAdmin(platformUrl(values.url), call.method, call.path, call.body));
}

runCli(main);
