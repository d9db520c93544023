import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ADMIN_PAGE_SIZE } from '../../../../../shared/domain/admin';
import { ADMIN_TEXTS } from '../texts';
import { ActionCell } from './action-cell';
import { ListState } from './list-state';
import { useIntl } from 'react-intl';

/** The names of the pagination's buttons. */
const PAGE_BUTTONS = { first: 'admin.ui.firstPage', last: 'admin.ui.lastPage', next: 'admin.ui.nextPage', previous: 'admin.ui.previousPage' } as const;

/** One column of an admin table: its header and what each row shows in it. */
export interface AdminColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: TableCellProps['align'];
  /** The Action column, pinned to the right edge on a phone. */
  action?: boolean;
  sx?: TableCellProps['sx'];
}

/** A server-paged list: the total and the 1-based page shown. */
export interface AdminPaging {
  count: number;
  page: number;
  onPage: (page: number) => void;
}

interface AdminTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  loading: boolean;
  error: unknown;
  emptyText: string;
  onRetry: () => void;
  paging?: AdminPaging;
  selected?: (row: Row) => boolean;
}

/**
 * Every table of the admin console: the columns, the loading, empty and failed rows, and the pages when the list
 * has them. On a phone the table scrolls sideways in an area the keyboard reaches.
 */
export function AdminTable<Row>({ label, columns, rows, rowKey, loading, error, emptyText, onRetry, paging, selected }: AdminTableProps<Row>) {
  const intl = useIntl();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const showRows = !loading && !error;
  return (
    <>
      <TableContainer {...(phone ? { tabIndex: 0, role: 'region', 'aria-label': intl.formatMessage({ id: ADMIN_TEXTS.scrollArea }, { table: label }) } : {})}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) =>
                column.action ? (
                  <ActionCell key={column.key}>{column.header}</ActionCell>
                ) : (
                  <TableCell key={column.key} align={column.align}>
                    {column.header}
                  </TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            <ListState columns={columns.length} loading={loading} error={error} empty={rows.length === 0} emptyText={emptyText} onRetry={onRetry} />
            {showRows &&
              rows.map((row) => (
                <TableRow key={rowKey(row)} selected={selected?.(row) ?? false}>
                  {columns.map((column) =>
                    column.action ? (
                      <ActionCell key={column.key}>{column.cell(row)}</ActionCell>
                    ) : (
                      <TableCell key={column.key} align={column.align} sx={column.sx}>
                        {column.cell(row)}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      {paging && (
        <TablePagination
          component="div"
          count={paging.count}
          page={paging.page - 1}
          rowsPerPage={ADMIN_PAGE_SIZE}
          rowsPerPageOptions={[ADMIN_PAGE_SIZE]}
          onPageChange={(_event, next) => paging.onPage(next + 1)}
          labelRowsPerPage={intl.formatMessage({ id: 'admin.ui.rowsPerPage' })}
          labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'admin.ui.displayedRows' }, { from, to, count })}
          getItemAriaLabel={(type) => intl.formatMessage({ id: PAGE_BUTTONS[type] })}
        />
      )}
    </>
  );
}
