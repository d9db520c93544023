import { notBuilt, resourceRouter } from '../lib/router';
import { getFieldAgronomy } from './get-field-agronomy';

export const handler = resourceRouter('alerts', {
  getAlertSettings: notBuilt,
  updateAlertSettings: notBuilt,
  verifyAlertPhone: notBuilt,
  listAlerts: notBuilt,
  readAlert: notBuilt,
  evaluateAlerts: notBuilt,
  getAlertThresholds: notBuilt,
  updateAlertThresholds: notBuilt,
  listAlertRecipients: notBuilt,
  getFieldAgronomy,
});
