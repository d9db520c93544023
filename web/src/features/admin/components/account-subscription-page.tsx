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
import { FormattedMessage, useIntl } from 'react-intl';

const STATES = [
  { value: 'active', label: 'admin.yes' },
  { value: 'inactive', label: 'admin.no' },
  { value: 'unknown', label: 'admin.unknown' },
] as const;

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const COLUMNS: readonly AdminColumn<AdminSubscription>[] = [
  { key: 'team', header: <FormattedMessage id="admin.col.team" />, cell: (record) => record.team.name },
  { key: 'users', header: <FormattedMessage id="admin.col.userLimit" />, align: 'right', cell: (record) => record.no_users_limit },
  { key: 'area', header: <FormattedMessage id="admin.col.farmAreaLimit" />, align: 'right', cell: (record) => record.farm_area_limit },
  { key: 'start', header: <FormattedMessage id="admin.col.startDate" />, cell: (record) => dayText(record.start_date), sx: NO_WRAP },
  { key: 'end', header: <FormattedMessage id="admin.col.endDate" />, cell: (record) => <DayWithRelative iso={record.end_date} /> },
  { key: 'active', header: <FormattedMessage id="admin.col.isActive" />, cell: (record) => <TriStateTag value={record.is_active} /> },
  { key: 'plan', header: <FormattedMessage id="admin.col.plan" />, cell: (record) => record.plan },
  { key: 'payment', header: <FormattedMessage id="admin.col.payment" />, cell: (record) => record.payment, sx: { fontFamily: 'monospace' } },
  { key: 'created', header: <FormattedMessage id="admin.col.dateCreated" />, cell: (record) => dayText(record.date_created), sx: NO_WRAP },
];

/** Spec 3 §2 Account subscription: Subscription Records with the tri-state Is Active? tag. */
export default function AccountSubscriptionPage() {
  const intl = useIntl();
  const [exportRecords, { isLoading: exporting }] = useExportAccountSubscriptionsMutation();
  const { page, setPage, filters, changeFilters, download, query } = useRecordFilters((filter) => exportRecords(filter).unwrap(), 'subscriptions.csv');
  const { data, isFetching, error, refetch } = useListAccountSubscriptionsQuery(query);
  return (
    <Paper sx={{ p: 2 }}>
      <PageTitle title={intl.formatMessage({ id: 'admin.page.accountSubscription' })} area="admin" />
      <Typography variant="h6" component="h2" gutterBottom>
        <FormattedMessage id="admin.subscriptionRecords" />
      </Typography>
      <DateFilters value={filters} statuses={STATES} onChange={changeFilters} onExport={() => void download()} exporting={exporting} />
      <AdminTable
        label={intl.formatMessage({ id: 'admin.subscriptionRecords' })}
        columns={COLUMNS}
        rows={data?.results ?? []}
        rowKey={(record) => record.id}
        loading={isFetching && !data}
        error={error}
        emptyText={intl.formatMessage({ id: 'admin.empty.subscriptions' })}
        onRetry={() => void refetch()}
        paging={{ count: data?.count ?? 0, page, onPage: setPage }}
      />
    </Paper>
  );
}
