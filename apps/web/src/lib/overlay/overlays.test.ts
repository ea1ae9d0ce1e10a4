import { afterEach, describe, expect, it, vi } from 'vitest';
import { overlays, resetOverlays, type OverlayKind } from './overlays';

const ask = (id: string, kind: OverlayKind, onClose = vi.fn()) => {
  overlays.request({ id, kind, render: () => id, onClose });
  return onClose;
};
const shown = () => overlays.visible()?.id;

afterEach(() => {
  resetOverlays();
  sessionStorage.clear();
});

describe('overlays (decision 025)', () => {
  it('shows one at a time: system overlays displace a marketing one, which returns before anything new', () => {
    ask('announce', 'announcement');
    ask('install', 'install');
    expect(shown()).toBe('announce');
    ask('update', 'update');
    expect(shown()).toBe('update');
    ask('domain', 'domain');
    expect(shown()).toBe('domain');
    overlays.close('domain');
    expect(shown()).toBe('update');
    overlays.close('update');
    expect(shown()).toBe('announce');
    overlays.close('announce');
    expect(shown()).toBe('install');
    overlays.close('install');
    expect(shown()).toBeUndefined();
  });

  it('those waiting go in priority order, the earliest of equals first', () => {
    ask('notice', 'notice');
    ask('push', 'push');
    ask('install', 'install');
    ask('upgrade', 'app-upgrade');
    ask('upgrade-2', 'app-upgrade');
    const order = [];
    while (shown()) {
      order.push(shown());
      overlays.close(shown() as string);
    }
    expect(order).toEqual(['notice', 'upgrade', 'upgrade-2', 'install']);
  });

  it('equal priorities queue first come, first served; a repeated id is one entry', () => {
    ask('n1', 'notice');
    ask('n2', 'notice');
    ask('n1', 'notice');
    expect(overlays.snapshot().map((e) => e.id)).toEqual(['n1', 'n2']);
    overlays.close('n1');
    expect(shown()).toBe('n2');
  });

  it('a dialog the person opened displaces a marketing popup, which comes back after it', () => {
    ask('push', 'push');
    ask('picker', 'user');
    expect(shown()).toBe('picker');
    overlays.close('picker');
    expect(shown()).toBe('push');
  });

  it('an error notice and the domain modal interrupt a dialog; the update notice waits for it to close', () => {
    ask('two-factor', 'two-factor');
    ask('update', 'update');
    expect(shown()).toBe('two-factor');
    ask('notice', 'notice');
    expect(shown()).toBe('notice');
    overlays.close('notice');
    // The interrupted dialog returns before the waiting update notice.
    expect(shown()).toBe('two-factor');
    overlays.close('two-factor');
    expect(shown()).toBe('update');
  });

  it('a sheet opened from the dialog on screen goes over it; each interrupted one returns, the last first', () => {
    ask('two-factor', 'two-factor');
    ask('picker', 'user');
    expect(shown()).toBe('picker');
    ask('notice', 'notice');
    expect(shown()).toBe('notice');
    overlays.close('notice');
    expect(shown()).toBe('picker');
    overlays.close('picker');
    expect(shown()).toBe('two-factor');
  });

  it('caps the marketing overlays of a visit at the merchant setting: the next is dropped, its owner told why', () => {
    overlays.setEngagementCap(2);
    const closes = ['a', 'b', 'c'].map((id) => ask(id, 'announcement'));
    ask('notice', 'notice');
    overlays.close('notice');
    overlays.close('a');
    overlays.close('b');
    expect(shown()).toBeUndefined();
    expect(closes.map((c) => c.mock.calls[0]?.[0])).toEqual(['closed', 'closed', 'capped']);
  });

  it('keeps the count across a reload in the same tab (sessionStorage), and a cap of 0 shows none', () => {
    overlays.setEngagementCap(1);
    ask('install', 'install');
    overlays.close('install');
    // What a reload leaves: the module starts afresh, the tab's session storage stays.
    resetOverlays();
    overlays.setEngagementCap(1);
    expect(ask('install', 'install')).toHaveBeenCalledWith('capped');
    sessionStorage.clear();
    overlays.setEngagementCap(0);
    expect(ask('push', 'push')).toHaveBeenCalledWith('capped');
    // System overlays are never capped.
    ask('update', 'update');
    expect(shown()).toBe('update');
  });

  it('a required app upgrade shows after the cap is spent, displaces a marketing popup and is not counted (decision 045)', () => {
    overlays.setEngagementCap(1);
    ask('announce', 'announcement');
    expect(shown()).toBe('announce');
    // The visit's one marketing overlay is on screen when the wrapper's required upgrade arrives.
    const mandatory = ask('upgrade', 'mandatory-upgrade');
    expect(shown()).toBe('upgrade');
    expect(sessionStorage.getItem('portico.overlays.shown')).toBe('1');
    // What ranks above it still gets through; marketing overlays wait behind it.
    ask('push', 'push');
    ask('notice', 'notice');
    expect(shown()).toBe('notice');
    overlays.close('notice');
    expect(shown()).toBe('upgrade');
    expect(mandatory).not.toHaveBeenCalled();
    // Were it ever closed, the interrupted popup returns, and the waiting one meets the spent cap.
    overlays.close('upgrade');
    expect(shown()).toBe('announce');
    const push = overlays.snapshot().find((e) => e.id === 'push')?.onClose;
    overlays.close('announce');
    expect(push).toHaveBeenCalledWith('capped');
    // An optional upgrade is marketing: capped like the rest.
    expect(ask('optional', 'app-upgrade')).toHaveBeenCalledWith('capped');
  });

  it('a required upgrade goes before every marketing overlay and the consent question waiting with it', () => {
    ask('notice', 'notice');
    ask('announce', 'announcement');
    ask('consent', 'consent');
    ask('upgrade', 'mandatory-upgrade');
    const order = [];
    while (shown()) {
      order.push(shown());
      overlays.close(shown() as string);
    }
    expect(order).toEqual(['notice', 'upgrade', 'consent', 'announce']);
  });

  it('a marketing popup coming back after an interruption does not jump ahead of a required upgrade waiting', () => {
    ask('announce', 'announcement');
    ask('consent', 'consent');
    expect(shown()).toBe('consent');
    ask('upgrade', 'mandatory-upgrade');
    expect(shown()).toBe('consent');
    overlays.close('consent');
    expect(shown()).toBe('upgrade');
  });

  it('withdraw takes an overlay away without calling its onClose; close calls it once', () => {
    const withdrawn = ask('sheet', 'user');
    overlays.withdraw('sheet');
    expect(withdrawn).not.toHaveBeenCalled();
    const closed = ask('notice', 'notice');
    overlays.close('notice');
    overlays.close('notice');
    expect(closed).toHaveBeenCalledTimes(1);
  });
});
