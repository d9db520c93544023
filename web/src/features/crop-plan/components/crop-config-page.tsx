import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { CROP_MESSAGES, SEASON_YEARS } from '../../../../../shared/domain/crops';
import { FullPageLoader } from '../../../components/full-page-loader';
import { PageTitle } from '../../../components/page-title';
import { useCatalogue } from '../../../lib/i18n/language-context';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { useListPlanFieldsQuery } from '../../../api/crops';
import { CROP_PLAN_TEXTS } from '../messages';
import { CropsPanel } from './crops-panel';
import { PlannedAgainstDetectedPanel } from './planned-against-detected';
import { RotationsPanel } from './rotations-panel';
import { SeasonComparisonPanel } from './season-comparison-panel';
import { SeasonsPanel } from './seasons-panel';
import { useText } from '../../../lib/i18n/use-text';
import { YearPlan } from './year-plan';

/** Without a field in the URL the screen says so and goes back to the dashboard (spec 2 §2.10, §9: 2 s). */
const REDIRECT_MS = 2000;

function defaultYear(): number {
  const current = new Date().getFullYear();
  return Math.min(SEASON_YEARS.last, Math.max(SEASON_YEARS.first, current));
}

/**
 * /dashboard/crop-plan/config/farm/{fieldId}: the team's crops, the field's seasons and rotations, its planned seasons
 * against the detected ones (with their records), the year plan and the season comparison report.
 */
function CropConfigScreen() {
  const { fieldId = '' } = useParams();
  const navigateLater = useDelayedNavigate();
  const { t, say } = useText();
  const [panel, setPanel] = useState<'seasons' | 'rotations'>('seasons');
  const [year, setYear] = useState(defaultYear);
  const fields = useListPlanFieldsQuery(undefined, { skip: !fieldId });
  const field = fields.data?.find((entry) => entry.id === fieldId);

  useEffect(() => {
    if (!fieldId) navigateLater('/dashboard', REDIRECT_MS);
  }, [fieldId, navigateLater]);

  if (!fieldId) {
    return (
      <Box>
        <PageTitle title={say(CROP_PLAN_TEXTS.title)} />
        <Alert severity="warning">{say(CROP_MESSAGES.fieldRequired)}</Alert>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <PageTitle title={say(CROP_PLAN_TEXTS.title)} />
        {field && (
          <Typography color="text.secondary">
            {t('crop-plan.ui.fieldLine', { name: field.name, group: field.group_name, size: field.size })}
          </Typography>
        )}
        {fields.data && !field && <Alert severity="error">{say(CROP_MESSAGES.fieldNotFound)}</Alert>}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, alignItems: 'start' }}>
        <CropsPanel />
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }} component="section" aria-label={say(panel === 'seasons' ? CROP_PLAN_TEXTS.seasons : CROP_PLAN_TEXTS.rotations)}>
          <ToggleButtonGroup exclusive size="small" color="primary" value={panel} onChange={(_event, value: 'seasons' | 'rotations' | null) => value && setPanel(value)}>
            <ToggleButton value="seasons">{say(CROP_PLAN_TEXTS.seasons)}</ToggleButton>
            <ToggleButton value="rotations">{say(CROP_PLAN_TEXTS.rotations)}</ToggleButton>
          </ToggleButtonGroup>
          {panel === 'seasons' ? <SeasonsPanel fieldId={fieldId} year={year} onYearChange={setYear} /> : <RotationsPanel fieldId={fieldId} />}
        </Paper>
      </Box>
      <PlannedAgainstDetectedPanel fieldId={fieldId} year={year} />
      <YearPlan year={year} fieldId={fieldId} />
      <SeasonComparisonPanel key={year} year={year} />
    </Box>
  );
}

/** The crop plan screens, once their texts (a catalogue chunk of their own) have arrived. */
export default function CropConfigPage() {
  return useCatalogue('crop-plan') ? <CropConfigScreen /> : <FullPageLoader />;
}
