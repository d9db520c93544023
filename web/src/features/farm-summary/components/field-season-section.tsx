import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { FIELD_STAGE_LABELS, LAND_USE_LABELS } from '../../../../../shared/domain/season';
import { useGetFieldSeasonQuery } from '../../../api/season';
import { eventSentence, noSeasonSentence } from '../../../lib/season-words';
import { useText } from '../../../lib/i18n/use-text';
import { FARM_SUMMARY_TEXTS } from '../texts';

/** One year of the field's detected season: its events in words, the stage (this year), or why there is none. */
function SeasonYear({ fieldId, year, current }: { fieldId: string; year: number; current: boolean }) {
  const season = useGetFieldSeasonQuery({ field: fieldId, year });
  const { say } = useText();
  const data = season.currentData;
  return (
    <Box component="section" aria-labelledby={`field-season-${year}`} sx={{ mb: 1.5 }}>
      <Typography id={`field-season-${year}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {FARM_SUMMARY_TEXTS.seasonYear(year)}
      </Typography>
      {season.isFetching && !data && <CircularProgress size={20} aria-label={say(FARM_SUMMARY_TEXTS.seasonLoading(year))} />}
      {season.isError && !season.isFetching && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void season.refetch()}>
              {say(FARM_SUMMARY_TEXTS.seasonRetry)}
            </Button>
          }
        >
          {say(FARM_SUMMARY_TEXTS.seasonFailed(year))}
        </Alert>
      )}
      {data && !season.isError && (
        <>
          {current && data.stage && <Typography>{say(FARM_SUMMARY_TEXTS.seasonStage(say(FIELD_STAGE_LABELS[data.stage])))}</Typography>}
          {data.events.length > 0 && <Typography color="text.secondary">{say(LAND_USE_LABELS[data.landUse])}</Typography>}
          {data.events.length === 0 ? (
            <Typography color="text.secondary">{say(noSeasonSentence(data))}</Typography>
          ) : (
            <Box component="ul" aria-labelledby={`field-season-${year}`} sx={{ m: 0, pl: 2.5 }}>
              {data.events.map((event) => (
                <li key={`${event.kind}-${event.date}`}>
                  <Typography component="span">{say(eventSentence(data, event))}</Typography>
                </li>
              ))}
            </Box>
          )}
          {data.planned.flatMap((planned) => (planned.message ? [planned] : [])).map((planned) => (
            <Alert key={planned.id} severity="warning" sx={{ mt: 1 }}>
              {say(planned.message ?? '')}
            </Alert>
          ))}
          {data.pending.length > 0 && (
            <Typography variant="caption" color="text.secondary" component="p">
              {say(FARM_SUMMARY_TEXTS.seasonPending)}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}

/** Field Info's season section: the current year's detected season and the previous one's. */
export function FieldSeasonSection({ fieldId, today = new Date() }: { fieldId: string; today?: Date }) {
  const year = today.getUTCFullYear();
  const { say } = useText();
  return (
    <Box component="section" aria-labelledby="field-season-title" sx={{ mb: 2 }}>
      <Typography id="field-season-title" variant="h6" component="h2">
        {say(FARM_SUMMARY_TEXTS.seasonTitle)}
      </Typography>
      <SeasonYear fieldId={fieldId} year={year} current />
      <SeasonYear fieldId={fieldId} year={year - 1} current={false} />
    </Box>
  );
}
