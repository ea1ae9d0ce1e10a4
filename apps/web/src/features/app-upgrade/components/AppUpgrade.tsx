import { useMemo, useState } from 'react';
import { DEFAULT_APP_LAYER } from '@portico/contract/install';
import { Dialog } from '../../../components/ui/Dialog';
import { useDownloadResources } from '../../../lib/downloads/app-downloads';
import { nativeApp } from '../../../lib/native/user-agent';
import { useOverlay } from '../../../lib/overlay/use-overlay';
import { useSiteSettings } from '../../../lib/site/site-settings';
import { upgradeOffer } from '../model/upgrade-offer';
import { useAppUpgradeT } from '../strings';

/** A closed (optional) upgrade stays away for the tab's session: asked again on the next launch. */
const DISMISSED = 'portico.appUpgrade.dismissed';

function dismissedFor(version: string): boolean {
  try {
    return sessionStorage.getItem(DISMISSED) === version;
  } catch {
    return false;
  }
}

/**
 * doc E §4 "App-upgrade modal" inside the native wrapper, through the overlay host (kind app-upgrade,
 * or mandatory-upgrade with MANDATORYAPPUPDATES3: then without Later, Escape or a backdrop tap).
 */
export default function AppUpgrade() {
  const t = useAppUpgradeT();
  const settings = useSiteSettings();
  const app = useMemo(() => nativeApp(), []);
  const { resources } = useDownloadResources(app !== null);
  const offer = upgradeOffer({
    app,
    latestAppVersion: (settings.appLayer ?? DEFAULT_APP_LAYER).latestAppVersion,
    resources,
    whitelabel: settings.whitelabel,
    merchantCode: settings.merchantCode,
  });
  const [closed, setClosed] = useState(false);
  const open = offer !== null && !closed && !(offer.closable && dismissedFor(offer.latest));
  // Decision 045: a required upgrade is a system overlay (never capped, before any marketing one);
  // an optional one is marketing and counts against the visit's cap.
  const kind = offer?.closable === false ? 'mandatory-upgrade' : 'app-upgrade';
  const place = useOverlay({ id: 'app-upgrade', kind, open, onClose: () => setClosed(true) });
  if (!offer) return null;

  const later = () => {
    try {
      sessionStorage.setItem(DISMISSED, offer.latest);
    } catch {
      // Not kept: asked again on the next page, which is harmless.
    }
    setClosed(true);
  };
  return place(
    <Dialog
      title={t('app_upgrade.title')}
      {...(offer.closable ? { onDismiss: later, dismissLabel: t('app_upgrade.later') } : {})}
      actions={
        <a className="button button--primary button--block" href={offer.url} data-autofocus>
          {t('app_upgrade.update')}
        </a>
      }
    >
      <p>{t(offer.closable ? 'app_upgrade.message' : 'app_upgrade.message_required', { version: offer.latest })}</p>
    </Dialog>,
  );
}
