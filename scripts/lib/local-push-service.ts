// Used by the platform tests (apps/server/test/push) and the e2e (apps/web/e2e/support/push.ts): one local push service.
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

/**
 * A local RFC 8030 push service (the web-push-testing package) on a free port, in this process. It
 * checks the VAPID signature, decrypts what it receives (RFC 8291) and keeps the plain text per
 * subscription, so a test can compare what arrived with what was sent.
 */
export interface LocalPushService {
  url: string;
  /** A PushSubscription's JSON for `applicationServerKey`, as a browser would hand it out. */
  subscribe(applicationServerKey: string): Promise<{ endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }>;
  /** The decrypted payloads received for a subscription. */
  messages(clientHash: string): Promise<string[]>;
  /** The subscription expires: further sends answer 410. */
  expire(clientHash: string): Promise<void>;
  close(): Promise<void>;
}

interface Listening {
  _server: import('node:http').Server;
  setRequestHandlers(): void;
  _app: { listen(port: number, host: string, cb: () => void): import('node:http').Server };
}

const require = createRequire(import.meta.url);

export async function startLocalPushService(): Promise<LocalPushService> {
  const Server = require('web-push-testing/src/server.js') as new (model: unknown, port: number) => Listening;
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => { notifyUrl: string } };
  const model = new PushApiModel();
  const server = new Server(model, 0);
  // Its own startServer() exits the process on an error and needs a fixed port: listen here instead.
  await new Promise<void>((resolve) => {
    server._server = server._app.listen(0, '127.0.0.1', resolve);
  });
  server.setRequestHandlers();
  const url = `http://127.0.0.1:${(server._server.address() as AddressInfo).port}`;
  model.notifyUrl = `${url}/notify/`;
  const post = async (path: string, body?: unknown) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
  return {
    url,
    async subscribe(applicationServerKey) {
      const res = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      return ((await res.json()) as { data: Awaited<ReturnType<LocalPushService['subscribe']>> }).data;
    },
    async messages(clientHash) {
      const res = await post('/get-notifications', { clientHash });
      return res.ok ? ((await res.json()) as { data: { messages: string[] } }).data.messages : [];
    },
    async expire(clientHash) {
      await post(`/expire-subscription/${clientHash}`);
    },
    close: () => new Promise<void>((resolve) => server._server.close(() => resolve())),
  };
}
