import { useEffect, useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import type { InstallPromptConfig } from '@portico/contract/install-prompt';
import { Dialog } from '../../../components/ui/Dialog';
import { useT } from '../../../lib/i18n/keys';
import type { BrowserInfo } from '../../../lib/install/browser';
import type { Prompt } from '../model/engine';
import { iosGuideFor } from '../model/ios-guide';
import { useInstallT } from '../strings';
import { InAppNotice } from './InAppNotice';
import { IosGuide } from './IosGuide';

export interface PromptViewProps {
  prompt: Prompt;
  config: InstallPromptConfig;
  browser: BrowserInfo;
  icon: string;
  /** The native app's download for this system, or null. */
  nativeAppUrl: string | null;
  /** The browser's install event is there: the web-app button installs. */
  canInstall: boolean;
  closing: boolean;
  onShown(): void;
  onClose(): void;
  onWebApp(): void;
  onNativeApp(): void;
}

const saveData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

function lookStyle(config: InstallPromptConfig, background: boolean): CSSProperties {
  const style: Record<string, string> = {};
  if (config.colours.enabled) {
    style.background = config.colours.value.background;
    style.color = config.colours.value.text;
    style['--install-accent'] = config.colours.value.accent;
  }
  // Save-Data: the decorative background image is not downloaded.
  if (background && config.app_background.enabled && config.app_background.value && !saveData()) {
    style.backgroundImage = `url("${config.app_background.value.replace(/"/g, '%22')}")`;
  }
  return style as CSSProperties;
}

/** The prompt's two looks (doc E §2): the bottom banner and the full-screen modal, same content. */
export function PromptView(p: PromptViewProps) {
  const t = useInstallT();
  const tc = useT();
  const { config, prompt } = p;
  const onShown = useRef(p.onShown);
  useEffect(() => onShown.current(), []);
  const message = config.message.enabled && config.message.value ? config.message.value : t('install_prompt.title');
  const guide = iosGuideFor(p.browser);
  const dark = config.theme.enabled && config.theme.value === 'dark';

  const body: ReactNode = (
    <>
      {p.browser.inApp ? <InAppNotice browser={p.browser} /> : null}
      <div className="install__actions">
        {p.canInstall && !p.browser.inApp ? (
          <button type="button" className="button button--primary button--block install__accent" onClick={p.onWebApp} data-autofocus>
            {t('install_prompt.web_app')}
          </button>
        ) : null}
        {p.nativeAppUrl ? (
          <a className="button button--secondary button--block" href={p.nativeAppUrl} onClick={p.onNativeApp} rel="noopener">
            {t('install_prompt.native_app')}
          </a>
        ) : null}
        {prompt.closable && prompt.look === 'modal' ? (
          <button type="button" className="install__continue" onClick={p.onClose}>
            {t('install_prompt.continue_web')}
          </button>
        ) : null}
      </div>
      {guide && !p.browser.inApp ? <IosGuide guide={guide} /> : null}
    </>
  );

  if (prompt.look === 'banner') {
    return (
      <Banner {...p} dark={dark} message={message} desc={config.bottom_app_desc.enabled ? config.bottom_app_desc.value : t('install_prompt.banner_desc')} closeLabel={tc('common.close')}>
        {body}
      </Banner>
    );
  }
  return (
    <Dialog
      title={message}
      role="dialog"
      className={`install install--modal${dark ? ' install--dark' : ''}`}
      closing={p.closing}
      {...(prompt.closable ? { onDismiss: p.onClose, dismissLabel: tc('common.close') } : {})}
    >
      <div className="install__hero" style={lookStyle(config, true)}>
        <img className="install__icon" src={p.icon} alt="" width={72} height={72} />
        <p className="install__desc">{config.app_desc.enabled && config.app_desc.value ? config.app_desc.value : t('install_prompt.desc')}</p>
      </div>
      {body}
    </Dialog>
  );
}

type BannerProps = PromptViewProps & { dark: boolean; message: string; desc: string; closeLabel: string; children: ReactNode };

/** Not modal: it sits under the page's content (the page gets room for it), so it never covers the page's own controls. */
function Banner({ config, prompt, icon, dark, message, desc, closeLabel, closing, onClose, children }: BannerProps) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const height = ref.current?.offsetHeight ?? 0;
    const previous = document.body.style.paddingBottom;
    document.body.style.paddingBottom = `${height}px`;
    return () => {
      document.body.style.paddingBottom = previous;
    };
  }, []);
  return (
    <section
      ref={ref}
      className={`install install--banner${dark ? ' install--dark' : ''}${closing ? ' install--closing' : ''}`}
      aria-label={message}
      style={lookStyle(config, false)}
    >
      <div className="install__row">
        <img className="install__icon" src={icon} alt="" width={48} height={48} />
        <div className="install__text">
          <h2 className="install__title">{message}</h2>
          <p className="install__desc">{desc}</p>
        </div>
        {prompt.closable ? (
          <button type="button" className="install__close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      {children}
    </section>
  );
}
