import { useParams } from 'react-router-dom';
import { Location } from '../../../../../shared/api/schemas/weather';
import { locationFromPath } from '../../../../../shared/domain/weather';
import { useAppSelector } from '../../../lib/hooks';

export interface WeatherLocation {
  /** The pair as the path carries it (the selected field's centroid as the menu builds it). */
  pair: string;
  /** `lat,long` for the weather routes: the pair swapped and cut to 5 characters each (spec 2 §2.4). */
  location: string;
  valid: boolean;
  /** The selected field when the path is its centroid: the server then names its area. */
  field: string | undefined;
  /** The session's selected field, for VIEW THIS FIELD INFO. */
  selectedFieldId: string | null;
}

/** The location of /dashboard/weather/{forecast|history}/{pair}. */
export function useWeatherLocation(): WeatherLocation {
  const pair = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const selectedFieldId = useAppSelector((state) => state.sessionContext.selectedFieldId);
  const centroid = useAppSelector((state) => state.sessionContext.selectedCentroid);
  const location = locationFromPath(pair);
  const isSelectedField = centroid !== null && pair === `${centroid[0]},${centroid[1]}`;
  return {
    pair,
    location,
    valid: Location.safeParse(location).success,
    field: isSelectedField ? (selectedFieldId ?? undefined) : undefined,
    selectedFieldId,
  };
}
