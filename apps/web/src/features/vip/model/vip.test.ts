import { describe, expect, it } from 'vitest';
import { hasVip, vipBenefitsOn, vipProgress } from './vip';

const progress = (labelId: number | null, done: number, total: number) => ({
  currentProgress: { completedConditions: done, totalExpectedConditions: total },
  playerRankProgress: { labelId, labelName: 'Silver', rankLevel: 2, nextLabelName: 'Gold' },
});

describe('VIP rules (doc E §4)', () => {
  it('a label name means VIP; AUTO shows benefits', () => {
    expect(hasVip({ labelName: 'Silver', labelId: 2, type: 'AUTO', rankLevel: 2 })).toBe(true);
    expect(hasVip({ labelName: '', labelId: 2, type: 'AUTO', rankLevel: 2 })).toBe(false);
    expect(hasVip(null)).toBe(false);
    expect(vipBenefitsOn({ labelName: 'Gold', labelId: 3, type: 'AUTO', rankLevel: 3 })).toBe(true);
    expect(vipBenefitsOn({ labelName: 'Gold', labelId: 3, type: 'MANUAL', rankLevel: 3 })).toBe(false);
    expect(vipBenefitsOn(undefined)).toBe(false);
  });

  it('progress is completed over expected, 1 without a label id or at the top', () => {
    expect(vipProgress(progress(2, 3, 5))).toBe(0.6);
    expect(vipProgress(progress(null, 0, 5))).toBe(1);
    expect(vipProgress(progress(4, 0, 0))).toBe(1);
    expect(vipProgress(progress(2, 9, 5))).toBe(1);
  });
});
