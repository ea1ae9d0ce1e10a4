import { overlays } from '../../lib/overlay/overlays';
import { DomainUnavailableModal } from './components/DomainUnavailableModal';

/**
 * The dedicated handler of domain_not_available (doc A §4, §8): asks the overlay host for the
 * domain-unreachable modal, once however many calls fail together (one id). The app registers it
 * with the request layer (lib/http/error-policy.ts onDomainNotAvailable) through a dynamic import,
 * so none of this is in the first load; the site-status gate may also call it with its failed call.
 */
export function handleDomainNotAvailable(error: unknown): void {
  if (overlays.snapshot().some((e) => e.id === 'domain')) return;
  // No way to close it: retry leaves the page (decision 018).
  overlays.request({ id: 'domain', kind: 'domain', render: () => <DomainUnavailableModal error={error} /> });
}
