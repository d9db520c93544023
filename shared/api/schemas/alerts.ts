import * as z from 'zod';
import {
  ALERT_CHANNELS,
  ALERT_KINDS,
  ALERT_MESSAGES,
  ALERT_SEVERITIES,
  ALERT_THRESHOLD_BOUNDS,
  CHOOSABLE_ALERT_KINDS,
  DELIVERY_STATUSES,
  E164_PATTERN,
  PHONE_CODE,
  SKIP_REASONS,
  TIME_OF_DAY_PATTERN,
  type AlertThresholds,
} from '../../domain/alerts';
import { LANGUAGES } from '../../i18n/languages';
import { isRealDate } from './common';

/** The alert routes' payloads (routes/alerts.ts), shared by the handlers and the web client. */

const Day = z.string().refine(isRealDate, ALERT_MESSAGES.dateInvalid);

export const Phone = z
  .string({ message: ALERT_MESSAGES.phoneRequired })
  .trim()
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(E164_PATTERN, ALERT_MESSAGES.phoneInvalid));

const TimeOfDay = z.string().regex(TIME_OF_DAY_PATTERN, ALERT_MESSAGES.timeInvalid);

export const QuietHours = z.object({ start: TimeOfDay, end: TimeOfDay });
export type QuietHours = z.infer<typeof QuietHours>;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** GET /alerts/settings/: the caller's own settings (every team's alerts reach them the same way). */
export const AlertSettings = z.object({
  /** The number alerts go to by SMS and WhatsApp once verified; null: none. */
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  /** A number waiting for its code (a PATCH set it); null when none is pending. */
  pending_phone: z.string().nullable(),
  language: z.enum(LANGUAGES),
  channels: z.array(z.enum(ALERT_CHANNELS)),
  /** No SMS or WhatsApp between start and end (they wait until it ends); null: any time. */
  quiet_hours: QuietHours.nullable(),
  time_zone: z.string(),
  kinds: z.array(z.enum(CHOOSABLE_ALERT_KINDS)),
  /** Where e-mail alerts go: the account's address. */
  email: z.string(),
});
export type AlertSettings = z.infer<typeof AlertSettings>;

/** PATCH /alerts/settings/: any of the settings; a new `phone` is not used until its code is verified (one is sent). */
export const AlertSettingsPatch = z
  .object({
    phone: Phone.nullable(),
    language: z.enum(LANGUAGES, { message: ALERT_MESSAGES.languageInvalid }),
    channels: z.array(z.enum(ALERT_CHANNELS, { message: ALERT_MESSAGES.channelInvalid })).max(ALERT_CHANNELS.length),
    quiet_hours: QuietHours.nullable(),
    time_zone: z.string().refine(isTimeZone, ALERT_MESSAGES.timeZoneInvalid),
    kinds: z.array(z.enum(CHOOSABLE_ALERT_KINDS, { message: ALERT_MESSAGES.kindInvalid })).max(CHOOSABLE_ALERT_KINDS.length),
  })
  .partial();
export type AlertSettingsPatch = z.infer<typeof AlertSettingsPatch>;

/** The PATCH's answer: the settings, and whether a code was sent to a new number. */
export const AlertSettingsSaved = AlertSettings.extend({ code_sent: z.boolean(), message: z.string() });

/** POST /alerts/phone/verify/: the number and the code sent to it. */
export const PhoneVerifyBody = z.object({
  phone: Phone,
  code: z.string({ message: ALERT_MESSAGES.codeInvalid }).trim().regex(new RegExp(`^\\d{${PHONE_CODE.digits}}$`), ALERT_MESSAGES.codeInvalid),
});
export const PhoneVerified = AlertSettings.extend({ message: z.string() });

/** What became of an alert on one channel. */
export const AlertDelivery = z.object({
  channel: z.enum(ALERT_CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  reason: z.enum(SKIP_REASONS).nullable(),
  /** SMS segments, or 1 for a WhatsApp message; null for the free channels. */
  segments: z.number().int().nullable(),
  /** The text as sent on this channel (the SMS's short form, say). */
  text: z.string().nullable(),
});

/** The numbers and dates behind an alert. */
export const AlertEvidence = z.object({
  /** The days the condition covers (a dry spell's first and last dry day, the heavy-rain day). */
  from: z.string(),
  to: z.string(),
  /** The last observed day: later days of the period are forecast. */
  observed_until: z.string().nullable(),
  /** Named figures: rain_mm, dry_days, max_c, index, usual_low, ... */
  figures: z.record(z.string(), z.number()),
  /** The daily values behind it, when short enough to show (rain per day, the index's points). */
  series: z.array(z.object({ date: z.string(), value: z.number(), forecast: z.boolean() })).max(120),
  /** Where it was read: weather (the field's forecast and history), the index (and which), tasks, subscription. */
  source: z.string(),
});
export type AlertEvidence = z.infer<typeof AlertEvidence>;

export const AlertItem = z.object({
  id: z.string(),
  team: z.string(),
  team_name: z.string(),
  field: z.object({ id: z.string(), name: z.string() }).nullable(),
  kind: z.enum(ALERT_KINDS),
  severity: z.enum(ALERT_SEVERITIES),
  /** One line, in the caller's language. */
  title: z.string(),
  /** The message, in the caller's language. */
  text: z.string(),
  evidence: AlertEvidence,
  created_at: z.string(),
  read: z.boolean(),
  /** Where the alert leads in the app (the field's chart, its weather, the task, the plans page). */
  link: z.string().nullable(),
  deliveries: z.array(AlertDelivery),
});
export type AlertItem = z.infer<typeof AlertItem>;

/** GET /alerts/: the caller's alerts, newest first, filtered by field, kind and dates. */
export const AlertsQuery = z.object({
  field: z.string().min(1).optional(),
  kind: z.enum(ALERT_KINDS, { message: ALERT_MESSAGES.kindInvalid }).optional(),
  from: Day.optional(),
  to: Day.optional(),
  unread: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
  cursor: z.string().max(2048).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
/** What the alerts list is asked: field, kind, dates, unread only, the page's cursor and size (all optional). */
export type AlertsFilter = z.input<typeof AlertsQuery>;

export const AlertsPage = z.object({
  results: z.array(AlertItem),
  /** The caller's unread alerts in all (the bell's count), whatever the filter. */
  unread: z.number().int(),
  next: z.string().nullable(),
});
export type AlertsPage = z.infer<typeof AlertsPage>;

export const AlertIdParams = z.object({ id: z.string().min(1).max(64) });
/** PATCH /alerts/{id}/: marks it read (or unread again). */
export const AlertReadBody = z.object({ read: z.boolean().default(true) });

/** POST /alerts/evaluate/ (staff): evaluates one team now, as the daily job does; `date` replays a past day. */
export const EvaluateBody = z.object({ team: z.string().min(1, ALERT_MESSAGES.teamNotFound), date: Day.optional() });
export const EvaluateAnswer = z.object({
  team: z.string(),
  date: z.string(),
  fields: z.number().int(),
  /** New alerts (and escalations) raised. */
  raised: z.number().int(),
  /** Messages queued per channel, and the ones skipped. */
  queued: z.record(z.string(), z.number().int()),
  skipped: z.number().int(),
});

const bounded = (key: keyof typeof ALERT_THRESHOLD_BOUNDS) =>
  z.coerce
    .number({ message: ALERT_MESSAGES.thresholdOutOfRange })
    .min(ALERT_THRESHOLD_BOUNDS[key][0], ALERT_MESSAGES.thresholdOutOfRange)
    .max(ALERT_THRESHOLD_BOUNDS[key][1], ALERT_MESSAGES.thresholdOutOfRange);

const WHOLE = new Set(['onsetWindowDays', 'falseStartDryDays', 'falseStartWindowDays', 'drySpellWarningDays', 'drySpellAlertDays', 'heatWeeksAfterFlowering']);

const thresholdShape = Object.fromEntries(
  (Object.keys(ALERT_THRESHOLD_BOUNDS) as Array<keyof typeof ALERT_THRESHOLD_BOUNDS>).map((key) => [key, WHOLE.has(key) ? bounded(key).pipe(z.number().int(ALERT_MESSAGES.thresholdOutOfRange)) : bounded(key)]),
) as unknown as Record<keyof typeof ALERT_THRESHOLD_BOUNDS, z.ZodType<number, unknown>>;

/** PATCH /alerts/thresholds/: any thresholds within their bounds; a warning never later than the alert. */
export const ThresholdsPatch = z
  .object({ ...thresholdShape, onsetEarliest: z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, ALERT_MESSAGES.dateInvalid).nullable() })
  .partial()
  .refine((body) => body.drySpellWarningDays === undefined || body.drySpellAlertDays === undefined || body.drySpellWarningDays < body.drySpellAlertDays, {
    message: ALERT_MESSAGES.warningAboveAlert,
    path: ['drySpellWarningDays'],
  });

const ThresholdValues = z.object({
  ...(Object.fromEntries((Object.keys(ALERT_THRESHOLD_BOUNDS) as Array<keyof typeof ALERT_THRESHOLD_BOUNDS>).map((key) => [key, z.number()])) as Record<
    keyof typeof ALERT_THRESHOLD_BOUNDS,
    z.ZodNumber
  >),
  onsetEarliest: z.string().nullable(),
}) satisfies z.ZodType<AlertThresholds>;

/** GET/PATCH /alerts/thresholds/: the team's thresholds in force, the defaults and the bounds beside them. */
export const ThresholdsAnswer = z.object({
  team: z.string(),
  thresholds: ThresholdValues,
  defaults: ThresholdValues,
  bounds: z.record(z.string(), z.tuple([z.number(), z.number()])),
  updated_at: z.string().nullable(),
});

/** GET /alerts/recipients/ (team owner): who receives what, and the team's SMS and WhatsApp allowance this month. */
export const RecipientsAnswer = z.object({
  team: z.string(),
  recipients: z.array(
    z.object({
      member: z.string(),
      name: z.string(),
      email: z.string(),
      language: z.enum(LANGUAGES),
      channels: z.array(z.enum(ALERT_CHANNELS)),
      kinds: z.array(z.enum(CHOOSABLE_ALERT_KINDS)),
      /** The number with all but its last 3 digits hidden (+234******567); null: none. */
      phone: z.string().nullable(),
      phone_verified: z.boolean(),
      quiet_hours: QuietHours.nullable(),
    }),
  ),
  allowance: z.object({
    /** YYYY-MM, in Africa/Lagos. */
    month: z.string(),
    /** SMS segments and WhatsApp messages sent this month. */
    used: z.number().int(),
    /** The month's allowance from the team's plan (0 without one). */
    total: z.number().int(),
  }),
});

/** GET /alerts/field-agronomy/: a field's agronomic weather (its page): degree days and rain since sowing, spray windows. */
export const FieldAgronomyQuery = z.object({ field: z.string().min(1) });
export const FieldAgronomyAnswer = z.object({
  field: z.string(),
  today: z.string(),
  /** The season in the field: the planned crop season, else the detected one; null when none is in the field. */
  season: z.object({ crop: z.string(), sowing: z.string(), harvest: z.string().nullable(), source: z.enum(['planned', 'detected']) }).nullable(),
  gdd_base_c: z.number(),
  /** Growing degree days since sowing (null without a season). */
  gdd: z.number().nullable(),
  rain_since_sowing_mm: z.number().nullable(),
  /** The next 48 hours, day by day (today and tomorrow, from the daily forecast): whether spraying is advised, and why not. */
  spray_windows: z.array(
    z.object({
      start: z.string(),
      end: z.string(),
      ok: z.boolean(),
      /** What rules it out: wind, rain, heat; empty when ok. */
      reasons: z.array(z.enum(['wind', 'rain', 'heat'])),
      wind_ms: z.number().nullable(),
      rain_mm: z.number().nullable(),
      max_c: z.number().nullable(),
    }),
  ),
  source: z.string(),
});
