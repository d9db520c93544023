import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A table wider than a phone scrolls sideways inside this box. The box is a named region in the tab order, so a
 * keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollTable({ label, children, paper = false, sx }: { label: string; children: ReactNode; paper?: boolean; sx?: SxProps<Theme> }) {
  return (
    <TableContainer
      component={paper ? Paper : 'div'}
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={[{ overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </TableContainer>
  );
}
