import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { FarmSummaryRow } from '../../../../../shared/api/schemas/farm-summary';
import { FARM_SUMMARY_MESSAGES, formatIndexValue } from '../../../../../shared/domain/farm-summary';
import { FIELD_STAGE_LABELS } from '../../../../../shared/domain/season';
import { useRowValue } from '../hooks/use-row-value';
import { FARM_SUMMARY_TEXTS } from '../texts';
import { useText } from '../../../lib/i18n/use-text';
import { IndexThumbnail } from './index-thumbnail';

/** The field's name stays in view while a phone scrolls the table sideways to its values. */
export const STICKY = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/**
 * The row's actions stay in view at the right edge however wide the table is (1366 px screens included); a phone
 * scrolls to them instead, as its width is needed for the values.
 */
export const STICKY_END = { position: { xs: 'static', md: 'sticky' }, right: 0, zIndex: 1, bgcolor: 'background.paper', boxShadow: { md: '-6px 0 6px -4px rgba(0, 0, 0, 0.25)' } } as const;

/** A value the row does not have. */
const NONE = '-';

const centroidText = ([lng, lat]: [number, number]) => `${lat.toFixed(4)}, ${lng.toFixed(4)}`;

/** One field of the farm summary (spec 2 §2.6): a spinner while its value is computed, 'No Value Found' without one. */
export function SummaryRow({
  row,
  date,
  selected,
  onToggle,
  onSettled,
  onView,
  onEdit,
}: {
  row: FarmSummaryRow;
  date?: string;
  /** Ticked for the selected-fields summary (spec 2 §2.8). */
  selected: boolean;
  onToggle: () => void;
  onSettled: (fieldId: string) => void;
  onView: () => void;
  onEdit: () => void;
}) {
  const { field } = row;
  const { t, say } = useText();
  const { result, loading, failed } = useRowValue(row, onSettled, date);
  const value = result.indexValue;
  const waiting = (
    <CircularProgress size={16} aria-label={t('farm-summary.ui.computingRow', { index: row.index, name: field.name })} />
  );
  const valueCell = (text: string) => (loading ? waiting : value ? text : say(FARM_SUMMARY_MESSAGES.noValue));
  return (
    <TableRow hover data-state={loading ? 'loading' : failed ? 'failed' : 'ready'}>
      <TableCell component="th" scope="row" sx={{ ...STICKY, whiteSpace: 'nowrap', pl: 0.5 }}>
        <Checkbox size="small" checked={selected} onChange={onToggle} slotProps={{ input: { 'aria-label': say(FARM_SUMMARY_TEXTS.selectField(field.name)) } }} sx={{ p: 0.5, mr: 0.5 }} />
        {field.name}
      </TableCell>
      <TableCell>{field.location ?? NONE}</TableCell>
      <TableCell>{centroidText(field.centroid)}</TableCell>
      <TableCell>{field.size.toFixed(2)}</TableCell>
      <TableCell>{field.group_name}</TableCell>
      <TableCell>{row.last_crop ?? ''}</TableCell>
      <TableCell>{row.last_sowing_date ?? ''}</TableCell>
      <TableCell>{row.stage ? say(FIELD_STAGE_LABELS[row.stage]) : FARM_SUMMARY_TEXTS.noStage}</TableCell>
      <TableCell>{row.index}</TableCell>
      <TableCell>{valueCell(value ? formatIndexValue(value.value) : '')}</TableCell>
      <TableCell>{valueCell(result.valueChange === null ? '-' : formatIndexValue(result.valueChange))}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{valueCell(value?.dateCaptured ?? '')}</TableCell>
      <TableCell>{value ? <IndexThumbnail fieldId={field.id} fieldName={field.name} index={row.index} date={value.dateCaptured} /> : loading ? waiting : NONE}</TableCell>
      <TableCell sx={STICKY_END}>
        <Box sx={{ display: 'flex', gap: 1, whiteSpace: 'nowrap' }}>
          <Button size="small" onClick={onView}>
            {t('farm-summary.ui.viewField')}
          </Button>
          <Button size="small" onClick={onEdit}>
            {t('farm-summary.ui.editField')}
          </Button>
        </Box>
      </TableCell>
    </TableRow>
  );
}
