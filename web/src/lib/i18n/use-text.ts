import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../../shared/i18n/english';
import { formatText } from './format-text';

type Values = Record<string, string | number>;

/**
 * Texts in the language on screen: `t` a catalogue message by its (typed) id,
 * `say` a text that may be a key or messageRef (the shared domain's messages, the API's season sentences) or final
 * text (a name), which it shows as it is.
 */
export function useText() {
  const intl = useIntl();
  const t = useCallback((id: MessageId, values?: Values) => intl.formatMessage({ id }, values), [intl]);
  const say = useCallback((text: string, values?: Values) => formatText(intl, text, values), [intl]);
  return { t, say, intl };
}
