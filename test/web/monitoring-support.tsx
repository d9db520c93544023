import type { Field } from '../../shared/api/schemas/fields';
import type { DatesResponse, LegendResponse, SeriesEntry, SeriesResponse } from '../../shared/api/schemas/monitoring';
import type { ClearView, ClearViewsResponse, RadarPoint, RadarSeriesResponse } from '../../shared/api/schemas/radar';
import { legendFor } from '../../shared/domain/indices';
import { radarAttribution, RADAR_LAYERS, isRadarLayerId, type OrbitState } from '../../shared/domain/radar';
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

/** A radar estimate of the fused series: the estimate and its interval where the contract puts them. */
export function estimateEntry(date: string, mean: number, low: number, high: number): SeriesEntry {
  return seriesEntry(date, mean, {
    source: 'radar-estimate',
    interval: { low, high },
    basicStats: { min: low, max: high, mean, stDev: (high - low) / 2.56 },
    percentiles: { p10: low, p50: mean, p90: high },
    fieldCloudPercent: null,
    sceneCloudPercent: null,
    sceneIds: [`S1A_${date}`],
  });
}

type Fusion = NonNullable<SeriesResponse['fusion']>;

export function fusion(extra: Partial<Fusion> = {}): Fusion {
  return {
    scope: 'field',
    quality: 'good',
    pairs: 14,
    r2: 0.82,
    rmse: 0.05,
    slope: 1.1,
    intercept: -0.1,
    orbits: [{ orbitState: 'ascending', relativeOrbit: 103, offset: 0, pairs: 14 }],
    estimates: 1,
    message: null,
    attribution: radarAttribution(2026),
    ...extra,
  };
}

const backscatter = (db: number) => ({ meanLinear: 10 ** (db / 10), medianLinear: 10 ** (db / 10), meanDb: db, medianDb: db });

export function radarPoint(date: string, rvi: number, orbitState: OrbitState, relativeOrbit: number, vvDb = -9, vhDb = -16): RadarPoint {
  return {
    date,
    datetime: `${date}T05:30:00Z`,
    sceneIds: [`S1A_${date}_${relativeOrbit}`],
    platform: 'sentinel-1a',
    orbitState,
    relativeOrbit,
    pixelCount: 120,
    validPixelCount: 118,
    lowConfidence: false,
    vv: backscatter(vvDb),
    vh: backscatter(vhDb),
    ratio: 10 ** ((vhDb - vvDb) / 10),
    ratioDb: vhDb - vvDb,
    rvi,
  };
}

export function radarSeries(points: RadarPoint[], start = '2025-12-01', end = '2026-02-01'): RadarSeriesResponse {
  const orbits = new Map<string, RadarSeriesResponse['orbits'][number]>();
  for (const point of points) {
    const key = `${point.orbitState}-${point.relativeOrbit}`;
    const orbit = orbits.get(key) ?? { orbitState: point.orbitState, relativeOrbit: point.relativeOrbit, count: 0 };
    orbit.count += 1;
    orbits.set(key, orbit);
  }
  return { field: { id: 'f1', name: 'North Farm' }, start, end, points, orbits: [...orbits.values()], attribution: radarAttribution(2026), failures: [], pending: [] };
}

export function clearView(date: string, state: ClearView['state'], cloudPercent: number | null = null): ClearView {
  const radar = state === 'radar';
  return { date, sensor: radar ? 'sentinel-1' : 'sentinel-2', state, cloudPercent: radar ? null : cloudPercent, fieldCloud: !radar, sceneIds: [`${radar ? 'S1A' : 'S2A'}_${date}`] };
}

export function ledger(views: ClearView[], extra: Partial<ClearViewsResponse> = {}): ClearViewsResponse {
  const count = (state: ClearView['state']) => views.filter((view) => view.state === state).length;
  return {
    field: { id: 'f1', name: 'North Farm' },
    start: '2025-12-01',
    end: '2026-02-01',
    views,
    usableViews: views.length - count('cloudy'),
    counts: { clear: count('clear'), partlyCloudy: count('partly-cloudy'), cloudy: count('cloudy'), radar: count('radar') },
    longestGap: null,
    longestOpticalGap: null,
    radar: true,
    attribution: radarAttribution(2026),
    ...extra,
  };
}

/** The legend route's answer for any map layer: the optical indices' from shared/domain/indices, the radar layers' from radar.ts. */
function layerLegend(layer: string): LegendResponse {
  if (!isRadarLayerId(layer)) return legendFor(layer as 'NDVI');
  const { id, name, unit, displayRange, ramp } = RADAR_LAYERS[layer];
  return { ...legendFor('NDVI'), index: id, name, unit, min: displayRange[0], max: displayRange[1], stops: ramp.map((stop) => ({ ...stop })) };
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
    getIndexLegend: ({ query: q }) => reply(200, layerLegend(q.get('index') ?? 'NDVI')),
    getRadarSeries: ({ query: q }) => radarSeries([], q.get('start') ?? '', q.get('end') ?? ''),
    getClearViews: ({ query: q }) => ledger([], { start: q.get('start') ?? '', end: q.get('end') ?? '', radar: true }),
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
