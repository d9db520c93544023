import type { AdminPayment, AdminSubscription } from '../api/schemas/admin';
import type { ApiMessageId } from '../i18n/english';

/** A header or word of the exports in the caller's language (the API's translate, bound to the language). */
export type Say = (id: ApiMessageId) => string;

/**
 * The Payments and Subscriptions exports, their headers and words in the caller's language. A cell that a spreadsheet would read as a formula (=, +, -, @) is
 * prefixed with a quote: names and e-mails are typed by users.
 */
function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const rowsOf = (header: string[], rows: (string | number | boolean | null)[][]) =>
  [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';

const PAYMENT_HEADER: readonly ApiMessageId[] = [
  'admin.csv.reference',
  'admin.csv.amount',
  'admin.csv.firstName',
  'admin.csv.lastName',
  'admin.csv.email',
  'admin.csv.plan',
  'admin.csv.status',
  'admin.csv.dateCreated',
];

export function paymentsCsv(payments: readonly AdminPayment[], say: Say): string {
  return rowsOf(
    PAYMENT_HEADER.map(say),
    payments.map((p) => [p.reference, p.amount.toFixed(2), p.first_name, p.last_name, p.email, p.plan, p.status, p.date_created]),
  );
}

const SUBSCRIPTION_HEADER: readonly ApiMessageId[] = [
  'admin.csv.id',
  'admin.csv.team',
  'admin.csv.userLimit',
  'admin.csv.farmAreaLimit',
  'admin.csv.startDate',
  'admin.csv.endDate',
  'admin.csv.isActive',
  'admin.csv.plan',
  'admin.csv.payment',
  'admin.csv.dateCreated',
];

const activeWord = (value: boolean | null): ApiMessageId => (value === null ? 'admin.unknown' : value ? 'admin.yes' : 'admin.no');

export function subscriptionsCsv(subscriptions: readonly AdminSubscription[], say: Say): string {
  return rowsOf(
    SUBSCRIPTION_HEADER.map(say),
    subscriptions.map((s) => [s.id, s.team.name, s.no_users_limit, s.farm_area_limit, s.start_date, s.end_date, say(activeWord(s.is_active)), s.plan, s.payment, s.date_created]),
  );
}
