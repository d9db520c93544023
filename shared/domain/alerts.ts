/**
 * Alerts: what is watched for each field, how bad it is, and where it is sent. One source for the API, the
 * evaluation job, the outbox and the screens.
 */
import type { ApiMessageId } from '../i18n/english';

/**
 * What an alert is about. Weather risks of a rain-fed season (onset of the rains, a false start, a dry spell and the
 * rain's return after it, heavy rain, heat around flowering), a crop anomaly from the field's index, and the
 * reminders that already mail (a task due tomorrow, a subscription about to end).
 */
export const ALERT_KINDS = ['onset', 'false_start', 'dry_spell', 'rain_returned', 'heavy_rain', 'heat', 'anomaly', 'task_due', 'expiry'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The kinds a user picks in their settings: the rain's return comes with the dry spell it ends. */
export const CHOOSABLE_ALERT_KINDS = ['onset', 'false_start', 'dry_spell', 'heavy_rain', 'heat', 'anomaly', 'task_due', 'expiry'] as const satisfies readonly AlertKind[];
export type ChoosableAlertKind = (typeof CHOOSABLE_ALERT_KINDS)[number];

/** The setting that decides whether a kind is sent: itself, or the kind it follows. */
export function chosenKindOf(kind: AlertKind): ChoosableAlertKind {
  return kind === 'rain_returned' ? 'dry_spell' : kind;
}

/** info: good to know (rains established, rain returned); warning: act soon; alert: act now. */
export const ALERT_SEVERITIES = ['info', 'warning', 'alert'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

export function severityRank(severity: AlertSeverity): number {
  return ALERT_SEVERITIES.indexOf(severity);
}

/** Where an alert goes. In the app it always shows; the others are the user's choice. */
export const ALERT_CHANNELS = ['in_app', 'email', 'sms', 'whatsapp'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** The channels paid per message, counted against the team's monthly allowance. */
export const PAID_CHANNELS = ['sms', 'whatsapp'] as const satisfies readonly AlertChannel[];
export type PaidChannel = (typeof PAID_CHANNELS)[number];
export const isPaidChannel = (channel: AlertChannel): channel is PaidChannel => channel === 'sms' || channel === 'whatsapp';

/** What became of an alert on one channel. */
export const DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Why a channel was skipped: shown to the user beside the alert, so nothing is silently dropped. */
export const SKIP_REASONS = ['not_chosen', 'kind_not_chosen', 'no_phone', 'phone_unverified', 'allowance_used', 'quiet_hours', 'no_email'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** A new user's settings: in the app and by e-mail, every kind, no quiet hours. */
export const DEFAULT_ALERT_CHANNELS: readonly AlertChannel[] = ['in_app', 'email'];

/**
 * A team's thresholds. The defaults are agronomic rules of thumb for rain-fed crops in West Africa's savanna and
 * forest zones; every one is explained in the app beside its value.
 */
export interface AlertThresholds {
  /** Onset: rain over `onsetWindowDays` days at least this (mm), on or after the regional earliest date. */
  onsetRainMm: number;
  onsetWindowDays: number;
  /** MM-DD before which no rain counts as onset; null: by latitude (regionalEarliestOnset). */
  onsetEarliest: string | null;
  /** A false start: a dry spell this long (days) within `falseStartWindowDays` after the onset rains. */
  falseStartDryDays: number;
  falseStartWindowDays: number;
  /** A day with less rain than this (mm) is dry. */
  dryDayMm: number;
  /** Dry spell while a crop is in the field: a warning at this many dry days, an alert at `drySpellAlertDays`. */
  drySpellWarningDays: number;
  drySpellAlertDays: number;
  /** Heavy rain and flood risk: a day of at least this (mm) or three days of at least `heavyRain3DayMm`. */
  heavyRainDayMm: number;
  heavyRain3DayMm: number;
  /** Heat stress: a forecast maximum of at least this (°C) in the `heatWeeksAfterFlowering` weeks after flowering. */
  heatMaxC: number;
  heatWeeksAfterFlowering: number;
  /** Crop anomaly: the index below its previous years' range for the same weeks by at least this (index units). */
  anomalyMargin: number;
  /** Spray windows: wind at most this (m/s), no rain (below dryDayMm) and a maximum below `sprayMaxC` °C. */
  sprayMaxWindMs: number;
  sprayMaxC: number;
  /** Growing degree days' base temperature (°C). */
  gddBaseC: number;
}

export const DEFAULT_ALERT_THRESHOLDS: AlertThresholds = {
  onsetRainMm: 20,
  onsetWindowDays: 3,
  onsetEarliest: null,
  falseStartDryDays: 7,
  falseStartWindowDays: 30,
  dryDayMm: 1,
  drySpellWarningDays: 7,
  drySpellAlertDays: 10,
  heavyRainDayMm: 50,
  heavyRain3DayMm: 100,
  heatMaxC: 35,
  heatWeeksAfterFlowering: 3,
  anomalyMargin: 0.05,
  sprayMaxWindMs: 4,
  sprayMaxC: 32,
  gddBaseC: 10,
};

/** The bounds a team may set each threshold within (the PATCH refuses others with alerts.thresholdOutOfRange). */
export const ALERT_THRESHOLD_BOUNDS: Record<Exclude<keyof AlertThresholds, 'onsetEarliest'>, readonly [number, number]> = {
  onsetRainMm: [5, 100],
  onsetWindowDays: [1, 10],
  falseStartDryDays: [3, 30],
  falseStartWindowDays: [7, 60],
  dryDayMm: [0.1, 10],
  drySpellWarningDays: [3, 30],
  drySpellAlertDays: [4, 45],
  heavyRainDayMm: [10, 300],
  heavyRain3DayMm: [20, 600],
  heatMaxC: [25, 50],
  heatWeeksAfterFlowering: [1, 8],
  anomalyMargin: [0.01, 0.5],
  sprayMaxWindMs: [1, 15],
  sprayMaxC: [20, 45],
  gddBaseC: [0, 20],
};

/** How many days of forecast the rules read ahead, and of observed weather they read back. */
export const ALERT_FORECAST_DAYS = 16;
export const ALERT_HISTORY_DAYS = 120;

/** The one-time code that verifies a phone number: 6 digits, valid 10 minutes, 5 tries, one new code a minute. */
export const PHONE_CODE = { digits: 6, validMinutes: 10, maxAttempts: 5, resendAfterSeconds: 60 } as const;

/** E.164: a plus, a country code and up to 15 digits in all (+2348031234567). */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;

/** A time of day as HH:MM (24 h), in the user's zone: Nigeria, Africa/Lagos, unless the user names another. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DEFAULT_ALERT_TIME_ZONE = 'Africa/Lagos';

/** The errors and texts of the alert routes (api/alerts catalogue). */
export const ALERT_MESSAGES = {
  notFound: 'alerts.notFound',
  phoneInvalid: 'alerts.phoneInvalid',
  phoneRequired: 'alerts.phoneRequired',
  codeInvalid: 'alerts.codeInvalid',
  codeWrong: 'alerts.codeWrong',
  codeExpired: 'alerts.codeExpired',
  codeTooManyAttempts: 'alerts.codeTooManyAttempts',
  codeTooSoon: 'alerts.codeTooSoon',
  codeSent: 'alerts.codeSent',
  phoneVerified: 'alerts.phoneVerified',
  phoneNeedsVerifying: 'alerts.phoneNeedsVerifying',
  languageInvalid: 'alerts.languageInvalid',
  channelInvalid: 'alerts.channelInvalid',
  kindInvalid: 'alerts.kindInvalid',
  timeInvalid: 'alerts.timeInvalid',
  timeZoneInvalid: 'alerts.timeZoneInvalid',
  thresholdOutOfRange: 'alerts.thresholdOutOfRange',
  warningAboveAlert: 'alerts.warningAboveAlert',
  dateInvalid: 'alerts.dateInvalid',
  teamNotFound: 'alerts.teamNotFound',
  settingsSaved: 'alerts.settingsSaved',
  thresholdsSaved: 'alerts.thresholdsSaved',
} as const satisfies Record<string, ApiMessageId>;

/**
 * The alert settings' card on My Account is found at this anchor: the alerts page's buttons link to it, and the
 * card scrolls itself into view when opened by it. One source for both screens.
 */
export const ALERT_SETTINGS_ANCHOR = 'alerts';
export const ALERT_SETTINGS_PATH = `/dashboard/my-account#${ALERT_SETTINGS_ANCHOR}`;
