import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { stdoutLog } from './http/log-stream.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(`Portico is running at http://${config.HOST}:${port}/m/`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep a deploy waiting forever.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    // close() stops accepting, drains in-flight requests, then runs onClose hooks (the database last).
    // The log's last lines (the shutdown's own among them) reach stdout before the process ends.
    app.close().then(
      () => stdoutLog().drained().then(() => process.exit(0)),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
