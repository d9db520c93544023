import Paper from '@mui/material/Paper';
import { useState } from 'react';
import type { AuditEvent } from '../../../../../shared/api/schemas/admin';
import { ADMIN_PAGE_SIZE } from '../../../../../shared/domain/admin';
import { auditSentence, auditValues, type AuditSay } from '../../../../../shared/domain/audit-wording';
import { PageTitle } from '../../../components/page-title';
import { useListAuditEventsQuery } from '../../../api/admin';
import { AdminTable, type AdminColumn } from './admin-table';
import { dateTimeText } from './dates';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';

function auditColumns(intl: IntlShape): AdminColumn<AuditEvent>[] {
  const say: AuditSay = (id, values) => intl.formatMessage({ id }, values);
  return [
  { key: 'when', header: <FormattedMessage id="admin.col.when" />, cell: (event) => dateTimeText(event.date_created), sx: { whiteSpace: 'nowrap' } },
  { key: 'who', header: <FormattedMessage id="admin.col.who" />, cell: (event) => event.actor.email },
  { key: 'action', header: <FormattedMessage id="admin.col.action" />, cell: (event) => auditSentence(event, say) },
  { key: 'values', header: <FormattedMessage id="admin.col.values" />, cell: (event) => auditValues(event) || NONE, sx: { wordBreak: 'break-word', maxWidth: 420 } },
  ];
}

const NONE = '—';

/** Who changed which setting, service, plan or team approval, and who deleted which user, newest first, in words. */
export default function AuditPage() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, isFetching, error, refetch } = useListAuditEventsQuery({ page, page_size: ADMIN_PAGE_SIZE });
  return (
    <Paper sx={{ p: 2 }}>
      <PageTitle title={intl.formatMessage({ id: 'admin.page.audit' })} area="admin" />
      <AdminTable
        label={intl.formatMessage({ id: 'admin.table.audit' })}
        columns={auditColumns(intl)}
        rows={data?.results ?? []}
        rowKey={(event) => event.id}
        loading={isFetching && !data}
        error={error}
        emptyText={intl.formatMessage({ id: 'admin.empty.audit' })}
        onRetry={() => void refetch()}
        paging={{ count: data?.count ?? 0, page, onPage: setPage }}
      />
    </Paper>
  );
}
