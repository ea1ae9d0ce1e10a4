import type { Db } from './client.ts';
import { demoProfileFor, DEMO_PROFILES, PHP_PROFILE } from './demo/profiles.ts';
import { seedDemo } from './seed.ts';
import { seedGames } from './seed-games.ts';
import { seedHome } from './seed-home.ts';
import { seedInstallPrompt } from './seed-install.ts';
import { seedMemberArea } from './seed-member.ts';
import { seedRankProgress } from './seed-vip.ts';

interface SeedMerchant {
  merchantCode: string;
  currency: string;
}

/**
 * The merchants that get demo content (decision 055): the default merchant (its demo members too)
 * and each loaded demo merchant (DEMO, NIGHT, BRL), each with its own profile. The default merchant
 * falls back to the peso profile when none fits its currency, as before.
 */
export function demoContentTargets(merchants: Iterable<SeedMerchant>, defaultMerchant: string) {
  const codes = new Set(DEMO_PROFILES.map((p) => p.merchantCode));
  return [...merchants]
    .filter((m) => m.merchantCode === defaultMerchant || codes.has(m.merchantCode))
    .map((m) => ({ merchantCode: m.merchantCode, profile: demoProfileFor(m) ?? PHP_PROFILE }));
}

/** SEED_DEMO: the demo members on the default merchant, then every demo merchant's content, in dependency order. */
export async function seedDemoContent(db: Db, merchants: Iterable<SeedMerchant>, defaultMerchant: string): Promise<void> {
  await seedDemo(db, defaultMerchant);
  await seedRankProgress(db, defaultMerchant);
  for (const { merchantCode, profile } of demoContentTargets(merchants, defaultMerchant)) {
    await seedMemberArea(db, merchantCode, profile);
    await seedGames(db, merchantCode, profile);
    // After the member area: its promotion banners open the merchant's activities.
    await seedHome(db, merchantCode, profile);
    await seedInstallPrompt(db, merchantCode, profile);
  }
}
