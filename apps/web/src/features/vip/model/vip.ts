import type { ClubLabel } from '@portico/contract/member';
import type { RankProgress } from '@portico/contract/vip';

/** doc E §4 "VIP": a member with a label name has VIP. */
export function hasVip(label: ClubLabel | null | undefined): boolean {
  return Boolean(label?.labelName);
}

/** Benefits are shown when the label type is AUTO. */
export function vipBenefitsOn(label: ClubLabel | null | undefined): boolean {
  return label?.type === 'AUTO';
}

/**
 * completedConditions / totalExpectedConditions, or 1 without a label id (doc E §4); clamped to
 * 0…1, and 1 at the top rank, where nothing further is expected.
 */
export function vipProgress(progress: RankProgress): number {
  if (progress.playerRankProgress.labelId === null) return 1;
  const { completedConditions: done, totalExpectedConditions: total } = progress.currentProgress;
  if (total <= 0) return 1;
  return Math.min(Math.max(done / total, 0), 1);
}
