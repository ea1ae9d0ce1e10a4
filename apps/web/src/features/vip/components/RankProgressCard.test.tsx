import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '../../../lib/i18n/react';
import type { I18n } from '../../../lib/i18n/translator';
import type { RankProgress } from '@portico/contract/vip';
import { setSession } from '../../../lib/session/session-store';
import { initEnglish } from '../../../test/i18n-en';
import { rankProgressQueryOptions } from '../api/get-rank-progress';
import { RankProgressCard } from './RankProgressCard';

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
  setSession({ id: 1, token: 'tok', merchantCode: 'DEMO', userName: 'player1', type: 0, firstTimeLogin: false });
});

function renderCard(progress: RankProgress | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  if (progress) client.setQueryData(rankProgressQueryOptions('tok').queryKey, progress);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RankProgressCard />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const silver: RankProgress = {
  currentProgress: { completedConditions: 3, totalExpectedConditions: 5 },
  playerRankProgress: { labelId: 2, labelName: 'Silver', rankLevel: 2, nextLabelName: 'Gold' },
};

describe('RankProgressCard', () => {
  it('says where the member stands and shows it as a progress bar', () => {
    renderCard(silver);
    expect(screen.getByText('VIP Silver — 3 of 5 conditions to Gold')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'VIP rank' });
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(bar.getAttribute('aria-valuemax')).toBe('5');
    expect(bar.getAttribute('aria-valuetext')).toBe('VIP Silver — 3 of 5 conditions to Gold');
  });

  it('shows the top rank without a next one, full', () => {
    renderCard({
      currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
      playerRankProgress: { labelId: 4, labelName: 'Platinum', rankLevel: 4, nextLabelName: null },
    });
    expect(screen.getByText('VIP Platinum — the highest rank')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(screen.getByRole('progressbar').getAttribute('aria-valuemax'));
  });

  it('groups large counts (doc A §5 number formatting)', () => {
    renderCard({ ...silver, currentProgress: { completedConditions: 1500, totalExpectedConditions: 12000 } });
    expect(screen.getByText('VIP Silver — 1,500 of 12,000 conditions to Gold')).toBeTruthy();
  });

  it('shows nothing for a member without VIP (no label id): the VIP line says it once', () => {
    renderCard({
      currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
      playerRankProgress: { labelId: null, labelName: '', rankLevel: 0, nextLabelName: 'Bronze' },
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/VIP/)).toBeNull();
  });

  it('shows nothing until the progress has arrived', () => {
    renderCard(undefined);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
