import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { ADMIN_MESSAGES } from '../../../../../shared/domain/admin';
import { LoadError } from '../../../components/load-error';
import { apiErrorMessage } from '../../../lib/api';
import { isStaffMfaRefusal, StaffMfaRefusal } from './staff-mfa-refusal';
import { useIntl } from 'react-intl';

/** The rows of a table while it loads, when it is empty, or when it failed (with Retry). */
export function ListState({
  columns,
  loading,
  error,
  empty,
  emptyText,
  onRetry,
}: {
  columns: number;
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
}) {
  const intl = useIntl();
  if (loading) {
    return (
      <>
        {[0, 1, 2].map((row) => (
          <TableRow key={row} data-testid="row-skeleton">
            <TableCell colSpan={columns}>
              <Skeleton />
            </TableCell>
          </TableRow>
        ))}
      </>
    );
  }
  if (error) {
    return (
      <TableRow>
        <TableCell colSpan={columns}>
          {isStaffMfaRefusal(error) ? (
            <StaffMfaRefusal />
          ) : (
            <LoadError message={apiErrorMessage(error, intl.formatMessage({ id: ADMIN_MESSAGES.fetchFailed }))} onRetry={onRetry} />
          )}
        </TableCell>
      </TableRow>
    );
  }
  if (empty) {
    return (
      <TableRow>
        <TableCell colSpan={columns} align="center">
          {emptyText}
        </TableCell>
      </TableRow>
    );
  }
  return null;
}
