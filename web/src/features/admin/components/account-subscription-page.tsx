import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminSubscription } from '../../../../../shared/api/schemas/admin';
import { PageTitle } from '../../../components/page-title';
import { useExportAccountSubscriptionsMutation, useListAccountSubscriptionsQuery } from '../../../api/admin';
import { AdminTable, type AdminColumn } from './admin-table';
import { DateFilters } from './date-filters';
import { DayWithRelative, dayText } from './dates';
import { useRecordFilters } from './use-record-filters';
import { TriStateTag } from './tri-state-tag';

const STATES = [
  { value: 'active', label: 'Yes' },
  { value: 'inactive', label: 'No' },
  { value: 'unknown', label: 'Unknown' },
] as const;

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const COLUMNS: readonly AdminColumn<AdminSubscription>[] = [
  { key: 'team', header: 'Team', cell: (record) => record.team.name },
  { key: 'users', header: 'User Limit', align: 'right', cell: (record) => record.no_users_limit },
  { key: 'area', header: 'Farm Area Limit', align: 'right', cell: (record) => record.farm_area_limit },
  { key: 'start', header: 'Start date', cell: (record) => dayText(record.start_date), sx: NO_WRAP },
  { key: 'end', header: 'End Date', cell: (record) => <DayWithRelative iso={record.end_date} /> },
  { key: 'active', header: 'Is Active?', cell: (record) => <TriStateTag value={record.is_active} /> },
  { key: 'plan', header: 'Plan', cell: (record) => record.plan },
  { key: 'payment', header: 'Payment', cell: (record) => record.payment, sx: { fontFamily: 'monospace' } },
  { key: 'created', header: 'Date Created', cell: (record) => dayText(record.date_created), sx: NO_WRAP },
];

/** Spec 3 §2 Account subscription: Subscription Records with the tri-state Is Active? tag. */
export default function AccountSubscriptionPage() {
  const [exportRecords, { isLoading: exporting }] = useExportAccountSubscriptionsMutation();
  const { page, setPage, filters, changeFilters, download, query } = useRecordFilters((filter) => exportRecords(filter).unwrap(), 'subscriptions.csv');
  const { data, isFetching, error, refetch } = useListAccountSubscriptionsQuery(query);
  return (
    <Paper sx={{ p: 2 }}>
      <PageTitle title="Account Subscription" area="admin" />
      <Typography variant="h6" component="h2" gutterBottom>
        Subscription Records
      </Typography>
      <DateFilters value={filters} statuses={STATES} onChange={changeFilters} onExport={() => void download()} exporting={exporting} />
      <AdminTable
        label="Subscription Records"
        columns={COLUMNS}
        rows={data?.results ?? []}
        rowKey={(record) => record.id}
        loading={isFetching && !data}
        error={error}
        emptyText="No subscriptions"
        onRetry={() => void refetch()}
        paging={{ count: data?.count ?? 0, page, onPage: setPage }}
      />
    </Paper>
  );
}
