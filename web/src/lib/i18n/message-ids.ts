import type { MessageId } from '../../../../shared/i18n/english';
import type { Language } from '../../../../shared/i18n/languages';

// react-intl's ids are the catalogues' keys: a misspelt or missing key is a type error, not a blank on screen.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl's documented way to type message ids
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
    interface IntlConfig {
      locale: Language;
    }
  }
}
