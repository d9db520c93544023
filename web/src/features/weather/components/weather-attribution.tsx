import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { WEATHER_SOURCES, type WeatherSourceId } from '../../../../../shared/domain/weather';
import type { MessageId } from '../../../../../shared/i18n/english';
import { useWeatherText } from '../messages';

interface Credit {
  source: string;
  label: string;
  url: string | null;
}

/** The sources of the records shown, in order of first use (forecast answers name them per record). */
export function creditsOf(records: readonly { source: WeatherSourceId }[]): Credit[] {
  return [...new Set(records.map((record) => record.source))].map((id) => ({ source: id, ...WEATHER_SOURCES[id] }));
}

/** Between two sources' names. */
const SEPARATOR = ' · ';

/** A known source's attribution in the language on screen; another as the API named it. */
const SOURCE_LABELS: Record<WeatherSourceId, MessageId> = {
  'open-meteo': 'weather.sourceOpenMeteo',
  'nasa-power': 'weather.sourceNasaPower',
  demo: 'weather.sourceDemo',
};

function sourceLabel(credit: Credit, say: (text: string) => string): string {
  const key = Object.hasOwn(SOURCE_LABELS, credit.source) ? SOURCE_LABELS[credit.source as WeatherSourceId] : null;
  return key ? say(key) : credit.label;
}

/**
 * Who the weather comes from, beside the data and always visible: Open-Meteo's licence (CC BY 4.0) asks for its
 * name linked to its site; the local stage's simulated weather says so.
 */
export function WeatherAttribution({ credits }: { credits: readonly Credit[] }) {
  const say = useWeatherText();
  if (credits.length === 0) return null;
  return (
    <Typography component="p" role="note" variant="body2" color="text.secondary" aria-label={say('weather.dataSource')} sx={{ mb: 2 }}>
      {credits.map((credit, index) => (
        <span key={credit.source}>
          {index > 0 && SEPARATOR}
          {credit.url ? (
            <Link href={credit.url} target="_blank" rel="noopener noreferrer">
              {sourceLabel(credit, say)}
            </Link>
          ) : (
            sourceLabel(credit, say)
          )}
        </span>
      ))}
    </Typography>
  );
}
