import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { requestLogger } from '../../src/http/request-logger.ts';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../helpers/app.ts';

function captured(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const child = vi.spyOn(logger, 'child');
  return { lines, logger: logger as unknown as FastifyBaseLogger, child };
}

describe("a request's logger (decision 049)", () => {
  it('makes no child while nothing is written at an enabled level', () => {
    const { lines, logger, child } = captured('info');
    const log = requestLogger(logger, { reqId: 'r-1' }, {});
    log.debug({ detail: 1 }, 'not at info');
    log.trace('nor this');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('info');
  });

  it("writes an enabled line through pino's child, bound to the request id, and keeps that child", () => {
    const { lines, logger, child } = captured('info');
    const log = requestLogger(logger, { reqId: 'r-2' }, {});
    log.warn({ what: 'first' }, 'one');
    log.error('two');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { level: 40, reqId: 'r-2', what: 'first', msg: 'one' },
      { level: 50, reqId: 'r-2', msg: 'two' },
    ]);
  });

  it("takes a level of its own, and a route's own level or serializers make pino's child at once", () => {
    const { lines, logger, child } = captured('info');
    const lazy = requestLogger(logger, { reqId: 'r-3' }, {});
    lazy.level = 'debug';
    lazy.debug('now written');
    expect(lines).toMatchObject([{ level: 20, reqId: 'r-3', msg: 'now written' }]);
    child.mockClear();
    requestLogger(logger, { reqId: 'r-4' }, { level: 'warn' });
    expect(child).toHaveBeenCalledWith({ reqId: 'r-4' }, { level: 'warn' });
  });

  it("in the app, a route's own line carries its request's id, and the request leaves one line", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = await buildApp(testConfig({ LOG_LEVEL: 'debug', SEED_DEMO: 'false' }), {
      stream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/wps/system/status', headers: { 'x-request-id': 'status-check-1' } });
      expect(res.statusCode).toBe(200);
      const mine = lines.filter((line) => line.reqId === 'status-check-1');
      expect(mine.map((line) => line.msg)).toEqual(['site status', 'request']);
      expect(mine[1]).toMatchObject({ level: 30, req: { method: 'GET', url: '/wps/system/status' }, res: { statusCode: 200 } });
    } finally {
      await app.close();
    }
  });
});
