/**
 * The API's English catalogues, for the server's formatter (functions/core/i18n): errors, validation, mails, the
 * field report's PDF and CSV. The other languages' files are read by the server when a caller first asks for one
 * (functions/core/i18n/catalogue-files.ts), so no Lambda bundle carries four more copies of every text. The browser
 * loads all of them per language with its own (web/src/lib/i18n).
 */
import { mergeCatalogues, type LoadedCatalogue } from './catalogue';
import commonEn from './api/common/en.json';
import accountEn from './api/account/en.json';
import fieldsEn from './api/fields/en.json';
import monitoringEn from './api/monitoring/en.json';
import weatherEn from './api/weather/en.json';
import farmSummaryEn from './api/farm-summary/en.json';
import cropPlanEn from './api/crop-plan/en.json';
import activitiesEn from './api/activities/en.json';
import teamEn from './api/team/en.json';
import subscriptionsEn from './api/subscriptions/en.json';
import adminEn from './api/admin/en.json';
import mailEn from './api/mail/en.json';
import reportEn from './api/report/en.json';

const ENGLISH = [commonEn, accountEn, fieldsEn, monitoringEn, weatherEn, farmSummaryEn, cropPlanEn, activitiesEn, teamEn, subscriptionsEn, adminEn, mailEn, reportEn];

let english: LoadedCatalogue | undefined;

/** English's API messages, merged once per process: bundled with the code, the formatter's fallback. */
export function apiEnglishCatalogue(): LoadedCatalogue {
  english ??= mergeCatalogues('en', ENGLISH);
  return english;
}
