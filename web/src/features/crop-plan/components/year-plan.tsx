import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { CropSeason } from '../../../../../shared/api/schemas/crops';
import type { DetectedSeason, SeasonResponse } from '../../../../../shared/api/schemas/season';
import { useListPlanFieldsQuery } from '../../../api/crops';
import { useGetFieldSeasonQuery } from '../../../api/season';
import { CROP_PLAN_TEXTS } from '../messages';
import { useText } from '../../../lib/i18n/use-text';
import { seasonColour } from '../season-colour';

/** The months' short names, as values of the catalogue's `crop-plan.ui.monthShort`. */
const MONTHS = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10', 'm11', 'm12'];
const DAY_MS = 86_400_000;

/** Where a date falls in the year, 0 to 1, clamped: a season that began last year or ends next year runs off the edge. */
function position(date: string, year: number): number {
  const start = Date.UTC(year, 0, 1);
  const length = Date.UTC(year + 1, 0, 1) - start;
  return Math.min(1, Math.max(0, (Date.parse(`${date}T00:00:00Z`) - start) / length));
}

const days = (season: CropSeason) => Math.round((Date.parse(season.harvest_date) - Date.parse(season.sowing_date)) / DAY_MS);

const BAR = { position: 'absolute', height: 18, borderRadius: 1, px: 0.5, fontSize: 12, lineHeight: '18px', overflow: 'hidden', whiteSpace: 'nowrap' } as const;
const ROW_PX = 22;

/** The crop planned for the detected season, if any: its bar then reads "Maize detected". */
const cropOf = (detected: DetectedSeason, response: SeasonResponse) => response.planned.find((planned) => planned.detectedSeason === detected.season)?.crop ?? null;

/** A detected season as an outlined bar under the planned ones: from its sowing to its harvest (the year's edge when the series does not reach them). */
function DetectedBar({ detected, response, year, row }: { detected: DetectedSeason; response: SeasonResponse; year: number; row: number }) {
  const left = position(detected.start ?? `${year}-01-01`, year);
  const right = position(detected.end ?? `${year}-12-31`, year);
  const crop = cropOf(detected, response);
  const { t, say } = useText();
  const label = say(crop ? CROP_PLAN_TEXTS.detectedBar(crop) : CROP_PLAN_TEXTS.detectedSeasonBar(detected.season));
  return (
    <Tooltip title={t('crop-plan.ui.detectedBarTitle', { label, start: detected.start ?? '?', end: detected.end ?? '?', confidence: detected.confidence })}>
      <Box
        data-testid="detected-bar"
        sx={{ ...BAR, top: row * ROW_PX + 2, left: `${left * 100}%`, width: `max(${(right - left) * 100}%, 6px)`, border: '2px dashed', borderColor: 'text.primary', bgcolor: 'background.paper', color: 'text.primary', lineHeight: '14px' }}
      >
        {label}
      </Box>
    </Tooltip>
  );
}

/**
 * Per field, the seasons of the year from sowing to harvest, so the year reads at a glance; under the selected
 * field's planned bars, the seasons detected on it (outlined), and a warning sign on a planned bar the plan check flags.
 */
export function YearPlan({ year, fieldId }: { year: number; fieldId: string }) {
  const fields = useListPlanFieldsQuery();
  const { t, say } = useText();
  const future = year > new Date().getUTCFullYear();
  const detection = useGetFieldSeasonQuery({ field: fieldId, year }, { skip: future || !fieldId });
  const response = detection.currentData;
  const flagged = new Set((response?.planned ?? []).filter((planned) => planned.flag !== null).map((planned) => planned.id));
  const rows = (fields.data ?? []).map((field) => ({ field, seasons: field.crop_season.filter((season) => season.season === year) }));
  return (
    <Paper variant="outlined" component="section" aria-label={say(CROP_PLAN_TEXTS.yearPlan(year))} sx={{ p: 2, overflowX: 'auto' }}>
      <Typography variant="h6" component="h2">
        {say(CROP_PLAN_TEXTS.yearPlan(year))}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {response && response.seasons.length > 0
          ? t('crop-plan.ui.twoSentences', { first: say(CROP_PLAN_TEXTS.yearPlanHint), second: say(CROP_PLAN_TEXTS.yearPlanDetectedHint) })
          : say(CROP_PLAN_TEXTS.yearPlanHint)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '84px 1fr', sm: '140px 1fr' }, rowGap: 0.75, columnGap: 1, alignItems: 'center' }}>
        <span />
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, 1fr)', color: 'text.secondary', fontSize: 12 }}>
          {MONTHS.map((key) => t('crop-plan.ui.monthShort', { month: key })).map((month) => (
            <Box key={month} title={month} sx={{ borderLeft: 1, borderColor: 'divider', pl: 0.5, overflow: 'hidden' }}>
              {/* A phone has room for the initial only. */}
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {month}
              </Box>
              <Box component="span" aria-hidden sx={{ display: { xs: 'inline', sm: 'none' } }}>
                {month[0]}
              </Box>
            </Box>
          ))}
        </Box>
        {fields.data && rows.length === 0 && <Typography color="text.secondary">{say(CROP_PLAN_TEXTS.noFields)}</Typography>}
        {rows.map(({ field, seasons }) => {
          const detected = field.id === fieldId ? (response?.seasons ?? []) : [];
          return (
            <Box key={field.id} role="group" aria-label={field.name} sx={{ display: 'contents' }}>
              <Typography variant="body2" noWrap title={field.name} sx={{ fontWeight: field.id === fieldId ? 700 : 400 }}>
                {field.name}
              </Typography>
              <Box sx={{ position: 'relative', height: Math.max(1, seasons.length + detected.length) * ROW_PX, bgcolor: field.id === fieldId ? 'action.selected' : 'action.hover', borderRadius: 1 }}>
                {seasons.map((season, index) => {
                  const left = position(season.sowing_date, year);
                  const right = position(season.harvest_date, year);
                  const isFlagged = flagged.has(season.id);
                  return (
                    <Tooltip key={season.id} title={t('crop-plan.ui.seasonBarTitle', { crop: season.crop.name, sowing: season.sowing_date, harvest: season.harvest_date, days: days(season), flagged: isFlagged ? 'yes' : 'no' })}>
                      <Box
                        data-testid="season-bar"
                        data-flagged={isFlagged || undefined}
                        sx={{ ...BAR, top: index * ROW_PX + 2, left: `${left * 100}%`, width: `max(${(right - left) * 100}%, 6px)`, bgcolor: seasonColour(season.crop.id), color: '#fff' }}
                      >
                        {isFlagged && <WarningAmberIcon titleAccess={say(CROP_PLAN_TEXTS.flaggedBar)} sx={{ fontSize: 14, verticalAlign: 'text-bottom', mr: 0.25 }} />}
                        {season.crop.name}
                      </Box>
                    </Tooltip>
                  );
                })}
                {response &&
                  detected.map((entry, index) => <DetectedBar key={entry.season} detected={entry} response={response} year={year} row={seasons.length + index} />)}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
