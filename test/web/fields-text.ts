import { createIntl, createIntlCache } from 'react-intl';
import { formatText } from '../../web/src/lib/i18n/format-text';
import { ENGLISH_CATALOGUE } from './support/intl';

const english = createIntl({ locale: 'en', messages: ENGLISH_CATALOGUE.messages }, createIntlCache());

/**
 * A field text (FIELD_MESSAGES: a catalogue key or messageRef, reasons inside it too) as the screen and the API say
 * it in English: the specification's wording.
 */
export function enText(text: string): string {
  return formatText(english, text);
}
