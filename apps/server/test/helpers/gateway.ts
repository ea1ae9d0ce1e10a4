import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  headers: IncomingMessage['headers'];
  raw: string;
  json: { to: string; body: string; merchantCode: string; id: string };
}

/**
 * A real HTTP server standing in for an SMS gateway: records what it receives and answers with
 * `respond` (200 by default; a test swaps it to fail, redirect or hang).
 */
export async function startGateway() {
  const received: ReceivedSms[] = [];
  const state = {
    respond: (res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    },
  };
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, raw, json: JSON.parse(raw) as ReceivedSms['json'] });
      state.respond(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
