import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Field } from '../../../../../shared/api/schemas/fields';
import { useMonitoringTexts } from '../messages';
import type { CompareImage, CompareMode } from './compare-map';
import { lazyComponent } from '../../../lib/lazy-component';

const CompareMap = lazyComponent(() => import('./compare-map'));

export interface SplitCompareProps {
  field: Field;
  left: CompareImage;
  right: CompareImage;
}

/**
 * The split view's two dates on one map (as EO Browser users compare them): swipe a divider across, or fade the
 * right date over the left one. The map shows each side's date and index as chosen above.
 */
export function SplitCompare({ field, left, right }: SplitCompareProps) {
  const texts = useMonitoringTexts();
  const [mode, setMode] = useState<CompareMode>('swipe');
  const [value, setValue] = useState(50);
  const sliderLabel = mode === 'swipe' ? texts.swipe : texts.opacity;
  return (
    <Box component="section" aria-label={texts.compare} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        {left.date && right.date ? texts.compareDates(left.date, right.date) : texts.compare}
      </Typography>
      <Paper variant="outlined" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3, px: 2, py: 1, mb: 1 }}>
        <ToggleButtonGroup exclusive size="small" value={mode} aria-label={texts.compare} onChange={(_event, next: CompareMode | null) => next && setMode(next)}>
          <ToggleButton value="swipe">{texts.swipe}</ToggleButton>
          <ToggleButton value="opacity">{texts.opacity}</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1, minWidth: 200, display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography id="split-compare-slider-label" variant="body2">
            {sliderLabel}
          </Typography>
          <Slider
            aria-labelledby="split-compare-slider-label"
            value={value}
            min={0}
            max={100}
            step={1}
            size="small"
            valueLabelDisplay="auto"
            valueLabelFormat={(shown) => `${shown}%`}
            onChange={(_event, next) => setValue(Array.isArray(next) ? (next[0] ?? 0) : next)}
          />
        </Box>
      </Paper>
      <Suspense fallback={<Typography>{texts.loadingMap}</Typography>}>
        <CompareMap label={texts.compareMap} field={field} left={left} right={right} mode={mode} value={value} />
      </Suspense>
    </Box>
  );
}
