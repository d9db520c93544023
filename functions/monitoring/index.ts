import { resourceRouter } from '../lib/router';
import { compareSeasons, compareSeasonsCsv, compareSeasonsPdf } from './compare-seasons';
import { getClearViews } from './get-clear-views';
import { getFarmValue } from './get-farm-value';
import { getFieldReport } from './get-field-report';
import { getFieldReportPdf } from './get-field-report-pdf';
import { getFieldSeason } from './get-field-season';
import { getIndexDates } from './get-index-dates';
import { getIndexLegend } from './get-index-legend';
import { getIndexPoint } from './get-index-point';
import { getIndexSeries } from './get-index-series';
import { getIndexSeriesCsv } from './get-index-series-csv';
import { getMonitoring } from './get-monitoring';
import { getRadarSeries } from './get-radar-series';
import { getTile } from './get-tile';
import { getTileUrl } from './get-tile-url';

export const handler = resourceRouter('monitoring', {
  getMonitoring,
  getFarmValue,
  getIndexSeries,
  getIndexSeriesCsv,
  getIndexDates,
  getIndexPoint,
  getRadarSeries,
  getClearViews,
  getFieldSeason,
  compareSeasons,
  compareSeasonsCsv,
  compareSeasonsPdf,
  getIndexLegend,
  getTileUrl,
  getTile,
  getFieldReport,
  getFieldReportPdf,
});
