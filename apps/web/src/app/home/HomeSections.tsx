import type { HomeMoreProps } from './HomeMore';
import { BANNER_HEIGHT, BANNER_WIDTH, posterImage } from '@portico/contract/home-poster';
import { useHomeNews, useHomePoster } from '../../lib/site/home-poster';
import { LazySection } from './LazySection';

const loadBanners = () => import('../../features/banners/components/BannerCarousel');
const loadMarquee = () => import('../../features/announcements/components/Marquee');
const loadPopups = () => import('../../features/announcements/components/AnnouncementPopups');
const loadMore = () => import('./HomeMore');

const noProps = {};
const keepRoom = { keepRoom: true };
const noRoom = { keepRoom: false };

/**
 * Doc E's home sections, composed here because features never import each other. Each is its own
 * lazy chunk, requested only after hydration (never in the platform's prerender), inside a box
 * that already has its size in the prerendered page (global.css .home-slot--*), so nothing shifts.
 */
/** What a slot holds until its section has drawn: nothing visible, but the slot keeps its size. */
export function SectionWait() {
  return <span aria-hidden="true" />;
}

/**
 * The carousel's first image as the platform drew it into the prerendered home (decision 043): the
 * first paint's largest element, kept until the carousel, which shows the same image, has drawn.
 */
export function BannerPoster() {
  const poster = useHomePoster();
  // No banner: the slot stays empty, so it takes no room (not even the page's gap) to give back.
  if (!poster) return null;
  return (
    <img className="home-poster" src={posterImage(poster)} alt={poster.alt} width={BANNER_WIDTH} height={BANNER_HEIGHT} fetchPriority="high" />
  );
}

/** The poster stays until the carousel has its banners, not only its chunk (no empty box between). */
const bannerProps = { whileLoading: <BannerPoster /> };

export function HomeBanners() {
  return <LazySection load={loadBanners} props={bannerProps} fallback={<BannerPoster />} />;
}

/** The news line's slot while it loads: its height only when the platform found news lines. */
export function MarqueeWait() {
  return useHomeNews() ? <SectionWait /> : null;
}

export function HomeMarquee() {
  const news = useHomeNews();
  return <LazySection load={loadMarquee} props={news ? keepRoom : noRoom} fallback={<MarqueeWait />} />;
}

export function HomePopups() {
  return <LazySection load={loadPopups} props={noProps} fallback={null} />;
}

/** Everything below the account card, arriving at once (HomeMore). */
export function HomeMore(props: HomeMoreProps) {
  return <LazySection load={loadMore} props={props} fallback={null} />;
}
