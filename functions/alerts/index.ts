import { notBuilt, resourceRouter } from '../lib/router';
import { evaluateAlerts } from './evaluate-alerts';
import { listAlerts } from './list-alerts';
import { readAlert } from './read-alert';

export const handler = resourceRouter('alerts', {
  getAlertSettings: notBuilt,
  updateAlertSettings: notBuilt,
  verifyAlertPhone: notBuilt,
  listAlerts,
  readAlert,
  evaluateAlerts,
  getAlertThresholds: notBuilt,
  updateAlertThresholds: notBuilt,
  listAlertRecipients: notBuilt,
  getFieldAgronomy: notBuilt,
});
