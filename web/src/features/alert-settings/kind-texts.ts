import { DEFAULT_ALERT_THRESHOLDS, type AlertChannel, type AlertThresholds, type ChoosableAlertKind } from '../../../../shared/domain/alerts';
import type { MessageId } from '../../../../shared/i18n/english';

/** Each kind's name, as the settings and the team's table list it. */
export const KIND_LABELS: Record<ChoosableAlertKind, MessageId> = {
  onset: 'alert-settings.kind.onset',
  false_start: 'alert-settings.kind.false_start',
  dry_spell: 'alert-settings.kind.dry_spell',
  heavy_rain: 'alert-settings.kind.heavy_rain',
  heat: 'alert-settings.kind.heat',
  anomaly: 'alert-settings.kind.anomaly',
  task_due: 'alert-settings.kind.task_due',
  expiry: 'alert-settings.kind.expiry',
};

/** Each kind in one line: what is watched and when it fires, with the numbers that decide it. */
export const KIND_EXPLANATIONS: Record<ChoosableAlertKind, MessageId> = {
  onset: 'alert-settings.kindHelp.onset',
  false_start: 'alert-settings.kindHelp.false_start',
  dry_spell: 'alert-settings.kindHelp.dry_spell',
  heavy_rain: 'alert-settings.kindHelp.heavy_rain',
  heat: 'alert-settings.kindHelp.heat',
  anomaly: 'alert-settings.kindHelp.anomaly',
  task_due: 'alert-settings.kindHelp.task_due',
  expiry: 'alert-settings.kindHelp.expiry',
};

/** The values a kind's explanation names: the defaults unless the team's own thresholds are given. */
export function kindValues(thresholds: AlertThresholds = DEFAULT_ALERT_THRESHOLDS): Record<string, number> {
  return {
    onsetRainMm: thresholds.onsetRainMm,
    onsetWindowDays: thresholds.onsetWindowDays,
    falseStartDryDays: thresholds.falseStartDryDays,
    falseStartWindowDays: thresholds.falseStartWindowDays,
    dryDayMm: thresholds.dryDayMm,
    drySpellWarningDays: thresholds.drySpellWarningDays,
    drySpellAlertDays: thresholds.drySpellAlertDays,
    heavyRainDayMm: thresholds.heavyRainDayMm,
    heavyRain3DayMm: thresholds.heavyRain3DayMm,
    heatMaxC: thresholds.heatMaxC,
    heatWeeksAfterFlowering: thresholds.heatWeeksAfterFlowering,
  };
}

export const CHANNEL_LABELS: Record<AlertChannel, MessageId> = {
  in_app: 'alert-settings.channel.in_app',
  email: 'alert-settings.channel.email',
  sms: 'alert-settings.channel.sms',
  whatsapp: 'alert-settings.channel.whatsapp',
};
