import { useSiteSettings } from '../../lib/site/site-settings';
import { lookOf } from '../../lib/site/look';

/**
 * The merchant's logo as the page's heading (decision 032), or its name when it has none. The image
 * has its box reserved (no layout shift) and the name as its text alternative.
 */
export function MerchantBrand() {
  const settings = useSiteSettings();
  const { logo } = lookOf(settings);
  return (
    <h1 className="page__title brand">
      {logo ? <img className="brand__logo" src={logo} alt={settings.name} width={160} height={40} /> : settings.name}
    </h1>
  );
}
