import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SEASON_EVENT_LABELS, type SeasonEventKind } from '../../../../../shared/domain/season';
import { MONITORING_TEXTS, SERIES_COLOURS } from '../messages';
import type { SeasonMarker } from '../season-markers';

/** Labels alternate above and below the curve, so neighbouring events (sowing and emergence) do not overlap. */
const LABEL_BELOW: Readonly<Record<SeasonEventKind, boolean>> = { sowing: false, emergence: true, peak: false, senescence: true, harvest: false };
const SIZE = 6;

/** A detected event on the curve: a diamond of its year's colour, its short name beside it, its sentence on hover. */
export function SeasonMarkerShape({ cx, cy, marker, colour, outline, text }: { cx?: number; cy?: number; marker: SeasonMarker; colour: string; outline: string; text: string }) {
  if (cx === undefined || cy === undefined) return <g />;
  const below = LABEL_BELOW[marker.event.kind];
  const label = MONITORING_TEXTS.seasonMarker(marker.sentence);
  return (
    <g role="img" aria-label={label} data-event={marker.event.kind} data-confidence={marker.event.confidence}>
      <title>{label}</title>
      <path d={`M ${cx} ${cy - SIZE} L ${cx + SIZE} ${cy} L ${cx} ${cy + SIZE} L ${cx - SIZE} ${cy} Z`} fill={colour} stroke={outline} strokeWidth={1.5} />
      <text
        x={cx}
        y={below ? cy + SIZE + 12 : cy - SIZE - 4}
        textAnchor="middle"
        fontSize={11}
        fontWeight={600}
        fill={text}
        stroke={outline}
        strokeWidth={3}
        paintOrder="stroke"
      >
        {SEASON_EVENT_LABELS[marker.event.kind]}
      </text>
    </g>
  );
}

/**
 * Under the chart: each marked event in words with its confidence (and how far it is from the plan), and why a year
 * shows none. Nothing when detection has not answered (or failed): the chart is then as it was.
 */
export function SeasonEventList({ markers, noSeason, labels, colour }: { markers: readonly SeasonMarker[]; noSeason: readonly string[]; labels: readonly string[] | null; colour: string }) {
  if (markers.length === 0 && noSeason.length === 0) return null;
  const sorted = [...markers].sort((a, b) => a.offset - b.offset || a.event.date.localeCompare(b.event.date));
  return (
    <Box sx={{ mt: 1, color: colour }}>
      {sorted.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" id="season-events-title">
            {MONITORING_TEXTS.seasonEvents}
          </Typography>
          <Box component="ul" aria-labelledby="season-events-title" sx={{ m: 0, pl: 0, listStyle: 'none', fontSize: 13 }}>
            {sorted.map((marker) => (
              <li key={`${marker.event.kind}-${marker.event.date}`}>
                <svg width="12" height="12" aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: 6 }}>
                  <path d="M 6 0 L 12 6 L 6 12 L 0 6 Z" fill={SERIES_COLOURS[marker.offset] ?? colour} />
                </svg>
                {labels ? MONITORING_TEXTS.seasonYear(labels[marker.offset] ?? '', marker.sentence) : marker.sentence}
              </li>
            ))}
          </Box>
          <Typography variant="caption" component="p">
            {MONITORING_TEXTS.seasonEventsNote}
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
