import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { BatchedLog } from '../../src/http/log-stream.ts';

/** A stdout stand-in: what was written, write by write, and how much it holds unwritten. */
class Out extends EventEmitter {
  writes: string[] = [];
  writableLength = 0;
  write(chunk: string): boolean {
    this.writes.push(chunk);
    return true;
  }
}

/** A batch whose turns end when the test says so. */
function batch(maxUnwrittenBytes?: number) {
  const out = new Out();
  const turns: Array<() => void> = [];
  const log = new BatchedLog(out, { maxUnwrittenBytes, schedule: (flush) => turns.push(flush) });
  const endTurn = () => turns.splice(0).forEach((flush) => flush());
  return { out, log, endTurn };
}

describe('the batched log (decision 049)', () => {
  it("writes a turn's lines in one write, in order, and the next turn's in another", () => {
    const { out, log, endTurn } = batch();
    log.write('{"n":1}\n');
    log.write('{"n":2}\n');
    expect(out.writes).toEqual([]);
    endTurn();
    log.write('{"n":3}\n');
    endTurn();
    expect(out.writes).toEqual(['{"n":1}\n{"n":2}\n', '{"n":3}\n']);
  });

  it('really batches with the default schedule: the lines of one turn arrive together after it', async () => {
    const out = new Out();
    const log = new BatchedLog(out);
    log.write('a\n');
    log.write('b\n');
    expect(out.writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.writes).toEqual(['a\nb\n']);
  });

  it('drops a turn while stdout holds too much unwritten, then says how many lines it lost', () => {
    const { out, log, endTurn } = batch(1_000);
    out.writableLength = 1_001;
    log.write('lost 1\n');
    log.write('lost 2\n');
    endTurn();
    log.write('lost 3\n');
    endTurn();
    expect(out.writes).toEqual([]);
    out.writableLength = 0;
    log.write('kept\n');
    endTurn();
    expect(out.writes).toHaveLength(1);
    const [kept, report, end] = out.writes[0]!.split('\n');
    expect(kept).toBe('kept');
    expect(JSON.parse(report!)).toMatchObject({ level: 40, dropped: 3, pid: process.pid, msg: expect.stringMatching(/dropped/) });
    expect(end).toBe('');
  });

  it("flush writes the turn's lines at once (pino's flush)", () => {
    const { out, log } = batch();
    log.write('now\n');
    let called = false;
    log.flush(() => (called = true));
    expect(out.writes).toEqual(['now\n']);
    expect(called).toBe(true);
  });

  it('drained writes what is pending and waits until stdout has taken it', async () => {
    const { out, log } = batch();
    log.write('last\n');
    out.writableLength = 5;
    let done = false;
    const drained = log.drained().then(() => (done = true));
    expect(out.writes).toEqual(['last\n']);
    await Promise.resolve();
    expect(done).toBe(false);
    out.writableLength = 0;
    out.emit('drain');
    await drained;
    expect(done).toBe(true);
  });

  it('drained gives up after its wait when stdout never drains (a reader that is gone)', async () => {
    const { out, log } = batch();
    log.write('last\n');
    out.writableLength = 5;
    const started = performance.now();
    await log.drained(50);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(out.writes).toEqual(['last\n']);
  });
});
