import { TileUrlQuery } from '../../shared/api/schemas/monitoring';
import { fieldForImagery } from '../core/imagery/field-shape';
import { signedTileUrl } from '../core/imagery/tiles';
import { route } from '../lib/http';
import { ownerOfField, teamIdOf } from './field-team';

/** A signed XYZ URL template for a field's index layer on a day (the tile route itself takes no token). */
export const getTileUrl = route('getTileUrl', { query: TileUrlQuery, ownerTeam: ownerOfField }, async ({ query, team }) =>
  signedTileUrl(await fieldForImagery(teamIdOf(team), query.field), query.index, query.date),
);
