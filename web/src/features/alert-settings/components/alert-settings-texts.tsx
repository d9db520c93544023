import type { ReactNode } from 'react';
import { useCatalogue } from '../../../lib/i18n/language-context';

/** Renders the alert settings' screens once their texts (a catalogue chunk of their own) have arrived. */
export function AlertSettingsTexts({ children }: { children: ReactNode }) {
  return useCatalogue('alert-settings') ? children : null;
}
