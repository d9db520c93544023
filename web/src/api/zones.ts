import type { ZoneLayer } from '../../../shared/api/schemas/zones';
import type { ZoneMethod } from '../../../shared/domain/zones';
import { api, endpoint } from '../lib/api';

export interface ZonesArgs {
  field: string;
  classes: number;
  method: ZoneMethod;
}

/** A field's productivity zones for a number of classes and a method (stored by the imagery worker, never computed here). */
export const zonesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFieldZones: build.query<ZoneLayer, ZonesArgs>({
      ...endpoint('getFieldZones', (query: ZonesArgs) => ({ query })),
    }),
  }),
});

export const { useGetFieldZonesQuery } = zonesApi;
