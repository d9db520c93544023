import { API_FUNCTIONS, JOB_FUNCTIONS, QUEUES, ROTATION_FUNCTIONS, TRIGGER_FUNCTIONS } from '../../../infra/definitions';
import type { CronFields, StageDefinition } from '../../../infra/stages';
import type { StageSettings } from './model';

const ALL_FUNCTIONS = [...Object.values(API_FUNCTIONS), ...Object.values(JOB_FUNCTIONS), ...Object.values(TRIGGER_FUNCTIONS), ...Object.values(ROTATION_FUNCTIONS)];

/** How many times a cron field matches in its range ('*' every, '*\/n' every n-th, 'a,b' each, a number once). */
function matches(field: string | undefined, range: number): number {
  if (field === undefined || field === '*') return range;
  const step = /^\*\/(\d+)$/.exec(field);
  if (step) return Math.ceil(range / Number(step[1]));
  return field.split(',').length;
}

/** Runs a day of an EventBridge cron (minute, hour; a day or week-day field narrows it to a share of the days). */
export function runsPerDay(cron: CronFields): number {
  const perDay = matches(cron.minute ?? '0', 60) * matches(cron.hour, 24);
  const dayShare = cron.weekDay && cron.weekDay !== '*' && cron.weekDay !== '?' ? matches(cron.weekDay, 7) / 7 : 1;
  return perDay * dayShare;
}

/** What the cost model needs of a stage: memory sizes (definitions with the stage's overrides), schedules, logs, tracing. */
export function stageSettings(config: StageDefinition): StageSettings {
  const memoryMb = Object.fromEntries(ALL_FUNCTIONS.map((def) => [def.name, config.lambda.memoryMb[def.name] ?? def.memoryMb]));
  const secrets = 2 + (config.weather.apiKeySecretName ? 1 : 0) + (config.auth.google ? 1 : 0) + 1; // Paystack, tile key, origin secret
  // ops-alarms.ts: errors, throttles and p99 duration per function; age and DLQ depth per queue; API 5xx; table throttles.
  const alarms = ALL_FUNCTIONS.length * 3 + QUEUES.length * 2 + 1 + 2;
  return {
    memoryMb,
    plannerTicksPerDay: config.schedules.indexPlanner.enabled ? runsPerDay(config.schedules.indexPlanner.cron) : 0,
    logRetentionDays: Number(config.logs.retention),
    tracing: config.lambda.tracing,
    secrets,
    alarms,
    waf: config.waf !== undefined,
    polledQueues: QUEUES.length,
  };
}
