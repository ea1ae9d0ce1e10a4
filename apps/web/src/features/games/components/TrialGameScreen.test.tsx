import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { events } from '../../../lib/events/app-events';
import { ok } from '../../../lib/http/test-support';
import { renderWithApp, restoreApp } from '../../../test/app-harness';
import { demoSettings } from '../../../test/demo-settings';
import { initEnglish } from '../../../test/i18n-en';
import { TrialGameScreen } from './TrialGameScreen';

const TRIAL = '/wps/relay/GCS_gameTrialLaunch';

async function show() {
  const i18n = await initEnglish();
  const seen: Record<string, unknown>[] = [];
  const started = vi.fn();
  const stop = events.on('game-started', started);
  await act(async () => {
    renderWithApp(
      i18n,
      <Router base="/m">
        <TrialGameScreen />
      </Router>,
      {
        settings: demoSettings(),
        paths: {
          [TRIAL]: (body) => {
            seen.push(body);
            return ok({ gameUrl: 'http://localhost/vendor/local/trial?game=RNG_LUCKY20&lang=EN', vendor: 'TCG', sandbox: 'allow-scripts allow-forms' });
          },
        },
      },
    );
  });
  return { seen, started, stop };
}

beforeEach(() => history.replaceState(null, '', '/m/game/trial?gameId=RNG_LUCKY20&nodeId=7'));
afterEach(() => restoreApp());

describe('TrialGameScreen', () => {
  it('asks for the demo URL without sign-in, frames it with the vendor sandbox and reports startTrial', async () => {
    const { seen, started, stop } = await show();
    const frame = await screen.findByTitle('Demo game');
    expect(frame.getAttribute('src')).toBe('http://localhost/vendor/local/trial?game=RNG_LUCKY20&lang=EN');
    expect(frame.getAttribute('allow')).toBe('fullscreen; autoplay');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms');
    expect(seen[0]).toEqual({ gameId: 'RNG_LUCKY20', nodeId: '7', platform: 'html5' });
    expect(started).toHaveBeenCalledWith({ gameCode: 'RNG_LUCKY20', vendor: 'TCG', trial: true });
    stop();
  });

  it('fills the viewport with an overlay where elements have no Fullscreen API (iPhone Safari), and hides the header', async () => {
    const { stop } = await show();
    await screen.findByTitle('Demo game');
    const user = userEvent.setup();
    const full = screen.getByRole('button', { name: 'Full screen' });
    await user.click(full);
    expect(full.getAttribute('aria-pressed')).toBe('true');
    expect(full.closest('.trial')?.classList.contains('trial--overlay')).toBe(true);
    await user.click(full);
    expect(full.getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Hide header' }));
    expect(screen.queryByRole('heading', { name: 'Demo game' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show header' }));
    expect(screen.getByRole('heading', { name: 'Demo game' })).toBeTruthy();
    stop();
  });
});
