import { SlideDots } from '../../../components/carousel/SlideDots';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useDeferredValue, useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { Banner } from '@portico/contract/banners';
import { RTL_LANGUAGES } from '@portico/contract/languages';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/keys';
import { useSession } from '../../../lib/session/use-session';
import { useSiteSettings } from '../../../lib/site/site-settings';
import { useBanners } from '../api/list-banners';
import { bannerTarget } from '../model/linkage';
import { useBannersT } from '../strings';
import { LazyImage } from './LazyImage';
import { useAutoplay } from './use-autoplay';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { useHomePoster } from '../../../lib/site/home-poster';
import { posterImage } from '@portico/contract/home-poster';
import './banners.css';
import { Pause, Play } from 'lucide';
import { Icon } from '../../../components/ui/Icon';

/** The banner images are drawn 860 × 430 (2:1), shown at the screen's width (360–430 px). */
const WIDTH = 860;
const HEIGHT = 430;

/** The home carousel (doc E §2 "Banners"): swipe, autoplay, dots, previous/next; its own error and retry. */
export default function BannerCarousel({ whileLoading }: { whileLoading?: ReactNode }) {
  const t = useBannersT();
  const common = useT();
  const { data: answer, isError, refetch, isFetching } = useBanners();
  // An answer arrives as a synchronous update: deferred, the slides render as a transition, in
  // slices, and the carousel starts in a task of its own (issue 18: one 45 ms task at 4× before).
  const data = useDeferredValue(answer);
  if (isError) {
    return (
      <div className="banners banners--message" role="group" aria-label={t('banners.label')}>
        <p>{t('banners.failed')}</p>
        <button type="button" className="button button--secondary" disabled={isFetching} onClick={() => void refetch()}>
          {common('common.retry')}
        </button>
      </div>
    );
  }
  if (!data) return whileLoading ?? <div className="banners banners--loading" aria-hidden="true" />;
  if (data.length === 0) return null;
  return <Slides banners={data} />;
}

function Slides({ banners }: { banners: Banner[] }) {
  const t = useBannersT();
  const id = useId();
  const rtl = RTL_LANGUAGES.includes(useCurrentLanguage());
  // Embla measures the slides when it starts: after the first paint, the layout it reads is already made.
  const painted = useAfterPaint();
  const [viewport, embla] = useEmblaCarousel({ loop: banners.length > 1, direction: rtl ? 'rtl' : 'ltr', active: painted });
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [selected, setSelected] = useState(0);
  const autoplay = useAutoplay(embla, root);
  const settings = useSiteSettings();
  const session = useSession();

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);
  const go = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const total = banners.length;
  const context = { redirectAllowList: settings.redirectAllowList, session: session ? { token: session.token, userName: session.userName } : null };

  return (
    <section ref={setRoot} className="banners" aria-roledescription="carousel" aria-labelledby={`${id}-label`}>
      <h2 id={`${id}-label`} className="visually-hidden">
        {t('banners.label')}
      </h2>
      <div className="banners__viewport" ref={viewport}>
        <div className="banners__track">
          {banners.map((banner, index) => (
            <div
              key={banner.id}
              className="banners__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('banners.slide', { current: index + 1, total })}
              aria-hidden={index === selected ? undefined : true}
              inert={index === selected ? undefined : true}
            >
              <Slide banner={banner} target={bannerTarget(banner, context)} />
            </div>
          ))}
        </div>
      </div>
      {total > 1 ? (
        <div className="banners__controls">
          <button type="button" className="banners__step" aria-label={t('banners.previous')} onClick={() => embla?.scrollPrev()}>
            <span aria-hidden="true">‹</span>
          </button>
          <SlideDots
            keys={banners.map((b) => b.id)}
            selected={selected}
            labelOf={(index) => t('banners.go_to', { current: index + 1, total })}
            onSelect={go}
            className="banners__dot"
          />
          <button type="button" className="banners__step" aria-label={t('banners.next')} onClick={() => embla?.scrollNext()}>
            <span aria-hidden="true">›</span>
          </button>
          <button type="button" className="banners__step" aria-label={autoplay.paused ? t('banners.play') : t('banners.pause')} onClick={autoplay.toggle}>
            <Icon node={autoplay.paused ? Play : Pause} className="icon" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

function Slide({ banner, target }: { banner: Banner; target: ReturnType<typeof bannerTarget> }) {
  // The slide the page's poster already shows takes over its image as it is: no gap, no second request.
  const poster = useHomePoster();
  const drawn = poster?.src === banner.imageUrl ? posterImage(poster) : null;
  const image = <LazyImage className="banners__image" src={drawn ?? banner.imageUrl} alt={banner.imageAlt} width={WIDTH} height={HEIGHT} eager={drawn !== null} />;
  if (!target) return image;
  if (target.kind === 'internal') {
    return (
      <Link href={target.href} className="banners__link">
        {image}
      </Link>
    );
  }
  return (
    <a href={target.href} className="banners__link" target="_blank" rel="noopener noreferrer">
      {image}
    </a>
  );
}
