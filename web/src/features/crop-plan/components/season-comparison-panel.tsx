import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import type { SeasonComparisonRow } from '../../../../../shared/api/schemas/season';
import { seasonYears } from '../../../../../shared/domain/crops';
import { SEASON_RECORD_MESSAGES } from '../../../../../shared/domain/season-record';
import { ScrollTable } from '../../../components/scroll-table';
import { useListPlanFieldsQuery } from '../../../api/crops';
import { useCompareSeasonsQuery, useDownloadSeasonComparisonMutation, type ComparisonFormat } from '../../../api/season-plan';
import { apiErrorMessage, isApiError } from '../../../lib/api';
import { CROP_PLAN_TEXTS } from '../messages';
import { saveObjectUrl } from '../../../lib/save-text-file';
import { SeasonComparisonCards } from './season-comparison-cards';
import { useText } from '../../../lib/i18n/use-text';
import { comparisonFigures, seasonSpan } from '../comparison-cells';

const COLUMNS = CROP_PLAN_TEXTS.comparisonColumns;

/** A refusal (4xx) in the server's words, anything else in the screen's. */
const failure = (error: unknown, fallback: string) => (isApiError(error) && error.status >= 400 && error.status < 500 ? apiErrorMessage(error, fallback) : fallback);

function ComparisonRow({ row }: { row: SeasonComparisonRow }) {
  const { say } = useText();
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
        {row.field.name}
      </TableCell>
      <TableCell>{row.year}</TableCell>
      <TableCell>{row.crop}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{seasonSpan(say, row.planned_sowing, row.planned_harvest, row.year)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', color: row.detected_sowing || row.detected_harvest ? 'text.primary' : 'text.secondary' }}>
        {seasonSpan(say, row.detected_sowing, row.detected_harvest, row.year, row.detection_pending)}
      </TableCell>
      {comparisonFigures(row.record).map(([label, value]) => (
        <TableCell key={label} align="right" sx={{ whiteSpace: 'nowrap' }}>
          {value}
        </TableCell>
      ))}
    </TableRow>
  );
}

/**
 * The season comparison report of the team's fields in the chosen years (GET /field/season/compare/): a table of
 * each season's dates and money per hectare on screen, and the full report (with each season's index curve) as a
 * CSV or PDF file, fetched with the user's token and saved under the years' name.
 */
export function SeasonComparisonPanel({ year }: { year: number }) {
  const [years, setYears] = useState<number[]>([year]);
  const { say } = useText();
  // No field chosen: all the team's fields.
  const [fields, setFields] = useState<string[]>([]);
  const teamFields = useListPlanFieldsQuery();
  const names = new Map((teamFields.data ?? []).map((field) => [field.id, field.name]));
  const comparison = useCompareSeasonsQuery({ years, fields }, { skip: years.length === 0 });
  const [download, downloading] = useDownloadSeasonComparisonMutation();
  const [format, setFormat] = useState<ComparisonFormat | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const rows = comparison.currentData?.rows;
  // Why seasons are missing: none planned, or more fields than one comparison holds.
  const message = comparison.currentData?.message ?? null;
  // A phone lists each season as a block: the table's eight columns would scroll its figures off screen.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const save = async (chosen: ComparisonFormat) => {
    setFormat(chosen);
    setDownloadError(null);
    try {
      const url = await download({ years, fields, format: chosen }).unwrap();
      saveObjectUrl(url, CROP_PLAN_TEXTS.comparisonFile(years, chosen));
    } catch (caught) {
      setDownloadError(failure(caught, CROP_PLAN_TEXTS.downloadFailed));
    }
    setFormat(null);
  };

  const button = (chosen: ComparisonFormat, label: string) => (
    <Button
      variant="outlined"
      onClick={() => void save(chosen)}
      disabled={years.length === 0 || downloading.isLoading}
      aria-busy={format === chosen}
      startIcon={format === chosen ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DownloadIcon aria-hidden />}
    >
      {format === chosen ? say(CROP_PLAN_TEXTS.downloading) : say(label)}
    </Button>
  );

  return (
    <Paper variant="outlined" component="section" aria-label={say(CROP_PLAN_TEXTS.seasonComparison)} sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography variant="h6" component="h2">
          {say(CROP_PLAN_TEXTS.seasonComparison)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {say(CROP_PLAN_TEXTS.seasonComparisonHint)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={say(CROP_PLAN_TEXTS.comparisonYears)}
          value={years}
          onChange={(event) => setYears(([] as number[]).concat(event.target.value as unknown as number[]).map(Number).sort((a, b) => a - b))}
          error={years.length === 0}
          helperText={years.length === 0 ? say(CROP_PLAN_TEXTS.chooseYears) : undefined}
          slotProps={{ select: { multiple: true, renderValue: (chosen) => (chosen as number[]).join(', ') } }}
          sx={{ width: 180 }}
        >
          {seasonYears().map((option) => (
            <MenuItem key={option} value={option} dense>
              <Checkbox checked={years.includes(option)} size="small" sx={{ p: 0.5 }} />
              <ListItemText primary={String(option)} />
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={say(CROP_PLAN_TEXTS.comparisonFields)}
          value={fields}
          onChange={(event) => setFields(([] as string[]).concat(event.target.value as unknown as string[]))}
          slotProps={{
            select: {
              multiple: true,
              displayEmpty: true,
              renderValue: (chosen) => say(CROP_PLAN_TEXTS.chosenFields((chosen as string[]).map((id) => names.get(id) ?? id))),
            },
            inputLabel: { shrink: true },
          }}
          sx={{ width: 220 }}
        >
          {(teamFields.data ?? []).map((field) => (
            <MenuItem key={field.id} value={field.id} dense>
              <Checkbox checked={fields.includes(field.id)} size="small" sx={{ p: 0.5 }} />
              <ListItemText primary={field.name} />
            </MenuItem>
          ))}
        </TextField>
        {button('csv', CROP_PLAN_TEXTS.downloadCsv)}
        {button('pdf', CROP_PLAN_TEXTS.downloadPdf)}
      </Box>
      {downloadError && <Alert severity="error">{say(downloadError)}</Alert>}
      {comparison.isError && <Alert severity="error">{say(failure(comparison.error, CROP_PLAN_TEXTS.comparisonFailed))}</Alert>}
      {comparison.isFetching && !rows && <Typography color="text.secondary">{say(CROP_PLAN_TEXTS.loading)}</Typography>}
      {rows && rows.length === 0 && <Typography color="text.secondary">{say(message ?? SEASON_RECORD_MESSAGES.noSeasons)}</Typography>}
      {rows && rows.length > 0 && message && <Alert severity="info">{say(message)}</Alert>}
      {rows && rows.length > 0 && phone && <SeasonComparisonCards rows={rows} />}
      {rows && rows.length > 0 && !phone && (
        <ScrollTable label={say(CROP_PLAN_TEXTS.scrollsSideways(say(CROP_PLAN_TEXTS.seasonComparison)))}>
          <Table size="small" aria-label={say(CROP_PLAN_TEXTS.seasonComparison)}>
            <TableHead>
              <TableRow>
                <TableCell>{say(COLUMNS.field)}</TableCell>
                <TableCell>{say(COLUMNS.year)}</TableCell>
                <TableCell>{say(COLUMNS.crop)}</TableCell>
                <TableCell>{say(COLUMNS.planned)}</TableCell>
                <TableCell>{say(COLUMNS.detected)}</TableCell>
                <TableCell align="right">{say(COLUMNS.yield)}</TableCell>
                <TableCell align="right">{say(COLUMNS.cost)}</TableCell>
                <TableCell align="right">{say(COLUMNS.margin)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <ComparisonRow key={row.season_id} row={row} />
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
    </Paper>
  );
}
