import type { TrackingRecord } from '../../../../../shared/api/schemas/admin';
import { AdminTable, type AdminColumn, type AdminPaging } from './admin-table';
import { dateTimeText } from './dates';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';

/** A record's unit in words: hectares processed, calls, SMS segments or WhatsApp messages. */
function unitText(intl: IntlShape, row: TrackingRecord): string {
  switch (row.unit_kind) {
    case 'hectares':
      return intl.formatMessage({ id: 'admin.tracking.hectares' }, { area: intl.formatNumber(row.unit, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) });
    case 'segments':
      return intl.formatMessage({ id: 'admin.tracking.segments' }, { count: row.unit });
    case 'messages':
      return intl.formatMessage({ id: 'admin.tracking.messages' }, { count: row.unit });
    default:
      return intl.formatMessage({ id: 'admin.tracking.calls' }, { count: row.unit });
  }
}

const CHANNEL_LABELS = { sms: 'admin.channel.sms', whatsapp: 'admin.channel.whatsapp' } as const;

function trackingColumns(intl: IntlShape): AdminColumn<TrackingRecord>[] {
  return [
  { key: 'member', header: <FormattedMessage id="admin.col.member" />, cell: (row) => `${row.team_member.member.first_name} ${row.team_member.member.last_name}` },
  { key: 'email', header: <FormattedMessage id="admin.col.email" />, cell: (row) => row.team_member.member.email },
  { key: 'team', header: <FormattedMessage id="admin.col.team" />, cell: (row) => row.team.name },
  { key: 'service', header: <FormattedMessage id="admin.col.service" />, cell: (row) => `${row.service.name} (${row.service.service})` },
  // SMS and WhatsApp messages say which channel they went by; a metered call has none.
  { key: 'channel', header: <FormattedMessage id="admin.col.channel" />, cell: (row) => (row.channel ? intl.formatMessage({ id: CHANNEL_LABELS[row.channel] }) : '') },
  { key: 'unit', header: <FormattedMessage id="admin.col.unit" />, align: 'right', cell: (row) => unitText(intl, row) },
  { key: 'date', header: <FormattedMessage id="admin.col.date" />, cell: (row) => dateTimeText(row.date_created), sx: { whiteSpace: 'nowrap' } },
  ];
}

/** Tracking records (spec 3 §3): who used which service, how much, when. */
export function TrackingTable({ rows, loading, error, onRetry, paging }: { rows: readonly TrackingRecord[]; loading: boolean; error: unknown; onRetry: () => void; paging?: AdminPaging }) {
  const intl = useIntl();
  return (
    <AdminTable
      label={intl.formatMessage({ id: 'admin.table.tracking' })}
      columns={trackingColumns(intl)}
      rows={rows}
      rowKey={(row) => row.id}
      loading={loading}
      error={error}
      emptyText={intl.formatMessage({ id: 'admin.empty.tracking' })}
      onRetry={onRetry}
      paging={paging}
    />
  );
}
