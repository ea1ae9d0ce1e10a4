import type { ContentKind } from './kind.ts';
import { downloadResourcesKind } from './kinds/download-resources.ts';
import { depositChannelsKind } from './kinds/deposit-channels.ts';

/**
 * Every kind of operator content, by name (decision 027). A new kind is one module that calls
 * defineContentKind and one line here; the admin endpoints and `npm run content` pick it up.
 */
export const CONTENT_KINDS: readonly ContentKind[] = [
  downloadResourcesKind,
  depositChannelsKind,
];

export function contentKind(name: string): ContentKind | undefined {
  return CONTENT_KINDS.find((kind) => kind.name === name);
}
