// `npm run push -- send <MERCHANT> (--member NAME | --topic ALL) --title TEXT [--body TEXT] [--link /m/PATH] [--url BASE]`
// `npm run push -- tokens <MERCHANT> <MEMBER> [--url BASE]`
// The operator's push (issue 14, decision 038): a client of /admin/push on a running platform. A send
// prints what the push service did: delivered, removed (gone tokens), failed after the retries.
import { parseArgs } from 'node:util';
import { callAdmin, platformUrl, report, runCli } from './lib/admin-client.ts';

const USAGE = `usage:
  npm run push -- send <MERCHANT> (--member NAME | --topic ALL) --title TEXT [--body TEXT] [--link /m/PATH]
  npm run push -- tokens <MERCHANT> <MEMBER>
  (either with --url http://host:port; default PORTICO_URL or http://127.0.0.1:$PORT)`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      member: { type: 'string' },
      topic: { type: 'string' },
      title: { type: 'string' },
      body: { type: 'string' },
      link: { type: 'string' },
    },
  });
  const [command, merchantCode, member] = positionals;
  const base = platformUrl(values.url);
  if (command === 'tokens' && merchantCode && member) {
    const query = new URLSearchParams({ merchantCode, member });
    return report(await callAdmin(base, 'GET', `/admin/push/tokens?${query}`));
  }
  if (command === 'send' && merchantCode && values.title) {
    const payload = { title: values.title, body: values.body ?? '', ...(values.link ? { url: values.link } : {}) };
    const target = { ...(values.member ? { member: values.member } : {}), ...(values.topic ? { topic: values.topic } : {}) };
    return report(await callAdmin(base, 'POST', '/admin/push/send', { merchantCode, ...target, payload }));
  }
  console.error(USAGE);
  return 2;
}

runCli(main);
