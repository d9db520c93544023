import type {
  AdminPayment,
  AdminSubscription,
  PaymentExportQuery,
  PaymentListQuery,
  SubscriptionExportQuery,
  SubscriptionListQuery,
} from '../../../shared/api/schemas/admin';
import { ADMIN_EXPORT_LIMIT } from '../../../shared/domain/admin';
import { toNaira } from '../../../shared/domain/subscriptions';
import { db } from '../db/service';
import { translate } from '../i18n/translate';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import type { AccountSubscriptionItem, PaymentItem } from '../db/subscription-entities';
import { toAccountSubscription } from '../subscriptions/account-subscriptions';
import { readCounters } from './counters';
import { createdRange, inRange, newestFirst, pageFrom, type Page, type PageRequest } from './paging';

function toAdminPayment(item: PaymentItem): AdminPayment {
  return {
    reference: item.reference,
    amount: toNaira(item.amountKobo),
    first_name: item.firstName,
    last_name: item.lastName,
    email: item.email,
    status: item.status,
    plan: item.planName,
    date_created: item.createdAt,
  };
}

const subscriptionState = (item: AccountSubscriptionItem) => (item.isActive === undefined ? 'unknown' : item.isActive ? 'active' : 'inactive');

async function matchingPayments(query: PaymentExportQuery, upTo: number | null): Promise<PaymentItem[]> {
  const range = createdRange(query);
  const { data } = await db()
    .entities.payment.query.all({})
    .go(upTo === null ? { pages: 'all', order: 'desc' } : { count: upTo, order: 'desc' });
  return data.filter((item) => inRange(item.createdAt, range) && (!query.status || item.status === query.status)).sort(newestFirst((item) => item.reference));
}

const isFiltered = (query: { from?: string | undefined; to?: string | undefined; status?: string | undefined }) =>
  createdRange(query) !== null || query.status !== undefined;

export async function paymentPage(query: PaymentListQuery): Promise<Page<AdminPayment>> {
  const filtered = isFiltered(query);
  const rows = await matchingPayments(query, filtered ? null : query.page * query.page_size);
  const page = pageFrom(rows, query, filtered ? rows.length : (await readCounters()).payments);
  return { count: page.count, page: page.page, page_size: page.page_size, results: page.rows.map(toAdminPayment) };
}

export async function paymentsForExport(query: PaymentExportQuery): Promise<AdminPayment[]> {
  return (await matchingPayments(query, isFiltered(query) ? null : ADMIN_EXPORT_LIMIT)).slice(0, ADMIN_EXPORT_LIMIT).map(toAdminPayment);
}

async function matchingSubscriptions(query: SubscriptionExportQuery, upTo: number | null): Promise<AccountSubscriptionItem[]> {
  const range = createdRange(query);
  const { data } = await db()
    .entities.accountSubscription.query.all({})
    .go(upTo === null ? { pages: 'all', order: 'desc' } : { count: upTo, order: 'desc' });
  return data
    .filter((item) => inRange(item.createdAt, range) && (!query.status || subscriptionState(item) === query.status))
    .sort(newestFirst((item) => item.subscriptionId));
}

async function withTeams(items: AccountSubscriptionItem[], language: Language): Promise<AdminSubscription[]> {
  const teamIds = [...new Set(items.map((item) => item.teamId))];
  const { data: teams } = teamIds.length ? await db().entities.team.get(teamIds.map((teamId) => ({ teamId }))).go() : { data: [] };
  const nameOf = new Map(teams.map((team) => [team.teamId, team.name]));
  return items.map((item) => ({ ...toAccountSubscription(item), team: { id: item.teamId, name: nameOf.get(item.teamId) ?? translate(language, 'admin.deletedTeam') } }));
}

export async function subscriptionPage(query: SubscriptionListQuery, language: Language = DEFAULT_LANGUAGE): Promise<Page<AdminSubscription>> {
  const filtered = isFiltered(query);
  const rows = await matchingSubscriptions(query, filtered ? null : query.page * query.page_size);
  const page = pageFrom(rows, query as PageRequest, filtered ? rows.length : (await readCounters()).subscriptions);
  return { count: page.count, page: page.page, page_size: page.page_size, results: await withTeams(page.rows, language) };
}

export async function subscriptionsForExport(query: SubscriptionExportQuery, language: Language = DEFAULT_LANGUAGE): Promise<AdminSubscription[]> {
  return withTeams((await matchingSubscriptions(query, isFiltered(query) ? null : ADMIN_EXPORT_LIMIT)).slice(0, ADMIN_EXPORT_LIMIT), language);
}
