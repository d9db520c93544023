import type { AlertChannel, AlertKind, AlertSeverity } from '../../../../shared/domain/alerts';
import type { MessageId } from '../../../../shared/i18n/english';

/** Screen texts of the bell and the alerts page, as keys of the alerts web catalogue. */
export const ALERT_TEXTS = {
  bellLabel: 'alerts.bell.label',
  bellMenu: 'alerts.bell.menu',
  seeAll: 'alerts.bell.seeAll',
  bellNone: 'alerts.bell.none',
  failed: 'alerts.bell.failed',
  title: 'alerts.page.title',
  intro: 'alerts.page.intro',
  settings: 'alerts.page.settings',
  loadMore: 'alerts.page.loadMore',
  loading: 'alerts.page.loading',
  noMatch: 'alerts.page.noMatch',
  filterTitle: 'alerts.filter.title',
  filterField: 'alerts.filter.field',
  allFields: 'alerts.filter.allFields',
  filterKind: 'alerts.filter.kind',
  allKinds: 'alerts.filter.allKinds',
  filterFrom: 'alerts.filter.from',
  filterTo: 'alerts.filter.to',
  filterUnread: 'alerts.filter.unread',
  clearFilters: 'alerts.filter.clear',
  emptyTitle: 'alerts.empty.title',
  emptyText: 'alerts.empty.text',
  emptySettings: 'alerts.empty.settings',
  markRead: 'alerts.item.markRead',
  markUnread: 'alerts.item.markUnread',
  unread: 'alerts.item.unread',
  open: 'alerts.item.open',
  team: 'alerts.item.team',
  period: 'alerts.evidence.period',
  observedUntil: 'alerts.evidence.observedUntil',
  allForecast: 'alerts.evidence.allForecast',
  source: 'alerts.evidence.source',
  figure: 'alerts.evidence.figure',
  value: 'alerts.evidence.value',
  chart: 'alerts.evidence.chart',
  point: 'alerts.evidence.point',
  observed: 'alerts.evidence.observed',
  forecast: 'alerts.evidence.forecast',
  deliveriesTitle: 'alerts.delivery.title',
  skipReason: 'alerts.delivery.reason',
  held: 'alerts.delivery.held',
} as const satisfies Record<string, MessageId>;

/** What is watched, as the empty page lists it (one line per group of kinds). */
export const WATCHED_TEXTS = [
  'alerts.empty.onset',
  'alerts.empty.drySpell',
  'alerts.empty.heavyRain',
  'alerts.empty.heat',
  'alerts.empty.anomaly',
  'alerts.empty.reminders',
] as const satisfies readonly MessageId[];

export const kindLabel = (kind: AlertKind): MessageId => `alerts.kind.${kind}`;
export const severityLabel = (severity: AlertSeverity): MessageId => `alerts.severity.${severity}`;
export const channelLabel = (channel: AlertChannel): MessageId => `alerts.channel.${channel}`;

/** A delivery's status in words, when no skip reason says more. */
export const DELIVERY_STATUS_TEXTS = {
  sent: 'alerts.delivery.sent',
  queued: 'alerts.delivery.queued',
  failed: 'alerts.delivery.failed',
  skipped: 'alerts.delivery.skipped',
} as const satisfies Record<string, MessageId>;

export const ALERTS_PATH = '/dashboard/alerts';
