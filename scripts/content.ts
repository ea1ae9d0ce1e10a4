// `npm run content -- <command> …` — the operator's content editor (decision 027), a client of
// /admin/content on a running platform, like `npm run site`:
//   kinds                                     what can be edited, and each kind's fields
//   list   <KIND> <MERCHANT>                  the merchant's items of a kind
//   add    <KIND> <MERCHANT> <JSON|@file>     a new item (all required fields)
//   set    <KIND> <MERCHANT> <ID> <JSON|@file> change some fields of an item
//   remove <KIND> <MERCHANT> <ID>
// Options: --url http://127.0.0.1:8080 (or PORTICO_URL). A refusal prints each wrong field.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { callAdmin, platformUrl, report, runCli, type AdminAnswer } from './lib/admin-client.ts';

const USAGE = `usage: npm run content -- kinds
       npm run content -- list <KIND> <MERCHANT>
       npm run content -- add <KIND> <MERCHANT> '<json>'|@file.json
       npm run content -- set <KIND> <MERCHANT> <ID> '<json>'|@file.json
       npm run content -- remove <KIND> <MERCHANT> <ID>
options: --url http://127.0.0.1:8080`;

function item(arg: string): unknown {
  return JSON.parse(arg.startsWith('@') ? readFileSync(arg.slice(1), 'utf8') : arg) as unknown;
}

function request(base: string, [command, kind, merchant, ...rest]: string[]): Promise<AdminAnswer> | null {
  const k = encodeURIComponent(kind ?? '');
  const m = encodeURIComponent(merchant ?? '');
  if (command === 'kinds') return callAdmin(base, 'GET', '/admin/content');
  if (!kind || !merchant) return null;
  if (command === 'list') return callAdmin(base, 'GET', `/admin/content/${k}?merchantCode=${m}`);
  if (command === 'add' && rest[0]) return callAdmin(base, 'POST', `/admin/content/${k}`, { merchantCode: merchant, item: item(rest[0]) });
  const id = encodeURIComponent(rest[0] ?? '');
  if (command === 'set' && rest[0] && rest[1]) {
    return callAdmin(base, 'PATCH', `/admin/content/${k}/${id}`, { merchantCode: merchant, item: item(rest[1]) });
  }
  if (command === 'remove' && rest[0]) return callAdmin(base, 'DELETE', `/admin/content/${k}/${id}?merchantCode=${m}`);
  return null;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { url: { type: 'string' } } });
  let pending: Promise<AdminAnswer> | null;
  try {
    pending = request(platformUrl(values.url), positionals);
  } catch (err) {
    console.error(`the item is not valid JSON: ${(err as Error).message}`);
    return 2;
  }
  if (!pending) {
    console.error(USAGE);
    return 2;
  }
  return report(await pending);
}

runCli(main);
