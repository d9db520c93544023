import type { AlertItem, AlertsPage } from '../../../shared/api/schemas/alerts';

/** An alert as GET /alerts/ answers it: a dry spell on North field, unread, sent by e-mail; override what a test needs. */
export function alertFixture(id: string, overrides: Partial<AlertItem> = {}): AlertItem {
  return {
    id,
    team: 'team-1',
    team_name: 'Jane Farms',
    field: { id: 'f1', name: 'North field' },
    kind: 'dry_spell',
    severity: 'warning',
    title: `Dry spell on North field (${id})`,
    text: 'No rain for 7 days while your maize is in the field. Water or mulch if you can.',
    evidence: {
      from: '2026-06-01',
      to: '2026-06-07',
      observed_until: '2026-06-05',
      figures: { dry_days: 7, rain_mm: 0.4 },
      series: [
        { date: '2026-06-01', value: 0.2, forecast: false },
        { date: '2026-06-02', value: 0, forecast: false },
        { date: '2026-06-06', value: 0.2, forecast: true },
      ],
      source: 'weather',
    },
    created_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    read: false,
    link: '/dashboard/satellite-view?field=f1',
    deliveries: [
      { channel: 'in_app', status: 'sent', reason: null, segments: null, text: null },
      { channel: 'email', status: 'sent', reason: null, segments: null, text: null },
    ],
    ...overrides,
  };
}

export function alertsPage(results: AlertItem[], unread = results.filter((alert) => !alert.read).length, next: string | null = null): AlertsPage {
  return { results, unread, next };
}
