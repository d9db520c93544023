import { weatherMeter } from '../../domain/admin';
import {
  AlertIdParams,
  AlertItem,
  AlertReadBody,
  AlertSettings,
  AlertSettingsPatch,
  AlertSettingsSaved,
  AlertsPage,
  AlertsQuery,
  EvaluateAnswer,
  EvaluateBody,
  FieldAgronomyAnswer,
  FieldAgronomyQuery,
  PhoneVerified,
  PhoneVerifyBody,
  RecipientsAnswer,
  ThresholdsAnswer,
  ThresholdsPatch,
} from '../schemas/alerts';
import { r, type RouteSpec } from './spec';

/** The routes of the alerts Lambda: the caller's alerts and settings, a team's thresholds and recipients, the staff's evaluation. */
export const ALERTS_ROUTES = {
  getAlertSettings: r('GET', '/alerts/settings/', 'alerts', 'user', null, { answer: AlertSettings }),
  updateAlertSettings: r('PATCH', '/alerts/settings/', 'alerts', 'user', null, { body: AlertSettingsPatch, answer: AlertSettingsSaved }),
  verifyAlertPhone: r('POST', '/alerts/phone/verify/', 'alerts', 'user', null, { body: PhoneVerifyBody, answer: PhoneVerified }),
  listAlerts: r('GET', '/alerts/', 'alerts', 'user', null, { query: AlertsQuery, answer: AlertsPage }),
  readAlert: r('PATCH', '/alerts/{id}/', 'alerts', 'user', null, { params: AlertIdParams, body: AlertReadBody, answer: AlertItem }),
  evaluateAlerts: r('POST', '/alerts/evaluate/', 'alerts', 'staff', null, { body: EvaluateBody, answer: EvaluateAnswer }),
  getAlertThresholds: r('GET', '/alerts/thresholds/', 'alerts', 'user', 'field.view_field', { team: 'query', answer: ThresholdsAnswer }),
  updateAlertThresholds: r('PATCH', '/alerts/thresholds/', 'alerts', 'user', 'alert.change_alertthreshold', { team: 'query', body: ThresholdsPatch, answer: ThresholdsAnswer }),
  listAlertRecipients: r('GET', '/alerts/recipients/', 'alerts', 'user', 'accounts.view_teammember', { team: 'query', answer: RecipientsAnswer }),
  getFieldAgronomy: r('GET', '/alerts/field-agronomy/', 'alerts', 'user', 'weather.view_weather', {
    team: 'query',
    query: FieldAgronomyQuery,
    answer: FieldAgronomyAnswer,
    meter: weatherMeter('Field agronomic weather'),
  }),
} as const satisfies Record<string, RouteSpec>;
