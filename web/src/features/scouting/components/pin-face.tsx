import Box from '@mui/material/Box';
import type { ScoutingCategory, ScoutingSeverity } from '../../../../../shared/domain/scouting';
import { CategoryIcon, SEVERITY_COLOURS } from './note-look';

/** A note's pin: the category's icon in a disc of the severity's colour; a dashed grey ring while it waits to sync. */
export function PinFace({ category, severity, waiting = false }: { category: ScoutingCategory | null; severity: ScoutingSeverity | null; waiting?: boolean }) {
  const colours = severity ? SEVERITY_COLOURS[severity] : { fill: '#ffffff', text: '#212121' };
  return (
    <Box
      sx={{
        width: 34,
        height: 34,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: colours.fill,
        color: colours.text,
        border: waiting ? '3px dashed #616161' : '2px solid #ffffff',
        boxShadow: '0 1px 4px rgba(0,0,0,0.6)',
        boxSizing: 'border-box',
      }}
    >
      {category ? <CategoryIcon category={category} sx={{ fontSize: 20 }} /> : <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: '#212121' }} />}
    </Box>
  );
}
