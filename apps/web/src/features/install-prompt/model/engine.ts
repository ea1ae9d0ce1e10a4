import type { InstallPromptConfig } from '@portico/contract/install-prompt';
import type { CustomerType } from '@portico/contract/session';
import type { Emitter } from '../../../lib/events/emitter';
import type { AppEvents, InstallFunnelStep } from '../../../lib/events/app-events';
import { blockerOf } from './conditions';
import type { PromptState } from './prompt-state';
import { isInitialPromptPath, isLoginTriggerPath } from './paths';
import * as T from './triggers';
import { HOMESCREEN_QUERY } from '@portico/contract/install';

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** Where the page runs, read when a trigger fires. */
export interface Place {
  nativeApp: boolean;
  standalone: boolean;
  ios: boolean;
  inAppBrowser: boolean;
  host: string;
  path: string;
  search: string;
}

export interface EngineDeps {
  config: InstallPromptConfig;
  clock: Clock;
  state: PromptState;
  bus: Pick<Emitter<AppEvents>, 'on' | 'emit'>;
  place(): Place;
  memberType(): CustomerType | null;
  siteBlocked(): boolean;
  visible(): boolean;
  /** The browser's install event was captured (index.html's inline script keeps it on window). */
  installEvent(): boolean;
  fetchCounts(): Promise<T.Counts>;
  /** The member's registration time (ms), or null. */
  fetchRegDate(): Promise<number | null>;
  show(prompt: Prompt): void;
}

/** What made the app load the prompt after its start. */
export type Arrival = 'signed-in' | 'registered';

export interface Prompt {
  trigger: string;
  closable: boolean;
  look: 'banner' | 'modal';
}

/** Close signal to the home-screen prompt (doc E §9): another prompt may come this long after a close. */
export const CLOSE_SIGNAL_MS = 500;

/**
 * The install-prompt engine (doc E §4, decision 036): listens to the bus, decides when a trigger may
 * show the prompt, keeps the session marks, and reports the funnel. Pure of the DOM: the clock,
 * storage and platform calls come in, so the tests drive it with fakes.
 */
export function createEngine(d: EngineDeps) {
  const look: Prompt['look'] = d.config.bottom_app_bar_mode.enabled ? 'banner' : 'modal';
  let open: Prompt | null = null;
  let counts: T.Counts | null = null;
  const timers = new Set<unknown>();
  const later = (ms: number, fn: () => void) => {
    const id = d.clock.setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
  };
  const funnel = (step: InstallFunnelStep, trigger: string) => d.bus.emit('install-funnel', { step, trigger, look });

  const installed = (p: Place) => p.nativeApp || p.standalone || d.state.installed() || d.state.webclip() === '1';

  /** Shows the prompt for a fired trigger when every condition and session rule allows it. */
  function attempt(fired: T.Fired | null): boolean {
    if (!fired) return false;
    const p = d.place();
    const blocker = blockerOf({
      config: d.config,
      installed: installed(p),
      promptOpen: open !== null,
      host: p.host,
      memberType: d.memberType(),
      siteBlocked: d.siteBlocked(),
      installEvent: d.installEvent(),
      ios: p.ios,
      inAppBrowser: p.inAppBrowser,
    });
    if (blocker || d.state.shownThisSession(fired.trigger)) return false;
    const closable = !fired.forced && !d.state.forcedSticky();
    // Closed once this session: only a non-closable prompt comes back.
    if (closable && d.state.skipped()) return false;
    d.state.markShown(fired.trigger, !closable);
    open = { trigger: fired.trigger, closable, look };
    d.show(open);
    return true;
  }

  const signedIn = () => d.memberType() !== null;
  const readCounts = async (): Promise<T.Counts | null> => {
    if (!signedIn()) return null;
    try {
      counts = await d.fetchCounts();
    } catch {
      // The statistics are an extra: a failed poll waits for the next one.
    }
    return counts;
  };
  const checkCounts = async () => {
    const c = await readCounts();
    if (c) attempt(T.countTrigger(d.config, c));
  };
  const checkRegDays = async () => {
    if (!signedIn()) return;
    const reg = await d.fetchRegDate().catch(() => null);
    if (reg !== null) attempt(T.regDaysTrigger(d.config, reg, d.clock.now()));
  };
  const checkPage = async (path: string) => {
    if (!signedIn()) return;
    attempt(T.pageTrigger(d.config, path, counts ?? (await readCounts())));
  };
  const poll = () =>
    later(T.DELAYS.countPoll, () => {
      if (signedIn() && d.visible()) void checkCounts();
      poll();
    });

  function recordLaunch(p: Place) {
    const homescreen = new URLSearchParams(p.search).has(HOMESCREEN_QUERY);
    if (p.standalone) d.state.setWebclip('1');
    else if (homescreen) d.state.setWebclip('0');
    if (p.standalone && homescreen && !d.state.firstLaunchSeen()) {
      d.state.markFirstLaunch();
      funnel('first-launch', HOMESCREEN_QUERY);
    }
  }

  /** The captured install event, polled up to 20 × 150 ms (doc E §9): it may arrive after the app. */
  const waitForInstallEvent = () =>
    new Promise<void>((resolve) => {
      let tries = 0;
      const check = () => {
        if (d.installEvent() || ++tries > T.EVENT_POLL_TRIES) resolve();
        else later(T.DELAYS.eventPoll, check);
      };
      check();
    });

  function onSignedIn() {
    if (isLoginTriggerPath(d.place().path)) later(T.DELAYS.login, () => attempt(T.loginTrigger(d.config)));
    void checkCounts();
    void checkRegDays();
  }
  const onRegistered = () => later(T.DELAYS.registration, () => void checkRegDays());

  const subscribe = () => [
    d.bus.on('route-changed', ({ path }) => void checkPage(path)),
    d.bus.on('signed-in', onSignedIn),
    d.bus.on('registered', onRegistered),
    d.bus.on('game-started', () => {
      const wait = T.inGameDelay(d.config);
      if (wait !== null) later(wait, () => attempt({ trigger: 'in_game', forced: false }));
    }),
    d.bus.on('deposit-tracked', () => later(T.DELAYS.afterTracking, () => void checkCounts())),
    d.bus.on('withdrawal-tracked', () => later(T.DELAYS.afterTracking, () => void checkCounts())),
    d.bus.on('bank-card-bound', () => later(T.DELAYS.afterTracking, () => void checkCounts())),
    d.bus.on('signed-out', () => {
      counts = null;
    }),
  ];

  let unsubscribe: (() => void)[] = [];

  return {
    /**
     * The first look: on the app's start (`arrivals` empty) app open on a home path, then the
     * member's counts and age. Started later by a sign-in or registration (the chunk is loaded only
     * then on other pages), those events are replayed instead: they happened before it listened.
     */
    async start(arrivals: readonly Arrival[] = []) {
      unsubscribe = subscribe();
      const first = d.place();
      if (!first.ios && !first.inAppBrowser) await waitForInstallEvent();
      const p = d.place();
      recordLaunch(p);
      if (arrivals.length === 0) {
        if (isInitialPromptPath(p.path)) attempt(T.appOpenTrigger(d.config));
        if (signedIn()) {
          void checkRegDays();
          void checkPage(p.path).then(() => checkCounts());
        }
      }
      for (const arrival of arrivals) (arrival === 'signed-in' ? onSignedIn : onRegistered)();
      poll();
    },
    stop() {
      unsubscribe.forEach((off) => off());
      unsubscribe = [];
      timers.forEach((id) => d.clock.clearTimeout(id));
      timers.clear();
    },
    /** The prompt is on screen (the overlay host showed it). */
    shown: () => open && funnel('shown', open.trigger),
    /** The host never showed it (the per-visit cap): nothing was seen, nothing is counted. */
    dropped() {
      open = null;
    },
    /** Closed by the person: the skip flag and the close counter; the next prompt may come after the close signal. */
    closed() {
      if (!open) return;
      const { trigger } = open;
      d.state.markClosed();
      funnel('dismissed', trigger);
      later(CLOSE_SIGNAL_MS, () => {
        open = null;
      });
    },
    /** Either button: the native app's download or the browser's own install dialog answered "install". */
    accepted(target: 'native-app' | 'web-app') {
      d.state.markAccepted();
      d.bus.emit('install-accepted', { target });
      funnel('accepted', open?.trigger ?? 'unknown');
    },
    /** The browser's appinstalled event. */
    installed() {
      d.state.markInstalled();
      funnel('installed', open?.trigger ?? 'unknown');
    },
    /** The accepted or installed prompt went away. */
    finished() {
      later(CLOSE_SIGNAL_MS, () => {
        open = null;
      });
    },
  };
}

export type Engine = ReturnType<typeof createEngine>;
