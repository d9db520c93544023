import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ALERT_KINDS, type AlertKind } from '../../../../../shared/domain/alerts';
import { useListFieldsQuery } from '../../../api/fields';
import { useText } from '../../../lib/i18n/use-text';
import { hasFilters, type AlertFilters as Filters } from '../filters';
import { ALERT_TEXTS, kindLabel } from '../texts';

/** A select left at "All ..." shows those words (MUI shows an empty value as blank otherwise). */
const ALL_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
/** On a phone the two selects take the whole row, the two dates share one. */
const WIDE_ON_PHONE = { gridColumn: { xs: 'span 2', md: 'auto' } } as const;

/** The alerts page's filters: the team's fields, the kinds by name, a date range and unread only. */
export function AlertFilters({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useText();
  const fields = useListFieldsQuery(undefined);
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  return (
    <Box
      component="form"
      role="search"
      aria-label={t(ALERT_TEXTS.filterTitle)}
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 2fr 1fr 1fr' }, alignItems: 'center' }}
    >
      <TextField select margin="none" slotProps={ALL_SHOWN} sx={WIDE_ON_PHONE} label={t(ALERT_TEXTS.filterField)} value={filters.field} onChange={(event) => set({ field: event.target.value })}>
        <MenuItem value="">{t(ALERT_TEXTS.allFields)}</MenuItem>
        {(fields.data ?? []).map((field) => (
          <MenuItem key={field.id} value={field.id}>
            {field.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select margin="none" slotProps={ALL_SHOWN} sx={WIDE_ON_PHONE} label={t(ALERT_TEXTS.filterKind)} value={filters.kind} onChange={(event) => set({ kind: event.target.value as AlertKind | '' })}>
        <MenuItem value="">{t(ALERT_TEXTS.allKinds)}</MenuItem>
        {ALERT_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(kindLabel(kind))}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        margin="none"
        label={t(ALERT_TEXTS.filterFrom)}
        value={filters.from}
        onChange={(event) => set({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to || undefined } }}
      />
      <TextField
        type="date"
        margin="none"
        label={t(ALERT_TEXTS.filterTo)}
        value={filters.to}
        onChange={(event) => set({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined } }}
      />
      <FormControlLabel
        control={<Checkbox checked={filters.unread} onChange={(event) => set({ unread: event.target.checked })} />}
        label={t(ALERT_TEXTS.filterUnread)}
        sx={{ minHeight: 44, ...WIDE_ON_PHONE }}
      />
      {hasFilters(filters) && (
        <Button sx={{ minHeight: 44, justifySelf: 'start' }} onClick={() => onChange({ field: '', kind: '', from: '', to: '', unread: false })}>
          {t(ALERT_TEXTS.clearFilters)}
        </Button>
      )}
    </Box>
  );
}
