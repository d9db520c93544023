import { searchPlaces } from '../core/fields/place-search';
import { placeSearchDeps } from '../core/fields/place-search-store';
import { route } from '../lib/http';

export const searchPlace = route('searchPlace', async ({ query }) =>
  searchPlaces(query.q, placeSearchDeps()),
);
