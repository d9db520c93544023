/**
 * The English catalogues, statically: the message ids' type, the web tests' messages and the API's fallback.
 * English is the specification's wording; every other language translates these keys (catalogue-files.test.ts
 * checks that each catalogue on disk is listed here).
 */
import webApp from './web/app/en.json';
import webLanding from './web/landing/en.json';
import webLegal from './web/legal/en.json';
import webAuth from './web/auth/en.json';
import webAccount from './web/account/en.json';
import webFields from './web/fields/en.json';
import webMonitoring from './web/monitoring/en.json';
import webWeather from './web/weather/en.json';
import webFarmSummary from './web/farm-summary/en.json';
import webCropPlan from './web/crop-plan/en.json';
import webActivities from './web/activities/en.json';
import webTeam from './web/team/en.json';
import webSubscriptions from './web/subscriptions/en.json';
import webAdmin from './web/admin/en.json';
import webAlerts from './web/alerts/en.json';
import webAlertSettings from './web/alert-settings/en.json';
import webScouting from './web/scouting/en.json';
import webApiKeys from './web/api-keys/en.json';
import webFieldApp from './web/field-app/en.json';
import webZones from './web/zones/en.json';
import webSharing from './web/sharing/en.json';
import apiCommon from './api/common/en.json';
import apiAccount from './api/account/en.json';
import apiFields from './api/fields/en.json';
import apiMonitoring from './api/monitoring/en.json';
import apiWeather from './api/weather/en.json';
import apiFarmSummary from './api/farm-summary/en.json';
import apiCropPlan from './api/crop-plan/en.json';
import apiActivities from './api/activities/en.json';
import apiTeam from './api/team/en.json';
import apiSubscriptions from './api/subscriptions/en.json';
import apiAdmin from './api/admin/en.json';
import apiMail from './api/mail/en.json';
import apiReport from './api/report/en.json';
import apiAlerts from './api/alerts/en.json';
import apiMessages from './api/messages/en.json';
import apiScouting from './api/scouting/en.json';
import apiPartners from './api/partners/en.json';
import apiSharing from './api/sharing/en.json';

/** The API's messages (errors, validation, mails, PDF and CSV): the web app formats them too. */
export const API_ENGLISH = {
  ...apiCommon,
  ...apiAccount,
  ...apiFields,
  ...apiMonitoring,
  ...apiWeather,
  ...apiFarmSummary,
  ...apiCropPlan,
  ...apiActivities,
  ...apiTeam,
  ...apiSubscriptions,
  ...apiAdmin,
  ...apiMail,
  ...apiReport,
  ...apiAlerts,
  ...apiMessages,
  ...apiScouting,
  ...apiPartners,
  ...apiSharing,
};

/** The browser's own texts, screen by screen. */
export const WEB_ENGLISH = {
  ...webApp,
  ...webLanding,
  ...webLegal,
  ...webAuth,
  ...webAccount,
  ...webFields,
  ...webMonitoring,
  ...webWeather,
  ...webFarmSummary,
  ...webCropPlan,
  ...webActivities,
  ...webTeam,
  ...webSubscriptions,
  ...webAdmin,
  ...webAlerts,
  ...webAlertSettings,
  ...webScouting,
  ...webFieldApp,
  ...webZones,
  ...webApiKeys,
  ...webSharing,
};

export type ApiMessageId = keyof typeof API_ENGLISH;
export type MessageId = ApiMessageId | keyof typeof WEB_ENGLISH;

export { API_CATALOGUES, WEB_CATALOGUES } from './catalogue-names';
