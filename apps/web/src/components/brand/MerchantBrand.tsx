import { Link } from 'wouter';
import { useSiteSettings } from '../../lib/site/site-settings';
import { lookOf } from '../../lib/site/look';

/**
 * The merchant's logo as the page's heading (decision 032), or its name when it has none; with `href`,
 * a link there instead (the top bar's logo leading home on other screens). The image has its box
 * reserved (no layout shift) and the name as its text alternative.
 */
export function MerchantBrand({ href }: { href?: string }) {
  const settings = useSiteSettings();
  const { logo } = lookOf(settings);
  const mark = logo ? <img className="brand__logo" src={logo} alt={settings.name} width={160} height={40} /> : settings.name;
  return href ? (
    <Link href={href} className="top-bar__logo brand">
      {mark}
    </Link>
  ) : (
    <h1 className="page__title brand">{mark}</h1>
  );
}
