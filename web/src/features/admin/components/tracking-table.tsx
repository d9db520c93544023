import type { TrackingRecord } from '../../../../../shared/api/schemas/admin';
import { AdminTable, type AdminColumn, type AdminPaging } from './admin-table';
import { dateTimeText } from './dates';

const COLUMNS: readonly AdminColumn<TrackingRecord>[] = [
  { key: 'member', header: 'Member', cell: (row) => `${row.team_member.member.first_name} ${row.team_member.member.last_name}` },
  { key: 'email', header: 'Email', cell: (row) => row.team_member.member.email },
  { key: 'team', header: 'Team', cell: (row) => row.team.name },
  { key: 'service', header: 'Service', cell: (row) => `${row.service.name} (${row.service.service})` },
  {
    key: 'unit',
    header: 'Unit',
    align: 'right',
    cell: (row) => (row.unit_kind === 'hectares' ? `${row.unit.toFixed(2)} ha` : `${row.unit} call${row.unit === 1 ? '' : 's'}`),
  },
  { key: 'date', header: 'Date', cell: (row) => dateTimeText(row.date_created), sx: { whiteSpace: 'nowrap' } },
];

/** Tracking records (spec 3 §3): who used which service, how much, when. */
export function TrackingTable({ rows, loading, error, onRetry, paging }: { rows: readonly TrackingRecord[]; loading: boolean; error: unknown; onRetry: () => void; paging?: AdminPaging }) {
  return (
    <AdminTable
      label="Tracking records"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      loading={loading}
      error={error}
      emptyText="No tracking records yet"
      onRetry={onRetry}
      paging={paging}
    />
  );
}
