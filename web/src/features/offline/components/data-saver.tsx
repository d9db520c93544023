import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import EnergySavingsLeafIcon from '@mui/icons-material/EnergySavingsLeaf';
import EnergySavingsLeafOutlinedIcon from '@mui/icons-material/EnergySavingsLeafOutlined';
import { useText } from '../../../lib/i18n/use-text';
import { formatBytes } from '../../../lib/low-data/format-bytes';
import { chooseLowData } from '../../../lib/low-data/low-data-store';
import { useDataUsed } from '../../../lib/low-data/use-data-used';
import { useLowDataState } from '../../../lib/low-data/use-low-data';

/** What the menu shows: the switch, why, and the data used; a part of its own so it reads the counter only while open. */
function DataSaverPanel() {
  const { t, intl } = useText();
  const { on, choice, slow } = useLowDataState();
  const bytes = useDataUsed();
  return (
    <Box sx={{ p: 2, width: 300, maxWidth: 'calc(100vw - 32px)', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={<Switch checked={on} onChange={(event) => chooseLowData(event.target.checked)} />}
        label={t('field-app.lowData.switch')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('field-app.lowData.explain')}
      </Typography>
      {on && choice === null && slow && (
        <Typography variant="body2" color="text.secondary">
          {t('field-app.lowData.auto')}
        </Typography>
      )}
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="data-used">
        {t('field-app.data.used', { amount: formatBytes(intl, bytes) })}
      </Typography>
    </Box>
  );
}

/**
 * The app bar's data saver: a small leaf (filled while low-data mode is on) that opens the low-data switch, a line
 * on what it does, and how much data the app moved this session. Small enough to sit beside the bell on a phone.
 */
export function DataSaver() {
  const { t } = useText();
  const { on } = useLowDataState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        size="small"
        aria-label={t('field-app.lowData.button')}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ mr: { xs: 0, sm: 0.5 } }}
      >
        <Badge variant="dot" color="success" invisible={!on} overlap="circular">
          {on ? <EnergySavingsLeafIcon fontSize="small" /> : <EnergySavingsLeafOutlinedIcon fontSize="small" />}
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('field-app.lowData.button') } }}
      >
        <DataSaverPanel />
      </Popover>
    </>
  );
}
