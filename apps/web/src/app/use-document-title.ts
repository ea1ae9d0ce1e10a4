import { useEffect } from 'react';
import { useSiteSettings } from '../lib/site/site-settings';

/** Each screen names itself for screen readers, tabs and history: "<screen> · <merchant>". */
export function useDocumentTitle(screen: string) {
  const { name } = useSiteSettings();
  useEffect(() => {
    document.title = `${screen} · ${name}`;
  }, [screen, name]);
}
