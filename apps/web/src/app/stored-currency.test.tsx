import { Suspense } from 'react';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MissionsPage } from '../features/missions/components/MissionsPage';
import { PointMarketPage } from '../features/point-market/components/PointMarketPage';
import { ok } from '../lib/http/test-support';
import type { I18n } from '../lib/i18n/translator';
import { clearSession, setSession } from '../lib/session/session-store';
import { renderWithApp, restoreApp } from '../test/app-harness';
import { DEMO_COUNTRIES, demoSettings } from '../test/demo-settings';
import { initEnglish } from '../test/i18n-en';

// doc E §3: figures on screen follow the merchant's stored currency (BRL → pt-BR, else the default locale).
const BRL = { ...DEMO_COUNTRIES, countryCode: 'BR', countryDialingCode: '55', countries: [{ countryCode: 'BR', countryDialingCode: '55' }], currency: 'BRL', currencySymbol: 'R$' };
const market = { points: 12_500, items: [{ id: 1, name: 'Free spin pack', description: 'Ten spins', pointsPrice: 1_200, imageUrl: null, stock: 1_500 }] };
const missions = [{ id: 1, title: 'Play ten rounds', description: 'Any game', target: 10_000, progress: 2_500, rewardPoints: 1_000 }];

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
  setSession({ id: 7, token: 'tok-7', merchantCode: 'DEMO', userName: 'p7', type: 0, firstTimeLogin: false });
});
afterEach(() => {
  restoreApp();
  clearSession();
});

async function render(ui: React.ReactElement, countries: typeof DEMO_COUNTRIES) {
  const memory = memoryLocation({ path: '/m/mall/mallHome' });
  const paths = {
    '/wps/system/country': () => ok(countries),
    '/wps/relay/MCSFE_getPointMarket': () => ok(market),
    '/wps/relay/MCSFE_getMissions': () => ok(missions),
  };
  const screenUi = (
    <Router hook={memory.hook}>
      <Suspense fallback={null}>{ui}</Suspense>
    </Router>
  );
  await act(async () => {
    renderWithApp(i18n, screenUi, { settings: demoSettings(), paths });
  });
}

describe('points in the stored currency (doc E §3)', () => {
  it('the point market groups the balance, prices and stock as pt-BR for a BRL merchant', async () => {
    await render(<PointMarketPage />, BRL);
    expect(await screen.findByText(/12\.500/)).toBeTruthy();
    expect(screen.getByText(/1\.200/).textContent).toMatch(/1\.500/);
  });

  it('the point market keeps the default grouping for a PHP merchant', async () => {
    await render(<PointMarketPage />, DEMO_COUNTRIES);
    expect(await screen.findByText(/12,500/)).toBeTruthy();
  });

  it('missions show progress, target and reward as pt-BR for a BRL merchant', async () => {
    await render(<MissionsPage />, BRL);
    const mission = await screen.findByText(/2\.500/);
    expect(mission.textContent).toMatch(/10\.000/);
    expect(mission.textContent).toMatch(/1\.000/);
  });
});
