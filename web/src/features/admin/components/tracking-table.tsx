import type { TrackingRecord } from '../../../../../shared/api/schemas/admin';
import { AdminTable, type AdminColumn, type AdminPaging } from './admin-table';
import { dateTimeText } from './dates';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';

function trackingColumns(intl: IntlShape): AdminColumn<TrackingRecord>[] {
  return [
  { key: 'member', header: <FormattedMessage id="admin.col.member" />, cell: (row) => `${row.team_member.member.first_name} ${row.team_member.member.last_name}` },
  { key: 'email', header: <FormattedMessage id="admin.col.email" />, cell: (row) => row.team_member.member.email },
  { key: 'team', header: <FormattedMessage id="admin.col.team" />, cell: (row) => row.team.name },
  { key: 'service', header: <FormattedMessage id="admin.col.service" />, cell: (row) => `${row.service.name} (${row.service.service})` },
  {
    key: 'unit',
    header: <FormattedMessage id="admin.col.unit" />,
    align: 'right',
    cell: (row) =>
      row.unit_kind === 'hectares'
        ? intl.formatMessage({ id: 'admin.tracking.hectares' }, { area: intl.formatNumber(row.unit, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) })
        : intl.formatMessage({ id: 'admin.tracking.calls' }, { count: row.unit }),
  },
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
