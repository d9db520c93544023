import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE } from '../../../../../shared/domain/admin';
import { apiErrorMessage } from '../../../lib/api';
import { saveExport, type ExportBody } from '../../../lib/export-download';
import { filterQuery, NO_FILTERS, type RecordFilters } from './date-filters';
import { useIntl } from 'react-intl';

/**
 * The page and status/date filters of an admin record list (a new filter starts again at page 1), and the CSV
 * export of the records the filters select, saved as `fileName`.
 */
export function useRecordFilters(exportCsv: (query: Record<string, string | undefined>) => Promise<ExportBody>, fileName: string) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<RecordFilters>(NO_FILTERS);
  const { enqueueSnackbar } = useSnackbar();
  const intl = useIntl();

  const changeFilters = (next: RecordFilters) => {
    setFilters(next);
    setPage(1);
  };
  const download = async () => {
    try {
      saveExport(await exportCsv(filterQuery(filters)), fileName);
    } catch (failure) {
      enqueueSnackbar(apiErrorMessage(failure, intl.formatMessage({ id: ADMIN_MESSAGES.fetchFailed })), { variant: 'error' });
    }
  };
  return { page, setPage, filters, changeFilters, download, query: { page, page_size: ADMIN_PAGE_SIZE, ...filterQuery(filters) } };
}
