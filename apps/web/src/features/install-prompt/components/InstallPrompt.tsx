import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { InstallPromptConfig } from '@portico/contract/install-prompt';
import { downloadSettingQueryOptions, appDownloads } from '../../../lib/downloads/app-downloads';
import { appIconUrl } from '../../../lib/downloads/app-icon';
import { events } from '../../../lib/events/app-events';
import { useI18n } from '../../../lib/i18n/react';
import { currentBrowser } from '../../../lib/install/browser';
import { toast } from '../../../lib/notify/notify';
import { overlayAnimationMs } from '../../../lib/overlay/motion';
import { useOverlay } from '../../../lib/overlay/use-overlay';
import { useSiteSettings } from '../../../lib/site/site-settings';
import { useInstallPromptConfig } from '../api/get-install-prompt-config';
import { useInstallT } from '../strings';
import { createEngine, type Arrival, type Prompt } from '../model/engine';
import { installEvent, onAppInstalled, promptInstall } from '../model/install-event';
import { browserDeps } from '../model/browser-deps';
import { PromptView } from './PromptView';
import './install-prompt.css';

/**
 * The install prompt (doc E §4, decision 036): the engine decides, the overlay host shows (kind
 * `install`, a marketing overlay under the per-visit cap), this component draws and reports back.
 */
export default function InstallPrompt({ arrivals }: { arrivals: readonly Arrival[] }) {
  const { language } = useI18n();
  const { data: config } = useInstallPromptConfig(language);
  // One engine for the page: a new language brings new texts (config), not new triggers.
  return config ? <Engaged config={config} arrivals={arrivals} /> : null;
}

function Engaged({ config, arrivals }: { config: InstallPromptConfig; arrivals: readonly Arrival[] }) {
  const t = useInstallT();
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [closing, setClosing] = useState(false);
  const [engine] = useState(() => createEngine({ ...browserDeps(), config, bus: events, show: setPrompt }));
  const [browser] = useState(currentBrowser);

  // The triggers are the first configuration's; the texts on screen follow the language.
  useEffect(() => {
    void engine.start(arrivals);
    const off = onAppInstalled(() => {
      engine.installed();
      engine.finished();
      setPrompt(null);
    });
    return () => {
      off();
      engine.stop();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- what brought the chunk is replayed once, at the start
  }, [engine]);

  const { data: resources } = useQuery({ ...downloadSettingQueryOptions(location.hostname), enabled: prompt !== null });
  const { merchantCode } = useSiteSettings();
  // The icon the home screen will get, from this site (the page's img-src): decision 053.
  const icon = appIconUrl(merchantCode, 72);
  const download = appDownloads(resources ?? []).find((d) => d.platform === (browser.os === 'ios' ? 'iOS' : 'Android'));

  const place = useOverlay({
    id: 'install-prompt',
    kind: 'install',
    open: prompt !== null,
    // Capped: never seen, not counted. Taken away by the host otherwise: the next prompt may come.
    onClose: (reason) => {
      if (reason === 'capped') engine.dropped();
      else engine.finished();
      setPrompt(null);
    },
  });
  if (!prompt) return null;

  /** Fades out (250 ms, none under reduced motion), then leaves the host. */
  const leave = (after: () => void) => {
    setClosing(true);
    window.setTimeout(() => {
      setClosing(false);
      setPrompt(null);
      after();
    }, overlayAnimationMs());
  };
  const onWebApp = async () => {
    const outcome = await promptInstall();
    if (outcome === 'accepted') {
      engine.accepted('web-app');
      toast({ message: t('install_prompt.installing'), durationMs: 4000 });
      leave(engine.finished);
    } else if (outcome === 'dismissed' && prompt.closable) {
      engine.closed();
      leave(() => undefined);
    }
  };

  return place(
    <PromptView
      prompt={prompt}
      config={config}
      browser={browser}
      icon={icon}
      nativeAppUrl={download?.url ?? null}
      canInstall={installEvent() !== null}
      closing={closing}
      onShown={engine.shown}
      onClose={() => {
        engine.closed();
        leave(() => undefined);
      }}
      onWebApp={() => void onWebApp()}
      onNativeApp={() => engine.accepted('native-app')}
    />,
  );
}
