import type { AdminPayment, AdminSubscription } from '../api/schemas/admin';

/**
 * The Payments and Subscriptions exports. A cell that a spreadsheet would read as a formula (=, +, -, @) is
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

export function paymentsCsv(payments: readonly AdminPayment[]): string {
  return rowsOf(
    ['Reference', 'Amount (NGN)', 'First Name', 'Last Name', 'Email', 'Plan', 'Status', 'Date Created'],
    payments.map((p) => [p.reference, p.amount.toFixed(2), p.first_name, p.last_name, p.email, p.plan, p.status, p.date_created]),
  );
}

const activeText = (value: boolean | null) => (value === null ? 'Unknown' : value ? 'Yes' : 'No');

export function subscriptionsCsv(subscriptions: readonly AdminSubscription[]): string {
  return rowsOf(
    ['Id', 'Team', 'User Limit', 'Farm Area Limit', 'Start Date', 'End Date', 'Is Active?', 'Plan', 'Payment', 'Date Created'],
    subscriptions.map((s) => [s.id, s.team.name, s.no_users_limit, s.farm_area_limit, s.start_date, s.end_date, activeText(s.is_active), s.plan, s.payment, s.date_created]),
  );
}
