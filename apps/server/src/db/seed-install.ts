import type { Db } from './client.ts';
import { installPromptConfigs } from './schema-install.ts';
import { installPromptInput } from '../content/kinds/install-prompt.ts';
import { PHP_PROFILE, write, type DemoProfile } from './demo/profiles.ts';

/**
 * A demo merchant's install prompt (SEED_DEMO, decision 036), so `npm start` shows one: the full-screen
 * look on opening home, after sign-in, on the first deposit and withdrawal pages, a first card and a
 * game. Made only while the merchant has none (the unique merchant index), so the operator's changes stay.
 */
export const demoInstallPrompt = (p: DemoProfile) =>
  installPromptInput.parse({
    triggers: {
      app_open: { enabled: true },
      login: { enabled: true },
      first_deposit: { enabled: true },
      first_withdraw: { enabled: true },
      bind_card: { enabled: true, value: 'first' },
      deposit_times_forced: { enabled: false, value: 20 },
    },
    in_game_popup_interval: { enabled: true, value: 90 },
    app_background: { enabled: true, value: '/m/brand/install-background.svg' },
    message: {
      enabled: true,
      value: write(p, {
        EN: (v) => `Get the ${v.p.brand} app`,
        'PT-BR': (v) => `Baixe o app ${v.p.brand}`,
        TH: (v) => `ติดตั้งแอป ${v.p.brand}`,
        ES: (v) => `Consigue la app de ${v.p.brand}`,
      }),
    },
  });

export async function seedInstallPrompt(db: Db, merchantCode: string, profile: DemoProfile = PHP_PROFILE): Promise<void> {
  await db.insert(installPromptConfigs).values({ ...demoInstallPrompt(profile), merchantCode }).onConflictDoNothing();
}
