import type { ComponentType, MouseEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FARM_SUMMARY_MESSAGES } from '../../../../../shared/domain/farm-summary';
import { PageTitle } from '../../../components/page-title';
import { fieldSelected } from '../../../lib/context-slice';
import { useAppDispatch } from '../../../lib/hooks';
import { useGetSelectedFieldsSummaryQuery } from '../../../api/farm-summary';
import { FARM_SUMMARY_TEXTS, fieldTasksPath } from '../texts';
import { useText } from '../../../lib/i18n/use-text';
import { TrueColourPreview } from './true-colour-preview';

/**
 * Spec 2 §2.8, reached at /dashboard/farmsummary/fields/{ids} with comma-separated field ids; `share` (the sharing
 * feature's button, app/ hands it in) shares the selection read-only.
 */
export default function SelectedFieldsPage({ share: Share }: { share?: ComponentType<{ fieldIds: readonly string[] }> }) {
  const { ids = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const summary = useGetSelectedFieldsSummaryQuery(ids, { skip: !ids });
  const { t, say } = useText();
  if (summary.isLoading) return <CircularProgress aria-label={t('farm-summary.ui.loading')} />;
  if (summary.isError || !summary.data) {
    return (
      <Box sx={{ textAlign: 'center', py: 8 }}>
        <Typography variant="h5" component="h1">
          {say(FARM_SUMMARY_MESSAGES.summaryFailedTitle)}
        </Typography>
        <Typography color="text.secondary">{say(FARM_SUMMARY_MESSAGES.summaryFailed)}</Typography>
      </Box>
    );
  }
  // Every field of one answer has the same parts left out: the caller's role and team decide them.
  const withheld = summary.data[0]?.withheld ?? [];
  return (
    <Box>
      <PageTitle title={t('farm-summary.ui.pageTitle')} />
      {Share && (
        <Box sx={{ mb: 2 }}>
          <Share fieldIds={summary.data.map(({ field }) => field.id)} />
        </Box>
      )}
      {withheld.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {say(FARM_SUMMARY_MESSAGES.withheld(withheld))}
        </Alert>
      )}
      {summary.data.map(({ field, activity, weather }) => {
        const today = weather[0];
        const centroid = `${field.centroid[1]},${field.centroid[0]}`;
        return (
          <Paper key={field.id} sx={{ p: 2, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
            <Box>
              <Typography variant="h6" component="h2">
                {field.name}
              </Typography>
              {field.crop_season.length === 0 && <Typography>{say(FARM_SUMMARY_MESSAGES.noCrop)}</Typography>}
              {field.crop_season.map((season) => (
                <Typography key={season.id}>
                  <FormattedMessage
                    id="farm-summary.ui.selected.seasonLine"
                    values={{
                      season: String(season.season),
                      crop: season.crop.name,
                      date: season.sowing_date,
                      link: (chunks: ReactNode[]) => <RouterLink to={`/dashboard/farmsummary/info/${field.id}`}>{chunks}</RouterLink>,
                    }}
                  />
                </Typography>
              ))}
              <Button component={RouterLink} to={`/dashboard/crop-plan/config/farm/${field.id}`}>
                {t('farm-summary.ui.selected.manageCrops')}
              </Button>
            </Box>
            <Box>
              <Typography variant="h6" component="h3">
                {t('farm-summary.ui.selected.weatherToday')}
              </Typography>
              {withheld.includes('weather') ? (
                <Typography color="text.secondary">{say(FARM_SUMMARY_MESSAGES.withheld(['weather']))}</Typography>
              ) : today ? (
                <Typography>
                  {t('farm-summary.ui.selected.weatherLine', {
                    indicator: today.indicator,
                    temperature: today.max_temperature ?? '-',
                    rain: today.precipitation ?? '-',
                    wind: today.windspeed ?? '-',
                    humidity: today.Humidity ?? '-',
                  })}
                </Typography>
              ) : (
                <Typography color="text.secondary">{t('farm-summary.ui.selected.weatherFailed')}</Typography>
              )}
              <Button component={RouterLink} to={`/dashboard/weather/forecast/${centroid}`}>
                {t('farm-summary.ui.selected.viewForecast')}
              </Button>
            </Box>
            <Box>
              <Typography variant="h6" component="h3">
                {t('farm-summary.ui.selected.tasks')}
              </Typography>
              {withheld.includes('tasks') ? (
                <Typography color="text.secondary">{say(FARM_SUMMARY_MESSAGES.withheld(['tasks']))}</Typography>
              ) : (
                activity.length === 0 && <Typography>{say(FARM_SUMMARY_MESSAGES.noTasks)}</Typography>
              )}
              {activity.map((task) => (
                <Typography key={task.id}>
                  {t('farm-summary.ui.selected.taskLine', { name: task.name, description: task.description, start: task.start_date, end: task.end_date })}
                </Typography>
              ))}
              <Button component={RouterLink} to={fieldTasksPath(field.id)}>
                {say(FARM_SUMMARY_TEXTS.viewAllTasks)}
              </Button>
              <TrueColourPreview fieldId={field.id} fieldName={field.name} />
              {/* The satellite view shows the selected field: this one is selected first (spec 2 §2.8). */}
              <Button
                component={RouterLink}
                to="/dashboard/satellite-view/"
                onClick={(event: MouseEvent) => {
                  event.preventDefault();
                  dispatch(fieldSelected({ id: field.id, centroid: field.centroid, coordinates: field.coordinates }));
                  navigate('/dashboard/satellite-view/');
                }}
              >
                {say(FARM_SUMMARY_TEXTS.viewFullSatellite)}
              </Button>
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
