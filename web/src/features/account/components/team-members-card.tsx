import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export const NO_TEAM_MEMBERS = 'No team members yet';

/** The member list arrives with the team-members work; until then the table says so. */
export function TeamMembersCard() {
  return (
    <Card component="section" aria-labelledby="team-members-title">
      <CardHeader title="My Team Members" slotProps={{ title: { id: 'team-members-title', component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <TableContainer>
          <Table size="small" aria-labelledby="team-members-title">
            <TableHead>
              <TableRow>
                <TableCell>Full Name</TableCell>
                <TableCell>Email Address</TableCell>
                <TableCell>Role</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell colSpan={3} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {NO_TEAM_MEMBERS}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
