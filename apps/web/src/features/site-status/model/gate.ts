import type { SiteStatus } from '@portico/contract/system';

export interface GateState {
  /** The last status the platform gave; null before the first answer (the site stays usable). */
  status: SiteStatus | null;
  /** The combined manifest hash differs from the first one this page saw. */
  updateAvailable: boolean;
}

export interface GateDeps {
  getStatus: () => Promise<SiteStatus>;
  getManifestHash: () => Promise<string | null>;
  onChange: (state: GateState) => void;
}

/**
 * One check of the gate (doc A §4): the status and the update hash, side by side. A failing
 * status call keeps the last verdict (a network blip neither opens nor closes the site); its
 * domain_not_available reaches the domain-unreachable modal through the request layer's error
 * policy, like any call's (lib/http/error-policy.ts, decision 018). The first hash seen is the reference:
 * any later difference means a new build, and the notice then stays until the page reloads.
 */
export function createGate(deps: GateDeps) {
  let state: GateState = { status: null, updateAvailable: false };
  let firstHash: string | null = null;
  const set = (next: Partial<GateState>) => {
    state = { ...state, ...next };
    deps.onChange(state);
  };

  async function checkStatus(): Promise<void> {
    try {
      set({ status: await deps.getStatus() });
    } catch {
      // keep the last verdict
    }
  }

  async function checkUpdate(): Promise<void> {
    const hash = await deps.getManifestHash();
    if (hash === null) return;
    if (firstHash === null) firstHash = hash;
    else if (hash !== firstHash && !state.updateAvailable) set({ updateAvailable: true });
  }

  return {
    get state() {
      return state;
    },
    checkStatus,
    async check(): Promise<void> {
      await Promise.all([checkStatus(), checkUpdate()]);
    },
  };
}
