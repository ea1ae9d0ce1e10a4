// `npm run dev`: the platform (PGlite in ./.data, port 8080) and Vite's dev server, which
// serves the app with hot reload and proxies /wps to the platform (apps/web/vite.config.ts).
// Ctrl-C stops both; if either exits, the other is stopped too.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PLATFORM_PORT = process.env.PORT ?? '8080';

console.log('dev: DEV_ROUTES=true (the outbox, test members, the local identity provider and /wps/docs are on)');
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: PLATFORM_PORT, NODE_ENV: 'development', DEV_ROUTES: 'true' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@portico/web'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORTICO_API: `http://127.0.0.1:${PLATFORM_PORT}` },
  }),
];

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
