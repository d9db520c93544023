import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldReport } from '../../../../../shared/api/schemas/farm-summary';
import { useGetLegendImageQuery } from '../../../api/farm-summary';
import { useText } from '../../../lib/i18n/use-text';
import { IndexThumbnail } from './index-thumbnail';

/** A scene counts as clear when at least half the field was seen, as the report's own numbers count it. */
const CLEAR_FRACTION = 0.5;
const MAP_SIZE = 220;

/**
 * The report's two maps (spec 2 §2.7): the field in true colour and the report's index with its legend, both on the
 * period's last clear scene, drawn by the engine as images so they print.
 */
export function ReportMaps({ report }: { report: FieldReport }) {
  const { field, index } = report;
  const { t } = useText();
  const legend = useGetLegendImageQuery(index);
  const date = report.scenes
    .filter((scene) => scene.valid_fraction >= CLEAR_FRACTION && scene.index !== null)
    .map((scene) => scene.date)
    .sort()
    .at(-1);
  if (!date) return <Typography color="text.secondary">{t('farm-summary.ui.map.noClearScene')}</Typography>;
  const figure = (caption: string, map: ReactNode) => (
    <Box component="figure" sx={{ m: 0, breakInside: 'avoid' }}>
      {map}
      <Typography component="figcaption" variant="caption" sx={{ display: 'block' }}>
        {caption}
      </Typography>
    </Box>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', my: 2 }}>
      {figure(t('farm-summary.ui.map.trueColourOn', { date }), <IndexThumbnail fieldId={field.id} fieldName={field.name} index="TRUE_COLOR" date={date} size={MAP_SIZE} eager />)}
      {figure(`${index}, ${date}`, <IndexThumbnail fieldId={field.id} fieldName={field.name} index={index} date={date} size={MAP_SIZE} eager />)}
      {legend.data ? (
        <img src={legend.data} alt={t('farm-summary.ui.map.legend', { index })} style={{ height: MAP_SIZE, width: 'auto' }} />
      ) : (
        <Typography variant="caption" color="text.secondary">
          {t(legend.isError ? 'farm-summary.ui.map.legendNotFound' : 'farm-summary.ui.map.legendLoading')}
        </Typography>
      )}
    </Box>
  );
}
