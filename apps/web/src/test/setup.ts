import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetOverlays } from '../lib/overlay/overlays';
import { markEngaged } from '../lib/use-engaged';

// findBy*/waitFor give up after 4 s instead of 1 s: the full run loads this 2-core machine, and a
// screen that downloads its strings and data before it draws can take longer than a second there.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  // A test that stopped the clock must not leave it stopped for the next one.
  vi.useRealTimers();
  cleanup();
  // After cleanup: unmounting owners withdraws their overlays first.
  resetOverlays();
  sessionStorage.clear();
  localStorage.clear();
});

// The request layer imports the contract's schemas when a call first needs them (decision 047). Loaded
// once here, so a test that stops the clock never waits on a module read from disk.
await Promise.all([import('@portico/contract/envelope'), import('@portico/contract/session')]);

// What waits for the person to start using the page (decision 047) is there at once in component tests.
markEngaged();
