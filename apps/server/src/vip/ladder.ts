import type { RankProgress } from '@portico/contract/vip';

/** One rank of the VIP ladder, with the conditions a member meets to reach it from the rank below. */
export interface VipRank {
  labelId: number;
  labelName: string;
  rankLevel: number;
  conditions: readonly string[];
}

/**
 * The reference platform's VIP ladder (doc E "Rank progress"). A real operator configures its own;
 * the shell only shows names, the level and "completed of expected" towards the next rank.
 */
export const VIP_LADDER: readonly VipRank[] = [
  { labelId: 1, labelName: 'Bronze', rankLevel: 1, conditions: [] },
  {
    labelId: 2,
    labelName: 'Silver',
    rankLevel: 2,
    conditions: ['Deposit 1,000 in total', 'Bet 10,000 in total', 'Play on 7 different days'],
  },
  {
    labelId: 3,
    labelName: 'Gold',
    rankLevel: 3,
    conditions: [
      'Deposit 10,000 in total',
      'Bet 100,000 in total',
      'Play on 30 different days',
      'Verify a mobile number',
      'Stay Silver for 30 days',
    ],
  },
  {
    labelId: 4,
    labelName: 'Platinum',
    rankLevel: 4,
    conditions: [
      'Deposit 100,000 in total',
      'Bet 1,000,000 in total',
      'Play on 90 different days',
      'Turn on two-factor sign-in',
      'Stay Gold for 90 days',
      'Be invited by the VIP team',
    ],
  },
];

export function rankAt(rankLevel: number): VipRank {
  const rank = VIP_LADDER.find((r) => r.rankLevel === rankLevel);
  if (!rank) throw new Error(`no VIP rank at level ${rankLevel}`);
  return rank;
}

/** The rank above, or null at the top of the ladder. */
export function nextRank(rankLevel: number): VipRank | null {
  return VIP_LADDER.find((r) => r.rankLevel === rankLevel + 1) ?? null;
}

/**
 * Progress at a rank with `completed` of the next rank's conditions met (clamped to what exists).
 * At the top rank there is nothing further: 0 of 0.
 */
export function progressAt(rankLevel: number, completed: number): RankProgress {
  const rank = rankAt(rankLevel);
  const next = nextRank(rankLevel);
  const total = next?.conditions.length ?? 0;
  return {
    currentProgress: { completedConditions: Math.min(Math.max(0, completed), total), totalExpectedConditions: total },
    playerRankProgress: { labelId: rank.labelId, labelName: rank.labelName, rankLevel: rank.rankLevel, nextLabelName: next?.labelName ?? null },
  };
}

/** The member's VIP label (members.clubLabel, what /wps/member/info answers). */
export interface MemberLabel {
  labelId: number | null;
  labelName: string;
  rankLevel: number;
}

/**
 * Where a member without a progress row stands, from the one other record of their VIP state, the
 * label (issue 31: the two must not disagree). With a label: at its rank, nothing of the next rank's
 * conditions met yet. Without one (a fresh member; a merchant with no VIP labels): no VIP, labelId
 * null (doc E §4: progress 1), with the first rank ahead.
 */
export function progressOfLabel(label: MemberLabel | null): RankProgress {
  if (!label?.labelName) {
    const first = VIP_LADDER[0]!;
    return {
      currentProgress: { completedConditions: 0, totalExpectedConditions: first.conditions.length },
      playerRankProgress: { labelId: null, labelName: '', rankLevel: 0, nextLabelName: first.labelName },
    };
  }
  const next = nextRank(label.rankLevel);
  return {
    currentProgress: { completedConditions: 0, totalExpectedConditions: next?.conditions.length ?? 0 },
    playerRankProgress: { labelId: label.labelId, labelName: label.labelName, rankLevel: label.rankLevel, nextLabelName: next?.labelName ?? null },
  };
}
