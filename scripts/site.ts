// `npm run site -- <on|off|file|show> <MERCHANT> [--end ISO] [--title T] [--desc D] [--url BASE]`
// The operator's maintenance switch (decision 016): a client of PUT/GET /admin/site-status on a
// running platform, so it works on PGlite (one process owns the folder) and on PostgreSQL alike,
// and every instance sees the switch on its next status call. The token comes from ADMIN_TOKEN in
// the environment, never from the command line (it would land in the shell history).
import { parseArgs } from 'node:util';

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
  const token = process.env.ADMIN_TOKEN;
  if (!token) {
    console.error('ADMIN_TOKEN is not set: export the same value the platform runs with.');
    return 2;
  }
  const base = values.url ?? process.env.PORTICO_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const response =
    action === 'show'
      ? await fetch(`${base}/admin/site-status?merchantCode=${encodeURIComponent(merchantCode)}`, { headers })
      : await fetch(`${base}/admin/site-status`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ merchantCode, maintenance: action, end: values.end, title: values.title, desc: values.desc }),
        });
  const answer = (await response.json()) as { success: boolean; errorCode?: string; message?: string; value?: unknown; fieldErrors?: unknown };
  if (!answer.success) {
    console.error(`refused (${response.status}): ${answer.errorCode ?? ''} ${answer.message ?? ''}`, answer.fieldErrors ?? '');
    return 1;
  }
  console.log(JSON.stringify(answer.value, null, 2));
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    console.error(`cannot reach the platform: ${(err as Error).message}`);
    process.exitCode = 1;
  },
);
