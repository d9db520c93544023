import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SeasonRecord } from '../../../../../shared/api/schemas/season';
import { CROP_PLAN_TEXTS } from '../messages';
import { useText } from '../../../lib/i18n/use-text';
import { kgPerHa, naira, nairaPerHa } from '../season-format';

/** What a season's record gives, as the server counts it: its tasks' costs and the figures per hectare. */
export function SeasonRecordFigures({ record }: { record: SeasonRecord }) {
  const { t, say } = useText();
  const rows: [string, string, string?][] = [
    [say(CROP_PLAN_TEXTS.taskCosts), naira(record.costs), say(CROP_PLAN_TEXTS.taskCount(record.task_count))],
    ...record.costs_by_type.map(({ type, tasks, costs }): [string, string] => [`· ${say(CROP_PLAN_TEXTS.taskType(type, tasks))}`, naira(costs)]),
    [say(CROP_PLAN_TEXTS.yieldPerHa), kgPerHa(record.yield_kg_per_ha)],
    [say(CROP_PLAN_TEXTS.costPerHa), nairaPerHa(record.cost_per_ha)],
    [say(CROP_PLAN_TEXTS.revenuePerHa), nairaPerHa(record.revenue_per_ha)],
    [say(CROP_PLAN_TEXTS.marginPerHa), nairaPerHa(record.margin_per_ha)],
  ];
  return (
    <Box component="section" aria-label={say(CROP_PLAN_TEXTS.seasonRecord)} sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {record.updated_at === null
          ? t('crop-plan.ui.withNote', { text: say(CROP_PLAN_TEXTS.recordFiguresOf(record.area_ha)), note: say(CROP_PLAN_TEXTS.notRecorded) })
          : say(CROP_PLAN_TEXTS.recordFiguresOf(record.area_ha))}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
        {rows.map(([label, value, note]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
              {value}
              {note && (
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
                  {note}
                </Typography>
              )}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
