import { events } from '../../../lib/events/app-events';
import { navigate } from '../../../lib/notify/notify';
import { isPushToPage } from '../../../sw/push-messages';

/**
 * The page's side of the push handler (decision 038): the worker's reports go on the bus, a tapped
 * push routes to its deep link in this page (no reload), and a replaced subscription registers again.
 */
export function listenToWorker(onSubscriptionChanged: () => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (!isPushToPage(data)) return;
    if (data.type === 'push-subscription-changed') return onSubscriptionChanged();
    const { title, url } = data.push;
    if (data.type === 'push-received') events.emit('push-received', { title, url });
    else {
      events.emit('push-clicked', { title, url });
      navigate(url);
    }
  };
  const container = navigator.serviceWorker;
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}
