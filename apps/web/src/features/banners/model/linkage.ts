import type { Banner } from '@portico/contract/banners';
import { externalLink } from '../../../lib/browser/external-url';

/** Where a banner leads: a screen of this app (wouter path under /m) or another site (new tab). */
export type BannerTarget = { kind: 'internal'; href: string } | { kind: 'external'; href: string };

interface LinkContext {
  redirectAllowList: readonly string[];
  session: { token: string; userName: string } | null;
}

/**
 * doc E §4 "Banners": P opens the promotion (the activity page), G the game launcher with the
 * banner's room, node, type and vendor, URL the external link with token and username appended
 * only for an allow-listed origin (doc A's rule). Null: nothing to open (a bad address).
 */
export function bannerTarget(banner: Banner, { redirectAllowList, session }: LinkContext): BannerTarget | null {
  switch (banner.linkageType) {
    case 'P':
      return banner.linkage ? { kind: 'internal', href: `/activity?${new URLSearchParams({ id: banner.linkage })}` } : null;
    case 'G': {
      const { roomId, nodeId, gameType, vendor } = banner;
      if (!roomId || !nodeId || !gameType || !vendor) return null;
      return { kind: 'internal', href: `/launchGame?${new URLSearchParams({ roomId, nodeId, gameType, vendor })}` };
    }
    case 'URL': {
      const params: Record<string, string> = session ? { token: session.token, username: session.userName } : {};
      const href = banner.linkage ? externalLink(banner.linkage, redirectAllowList, params) : null;
      return href ? { kind: 'external', href } : null;
    }
  }
}
