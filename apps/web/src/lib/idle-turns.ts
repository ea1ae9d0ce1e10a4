import { useCallback, useEffect, useRef, useState } from 'react';

/** Safari has no requestIdleCallback: a short timeout stands in for it there. */
const FALLBACK_MS = 200;
/** A turn comes at the latest this long after it is next, idle or not: a busy page still gets its extras. */
const IDLE_TIMEOUT_MS = 2000;
/** A holder that never gives its turn back (a chunk that hangs, an extra that unmounted) loses it after this long. */
export const HOLD_MS = 3000;

interface Turn {
  start: () => void;
}

const queue: Turn[] = [];
let holder: Turn | null = null;
let scheduled = false;

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, FALLBACK_MS);
}

function giveNext(): void {
  if (holder || scheduled || queue.length === 0) return;
  scheduled = true;
  whenIdle(() => {
    scheduled = false;
    const turn = queue.shift();
    if (!turn) return;
    holder = turn;
    turn.start();
  });
}

/**
 * Doc E's extras (the download bar, chat, the install prompt, push, the mini-game) take turns
 * (issue 18): `start` runs when the browser is idle and no earlier extra still holds its turn, and
 * receives `done`, to call once what it started has rendered. Started together they loaded,
 * evaluated and rendered in the same few tasks, a long task on a slow phone; one at a time, each
 * fits in short ones. The returned function leaves the queue while still waiting (nothing once the
 * turn has come).
 */
export function takeIdleTurn(start: (done: () => void) => void): () => void {
  let given = false;
  let finished = false;
  let hold: ReturnType<typeof setTimeout> | undefined;
  const done = () => {
    if (finished) return;
    finished = true;
    clearTimeout(hold);
    if (holder === turn) holder = null;
    giveNext();
  };
  const turn: Turn = {
    start: () => {
      given = true;
      hold = setTimeout(done, HOLD_MS);
      start(done);
    },
  };
  queue.push(turn);
  giveNext();
  return () => {
    if (given || finished) return;
    finished = true;
    const at = queue.indexOf(turn);
    if (at >= 0) queue.splice(at, 1);
  };
}

/**
 * True once this extra's turn has come (see takeIdleTurn); asked for while `enabled`. Render
 * `TurnTaken` with `done` beside what the turn loads, inside its Suspense boundary.
 */
export function useIdleTurn(enabled = true): { turn: boolean; done: () => void } {
  const [turn, setTurn] = useState(false);
  const release = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!enabled || turn) return undefined;
    return takeIdleTurn((done) => {
      release.current = done;
      setTurn(true);
    });
  }, [enabled, turn]);
  const done = useCallback(() => release.current(), []);
  return { turn, done };
}

/** Gives the turn back once what it loaded has been committed (it commits with its Suspense boundary's content). */
export function TurnTaken({ done }: { done: () => void }): null {
  useEffect(done, [done]);
  return null;
}
