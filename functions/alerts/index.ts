import { notBuilt, resourceRouter } from '../lib/router';
import { getAlertSettings } from './get-alert-settings';
import { getAlertThresholds } from './get-alert-thresholds';
import { getFieldAgronomy } from './get-field-agronomy';
import { listAlertRecipients } from './list-alert-recipients';
import { updateAlertSettings } from './update-alert-settings';
import { updateAlertThresholds } from './update-alert-thresholds';
import { verifyAlertPhone } from './verify-alert-phone';

export const handler = resourceRouter('alerts', {
  getAlertSettings,
  updateAlertSettings,
  verifyAlertPhone,
  listAlerts: notBuilt,
  readAlert: notBuilt,
  evaluateAlerts: notBuilt,
  getAlertThresholds,
  updateAlertThresholds,
  listAlertRecipients,
  getFieldAgronomy,
});
