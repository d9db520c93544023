import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

/**
 * The phone's bottom sheet under the map: collapsed, a handle and the main actions; expanded, the rest of the
 * map's controls. While a field is drawn or walked, its panel takes the sheet (`task`): nothing covers the map.
 */
export function MapSheet({
  actions,
  more,
  task,
  expanded,
  onToggle,
}: {
  actions: ReactNode;
  more: ReactNode;
  task: ReactNode;
  expanded: boolean;
  onToggle: () => void;
}) {
  const intl = useIntl();
  return (
    <Paper
      role="region"
      aria-label={intl.formatMessage({ id: 'field-app.sheet.controls' })}
      data-testid="map-sheet"
      elevation={8}
      square
      sx={{ flex: '0 0 auto', position: 'relative', zIndex: 1001, borderTopLeftRadius: 12, borderTopRightRadius: 12, px: 1.5, pb: 1, maxHeight: '65%', overflowY: 'auto' }}
    >
      {task ? (
        <Box sx={{ pt: 1.5 }}>{task}</Box>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pt: 0.5 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flexGrow: 1 }}>{actions}</Box>
            <IconButton aria-label={intl.formatMessage({ id: 'field-app.sheet.controls' })} aria-expanded={expanded} onClick={onToggle}>
              {expanded ? <ExpandMoreIcon /> : <ExpandLessIcon />}
            </IconButton>
          </Box>
          <Collapse in={expanded}>
            <Box sx={{ pt: 1 }}>{more}</Box>
          </Collapse>
        </>
      )}
    </Paper>
  );
}
