/**
 * What the log keeps of an error. Database errors carry the query's parameters (drizzle puts them in
 * the message, PostgreSQL in `detail`: "Key (username)=(…)"), and a parameter can be a password hash,
 * a token digest or whatever a caller typed; so only the name, the SQL text (placeholders, no values),
 * the SQLSTATE code with the names it concerns, the stack frames and the same of the cause are kept
 * (decision 021).
 */
export type LoggedError = {
  type: string;
  message: string;
  /** Frames only; empty when there are none. */
  stack: string;
  code?: string;
  cause?: LoggedError;
};

const MAX_MESSAGE = 500;
const MAX_DEPTH = 3;

function messageOf(error: Error): string {
  const withoutParams = error.message.split(/\n\s*params:/)[0] ?? '';
  return withoutParams.length > MAX_MESSAGE ? `${withoutParams.slice(0, MAX_MESSAGE)}…` : withoutParams;
}

/** Only the frames: the stack's first lines repeat the message, parameters included. */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * A database's own error: its message may quote a value ('invalid input syntax for type integer: "…"'),
 * so only the SQLSTATE and the names of the constraint, table and column it concerns are kept.
 */
function databaseMessage(error: Error & { code: string }): string {
  const names = (['constraint', 'table', 'column'] as const)
    .map((k) => [k, (error as unknown as Record<string, unknown>)[k]] as const)
    .filter(([, v]) => typeof v === 'string' && v !== '')
    .map(([k, v]) => `${k} ${String(v)}`);
  return [`SQLSTATE ${error.code}`, ...names].join(', ');
}

export function sanitizedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const code = (error as { code?: unknown }).code;
  const fromDatabase = typeof code === 'string' && SQLSTATE.test(code);
  const logged: LoggedError = {
    type: error.name,
    message: fromDatabase ? databaseMessage(error as Error & { code: string }) : messageOf(error),
    stack: framesOf(error.stack),
  };
  if (typeof code === 'string' || typeof code === 'number') logged.code = String(code);
  if (error.cause !== undefined && depth < MAX_DEPTH) logged.cause = sanitizedError(error.cause, depth + 1);
  return logged;
}
