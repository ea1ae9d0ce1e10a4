import { flagUrl } from './flag-images';

/** A country's flag, decorative: the country's name or code always stands beside it. */
export function Flag({ countryCode, className }: { countryCode: string; className: string }) {
  const src = flagUrl(countryCode);
  if (!src) return <span className={className} aria-hidden="true" />;
  return <img className={className} src={src} alt="" width={24} height={16} decoding="async" loading="lazy" />;
}
