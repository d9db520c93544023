import type { AlertThresholds } from '../../../../shared/domain/alerts';
import type { MessageId } from '../../../../shared/i18n/english';

type ThresholdKey = keyof AlertThresholds;
export type NumericThreshold = Exclude<ThresholdKey, 'onsetEarliest'>;

/** How a threshold is measured: the unit shown beside its input. */
type Unit = 'mm' | 'days' | 'weeks' | 'c' | 'ms' | 'index';

export const UNIT_LABELS: Record<Unit, MessageId> = {
  mm: 'alert-settings.unit.mm',
  days: 'alert-settings.unit.days',
  weeks: 'alert-settings.unit.weeks',
  c: 'alert-settings.unit.c',
  ms: 'alert-settings.unit.ms',
  index: 'alert-settings.unit.index',
};

/**
 * The thresholds in the groups a farmer thinks in, each group with its plain-language meaning (said with the
 * team's values) and each threshold with its label and unit.
 */
export const THRESHOLD_GROUPS: readonly { id: string; title: MessageId; meaning: MessageId; items: readonly { key: NumericThreshold; label: MessageId; unit: Unit }[] }[] = [
  {
    id: 'onset',
    title: 'alert-settings.thresholds.onset',
    meaning: 'alert-settings.thresholds.onsetMeaning',
    items: [
      { key: 'onsetRainMm', label: 'alert-settings.threshold.onsetRainMm', unit: 'mm' },
      { key: 'onsetWindowDays', label: 'alert-settings.threshold.onsetWindowDays', unit: 'days' },
    ],
  },
  {
    id: 'false_start',
    title: 'alert-settings.thresholds.falseStart',
    meaning: 'alert-settings.thresholds.falseStartMeaning',
    items: [
      { key: 'falseStartDryDays', label: 'alert-settings.threshold.falseStartDryDays', unit: 'days' },
      { key: 'falseStartWindowDays', label: 'alert-settings.threshold.falseStartWindowDays', unit: 'days' },
    ],
  },
  {
    id: 'dry_spell',
    title: 'alert-settings.thresholds.drySpell',
    meaning: 'alert-settings.thresholds.drySpellMeaning',
    items: [
      { key: 'dryDayMm', label: 'alert-settings.threshold.dryDayMm', unit: 'mm' },
      { key: 'drySpellWarningDays', label: 'alert-settings.threshold.drySpellWarningDays', unit: 'days' },
      { key: 'drySpellAlertDays', label: 'alert-settings.threshold.drySpellAlertDays', unit: 'days' },
    ],
  },
  {
    id: 'heavy_rain',
    title: 'alert-settings.thresholds.heavyRain',
    meaning: 'alert-settings.thresholds.heavyRainMeaning',
    items: [
      { key: 'heavyRainDayMm', label: 'alert-settings.threshold.heavyRainDayMm', unit: 'mm' },
      { key: 'heavyRain3DayMm', label: 'alert-settings.threshold.heavyRain3DayMm', unit: 'mm' },
    ],
  },
  {
    id: 'heat',
    title: 'alert-settings.thresholds.heat',
    meaning: 'alert-settings.thresholds.heatMeaning',
    items: [
      { key: 'heatMaxC', label: 'alert-settings.threshold.heatMaxC', unit: 'c' },
      { key: 'heatWeeksAfterFlowering', label: 'alert-settings.threshold.heatWeeksAfterFlowering', unit: 'weeks' },
    ],
  },
  {
    id: 'anomaly',
    title: 'alert-settings.thresholds.anomaly',
    meaning: 'alert-settings.thresholds.anomalyMeaning',
    items: [{ key: 'anomalyMargin', label: 'alert-settings.threshold.anomalyMargin', unit: 'index' }],
  },
  {
    id: 'spray',
    title: 'alert-settings.thresholds.spray',
    meaning: 'alert-settings.thresholds.sprayMeaning',
    items: [
      { key: 'sprayMaxWindMs', label: 'alert-settings.threshold.sprayMaxWindMs', unit: 'ms' },
      { key: 'sprayMaxC', label: 'alert-settings.threshold.sprayMaxC', unit: 'c' },
    ],
  },
  {
    id: 'gdd',
    title: 'alert-settings.thresholds.gdd',
    meaning: 'alert-settings.thresholds.gddMeaning',
    items: [{ key: 'gddBaseC', label: 'alert-settings.threshold.gddBaseC', unit: 'c' }],
  },
];
