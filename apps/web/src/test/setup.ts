import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetOverlays } from '../lib/overlay/overlays';

afterEach(() => {
  cleanup();
  // After cleanup: unmounting owners withdraws their overlays first.
  resetOverlays();
  sessionStorage.clear();
  localStorage.clear();
});
