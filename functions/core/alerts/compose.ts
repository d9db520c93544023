import type { AlertEvidence } from '../../../shared/api/schemas/alerts';
import type { AlertKind, AlertSeverity } from '../../../shared/domain/alerts';
import { pickSmsText, type SmsCount } from '../../../shared/domain/sms-segments';
import type { ApiMessageId } from '../../../shared/i18n/english';
import type { Language } from '../../../shared/i18n/languages';
import { isApiMessageId, translate, type MessageValues } from '../i18n/translate';
import { escapeHtml, mailPage, mailWords, oneLine } from '../mail/mail-text';

/**
 * An alert's messages in one language, from the `messages` catalogue (server only): the in-app title and text, the
 * e-mail, the SMS (its full form when it fits one segment, else its short form) and the WhatsApp message.
 *
 * The SMS short forms of Hausa, Yoruba and Igbo are written without hooked letters, dots below and tone marks, as
 * Nigerians commonly text: they stay in the GSM 7-bit alphabet (160 characters a segment) where the full forms,
 * with their letters, force UCS-2 (70). test/unit/alerts/compose.test.ts checks every one fits one segment.
 *
 * WhatsApp: Meta approves templates in en, ha, yo and ig but has no Nigerian Pidgin, and a template's fixed words
 * would be in one language only. So every kind's template (`fieldwatch_<kind>`) has the body `*{{1}}*\n{{2}}`:
 * the title and the text, both written here in the reader's language, are its parameters. Pidgin goes out under
 * the English template's code, its words still Pidgin.
 */

/** The kinds whose messages differ by severity (a dry spell's warning and its alert); the others have one set. */
const BY_SEVERITY: ReadonlySet<AlertKind> = new Set(['dry_spell']);

/** Template language codes at Meta; a language absent here is sent under English's (see above). */
const WHATSAPP_LANGUAGES: ReadonlySet<Language> = new Set(['en', 'ha', 'yo', 'ig']);

export type MessagePart = 'title' | 'text' | 'sms' | 'smsShort';

/** The catalogue key of a kind's message part at a severity (the warning's for a severity the kind has no own text for). */
export function messageKey(kind: AlertKind, severity: AlertSeverity, part: MessagePart): ApiMessageId {
  const candidates = BY_SEVERITY.has(kind) ? [`messages.${kind}.${severity}.${part}`, `messages.${kind}.warning.${part}`] : [`messages.${kind}.${part}`];
  const key = candidates.find(isApiMessageId);
  if (!key) throw new Error(`No message ${part} for ${kind} (${severity})`);
  return key;
}

/** What an alert's messages are made of: stored on the team alert, formatted per reader. */
export interface AlertContent {
  kind: AlertKind;
  severity: AlertSeverity;
  fieldName: string | null;
  values: Record<string, string | number>;
  evidence: AlertEvidence;
  /** The absolute address of the alert in the app (the e-mail's link), null for none. */
  url: string | null;
}

export interface ComposedAlert {
  title: string;
  text: string;
  email: { subject: string; text: string; html: string };
  sms: { text: string; count: SmsCount };
  whatsapp: { template: string; language: string; parameters: string[]; text: string };
}

/** Every placeholder the messages use, so a finding without one still formats (an empty value, not an error). */
const PLACEHOLDERS: MessageValues = { field: '', days: 0, mm: 0, date: '', crop: '', maxC: 0, index: '', value: '', usual: '', task: '', plan: '' };

/** Figures read short: whole millimetres and degrees, an index to two decimals. */
const rounded = (value: string | number) => (typeof value !== 'number' ? value : Math.abs(value) < 10 ? Math.round(value * 100) / 100 : Math.round(value));

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day as a farmer reads it, in the message's language: "14 Aug" in the app and e-mail, "14/08" in an SMS (digits
 * keep it in the GSM alphabet and short; day before month, as Nigeria writes it, whatever the language's own
 * order). English and Pidgin take Nigeria's English month names.
 */
function dayFormat(language: Language, form: 'words' | 'digits'): (day: string) => string {
  if (form === 'digits') return (day) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
  const format = new Intl.DateTimeFormat(language === 'en' || language === 'pcm' ? 'en-NG' : language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
}

const withDays = (values: MessageValues, language: Language, form: 'words' | 'digits'): MessageValues => {
  const format = dayFormat(language, form);
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' && DAY.test(value) ? format(value) : value]));
};

/** The values a message formats with: the evidence's figures where the finding names none, then the finding's own. */
export function messageValues(content: Pick<AlertContent, 'values' | 'evidence' | 'fieldName'>): MessageValues {
  const { figures } = content.evidence;
  const fromEvidence: MessageValues = { date: content.evidence.from };
  if (figures.dry_days !== undefined) fromEvidence.days = figures.dry_days;
  if (figures.rain_mm !== undefined) fromEvidence.mm = rounded(figures.rain_mm);
  if (figures.max_c !== undefined) fromEvidence.maxC = rounded(figures.max_c);
  const own = Object.fromEntries(Object.entries(content.values).map(([name, value]) => [name, rounded(value)]));
  return { ...PLACEHOLDERS, ...fromEvidence, ...own, field: content.fieldName ?? '' };
}

/** The in-app title and text only (the list of alerts formats these in the reader's language). */
export function alertTexts(content: Pick<AlertContent, 'kind' | 'severity' | 'values' | 'evidence' | 'fieldName'>, language: Language): { title: string; text: string } {
  const values = withDays(messageValues(content), language, 'words');
  return {
    title: translate(language, messageKey(content.kind, content.severity, 'title'), values),
    text: translate(language, messageKey(content.kind, content.severity, 'text'), values),
  };
}

function emailOf(content: AlertContent, language: Language, title: string, text: string): ComposedAlert['email'] {
  const { evidence } = content;
  const lines = [text];
  if (content.fieldName) lines.push(translate(language, 'messages.email.field', { field: content.fieldName }));
  if (evidence.from !== evidence.to) lines.push(translate(language, 'messages.email.period', withDays({ from: evidence.from, to: evidence.to }, language, 'words')));
  const figures = Object.entries(evidence.figures).map(([name, value]) => `${name.replace(/_/g, ' ')}: ${rounded(value)}`);
  const forecastFrom = evidence.series.find((point) => point.forecast)?.date;
  const notes = forecastFrom ? [translate(language, 'messages.email.forecastFrom', withDays({ date: forecastFrom }, language, 'words'))] : [];
  const open = content.url ? translate(language, 'messages.email.open', { link: content.url }) : null;
  const textBody = [...lines, ...(figures.length > 0 ? [figures.join(', ')] : []), ...notes, ...(open ? [open] : [])].join('\n\n');
  const htmlFigures = figures.length > 0 ? `<ul>${figures.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '';
  const htmlLink = content.url ? `<p><a href="${escapeHtml(content.url)}">${escapeHtml(translate(language, 'messages.email.openLink'))}</a></p>` : '';
  // The product's mail frame (heading, footer), as every other mail has.
  const html = mailPage(
    mailWords(language),
    escapeHtml(title),
    `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${htmlFigures}${notes.map((note) => `<p><small>${escapeHtml(note)}</small></p>`).join('')}${htmlLink}`,
  );
  return { subject: oneLine(translate(language, 'messages.email.subject', { title })), text: `${textBody}\n`, html };
}

/** Every channel's message of one alert in one language. */
export function composeAlert(content: AlertContent, language: Language): ComposedAlert {
  const values = withDays(messageValues(content), language, 'digits');
  const { title, text } = alertTexts(content, language);
  const sms = pickSmsText(
    translate(language, messageKey(content.kind, content.severity, 'sms'), values),
    translate(language, messageKey(content.kind, content.severity, 'smsShort'), values),
  );
  return {
    title,
    text,
    email: emailOf(content, language, title, text),
    sms: { text: sms.text, count: sms.count },
    whatsapp: {
      template: `fieldwatch_${content.kind}`,
      language: WHATSAPP_LANGUAGES.has(language) ? language : 'en',
      parameters: [title, text],
      text: `*${title}*\n${text}`,
    },
  };
}
