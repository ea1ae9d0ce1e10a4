import { useEffect, useRef, useState } from 'react';

/** doc E §9 "Lazy image": threshold 100 (px of margin around the screen) and a 150 ms delay. */
export const LAZY_MARGIN_PX = 100;
export const LAZY_DELAY_MS = 150;

interface LazyImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Already on the screen (home's poster drew it): no wait. */
  eager?: boolean;
}

/**
 * Loads its image once it comes within 100 px of the screen, 150 ms later (a swipe passing by
 * does not download every slide). The box has its size before the image arrives: no layout shift.
 */
export function LazyImage({ src, alt, width, height, className, eager = false }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  // Without IntersectionObserver (old browsers) the image simply loads.
  const [visible, setVisible] = useState(() => eager || typeof IntersectionObserver !== 'function');

  useEffect(() => {
    const node = ref.current;
    if (!node || visible) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (entry?.isIntersecting) timer = setTimeout(() => setVisible(true), LAZY_DELAY_MS);
      },
      { rootMargin: `${LAZY_MARGIN_PX}px` },
    );
    observer.observe(node);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [visible]);

  return <img ref={ref} className={className} src={visible ? src : undefined} alt={alt} width={width} height={height} decoding="async" />;
}
