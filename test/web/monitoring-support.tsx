import type { Field } from '../../shared/api/schemas/fields';
import type { DatesResponse, SeriesEntry, SeriesResponse } from '../../shared/api/schemas/monitoring';
import { legendFor } from '../../shared/domain/indices';
import { dateRangeChanged, fieldSelected, indexChanged } from '../../web/src/lib/context-slice';
import { makeStore } from '../../web/src/app/store';
import { userDetails } from './render';
import { fieldFixture } from './field-fixture';
import { mockApi, reply, type MockedApi } from './support/mock-api';

/** Test data and a fetch stand-in for the monitoring screens (jsdom: the Leaflet maps are stand-ins). */
export function monitoringField(id = 'f1', name = 'North Farm'): Field {
  return fieldFixture(id, name, { size: 0.5123, centroid: [8.675, 9.075] });
}

type DateEntry = DatesResponse['dates'][number];

export function dateEntry(date: string, fieldCloud: number, extra: Partial<DateEntry> = {}): DateEntry {
  return {
    date,
    sceneIds: [`S2A_${date}`],
    sceneCloudPercent: fieldCloud,
    cloudCoverPercentage: fieldCloud,
    fieldCloudPercent: fieldCloud,
    validFraction: 1 - fieldCloud / 100,
    validPixelCount: 50,
    lowConfidence: false,
    computed: true,
    ...extra,
  };
}

export function seriesEntry(date: string, mean: number, extra: Partial<SeriesEntry> = {}): SeriesEntry {
  return {
    date,
    basicStats: { min: mean - 0.1, max: mean + 0.1, mean, stDev: 0.05 },
    histogram: { bins: [] },
    percentiles: { p10: mean - 0.05, p50: mean, p90: mean + 0.05 },
    pixelCount: 50,
    validPixelCount: 50,
    validFraction: 1,
    fieldCloudPercent: 0,
    sceneCloudPercent: 0,
    lowConfidence: false,
    sceneIds: [`S2A_${date}`],
    notes: [],
    source: 'optical',
    interval: null,
    ...extra,
  };
}

export interface MonitoringBackend {
  fields: Field[];
  dates: (query: URLSearchParams) => DateEntry[] | Response;
  series: (query: URLSearchParams) => SeriesEntry[] | Response | Promise<SeriesEntry[] | Response>;
  csv: (query: URLSearchParams) => Response | Promise<Response>;
  point: (query: URLSearchParams) => Response;
  /** The URLs of the API requests so far. */
  calls: URL[];
  /** Replaces the answers of some routes. */
  answer: MockedApi['answer'];
}

export function mockMonitoringBackend(overrides: Partial<MonitoringBackend> = {}): MonitoringBackend {
  const backend: MonitoringBackend = {
    fields: [monitoringField()],
    dates: () => [dateEntry('2026-01-05', 90), dateEntry('2026-01-10', 12), dateEntry('2026-01-15', 30, { lowConfidence: true, validPixelCount: 6 })],
    series: () => [seriesEntry('2026-01-10', 0.41), seriesEntry('2026-01-15', 0.52, { lowConfidence: true, validPixelCount: 6, validFraction: 0.12 })],
    csv: () => new Response('date,min,max,mean,stDev\n2026-01-10,0.3,0.5,0.41,0.05\n', { headers: { 'content-type': 'text/csv' } }),
    point: (query) => Response.json({ field: query.get('field'), index: query.get('index'), date: query.get('date'), lon: 8.675, lat: 9.075, value: 0.61234, reason: 'ok', sceneId: 'S2A', sclClass: 4 }),
    calls: [],
    answer: () => undefined,
    ...overrides,
  };
  const api = mockApi({
    getProfile: userDetails(),
    listFields: () => backend.fields,
    getIndexDates: ({ query: q }) => {
      const dates = backend.dates(q);
      return dates instanceof Response ? dates : { field: q.get('field') ?? '', dates, failures: [], pending: [] };
    },
    getIndexSeries: async ({ query: q }) => {
      const entries = await backend.series(q);
      if (entries instanceof Response) return entries;
      const answer: SeriesResponse = {
        C0: entries,
        field: { id: q.get('field') ?? '', name: 'North Farm', areaHa: 0.51 },
        index: (q.get('index') ?? 'NDVI') as SeriesResponse['index'],
        start: q.get('start') ?? '',
        end: q.get('end') ?? '',
        cloud: Number(q.get('cloud') ?? 80),
        failures: [],
        pending: [],
        fusion: null,
      };
      return answer;
    },
    getIndexSeriesCsv: ({ query: q }) => backend.csv(q),
    getIndexLegend: ({ query: q }) => reply(200, legendFor((q.get('index') ?? 'NDVI') as 'NDVI')),
    getIndexPoint: ({ query: q }) => backend.point(q),
    getTileUrl: ({ query: q }) => ({ url: `/tiles/${q.get('field')}/${q.get('index')}/${q.get('date')}/{z}/{x}/{y}?v=1&exp=1&sig=s`, tileSize: 256, minZoom: 8, maxZoom: 20, bounds: [[9.07, 8.67], [9.08, 8.68]], expiresAt: '2030-01-01T00:00:00.000Z' }),
  });
  Object.defineProperty(backend, 'calls', { get: () => api.requests.map((request) => request.url) });
  backend.answer = api.answer;
  return backend;
}

/** A store with the field selected (as the dashboard leaves it) and a window that the stand-in dates fall in. */
export function storeWithSelection(field: Field | null = monitoringField(), context: { index?: string | null; start?: string; end?: string } = {}) {
  const store = makeStore();
  if (field) store.dispatch(fieldSelected({ id: field.id, centroid: field.centroid, coordinates: field.coordinates }));
  store.dispatch(dateRangeChanged({ start: context.start ?? '2025-12-01', end: context.end ?? '2026-02-01' }));
  store.dispatch(indexChanged(context.index ?? null));
  return store;
}
