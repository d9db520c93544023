import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { WEATHER_SOURCES, type WeatherSourceId } from '../../../../../shared/domain/weather';

interface Credit {
  source: string;
  label: string;
  url: string | null;
}

/** The sources of the records shown, in order of first use (forecast answers name them per record). */
export function creditsOf(records: readonly { source: WeatherSourceId }[]): Credit[] {
  return [...new Set(records.map((record) => record.source))].map((id) => ({ source: id, ...WEATHER_SOURCES[id] }));
}

/**
 * Who the weather comes from, beside the data and always visible: Open-Meteo's licence (CC BY 4.0) asks for its
 * name linked to its site; the local stage's simulated weather says so.
 */
export function WeatherAttribution({ credits }: { credits: readonly Credit[] }) {
  if (credits.length === 0) return null;
  return (
    <Typography component="p" role="note" variant="body2" color="text.secondary" aria-label="Weather data source" sx={{ mb: 2 }}>
      {credits.map((credit, index) => (
        <span key={credit.source}>
          {index > 0 && ' · '}
          {credit.url ? (
            <Link href={credit.url} target="_blank" rel="noopener noreferrer">
              {credit.label}
            </Link>
          ) : (
            credit.label
          )}
        </span>
      ))}
    </Typography>
  );
}
