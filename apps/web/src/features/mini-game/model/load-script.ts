import { scriptUrl, type MiniGameVariant } from './variant';

/** What a mini-game script defines (apps/server/mini-game/*: window.PorticoMiniGame). */
export interface MiniGameApi {
  variant: string;
  mount(container: HTMLElement): () => void;
}

declare global {
  interface Window {
    PorticoMiniGame?: MiniGameApi;
  }
}

let logged = false;

/**
 * Loads /mini-game/{v1|s1}/minigame.js?_t=<ms> (doc E §7). A script that fails leaves the shell
 * as it is: the widget stays away and the failure is logged once per page, not per sign-in.
 */
export function loadMiniGame(variant: MiniGameVariant): Promise<MiniGameApi> {
  const ready = window.PorticoMiniGame;
  if (ready?.variant === variant) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl(variant);
    script.async = true;
    script.onload = () => {
      const api = window.PorticoMiniGame;
      if (api && typeof api.mount === 'function') resolve(api);
      else fail(new Error('the mini-game script defined no PorticoMiniGame'));
    };
    script.onerror = () => fail(new Error(`the mini-game script ${variant} did not load`));
    function fail(error: Error) {
      script.remove();
      if (!logged) console.warn('[mini-game]', error.message);
      logged = true;
      reject(error);
    }
    document.head.append(script);
  });
}
