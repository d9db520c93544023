import * as z from 'zod';
import { indexMeter } from '../../domain/admin';
import { FieldReport, FieldReportQuery } from '../schemas/farm-summary';
import { DatesQuery, DatesResponse, FarmValueQuery, FarmValueResponse, LegendQuery, LegendResponse, MonitoringResponse, PointQuery, PointResponse, SeriesQuery, SeriesResponse, TileParams, TileQuery, TileUrlQuery, TileUrlResponse } from '../schemas/monitoring';
import { ClearViewsQuery, ClearViewsResponse, RadarQuery, RadarSeriesResponse } from '../schemas/radar';
import { SeasonComparison, SeasonComparisonQuery, SeasonQuery, SeasonResponse } from '../schemas/season';
import { FILE, r, type RouteSpec } from './spec';

/** The routes of the monitoring Lambda. */
export const MONITORING_ROUTES = {
  getMonitoring: r('GET', '/monitoring/', 'monitoring', 'user', 'monitoring.view_index', { team: 'query', answer: MonitoringResponse, meter: indexMeter('Index statistics') }),
  getFieldReport: r('GET', '/field/report/', 'monitoring', 'user', 'field.view_report', { team: 'query', query: FieldReportQuery, answer: z.array(FieldReport), meter: indexMeter('Index report') }),
  // The report as a PDF file, the farm summary list and the selected-fields summary (ours, spec 2 §2.6-2.8, §7.1)
  getFieldReportPdf: r('GET', '/field/report/pdf/', 'monitoring', 'user', 'field.view_report', { team: 'query', query: FieldReportQuery, answer: FILE, meter: indexMeter('Index report') }),
  // Index value lookup (spec 2 §7.5)
  getFarmValue: r('GET', '/farm/value', 'monitoring', 'user', 'monitoring.view_index', { team: 'query', query: FarmValueQuery, answer: FarmValueResponse, meter: indexMeter('Index value', 'calls') }),
  // Index series, dates, point values, legends and signed tile URLs for the monitoring screens (ours, spec 2 §2.1-2.3, §8)
  getIndexSeries: r('GET', '/monitoring/series/', 'monitoring', 'user', 'monitoring.view_index', { team: 'query', query: SeriesQuery, answer: SeriesResponse, meter: indexMeter('Index statistics') }),
  getIndexSeriesCsv: r('GET', '/monitoring/series/csv/', 'monitoring', 'user', 'monitoring.view_index', { team: 'query', query: SeriesQuery, answer: FILE, meter: indexMeter('Index statistics') }),
  getIndexDates: r('GET', '/monitoring/dates/', 'monitoring', 'user', 'monitoring.view_index', { team: 'query', query: DatesQuery, answer: DatesResponse }),
  // Sentinel-1 radar per field and the clear-view ledger of every acquisition (ours: cloud-proof monitoring)
  getRadarSeries: r('GET', '/monitoring/radar/', 'monitoring', 'user', 'monitoring.view_index', { team: 'query', query: RadarQuery, answer: RadarSeriesResponse, meter: indexMeter('Index statistics') }),
  getClearViews: r('GET', '/monitoring/clear-views/', 'monitoring', 'user', 'monitoring.view_index', { team: 'query', query: ClearViewsQuery, answer: ClearViewsResponse }),
  // Season intelligence: detected sowing, emergence, peak, senescence and harvest against the crop plan, and the
  // season comparison report (ours)
  getFieldSeason: r('GET', '/monitoring/season/', 'monitoring', 'user', 'monitoring.view_index', { team: 'query', query: SeasonQuery, answer: SeasonResponse, meter: indexMeter('Index statistics') }),
  compareSeasons: r('GET', '/field/season/compare/', 'monitoring', 'user', 'crop.view_cropseason', { team: 'query', query: SeasonComparisonQuery, answer: SeasonComparison }),
  compareSeasonsCsv: r('GET', '/field/season/compare/csv/', 'monitoring', 'user', 'crop.view_cropseason', { team: 'query', query: SeasonComparisonQuery, answer: FILE }),
  compareSeasonsPdf: r('GET', '/field/season/compare/pdf/', 'monitoring', 'user', 'crop.view_cropseason', { team: 'query', query: SeasonComparisonQuery, answer: FILE }),
  getIndexPoint: r('GET', '/monitoring/point/', 'monitoring', 'user', 'monitoring.view_index', { team: 'query', query: PointQuery, answer: PointResponse, meter: indexMeter('Index value') }),
  /** JSON by default; `format=png` sends the legend as an image. */
  getIndexLegend: r('GET', '/monitoring/legend/', 'monitoring', 'user', 'monitoring.view_index', {
    team: 'query',
    query: LegendQuery,
    answer: LegendResponse,
  }),
  getTileUrl: r('GET', '/monitoring/tiles/', 'monitoring', 'user', 'monitoring.view_index', { team: 'query', query: TileUrlQuery, answer: TileUrlResponse, meter: indexMeter('Index tile') }),
  // XYZ map tiles: Leaflet loads them as images without a token, so each URL carries an HMAC signature instead
  // (made by getTileUrl after the team and permission checks). CloudFront's /tiles/* reaches it as /api/tiles/...
  getTile: r('GET', '/tiles/{fieldId}/{index}/{date}/{z}/{x}/{y}', 'monitoring', 'public', null, {
    params: TileParams,
    query: TileQuery,
    answer: FILE,
  }),
} as const satisfies Record<string, RouteSpec>;
