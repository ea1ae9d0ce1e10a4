import { writeSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * Bytes stdout may hold unwritten beyond which a turn's lines are dropped (and counted) instead of
 * queued: a log reader that stopped reading must not fill the platform's memory (pino's own
 * destination holds everything). The count is written with the first lines accepted again.
 */
export const MAX_UNWRITTEN_BYTES = 16 * 1024 * 1024;

/** What the batch writes to: process.stdout, or a test's stand-in. */
export interface LogOut {
  write(chunk: string): boolean;
  readonly writableLength: number;
  once(event: 'drain', listener: () => void): unknown;
}

export interface BatchedLogOptions {
  maxUnwrittenBytes?: number;
  /** When the lines of this turn are written (setImmediate: after the turn's I/O). */
  schedule?: (flush: () => void) => void;
}

/** The one line that says lines went missing, in the logger's own shape (pino's warn level is 40). */
function droppedLine(count: number): string {
  const fields = { level: 40, time: Date.now(), pid: process.pid, hostname: hostname(), dropped: count, msg: 'log lines dropped: stdout was not being read' };
  return `${JSON.stringify(fields)}\n`;
}

/**
 * Where the platform's log lines go unless a test captures them (decision 049): stdout, with the lines
 * of one event-loop turn joined into one write. Pino's default destination hands every line to the
 * thread pool on its own (an fs.write and two thread wake-ups per request under load); stdout is a
 * libuv stream that writes at once when the pipe has room and queues otherwise. Under load a turn
 * carries about nine lines: the status answer's CPU time fell from 31 to 26 µs.
 */
export class BatchedLog {
  private lines: string[] = [];
  private dropped = 0;
  private readonly maxUnwrittenBytes: number;
  private readonly schedule: (flush: () => void) => void;

  constructor(
    private readonly out: LogOut,
    options: BatchedLogOptions = {},
  ) {
    this.maxUnwrittenBytes = options.maxUnwrittenBytes ?? MAX_UNWRITTEN_BYTES;
    this.schedule = options.schedule ?? ((flush) => setImmediate(flush));
  }

  write(line: string): boolean {
    if (this.lines.push(line) === 1) this.schedule(this.flushTurn);
    return true;
  }

  /** Writes what this turn has gathered; pino calls it as `flush(callback)`. */
  flush(done?: (error?: Error) => void): void {
    this.flushTurn();
    done?.();
  }

  /**
   * Resolves once stdout has taken every line written so far, or after `waitMs` (a reader that is gone
   * never drains): at shutdown, before the process exits.
   */
  async drained(waitMs = 2_000): Promise<void> {
    this.flushTurn();
    if (this.out.writableLength === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => this.out.once('drain', resolve)),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs))),
    ]);
    clearTimeout(timer);
  }

  /** The lines not yet handed to stdout, taken (on the way out they are written synchronously). */
  takePending(): string {
    const text = this.lines.join('') + (this.dropped > 0 ? droppedLine(this.dropped) : '');
    this.lines = [];
    this.dropped = 0;
    return text;
  }

  private readonly flushTurn = (): void => {
    if (this.lines.length === 0) return;
    if (this.out.writableLength > this.maxUnwrittenBytes) {
      this.dropped += this.lines.length;
      this.lines = [];
      return;
    }
    this.out.write(this.takePending());
  };
}

let shared: BatchedLog | undefined;

/** One batch per process for stdout, whatever number of apps it builds (tests build many). */
export function stdoutLog(): BatchedLog {
  if (shared) return shared;
  const log = new BatchedLog(process.stdout);
  // A process that exits without draining (a crash, the shutdown's time-out) still writes this turn's lines.
  process.once('exit', () => {
    const rest = log.takePending();
    try {
      if (rest !== '') writeSync(1, rest);
    } catch {
      // stdout is full or gone: nothing more can be done on the way out.
    }
  });
  shared = log;
  return log;
}
