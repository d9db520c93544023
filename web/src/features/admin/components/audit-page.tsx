import Paper from '@mui/material/Paper';
import { useState } from 'react';
import type { AuditEvent } from '../../../../../shared/api/schemas/admin';
import { ADMIN_PAGE_SIZE } from '../../../../../shared/domain/admin';
import { auditSentence, auditValues } from '../../../../../shared/domain/audit-wording';
import { PageTitle } from '../../../components/page-title';
import { useListAuditEventsQuery } from '../../../api/admin';
import { AdminTable, type AdminColumn } from './admin-table';
import { dateTimeText } from './dates';

const COLUMNS: readonly AdminColumn<AuditEvent>[] = [
  { key: 'when', header: 'When', cell: (event) => dateTimeText(event.date_created), sx: { whiteSpace: 'nowrap' } },
  { key: 'who', header: 'Who', cell: (event) => event.actor.email },
  { key: 'action', header: 'Action', cell: auditSentence },
  { key: 'values', header: 'Values', cell: (event) => auditValues(event) || '—', sx: { wordBreak: 'break-word', maxWidth: 420 } },
];

/** Who changed which setting, service, plan or team approval, and who deleted which user, newest first, in words. */
export default function AuditPage() {
  const [page, setPage] = useState(1);
  const { data, isFetching, error, refetch } = useListAuditEventsQuery({ page, page_size: ADMIN_PAGE_SIZE });
  return (
    <Paper sx={{ p: 2 }}>
      <PageTitle title="Audit Trail" area="admin" />
      <AdminTable
        label="Audit trail"
        columns={COLUMNS}
        rows={data?.results ?? []}
        rowKey={(event) => event.id}
        loading={isFetching && !data}
        error={error}
        emptyText="No administrator actions yet"
        onRetry={() => void refetch()}
        paging={{ count: data?.count ?? 0, page, onPage: setPage }}
      />
    </Paper>
  );
}
