import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TrackingRecord } from '../../../../../shared/api/schemas/admin';
import { dateTimeText } from './dates';
import { ListState } from './list-state';

/** Tracking records (spec 3 §3): who used which service, how much, when. */
export function TrackingTable({ rows, loading, error, onRetry }: { rows: readonly TrackingRecord[]; loading: boolean; error: unknown; onRetry: () => void }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Tracking records">
        <TableHead>
          <TableRow>
            <TableCell>Member</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Team</TableCell>
            <TableCell>Service</TableCell>
            <TableCell align="right">Unit</TableCell>
            <TableCell>Date</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <ListState columns={6} loading={loading} error={error} empty={rows.length === 0} emptyText="No tracking records yet" onRetry={onRetry} />
          {!loading &&
            !error &&
            rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{`${row.team_member.member.first_name} ${row.team_member.member.last_name}`}</TableCell>
                <TableCell>{row.team_member.member.email}</TableCell>
                <TableCell>{row.team.name}</TableCell>
                <TableCell>
                  {row.service.name} ({row.service.service})
                </TableCell>
                <TableCell align="right">{row.unit_kind === 'hectares' ? `${row.unit.toFixed(2)} ha` : `${row.unit} call${row.unit === 1 ? '' : 's'}`}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTimeText(row.date_created)}</TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
