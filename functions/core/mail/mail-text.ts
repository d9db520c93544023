import { translate, type MessageValues } from '../i18n/translate';
import type { ApiMessageId } from '../../../shared/i18n/english';
import type { Language } from '../../../shared/i18n/languages';

/** Header injection: a subject is one line, whatever the text it was built from. */
export const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** User text inside mail HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** The product's name: never translated. */
export const PRODUCT = 'FieldWatch';

/**
 * A mail's texts in its recipient's language (api/mail keys). `text` is for plain text and subjects; `html` escapes
 * the catalogue's words and takes values that are already HTML (escaped user input, links, <strong>).
 */
export function mailWords(language: Language) {
  const text = (id: ApiMessageId, values?: MessageValues) => translate(language, id, { product: PRODUCT, ...values });
  return {
    language,
    text,
    html: (id: ApiMessageId, values?: MessageValues) => {
      // The catalogue's own words are escaped; text values go in as given (HTML: the caller escapes user input),
      // through marks that escaping leaves alone. Numbers stay numbers, for plurals.
      const html = Object.entries(values ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
      const marks = Object.fromEntries(html.map(([key], at) => [key, `\uE000${at}\uE001`]));
      const escaped = escapeHtml(text(id, { ...values, ...marks }));
      return escaped.replace(/\uE000(\d+)\uE001/g, (_, at: string) => html[Number(at)]?.[1] ?? '');
    },
  };
}
export type MailWords = ReturnType<typeof mailWords>;

/** The frame of every mail: a heading, the body, and the product's line under it. */
export function mailPage(words: MailWords, heading: string, body: string): string {
  return `<div style="font-family:Arial,sans-serif;max-width:560px"><h2 style="color:#1b5e20">${heading}</h2>${body}<p style="color:#666">${words.html('mail.footer')}</p></div>`;
}
