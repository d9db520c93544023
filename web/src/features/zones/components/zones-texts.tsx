import type { ReactNode } from 'react';
import { useCatalogue } from '../../../lib/i18n/language-context';

/** Shows its children once the zones' texts are loaded (their own chunk, fetched when a zone layer first shows). */
export function ZonesTexts({ children }: { children: ReactNode }) {
  return useCatalogue('zones') ? children : null;
}
