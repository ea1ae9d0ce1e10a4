import { describe, expect, it } from 'vitest';
import { nextRank, progressOfLabel, progressAt, rankAt, VIP_LADDER } from '../../src/vip/ladder.ts';

describe('VIP ladder', () => {
  it('climbs one level at a time from Bronze to Platinum', () => {
    expect(VIP_LADDER.map((r) => [r.rankLevel, r.labelName])).toEqual([
      [1, 'Bronze'],
      [2, 'Silver'],
      [3, 'Gold'],
      [4, 'Platinum'],
    ]);
    expect(nextRank(4)).toBeNull();
    expect(() => rankAt(9)).toThrow(/level 9/);
  });

  it('measures progress against the next rank and clamps what is out of range', () => {
    expect(progressAt(2, 3).currentProgress).toEqual({ completedConditions: 3, totalExpectedConditions: 5 });
    expect(progressAt(2, 99).currentProgress.completedConditions).toBe(5);
    expect(progressAt(1, -2).currentProgress.completedConditions).toBe(0);
    expect(progressAt(4, 3)).toEqual({
      currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
      playerRankProgress: { labelId: 4, labelName: 'Platinum', rankLevel: 4, nextLabelName: null },
    });
  });

  it("without a progress row, stands where the member's VIP label says: its rank, or no VIP without one", () => {
    expect(progressOfLabel({ labelId: 2, labelName: 'Silver', rankLevel: 2 })).toEqual({
      currentProgress: { completedConditions: 0, totalExpectedConditions: 5 },
      playerRankProgress: { labelId: 2, labelName: 'Silver', rankLevel: 2, nextLabelName: 'Gold' },
    });
    expect(progressOfLabel(null).playerRankProgress).toEqual({ labelId: null, labelName: '', rankLevel: 0, nextLabelName: 'Bronze' });
    expect(progressOfLabel({ labelId: null, labelName: '', rankLevel: 0 }).playerRankProgress.labelId).toBeNull();
  });
});
