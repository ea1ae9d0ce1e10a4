import { useEffect, useMemo, useState } from 'react';
import { installPlace } from '../../../lib/install/environment';
import { useOverlay } from '../../../lib/overlay/use-overlay';
import { tokenSourceFor, type TokenSource } from '../../../lib/push/registration-token';
import { useSiteSettings } from '../../../lib/site/site-settings';
import { markAsked, markDismissed, mayAsk } from '../model/ask-policy';
import { nextPushStep } from '../model/next-step';
import { registerPush } from '../model/register';
import { unbindOnSignOut } from '../model/sign-out';
import { listenToWorker } from '../model/worker-messages';
import { PushPermissionDialog, type PushDialogMode } from './PushPermissionDialog';

export interface PushManagerProps {
  /** The signed-in member (session id) the token is bound to. */
  memberId: number;
}

function pushFacts(source: TokenSource) {
  const hasNotification = typeof Notification !== 'undefined';
  return {
    place: installPlace(),
    permission: hasNotification ? Notification.permission : null,
    pushSupported: 'serviceWorker' in navigator && 'PushManager' in window,
    native: source.kind === 'native',
    mayAsk: mayAsk(Date.now()),
  };
}

/**
 * Push for a signed-in member (doc E §9, decision 038), mounted by app/PushMount.tsx after
 * hydration: registers silently when permission is already granted (and refreshes every 7 days),
 * else asks through the overlay host once per session; reports the worker's pushes on the bus.
 */
export default function PushManager({ memberId }: PushManagerProps) {
  const { push } = useSiteSettings();
  const source = useMemo(() => tokenSourceFor(push), [push]);
  // Decided once per mount (the mount is keyed by the session): what this page does about push.
  const [step] = useState(() => (source ? nextPushStep(pushFacts(source)) : 'none'));
  const [dialog, setDialog] = useState<PushDialogMode | null>(step === 'ask' || step === 'ios-install' ? step : null);

  useEffect(() => unbindOnSignOut(), []);
  useEffect(() => (source ? listenToWorker(() => void registerPush(source, memberId)) : undefined), [source, memberId]);
  useEffect(() => {
    if (step === 'register' && source) void registerPush(source, memberId);
    // Requested counts as this session's one ask, whatever the answer (or the visit cap) does with it.
    if (step === 'ask' || step === 'ios-install') markAsked();
  }, [step, source, memberId]);

  const close = () => setDialog(null);
  const dismiss = () => {
    if (dialog !== 'tips') markDismissed(Date.now());
    close();
  };
  const allow = async () => {
    close();
    const permission = await Notification.requestPermission();
    if (permission === 'granted' && source) void registerPush(source, memberId);
    else if (permission === 'denied') setDialog('tips');
  };
  const place = useOverlay({ id: 'push-permission', kind: 'push', open: dialog !== null, onClose: (reason) => reason === 'capped' && close() });
  return dialog ? place(<PushPermissionDialog mode={dialog} onAllow={() => void allow()} onDismiss={dismiss} />) : null;
}
