import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ZONE_LIMITS, ZONE_METHODS, type ZoneMethod } from '../../../../../shared/domain/zones';
import { useText } from '../../../lib/i18n/use-text';
import type { ZoneSettings } from '../zone-settings';

const CLASS_CHOICES = Array.from({ length: ZONE_LIMITS.maxClasses - ZONE_LIMITS.minClasses + 1 }, (_, index) => ZONE_LIMITS.minClasses + index);
const METHOD_TEXT = { quantile: 'zones.method.quantile', 'natural-breaks': 'zones.method.natural-breaks' } as const satisfies Record<ZoneMethod, string>;

/** How many zones (3-7) and how they are cut: equal areas (quantiles) or natural breaks. */
export function ZoneControls({ settings, compact = false }: { settings: ZoneSettings; compact?: boolean }) {
  const { t } = useText();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <TextField
        select
        size="small"
        margin="none"
        fullWidth={false}
        label={t('zones.classes')}
        value={settings.classes}
        onChange={(event) => settings.setClasses(Number(event.target.value))}
        sx={{ minWidth: compact ? 96 : 140 }}
      >
        {CLASS_CHOICES.map((classes) => (
          <MenuItem key={classes} value={classes}>
            {classes}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        margin="none"
        fullWidth={false}
        label={t('zones.method')}
        value={settings.method}
        onChange={(event) => settings.setMethod(event.target.value as ZoneMethod)}
        sx={{ minWidth: compact ? 130 : 170 }}
      >
        {ZONE_METHODS.map((method) => (
          <MenuItem key={method} value={method}>
            {t(METHOD_TEXT[method])}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
