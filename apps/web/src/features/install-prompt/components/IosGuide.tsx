import { useInstallT } from '../strings';
import type { IosGuide as Guide } from '../model/ios-guide';

const SHARE_KEY = {
  'share-toolbar': 'install_prompt.ios_step_share_toolbar',
  'share-in-more-menu': 'install_prompt.ios_step_share_more',
  'share-in-address-bar': 'install_prompt.ios_step_share_address_bar',
} as const;

/** doc E §2's iOS footer: share, then add to the home screen, as this iOS version and browser show them. */
export function IosGuide({ guide }: { guide: Guide }) {
  const t = useInstallT();
  if (guide.kind === 'open-in-safari') return <p className="install__guide">{t('install_prompt.ios_open_in_safari')}</p>;
  if (guide.kind !== 'steps') return null;
  return (
    <section className="install__guide" aria-label={t('install_prompt.ios_guide_title')}>
      <p className="install__guide-title">{t('install_prompt.ios_guide_title')}</p>
      <ol className="install__steps">
        <li>{t(SHARE_KEY[guide.share])}</li>
        <li>{t('install_prompt.ios_step_add')}</li>
      </ol>
    </section>
  );
}
