import type { WeatherField } from '../../../shared/api/schemas/weather';
import { fieldInTeam, teamOfField, toField } from '../fields/field-store';
import { NotFoundError } from '../errors';
import type { Place } from './records';
import type { GeoPoint } from './types';

/** The one place the weather reads fields: through the fields module, always within the caller's team. */
export interface FieldForWeather {
  field: WeatherField;
  point: GeoPoint;
  place: Place;
}

export { teamOfField };

/** The field's stored place: its location (else its name) and its state or region (no country is stored). */
function placeOf(field: WeatherField): Place {
  return { areaName: field.location ?? field.name, country: field.state ?? '' };
}

export async function fieldForWeather(teamId: string, fieldId: string): Promise<FieldForWeather> {
  const full = toField(await fieldInTeam(teamId, fieldId));
  const field: WeatherField = {
    id: full.id,
    name: full.name,
    group_name: full.group_name,
    location: full.location,
    state: full.state,
    size: full.size,
    centroid: full.centroid,
  };
  const [lon, lat] = field.centroid;
  return { field, point: { lat, lon }, place: placeOf(field) };
}

/** The place for a coordinate route that names the selected field; an unknown field just leaves it empty. */
export async function placeOfSelectedField(teamId: string | undefined, fieldId: string | undefined): Promise<Place | undefined> {
  if (!teamId || !fieldId) return undefined;
  try {
    return (await fieldForWeather(teamId, fieldId)).place;
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}
