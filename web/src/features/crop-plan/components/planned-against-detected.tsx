import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import type { PlannedAgainstDetected, SeasonResponse } from '../../../../../shared/api/schemas/season';
import { LAND_USE_LABELS } from '../../../../../shared/domain/season';
import { useGetFieldSeasonQuery } from '../../../api/season';
import { apiErrorMessage, isApiError } from '../../../lib/api';
import { CROP_PLAN_TEXTS } from '../messages';
import { detectedWords, planStatus } from '../planned-season-words';
import { seasonDay } from '../season-format';
import { useText } from '../../../lib/i18n/use-text';
import { FormattedMessage } from 'react-intl';
import type { ReactNode } from 'react';
import { SeasonRecordDialog, type RecordedSeason } from './season-record-dialog';

/** While some of the year's days are not computed yet, the detection is asked again this often: each answer computes more. */
const PENDING_POLL_MS = 10_000;

/** A refusal (4xx) says why in the server's words; anything else is the screen's own "try again later". */
const loadMessage = (error: unknown) => (isApiError(error) && error.status >= 400 && error.status < 500 ? apiErrorMessage(error) : CROP_PLAN_TEXTS.detectionFailed);

function StatusLine({ planned }: { planned: PlannedAgainstDetected }) {
  const status = planStatus(planned);
  const { say } = useText();
  if (status.kind === 'flagged') {
    // Icon, title and words: the flag does not rest on colour alone.
    return (
      <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
        <AlertTitle sx={{ mb: 0 }}>{say(CROP_PLAN_TEXTS.flagged)}</AlertTitle>
        {say(status.message)}
      </Alert>
    );
  }
  const agrees = status.kind === 'agrees';
  return (
    <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: agrees ? 'success.dark' : 'text.secondary' }}>
      {agrees ? <CheckCircleOutlineIcon fontSize="small" aria-hidden /> : <HourglassEmptyIcon fontSize="small" aria-hidden />}
      {say(agrees ? CROP_PLAN_TEXTS.agrees : CROP_PLAN_TEXTS.notDetectedYet)}
    </Typography>
  );
}

/** One end of the season (sowing or harvest): the planned day beside the detected one and how far apart they are. */
function PlanEndRow({ label, plannedDay, detected, year }: { label: string; plannedDay: string; detected: string | null; year: number }) {
  const { say } = useText();
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
        {say(label)}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{say(seasonDay(plannedDay, year))}</TableCell>
      <TableCell sx={{ color: detected ? 'text.primary' : 'text.secondary' }}>{say(detected ?? CROP_PLAN_TEXTS.notDetected)}</TableCell>
    </TableRow>
  );
}

const CELLS = { '& td, & th': { px: 1, py: 0.5, verticalAlign: 'top' }, '& tr > :first-of-type': { pl: 0 } } as const;

function PlannedSeasonCard({ planned, response, year, onRecord }: { planned: PlannedAgainstDetected; response: SeasonResponse; year: number; onRecord: () => void }) {
  const { say } = useText();
  return (
    <Box component="article" aria-label={planned.crop} data-testid="planned-season" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {planned.crop}
        </Typography>
        <Button size="small" variant="outlined" onClick={onRecord} aria-label={say(CROP_PLAN_TEXTS.seasonRecordOf(planned.crop))}>
          {say(CROP_PLAN_TEXTS.seasonRecord)}
        </Button>
      </Box>
      <Table size="small" aria-label={say(CROP_PLAN_TEXTS.plannedTableLabel(planned.crop))} sx={{ ...CELLS, width: 'auto' }}>
        <TableHead>
          <TableRow>
            <TableCell>{say(CROP_PLAN_TEXTS.date)}</TableCell>
            <TableCell>{say(CROP_PLAN_TEXTS.planned)}</TableCell>
            <TableCell>{say(CROP_PLAN_TEXTS.detected)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <PlanEndRow label={CROP_PLAN_TEXTS.sowing} plannedDay={planned.sowing_date} detected={detectedWords(planned, response, 'sowing')} year={year} />
          <PlanEndRow label={CROP_PLAN_TEXTS.harvest} plannedDay={planned.harvest_date} detected={detectedWords(planned, response, 'harvest')} year={year} />
        </TableBody>
      </Table>
      <StatusLine planned={planned} />
    </Box>
  );
}

/**
 * The selected field's planned crops of the year beside the seasons detected on it (GET /monitoring/season/): each
 * planned sowing and harvest against the detected one with the days between, and the API's flag when they disagree
 * by more than the plan's tolerance or nothing was detected in time. From each, its season record. A detection with
 * days still to compute is asked again until it has them all.
 */
export function PlannedAgainstDetectedPanel({ fieldId, year }: { fieldId: string; year: number }) {
  const future = year > new Date().getUTCFullYear();
  const { say } = useText();
  const [polling, setPolling] = useState(false);
  const answer = useGetFieldSeasonQuery({ field: fieldId, year }, { skip: future, pollingInterval: polling ? PENDING_POLL_MS : 0 });
  const [recording, setRecording] = useState<RecordedSeason | null>(null);
  const response = answer.currentData;
  const pending = (response?.pending.length ?? 0) > 0;
  useEffect(() => setPolling(pending), [pending]);
  return (
    <Paper variant="outlined" component="section" aria-label={say(CROP_PLAN_TEXTS.plannedAgainstDetected)} sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography variant="h6" component="h2">
          {say(CROP_PLAN_TEXTS.plannedAgainstDetectedTitle(year))}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {say(CROP_PLAN_TEXTS.plannedAgainstDetectedHint(year))}
        </Typography>
      </Box>
      {future && <Alert severity="info">{say(CROP_PLAN_TEXTS.detectionFutureYear(year))}</Alert>}
      {!future && answer.isFetching && !response && <Typography color="text.secondary">{say(CROP_PLAN_TEXTS.loading)}</Typography>}
      {!future && answer.isError && <Alert severity="error">{say(loadMessage(answer.error))}</Alert>}
      {response && (
        <>
          <Typography variant="body2">
            <FormattedMessage
              id="crop-plan.ui.landUseLine"
              values={{
                landUse: say(LAND_USE_LABELS[response.landUse]),
                message: response.message ? say(response.message) : 'none',
                strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
              }}
            />
          </Typography>
          {response.pending.length > 0 && <Alert severity="info">{say(CROP_PLAN_TEXTS.pendingDays(response.pending.length))}</Alert>}
          {response.planned.length === 0 && <Typography color="text.secondary">{say(CROP_PLAN_TEXTS.noPlannedSeasons)}</Typography>}
          {response.planned.map((planned) => (
            <PlannedSeasonCard key={planned.id} planned={planned} response={response} year={year} onRecord={() => setRecording({ id: planned.id, crop: planned.crop, year })} />
          ))}
        </>
      )}
      {recording && <SeasonRecordDialog season={recording} onClose={() => setRecording(null)} />}
    </Paper>
  );
}
