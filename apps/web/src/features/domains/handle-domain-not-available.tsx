import { createRoot, type Root } from 'react-dom/client';
import { i18n } from '../../lib/i18n/i18n';
import { I18nProvider } from '../../lib/i18n/react';
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
  // Its own root, outside the app's tree: it brings the app's translations along.
  root.render(
    <I18nProvider i18n={i18n}>
      <DomainUnavailableModal error={error} />
    </I18nProvider>,
  );
}
