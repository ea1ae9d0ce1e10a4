import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { members } from './schema.ts';
import { activities, memberPoints, missionProgress, missions, pointItems, promotionCategories, promotions, vipBenefits, vipLabels } from './schema-member.ts';
import { PHP_PROFILE, type DemoProfile } from './demo/profiles.ts';
import {
  DEMO_MEMBER_STATE,
  DEMO_VIP_LABELS,
  demoActivities,
  demoCategories,
  demoMissions,
  demoPointItems,
  demoPromotions,
  demoVipBenefits,
} from './seed-member-content.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The member area's demo content (SEED_DEMO). Idempotent: a merchant that has any VIP label
 * already got its content (perhaps changed by the operator since), so it is left as it is; demo
 * members' rows are only added when missing. One transaction under an advisory lock, so two
 * instances starting together write the content once.
 */
export async function seedMemberArea(db: Db, merchantCode: string, profile: DemoProfile = PHP_PROFILE): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`portico-seed-member:${merchantCode}`}))`);
    const seeded = await tx.select({ id: vipLabels.id }).from(vipLabels).where(eq(vipLabels.merchantCode, merchantCode)).limit(1);
    if (seeded.length === 0) await seedContent(tx, merchantCode, profile);
    await seedMembers(tx, merchantCode);
  });
}

async function seedContent(tx: Tx, merchantCode: string, profile: DemoProfile) {
  await tx.insert(vipLabels).values(DEMO_VIP_LABELS.map((l) => ({ ...l, merchantCode }))).onConflictDoNothing();
  await tx.insert(vipBenefits).values(demoVipBenefits(profile).map((b, i) => ({ ...b, merchantCode, sortOrder: i })));
  const cats = await tx.insert(promotionCategories).values(demoCategories(profile).map((c) => ({ ...c, merchantCode }))).returning();
  const acts: (typeof activities.$inferSelect)[] = [];
  for (const [i, a] of demoActivities(profile).entries()) {
    const [row] = await tx.insert(activities).values({ ...a, merchantCode, sortOrder: i }).returning();
    acts.push(row!);
  }
  await tx.insert(promotions).values(
    demoPromotions(profile).map((p, i) => ({
      merchantCode,
      key: p.key,
      audience: p.audience,
      texts: p.texts,
      sortOrder: i,
      categoryId: cats.find((c) => c.code === p.category)?.id ?? null,
      activityId: acts.find((a) => a.target === p.activity)?.id ?? null,
    })),
  );
  await tx.insert(pointItems).values(demoPointItems(profile).map((p, i) => ({ ...p, merchantCode, sortOrder: i })));
  await tx.insert(missions).values(demoMissions(profile).map((m, i) => ({ ...m, merchantCode, sortOrder: i })));
}

async function seedMembers(tx: Tx, merchantCode: string) {
  const found = await tx
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), inArray(members.username, Object.keys(DEMO_MEMBER_STATE))));
  const missionRows = await tx.select({ id: missions.id }).from(missions).where(eq(missions.merchantCode, merchantCode)).orderBy(missions.sortOrder, missions.id);
  for (const { id, username } of found) {
    const state = DEMO_MEMBER_STATE[username]!;
    await tx.insert(memberPoints).values({ memberId: id, balance: state.points }).onConflictDoNothing();
    const progress = missionRows.slice(0, state.progress.length).map((m, i) => ({ memberId: id, missionId: m.id, progress: state.progress[i]! }));
    if (progress.length > 0) await tx.insert(missionProgress).values(progress).onConflictDoNothing();
    const label = DEMO_VIP_LABELS.find((l) => l.labelId === state.labelId)!;
    // Only a member without a label gets the demo one: an operator's later change stays.
    await tx.update(members).set({ clubLabel: label }).where(and(eq(members.id, id), isNull(members.clubLabel)));
  }
}
