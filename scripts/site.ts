// `npm run site -- <on|off|file|show> <MERCHANT> [--end ISO] [--title T] [--desc D] [--url BASE]`
// The operator's maintenance switch (decision 016): a client of PUT/GET /admin/site-status on a
// running platform, so it works on PGlite (one process owns the folder) and on PostgreSQL alike,
// and every instance sees the switch on its next status call.
import { parseArgs } from 'node:util';
import { callAdmin, platformUrl, report, runCli } from './lib/admin-client.ts';

const USAGE = 'usage: npm run site -- <on|off|file|show> <MERCHANT> [--end 2030-01-01T10:00:00Z] [--title T] [--desc D] [--url http://127.0.0.1:8080]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { end: { type: 'string' }, title: { type: 'string' }, desc: { type: 'string' }, url: { type: 'string' } },
  });
  const [action, merchantCode] = positionals;
  if (!action || !merchantCode || !['on', 'off', 'file', 'show'].includes(action)) {
    console.error(USAGE);
    return 2;
  }
  const base = platformUrl(values.url);
  const answer =
    action === 'show'
      ? await callAdmin(base, 'GET', `/admin/site-status?merchantCode=${encodeURIComponent(merchantCode)}`)
      : await callAdmin(base, 'PUT', '/admin/site-status', {
          merchantCode,
          maintenance: action,
          end: values.end,
          title: values.title,
          desc: values.desc,
        });
  return report(answer);
}

runCli(main);
