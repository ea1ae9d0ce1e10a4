import { createRoot, type Root } from 'react-dom/client';
import { DomainUnavailableModal } from './components/DomainUnavailableModal';

let root: Root | null = null;

/**
 * The dedicated handler of domain_not_available (doc A §4, §8): opens the domain-unreachable modal
 * in its own root, once however many calls fail together. The app registers it with the request
 * layer (lib/http/error-policy.ts onDomainNotAvailable) through a dynamic import, so none of this
 * is in the first load; the site-status gate may also call it directly with its failed call.
 */
export function handleDomainNotAvailable(error: unknown): void {
  if (root) return;
  const host = document.createElement('div');
  host.id = 'domain-unavailable';
  document.body.append(host);
  root = createRoot(host);
  root.render(<DomainUnavailableModal error={error} />);
}
