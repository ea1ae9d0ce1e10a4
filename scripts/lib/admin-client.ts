// The operator CLIs' one way to call /admin on a running platform (decisions 016, 027). The token comes
// from ADMIN_TOKEN, or — for a platform on this machine started by `npm start` outside production — from
// the data folder's admin-token file; never from the command line (it would land in the shell history).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface AdminAnswer {
  success: boolean;
  errorCode?: string;
  message?: string;
  value?: unknown;
  fieldErrors?: { field: string; message: string }[];
}

export function platformUrl(flag: string | undefined): string {
  return flag ?? process.env.PORTICO_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;
}

export function adminToken(base: string): string | null {
  if (process.env.ADMIN_TOKEN) return process.env.ADMIN_TOKEN;
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(base).hostname);
  const file = path.join(process.env.DATA_DIR ?? '.data', 'admin-token');
  return local && existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/** Calls one admin endpoint; prints a refusal with its field errors and returns null, else the value. */
export async function callAdmin(base: string, method: string, pathAndQuery: string, body?: unknown): Promise<AdminAnswer> {
  const token = adminToken(base);
  if (!token) {
    return { success: false, errorCode: 'cli.no_token', message: 'ADMIN_TOKEN is not set: export the value the platform runs with.' };
  }
  const response = await fetch(`${base}${pathAndQuery}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as AdminAnswer;
}

/** Prints the answer as the CLIs do: the value as JSON, or the refusal and each field error. Returns the exit code. */
export function report(answer: AdminAnswer): number {
  if (answer.success) {
    console.log(JSON.stringify(answer.value, null, 2));
    return 0;
  }
  console.error(`refused: ${answer.errorCode ?? ''} ${answer.message ?? ''}`.trim());
  for (const fe of answer.fieldErrors ?? []) console.error(`  ${fe.field}: ${fe.message}`);
  return 1;
}

/** Runs a CLI's main and turns a network failure into one readable line. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => (process.exitCode = code),
    (err: unknown) => {
      console.error(`cannot reach the platform: ${(err as Error).message}`);
      process.exitCode = 1;
    },
  );
}
