/**
 * The API's catalogues in every language, for the server's formatter (functions/core/i18n): errors, validation,
 * mails, the field report's PDF and CSV. The browser loads them per language with its own (web/src/lib/i18n).
 */
import { mergeCatalogues, type LoadedCatalogue } from './catalogue';
import type { Language } from './languages';
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
import commonHa from './api/common/ha.json';
import accountHa from './api/account/ha.json';
import fieldsHa from './api/fields/ha.json';
import monitoringHa from './api/monitoring/ha.json';
import weatherHa from './api/weather/ha.json';
import farmSummaryHa from './api/farm-summary/ha.json';
import cropPlanHa from './api/crop-plan/ha.json';
import activitiesHa from './api/activities/ha.json';
import teamHa from './api/team/ha.json';
import subscriptionsHa from './api/subscriptions/ha.json';
import adminHa from './api/admin/ha.json';
import mailHa from './api/mail/ha.json';
import reportHa from './api/report/ha.json';
import commonYo from './api/common/yo.json';
import accountYo from './api/account/yo.json';
import fieldsYo from './api/fields/yo.json';
import monitoringYo from './api/monitoring/yo.json';
import weatherYo from './api/weather/yo.json';
import farmSummaryYo from './api/farm-summary/yo.json';
import cropPlanYo from './api/crop-plan/yo.json';
import activitiesYo from './api/activities/yo.json';
import teamYo from './api/team/yo.json';
import subscriptionsYo from './api/subscriptions/yo.json';
import adminYo from './api/admin/yo.json';
import mailYo from './api/mail/yo.json';
import reportYo from './api/report/yo.json';
import commonIg from './api/common/ig.json';
import accountIg from './api/account/ig.json';
import fieldsIg from './api/fields/ig.json';
import monitoringIg from './api/monitoring/ig.json';
import weatherIg from './api/weather/ig.json';
import farmSummaryIg from './api/farm-summary/ig.json';
import cropPlanIg from './api/crop-plan/ig.json';
import activitiesIg from './api/activities/ig.json';
import teamIg from './api/team/ig.json';
import subscriptionsIg from './api/subscriptions/ig.json';
import adminIg from './api/admin/ig.json';
import mailIg from './api/mail/ig.json';
import reportIg from './api/report/ig.json';
import commonPcm from './api/common/pcm.json';
import accountPcm from './api/account/pcm.json';
import fieldsPcm from './api/fields/pcm.json';
import monitoringPcm from './api/monitoring/pcm.json';
import weatherPcm from './api/weather/pcm.json';
import farmSummaryPcm from './api/farm-summary/pcm.json';
import cropPlanPcm from './api/crop-plan/pcm.json';
import activitiesPcm from './api/activities/pcm.json';
import teamPcm from './api/team/pcm.json';
import subscriptionsPcm from './api/subscriptions/pcm.json';
import adminPcm from './api/admin/pcm.json';
import mailPcm from './api/mail/pcm.json';
import reportPcm from './api/report/pcm.json';

const PARTS = {
  en: [commonEn, accountEn, fieldsEn, monitoringEn, weatherEn, farmSummaryEn, cropPlanEn, activitiesEn, teamEn, subscriptionsEn, adminEn, mailEn, reportEn],
  ha: [commonHa, accountHa, fieldsHa, monitoringHa, weatherHa, farmSummaryHa, cropPlanHa, activitiesHa, teamHa, subscriptionsHa, adminHa, mailHa, reportHa],
  yo: [commonYo, accountYo, fieldsYo, monitoringYo, weatherYo, farmSummaryYo, cropPlanYo, activitiesYo, teamYo, subscriptionsYo, adminYo, mailYo, reportYo],
  ig: [commonIg, accountIg, fieldsIg, monitoringIg, weatherIg, farmSummaryIg, cropPlanIg, activitiesIg, teamIg, subscriptionsIg, adminIg, mailIg, reportIg],
  pcm: [commonPcm, accountPcm, fieldsPcm, monitoringPcm, weatherPcm, farmSummaryPcm, cropPlanPcm, activitiesPcm, teamPcm, subscriptionsPcm, adminPcm, mailPcm, reportPcm],
} satisfies Record<Language, unknown[]>;

const loaded = new Map<Language, LoadedCatalogue>();

/** A language's API messages, merged once per process. */
export function apiCatalogue(language: Language): LoadedCatalogue {
  let catalogue = loaded.get(language);
  if (!catalogue) {
    catalogue = mergeCatalogues(language, PARTS[language]);
    loaded.set(language, catalogue);
  }
  return catalogue;
}
