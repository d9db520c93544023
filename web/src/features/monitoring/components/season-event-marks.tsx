import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePlotArea } from 'recharts';
import { useSeasonWords } from '../../../lib/season-words';
import { SERIES_COLOURS, useMonitoringTexts } from '../messages';
import type { SeasonMarker } from '../season-markers';

/** Labels sit in three lanes at the top of the plot (events in date order take lanes in turn), above the curve. */
export const SEASON_LANES = 3;
const LANE_HEIGHT = 13;
const SIZE = 6;

/**
 * A detected event on the curve: a diamond of its year's colour outlined in white, a dashed line up to its short name
 * in its lane at the top of the plot, and its sentence on hover.
 */
export function SeasonMarkerShape({ cx, cy, marker, lane, colour, outline, text }: { cx?: number; cy?: number; marker: SeasonMarker; lane: number; colour: string; outline: string; text: string }) {
  const plot = usePlotArea();
  const texts = useMonitoringTexts();
  const { eventLabel } = useSeasonWords();
  if (cx === undefined || cy === undefined) return <g />;
  const label = texts.seasonMarker(marker.sentence);
  const labelY = (plot?.y ?? 0) + LANE_HEIGHT * (lane + 1) - 2;
  return (
    <g role="img" aria-label={label} data-event={marker.event.kind} data-confidence={marker.event.confidence}>
      <title>{label}</title>
      <line x1={cx} x2={cx} y1={labelY + 3} y2={cy - SIZE} stroke={text} strokeWidth={1} strokeDasharray="2 3" opacity={0.7} />
      <text x={cx} y={labelY} textAnchor="middle" fontSize={11} fontWeight={600} fill={text} stroke={outline} strokeWidth={3} paintOrder="stroke">
        {eventLabel(marker.event.kind)}
      </text>
      <path d={`M ${cx} ${cy - SIZE} L ${cx + SIZE} ${cy} L ${cx} ${cy + SIZE} L ${cx - SIZE} ${cy} Z`} fill={colour} stroke="#ffffff" strokeWidth={2} />
    </g>
  );
}

/**
 * Under the chart: each marked event in words with its confidence (and how far it is from the plan), and why a year
 * shows none. Nothing when detection has not answered (or failed): the chart is then as it was.
 */
export function SeasonEventList({ markers, noSeason, labels, colour }: { markers: readonly SeasonMarker[]; noSeason: readonly string[]; labels: readonly string[] | null; colour: string }) {
  const texts = useMonitoringTexts();
  if (markers.length === 0 && noSeason.length === 0) return null;
  const sorted = [...markers].sort((a, b) => a.offset - b.offset || a.event.date.localeCompare(b.event.date));
  return (
    <Box sx={{ mt: 1, color: colour }}>
      {sorted.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" id="season-events-title">
            {texts.seasonEvents}
          </Typography>
          <Box component="ul" aria-labelledby="season-events-title" sx={{ m: 0, pl: 0, listStyle: 'none', fontSize: 13, '& li': { mb: 0.5 } }}>
            {sorted.map((marker) => (
              <li key={`${marker.event.kind}-${marker.event.date}`}>
                <svg width="12" height="12" aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: 6 }}>
                  <path d="M 6 0 L 12 6 L 6 12 L 0 6 Z" fill={SERIES_COLOURS[marker.offset] ?? colour} />
                </svg>
                {labels ? texts.seasonYear(labels[marker.offset] ?? '', marker.sentence) : marker.sentence}
              </li>
            ))}
          </Box>
          <Typography variant="caption" component="p">
            {texts.seasonEventsNote}
          </Typography>
        </>
      )}
      {noSeason.map((message) => (
        <Typography key={message} variant="body2" component="p" role="note" sx={{ mt: 0.5 }}>
          {message}
        </Typography>
      ))}
    </Box>
  );
}
