import { resourceRouter } from '../lib/router';
import { evaluateAlerts } from './evaluate-alerts';
import { getAlertSettings } from './get-alert-settings';
import { getAlertThresholds } from './get-alert-thresholds';
import { getFieldAgronomy } from './get-field-agronomy';
import { listAlertRecipients } from './list-alert-recipients';
import { listAlerts } from './list-alerts';
import { readAlert } from './read-alert';
import { updateAlertSettings } from './update-alert-settings';
import { updateAlertThresholds } from './update-alert-thresholds';
import { verifyAlertPhone } from './verify-alert-phone';

export const handler = resourceRouter('alerts', {
  getAlertSettings,
  updateAlertSettings,
  verifyAlertPhone,
  listAlerts,
  readAlert,
  evaluateAlerts,
  getAlertThresholds,
  updateAlertThresholds,
  listAlertRecipients,
  getFieldAgronomy,
});
