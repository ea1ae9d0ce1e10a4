import { LazySection } from './LazySection';

const loadBanners = () => import('../../features/banners/components/BannerCarousel');
const loadMarquee = () => import('../../features/announcements/components/Marquee');
const loadPopups = () => import('../../features/announcements/components/AnnouncementPopups');
const loadCustomerService = () => import('../../features/customer-service/components/CustomerServiceSection');

const noProps = {};

/**
 * Doc E's home sections, composed here because features never import each other. Each is its own
 * lazy chunk, requested only after hydration (never in the platform's prerender), inside a box
 * that already has its size in the prerendered page (global.css .home-slot--*), so nothing shifts.
 */
/** What a slot holds until its section has drawn: nothing visible, but the slot keeps its size. */
export function SectionWait() {
  return <span aria-hidden="true" />;
}

export function HomeBanners() {
  return <LazySection load={loadBanners} props={noProps} fallback={<SectionWait />} />;
}

export function HomeMarquee() {
  return <LazySection load={loadMarquee} props={noProps} fallback={<SectionWait />} />;
}

export function HomePopups() {
  return <LazySection load={loadPopups} props={noProps} fallback={null} />;
}

export function HomeCustomerService({ labelId }: { labelId: number | null }) {
  return <LazySection load={loadCustomerService} props={{ labelId }} fallback={null} />;
}
