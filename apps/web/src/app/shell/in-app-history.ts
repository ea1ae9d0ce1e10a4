/** The router's navigation options (wouter's NavigateOptions). */
interface NavOptions {
  replace?: boolean;
  state?: unknown;
  transition?: boolean;
}

/** What an in-app navigation adds to its history entry: Back may then go back to it (decision 061). */
const MARK = 'porticoInApp';

const marked = (state: unknown) => (state as Record<string, unknown> | null | undefined)?.[MARK] === true;

/** A new entry the app makes is marked; a replaced one keeps the mark of the entry it replaces. */
export function markInApp(options: NavOptions | undefined): NavOptions {
  if (options?.replace && !marked(history.state)) return options;
  return { ...options, state: { ...((options?.state as object | null | undefined) ?? {}), [MARK]: true } };
}

/** True when the current entry was opened from inside the app: the browser's back then stays in it. */
export function cameInApp(): boolean {
  return marked(history.state);
}
