import { describe, expect, it } from 'vitest';
import { INSTALLED_COUNT, KEYS, promptState } from './prompt-state';
import { memoryStore } from './test-fixtures';

describe('install prompt marks (doc E §4)', () => {
  it('counts closes in the session, keeps the install in local storage', () => {
    const session = memoryStore();
    const local = memoryStore();
    const state = promptState(session, local);
    expect([state.skipped(), state.closeCount(), state.installed()]).toEqual([false, 0, false]);
    state.markClosed();
    state.markClosed();
    expect([state.skipped(), state.closeCount()]).toEqual([true, 2]);
    state.markInstalled();
    expect(state.closeCount()).toBe(INSTALLED_COUNT);
    expect(local.data.get(KEYS.installed)).toBe('1');
    // A new session on the same device: still installed.
    expect(promptState(memoryStore(), local).installed()).toBe(true);
  });

  it('remembers the triggers shown and the sticky non-closable mark', () => {
    const state = promptState(memoryStore(), memoryStore());
    state.markShown('login', false);
    expect([state.shownThisSession('login'), state.forcedSticky()]).toEqual([true, false]);
    state.markShown('deposit_times_forced', true);
    expect(state.forcedSticky()).toBe(true);
  });

  it('keeps its marks for the page when storage refuses to write', () => {
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    const state = promptState(refusing, refusing);
    state.markClosed();
    expect(state.skipped()).toBe(true);
  });
});
