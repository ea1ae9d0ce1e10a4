import type { Page } from '@playwright/test';

/**
 * Holds every request for the app's chunks named by `stems` (file-name stems under /m/assets/, e.g.
 * 'index') until `release` is called: the page paints what the platform prerendered, and nothing of
 * the app runs until then. `heldAny` says whether one was asked for while held.
 */
export async function holdChunks(page: Page, stems: string[]): Promise<{ release: () => void; heldAny: () => boolean }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  const pattern = new RegExp(`/m/assets/(${stems.join('|')})-[\\w-]+\\.js$`);
  await page.route(pattern, async (route) => {
    held = true;
    await released;
    await route.continue();
  });
  return { release, heldAny: () => held };
}
