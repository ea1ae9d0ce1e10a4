import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Parent = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

/**
 * A request's logger that becomes pino's child (bound to the request id) on the first line written at
 * an enabled level. Most answers write none through it (their one line is the log controller's), and
 * pino builds a child's bindings when it is made: about a microsecond of a 25 µs status answer
 * (decision 049).
 */
class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Bindings,
  ) {}

  get level(): string {
    return this.made ? this.made.level : this.parent.level;
  }

  set level(level: string) {
    this.child_().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.child_().child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  private write(level: Level, args: unknown[]): void {
    if (this.made === undefined && this.parent.isLevelEnabled?.(level) === false) return;
    (this.child_()[level] as (...line: unknown[]) => void)(...args);
  }

  private child_(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings);
    return this.made;
  }
}

/**
 * Fastify's `childLoggerFactory`: a lazy child, unless the route asks for its own level or serializers
 * (then pino's child at once, as Fastify would make it).
 */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings);
}
