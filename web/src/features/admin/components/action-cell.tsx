import TableCell, { type TableCellProps } from '@mui/material/TableCell';

/**
 * The Action column of an admin table, pinned to the right edge while the other columns scroll beneath it: on a
 * phone the table is wider than the screen, and its buttons would otherwise sit off to the right, out of sight.
 */
export function ActionCell({ sx, ...props }: TableCellProps) {
  return (
    <TableCell
      {...props}
      sx={[
        {
          position: 'sticky',
          right: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          whiteSpace: 'nowrap',
          boxShadow: { xs: '-8px 0 8px -8px rgba(0, 0, 0, 0.3)', md: 'none' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
