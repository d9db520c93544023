import type { AnswerOf } from '../../../shared/api/routes';
import { en } from '../support/intl';
import type { AlertSettings } from '../../../shared/api/schemas/alerts';
import { ALERT_THRESHOLD_BOUNDS, CHOOSABLE_ALERT_KINDS, DEFAULT_ALERT_THRESHOLDS, type AlertThresholds } from '../../../shared/domain/alerts';

/** A user's alert settings as GET /alerts/settings/ answers them: a new user's unless `extra` says otherwise. */
export function alertSettings(extra: Partial<AlertSettings> = {}): AlertSettings {
  return {
    phone: null,
    phone_verified: false,
    pending_phone: null,
    language: 'en',
    channels: ['in_app', 'email'],
    quiet_hours: null,
    time_zone: 'Africa/Lagos',
    kinds: [...CHOOSABLE_ALERT_KINDS],
    email: 'jane@example.com',
    ...extra,
  };
}

/** The PATCH's answer: the settings as stored, with whether a code went out, and the API's words for it. */
export function savedSettings(settings: AlertSettings, codeSent = false): AnswerOf<'updateAlertSettings'> {
  const message = codeSent ? en('alerts.codeSent', { phone: settings.pending_phone ?? '' }) : en('alerts.settingsSaved');
  return { ...settings, code_sent: codeSent, message };
}

/** GET /alerts/thresholds/: the team's thresholds (the defaults unless changed), with the defaults and bounds. */
export function thresholdsAnswer(changed: Partial<AlertThresholds> = {}): AnswerOf<'getAlertThresholds'> {
  return {
    team: 'team-1',
    thresholds: { ...DEFAULT_ALERT_THRESHOLDS, ...changed },
    defaults: { ...DEFAULT_ALERT_THRESHOLDS },
    bounds: Object.fromEntries(Object.entries(ALERT_THRESHOLD_BOUNDS).map(([key, [min, max]]) => [key, [min, max]])),
    updated_at: null,
  };
}

type Recipients = AnswerOf<'listAlertRecipients'>;

/** GET /alerts/recipients/: the owner by e-mail only and a member by SMS in Hausa at night-quiet hours. */
export function recipientsAnswer(allowance: Partial<Recipients['allowance']> = {}): Recipients {
  return {
    team: 'team-1',
    recipients: [
      {
        member: 'user-1',
        name: 'Jane Doe',
        email: 'jane@example.com',
        language: 'en',
        channels: ['in_app', 'email'],
        kinds: [...CHOOSABLE_ALERT_KINDS],
        phone: null,
        phone_verified: false,
        quiet_hours: null,
      },
      {
        member: 'user-2',
        name: 'Musa Bello',
        email: 'musa@example.com',
        language: 'ha',
        channels: ['in_app', 'sms'],
        kinds: ['dry_spell', 'heavy_rain'],
        phone: '+234******567',
        phone_verified: true,
        quiet_hours: { start: '21:00', end: '06:00' },
      },
    ],
    allowance: { month: '2026-06', used: 0, total: 0, ...allowance },
  };
}
