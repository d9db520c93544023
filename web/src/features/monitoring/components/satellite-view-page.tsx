import { Suspense, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { isScalarIndexId } from '../../../../../shared/domain/indices';
import { isRadarLayerId } from '../../../../../shared/domain/radar';
import { CLOUD_LIMIT } from '../../../../../shared/domain/monitoring';
import { dateRangeChanged, indexChanged, selectedDateChanged } from '../../../lib/context-slice';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { apiErrorMessage } from '../../../lib/api';
import { cloudOf } from '../analysis-data';
import { useGetIndexDatesQuery } from '../../../api/monitoring';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useRadarSeries } from '../hooks/use-radar-series';
import { asMapLayer, latestOf } from '../map-layer';
import { useImageDate } from '../hooks/use-image-date';
import { useIndexDownload } from '../hooks/use-index-download';
import { useSelectedField } from '../hooks/use-selected-field';
import { INDEX_GROUPS, useMonitoringTexts } from '../messages';
import { DateList } from './date-list';
import { DateRangeFields } from './date-range-fields';
import { IndexLegend } from './index-legend';
import { IndexSelect } from './index-select';
import { RadarAttribution } from './radar-attribution';
import { RadarDateList } from './radar-date-list';
import { SimulatedImageryNote } from './simulated-imagery-note';
import { lazyComponent } from '../../../lib/lazy-component';

const FieldImageryMap = lazyComponent(() => import('./field-imagery-map'));
const INDICES = [...INDEX_GROUPS.moisture, ...INDEX_GROUPS.vegetative, 'RVI', 'VH'];

/**
 * /dashboard/satellite-view/ (spec 2 §2.2, §4, §8): the selected field on true colour with the chosen index, its
 * image dates with cloud, the cloud slider, the info box, the index statistics CSV, and links to Field Info and
 * Split View. Without a selected field it goes back to /dashboard/. A radar layer (RVI, VH) lists the field's radar
 * passes instead of the image dates and draws the chosen pass over the true colour, with its legend and attribution.
 */
export default function SatelliteViewPage() {
  const texts = useMonitoringTexts();
  useDocumentTitle(texts.satelliteTitle);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const context = useAppSelector((state) => state.sessionContext);
  const { field, missing } = useSelectedField();
  const dates = useGetIndexDatesQuery({ field: field?.id ?? '', start: context.start, end: context.end }, { skip: !field });
  const image = useImageDate(dates.data?.dates, context.cloud, context.selectedDate);
  const layer = asMapLayer(context.index);
  const index = layer && isScalarIndexId(layer) ? layer : null;
  const radarLayer = layer && isRadarLayerId(layer) ? layer : null;
  const radar = useRadarSeries(field && radarLayer ? { field: field.id, start: context.start, end: context.end } : skipToken);
  const radarPoints = useMemo(() => radar.data?.points ?? [], [radar.data]);
  const [pickedRadarDate, setPickedRadarDate] = useState<string | null>(null);
  const radarDate = radarPoints.some((point) => point.date === pickedRadarDate) ? pickedRadarDate : latestOf(radarPoints.map((point) => point.date));
  const showIndex = radarLayer ? Boolean(field && radarDate) : Boolean(index && image.withinLimit && field && image.date);
  const chosen = dates.data?.dates.find((entry) => entry.date === image.date) ?? null;
  // The date's own cloud: the cloud value is set to limit+1 above the limit only to hide the index layer.
  const chosenCloud = chosen ? cloudOf(chosen) : null;
  const target = useMemo(
    () => (field && chosen ? { field: field.id, date: chosen.date, validPixelCount: chosen.validPixelCount, lowConfidence: chosen.lowConfidence } : null),
    [field, chosen],
  );
  const download = useIndexDownload({ field: field?.id ?? null, name: field?.name ?? 'field', index, start: context.start, end: context.end, cloud: image.cloud });

  if (missing) return <Navigate to="/dashboard/" replace />;
  const loadingMap = !field || dates.isFetching || image.sliding;

  return (
    <Box component="section" aria-label={texts.satelliteTitle}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ mr: 2 }}>
          {field ? texts.satelliteTitleField(field.name) : texts.satelliteTitle}
        </Typography>
        <Button variant="outlined" disabled={!field} onClick={() => field && navigate(`/dashboard/farmsummary/info/${field.id}`)}>
          {texts.fieldInfo}
        </Button>
        <Button variant="outlined" onClick={() => navigate('/dashboard/split-view/')}>
          {texts.splitView}
        </Button>
      </Box>
      <Box role="group" aria-label={texts.satelliteControls} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        <IndexSelect id="satellite-index" value={layer} options={INDICES} onChange={(next) => dispatch(indexChanged(next))} />
        <DateRangeFields id="satellite" start={context.start} end={context.end} onChange={(range) => dispatch(dateRangeChanged(range))} />
        <Box sx={{ width: 200, px: 1 }}>
          <Typography id="satellite-cloud-label" variant="caption" color="text.secondary">
            {texts.cloudCover(image.cloud)}
          </Typography>
          <Slider aria-labelledby="satellite-cloud-label" value={image.cloud} min={0} max={100} step={1} size="small" valueLabelDisplay="auto" onChange={(_event, value) => image.slide(Array.isArray(value) ? (value[0] ?? 0) : value)} />
        </Box>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download.click()} disabled={download.busy}>
          {download.busy ? texts.downloadWait : download.ready ? texts.downloadGenerated : texts.downloadStatistics}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 280px' }, gap: 2, mt: 1 }}>
        {/* On a phone the map's key (note, legend, radar notice) goes under the map: over it, it hid half the field. */}
        <Box sx={{ position: 'relative' }}>
          <Box sx={{ position: 'relative', height: { xs: '60vh', md: '70vh' } }}>
            {field && (
              <Suspense fallback={<Typography>{texts.loadingMap}</Typography>}>
                <FieldImageryMap label={texts.satelliteMap} field={field} date={image.date} index={radarLayer ?? index} showIndex={showIndex} indexDate={radarLayer ? radarDate : undefined} fit height="100%" target={target} />
              </Suspense>
            )}
            {loadingMap && (
              <Paper role="status" sx={{ position: 'absolute', top: 12, left: '50%', transform: 'translateX(-50%)', zIndex: 1000, px: 2, py: 0.5 }}>
                {texts.loadingMap}
              </Paper>
            )}
            <Paper role="note" aria-label={texts.fieldInformation} sx={{ position: 'absolute', top: { md: 12 }, bottom: { xs: 28, md: 'auto' }, right: 12, zIndex: 1000, px: 1.5, py: 1 }}>
              <Typography variant="body2">
                {texts.fieldSize(field ? field.size : null)}
              </Typography>
              <Typography variant="body2" color={image.cloudPresent ? 'text.primary' : 'warning.main'}>
                {texts.cloudColon(chosenCloud)}
              </Typography>
              {!image.withinLimit && chosenCloud !== null && chosenCloud > CLOUD_LIMIT && (
                <Typography variant="caption" component="p" color="text.secondary" sx={{ maxWidth: 200 }}>
                  {texts.cloudyDateExplained}
                </Typography>
              )}
              {chosen?.lowConfidence && chosen.computed && (
                <Chip size="small" color="warning" label={texts.lowConfidencePixels(chosen.validPixelCount)} title={texts.lowConfidenceWhy(chosen.validPixelCount)} />
              )}
            </Paper>
          </Box>
          <Box sx={{ position: { xs: 'static', md: 'absolute' }, left: 12, bottom: 28, mt: { xs: 1, md: 0 }, zIndex: 1000, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            {showIndex && (
              <Paper sx={{ px: 1 }}>
                <Typography variant="caption">{radarLayer ? texts.radarLayerNote : texts.clickToRead}</Typography>
              </Paper>
            )}
            <IndexLegend index={radarLayer ?? index} />
            {radarLayer && <RadarAttribution date={radarDate} />}
          </Box>
        </Box>
        <Paper variant="outlined" sx={{ height: { md: '70vh' }, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
          <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1 }}>
            {radarLayer ? texts.radarDates : texts.imageDates}
          </Typography>
          <Box sx={{ flex: 1, overflowY: 'auto' }}>
            {radarLayer ? (
              <RadarDateList points={radarPoints} loading={radar.isLoading} failed={radar.isError} onRetry={() => void radar.refetch()} selected={radarDate} onSelect={setPickedRadarDate} />
            ) : (
              <DateList
                label={texts.imageDates}
                dates={dates.data?.dates ?? []}
                loading={dates.isLoading}
                failed={dates.isError ? apiErrorMessage(dates.error) : undefined}
                onRetry={() => void dates.refetch()}
                selected={image.date}
                onSelect={(entry) => {
                  image.choose(entry);
                  dispatch(selectedDateChanged(entry.date));
                }}
              />
            )}
          </Box>
          <Box sx={{ p: 1 }}>
            <SimulatedImageryNote />
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}
