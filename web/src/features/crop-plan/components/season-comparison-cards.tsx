import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SeasonComparisonRow } from '../../../../../shared/api/schemas/season';
import { CROP_PLAN_TEXTS } from '../messages';
import { useText } from '../../../lib/i18n/use-text';
import { comparisonFigures, seasonSpan } from '../comparison-cells';

/**
 * The season comparison on a phone: one block per season (field, crop and year; planned and detected dates; yield,
 * cost and margin per hectare), so every figure is on screen without scrolling sideways.
 */
export function SeasonComparisonCards({ rows }: { rows: SeasonComparisonRow[] }) {
  const { t, say } = useText();
  return (
    <Box component="ul" aria-label={say(CROP_PLAN_TEXTS.seasonComparison)} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <Box component="li" key={row.season_id} aria-label={t('crop-plan.ui.comparisonCard', { field: row.field.name, crop: row.crop, year: String(row.year) })} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25 }}>
          <Typography variant="subtitle2" component="p">
            {t('crop-plan.ui.comparisonCardTitle', { field: row.field.name, crop: row.crop, year: String(row.year) })}
          </Typography>
          <Typography variant="body2">
            {t('crop-plan.ui.labelled', { label: say(CROP_PLAN_TEXTS.planned), value: seasonSpan(say, row.planned_sowing, row.planned_harvest, row.year) })}
          </Typography>
          <Typography variant="body2" color={row.detected_sowing || row.detected_harvest ? 'text.primary' : 'text.secondary'}>
            {t('crop-plan.ui.labelled', { label: say(CROP_PLAN_TEXTS.detected), value: seasonSpan(say, row.detected_sowing, row.detected_harvest, row.year, row.detection_pending) })}
          </Typography>
          <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'repeat(3, auto)', columnGap: 1.5, justifyContent: 'start' }}>
            {comparisonFigures(row.record).map(([label, value]) => (
              <Box key={label}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {say(label)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
