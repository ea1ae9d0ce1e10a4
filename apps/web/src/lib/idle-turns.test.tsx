import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { HOLD_MS, takeIdleTurn, TurnTaken, useIdleTurn } from './idle-turns';

// jsdom has no requestIdleCallback: the fallback's 200 ms timeout stands in for the browser's idle time.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('takeIdleTurn', () => {
  it('gives one turn at a time, the next only once the holder is done', async () => {
    const started: string[] = [];
    const dones: Record<string, () => void> = {};
    for (const name of ['bar', 'chat', 'prompt']) takeIdleTurn((done) => (started.push(name), (dones[name] = done)));
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(started).toEqual(['bar']);
    await vi.advanceTimersByTimeAsync(HOLD_MS - 300);
    expect(started).toEqual(['bar']);
    dones.bar!();
    await vi.advanceTimersByTimeAsync(200);
    expect(started).toEqual(['bar', 'chat']);
    dones.chat!();
    dones.chat!(); // a second done gives nothing away twice
    await vi.advanceTimersByTimeAsync(200);
    expect(started).toEqual(['bar', 'chat', 'prompt']);
    dones.prompt!();
  });

  it('takes the turn back from a holder that never says it is done', async () => {
    const started: string[] = [];
    takeIdleTurn(() => started.push('hangs'));
    takeIdleTurn((done) => (started.push('next'), done()));
    await vi.advanceTimersByTimeAsync(200 + HOLD_MS - 1);
    expect(started).toEqual(['hangs']);
    await vi.advanceTimersByTimeAsync(1 + 200);
    expect(started).toEqual(['hangs', 'next']);
  });

  it('lets a waiting extra leave the queue: it never starts, and the one after it still does', async () => {
    const started: string[] = [];
    takeIdleTurn((done) => (started.push('first'), done()));
    const leave = takeIdleTurn(() => started.push('left'));
    takeIdleTurn((done) => (started.push('last'), done()));
    leave();
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toEqual(['first', 'last']);
  });
});

function Extra({ name }: { name: string }) {
  const { turn, done } = useIdleTurn();
  return turn ? (
    <>
      <p>{name}</p>
      <TurnTaken done={done} />
    </>
  ) : null;
}

describe('useIdleTurn', () => {
  it('shows each extra in its own turn, the next once the previous has rendered', async () => {
    render(
      <>
        <Extra name="download bar" />
        <Extra name="chat" />
      </>,
    );
    expect(screen.queryByText('download bar')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('download bar')).toBeTruthy();
    expect(screen.queryByText('chat')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('chat')).toBeTruthy();
  });
});
