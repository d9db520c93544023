import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ClearView, ClearViewsResponse } from '../../../../../shared/api/schemas/radar';
import { VIEW_STATE_COLOURS, VIEW_STATES, type ViewState } from '../../../../../shared/domain/radar';
import { useMonitoringTexts, type MonitoringTexts } from '../messages';

export interface StripInset {
  /** Pixels left of the chart's plot area (the y axis) and right of it (the margin): the strip lines up with it. */
  left: number;
  right: number;
}

const ROW_HEIGHT = 8;
const TICK_WIDTH = 3;

/** Where a view falls on the chart's x axis, as a share of the shown days (null: outside them). */
function share(view: ClearView, start: string, domain: readonly [number, number]): number | null {
  const day = dayjs(view.date).diff(dayjs(start), 'day');
  const span = domain[1] - domain[0];
  if (day < domain[0] || day > domain[1]) return null;
  return span > 0 ? (day - domain[0]) / span : 0.5;
}

/** The sentence under the strip: usable views and the longest gap, with the gap optical views alone would leave. */
function ledgerSentence(ledger: ClearViewsResponse, texts: MonitoringTexts): string {
  const sentence = texts.ledgerSentence(ledger.usableViews, ledger.longestGap?.days ?? null);
  const optical = ledger.longestOpticalGap?.days;
  return ledger.radar && optical !== undefined && optical !== ledger.longestGap?.days ? texts.ledgerWithOptical(sentence, texts.ledgerOpticalGap(optical)) : sentence;
}

const COUNT_OF: Readonly<Record<ViewState, keyof ClearViewsResponse['counts']>> = { clear: 'clear', 'partly-cloudy': 'partlyCloudy', cloudy: 'cloudy', radar: 'radar' };

/**
 * The clear-view ledger under the analysis chart's time axis, on the same x scale: one tick per acquisition coloured
 * by its state (optical views on the upper row, radar passes on the lower), a key with the count of each state (the
 * strip's text alternative), and the sentence of usable views and the longest gap.
 */
export function ClearViewStrip({ ledger, failed, start, domain, inset }: { ledger: ClearViewsResponse | undefined; failed: boolean; start: string; domain: readonly [number, number]; inset: StripInset }) {
  const texts = useMonitoringTexts();
  if (failed) {
    return (
      <Typography variant="caption" component="p" role="status" sx={{ mt: 1 }}>
        {texts.ledgerFailed}
      </Typography>
    );
  }
  if (!ledger) return null;
  const rows = ledger.radar ? 2 : 1;
  return (
    <Box role="group" aria-label={texts.ledgerTitle} sx={{ mt: 0.5 }}>
      <Box sx={{ pl: `${inset.left}px`, pr: `${inset.right}px` }}>
        <svg width="100%" height={rows * ROW_HEIGHT + 2} aria-hidden="true" data-testid="clear-view-strip" style={{ display: 'block', overflow: 'visible' }}>
          {ledger.views.map((view, k) => {
            const at = share(view, start, domain);
            if (at === null) return null;
            const row = view.sensor === 'sentinel-1' ? 1 : 0;
            const label = texts.ledgerView(dayjs(view.date).format('DD MMM YYYY'), texts.ledgerStates[view.state], view.cloudPercent);
            return (
              <rect
                key={`${view.date}-${view.sensor}-${k}`}
                x={`${(at * 100).toFixed(2)}%`}
                y={row * ROW_HEIGHT + 1}
                width={TICK_WIDTH}
                height={ROW_HEIGHT - 1}
                transform={`translate(${-TICK_WIDTH / 2} 0)`}
                fill={VIEW_STATE_COLOURS[view.state]}
                data-state={view.state}
                data-date={view.date}
              >
                <title>{label}</title>
              </rect>
            );
          })}
        </svg>
      </Box>
      <Box component="ul" aria-label={texts.ledgerTitle} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', m: 0, mt: 0.5, p: 0, fontSize: 12 }}>
        {VIEW_STATES.filter((state) => state !== 'radar' || ledger.radar).map((state) => (
          <li key={state}>
            <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 10, height: 10, mr: 0.5, bgcolor: VIEW_STATE_COLOURS[state], verticalAlign: 'middle' }} />
            {texts.ledgerStateCount(texts.ledgerStates[state], ledger.counts[COUNT_OF[state]])}
          </li>
        ))}
      </Box>
      <Typography variant="body2" component="p" sx={{ mt: 0.5, fontWeight: 600 }}>
        {ledgerSentence(ledger, texts)}
      </Typography>
    </Box>
  );
}
