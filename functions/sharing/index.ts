import { resourceRouter } from '../lib/router';
import { createShareLink } from './create-share-link';
import { getSharedDates } from './get-shared-dates';
import { getSharedReport } from './get-shared-report';
import { getSharedReportPdf } from './get-shared-report-pdf';
import { getSharedSeries } from './get-shared-series';
import { getSharedTileUrl } from './get-shared-tile-url';
import { getSharedView } from './get-shared-view';
import { listShareLinks } from './list-share-links';
import { revokeShareLink } from './revoke-share-link';

export const handler = resourceRouter('sharing', {
  listShareLinks,
  createShareLink,
  revokeShareLink,
  getSharedView,
  getSharedSeries,
  getSharedDates,
  getSharedTileUrl,
  getSharedReport,
  getSharedReportPdf,
});
