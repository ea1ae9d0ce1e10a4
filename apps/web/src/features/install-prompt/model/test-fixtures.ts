import type { InstallPromptConfig } from '@portico/contract/install-prompt';
import type { KeyValueStore } from './prompt-state';

/** A configuration with everything off but the switch; tests turn on what they check. */
export function configWith(changes: Partial<InstallPromptConfig> = {}): InstallPromptConfig {
  return {
    download_condition_switch: { enabled: true },
    domains_switch: { enabled: false, value: 1 },
    domains: { enabled: false, value: [] },
    login_required: { enabled: false },
    in_game_popup_interval: { enabled: false, value: 60 },
    triggers: {},
    bottom_app_bar_mode: { enabled: false },
    theme: { enabled: false, value: 'light' },
    colours: { enabled: false, value: { background: '#ffffff', text: '#1b1f27', accent: '#0b4fa8' } },
    app_background: { enabled: false, value: '' },
    app_desc: { enabled: false, value: '' },
    bottom_app_desc: { enabled: false, value: '' },
    message: { enabled: false, value: '' },
    ...changes,
  };
}

/** sessionStorage / localStorage stand-in. */
export function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}
