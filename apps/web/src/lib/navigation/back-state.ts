/**
 * History state a link leaves on the screen it opens, naming the screen it was tapped on, so that
 * screen's back control returns there (decision 056). Only a path under /m/ is taken back.
 */
export interface BackState {
  back: string;
}

export function backState(from: string): BackState {
  return { back: from };
}

/** The in-app path the screen was opened from, or null (opened directly, or anything else in the state). */
export function backFrom(state: unknown): string | null {
  const back = (state as Partial<BackState> | null)?.back;
  if (typeof back !== 'string' || !back.startsWith('/') || back.startsWith('//') || back.includes('\\')) return null;
  return back;
}
