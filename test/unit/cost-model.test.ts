import { describe, expect, it } from 'vitest';
import { type Assumed, DAYS_PER_MONTH, type Figures, indexJobMs, monthlyCost, savings, type StageSettings, usageOf } from '../bench/cost/model';
import { runsPerDay } from '../bench/cost/stage-settings';

/**
 * The cost model's arithmetic on a case small enough to compute by hand: 2 teams of 3 fields, one member each with
 * one session a month, every function at 1 GB, round per-job figures.
 */
const assumed: Assumed = {
  revisitDays: 5,
  newFieldShareMonthly: 0,
  backfillDays: 365,
  indexJobDeployedMs: 1000,
  membersPerTeam: 1,
  sessionsPerMemberMonth: 1,
  apiRequestsPerSession: 10,
  tileRequestsPerSession: 0,
  staticRequestsPerSession: 0,
  meteredCallsPerSession: 1,
  reportsPerTeamMonth: 0,
  apiAverageMs: 100,
  tileAverageMs: 0,
  reportAverageMs: 0,
  plannerFanoutMs: 0,
  kbPerApiAnswer: 0,
  kbPerTile: 0,
  kbStaticPerSession: 0,
  mailsPerTeamMonth: 0,
  teamItemsKb: 0,
  logBytesPerInvocation: 0,
  logCompression: 0,
  xraySampleRate: 0,
  cognitoTier: 'lite',
  pollersPerQueue: 0,
  customMetrics: 0,
  sqsRequestsPerJob: 0,
  wafRules: 0,
  readUnitsPerApiRequest: 1,
  readUnitsPerReport: 0,
};
const figures: Figures = {
  indexJob: { writeUnits: 10, readUnits: 0.5, meanAreaHa: 10, msPerHa: 10, fixedMs: 100 },
  plannerTick: { quietReadUnitsPerField: 0.5, newSceneWriteUnitsPerField: 1, msPerField: 10 },
  itemBytes: { statistic: 900, statisticFirstShape: 1400, latest: 0, cursor: 300, field: 0 },
  assumed,
};
const stage: StageSettings = { memoryMb: {}, plannerTicksPerDay: 4, logRetentionDays: 30, tracing: false, secrets: 0, alarms: 0, waf: false, polledQueues: 0 };
const input = { teams: 2, fieldsPerTeam: 3, hectaresPerField: 10, yearsOfHistory: 1 };

describe('cost model', () => {
  it('counts the month of 6 fields by hand', () => {
    const usage = usageOf(input, stage, figures);
    const scenes = DAYS_PER_MONTH / 5; // 6.088 a field
    expect(usage.indexJobs).toBeCloseTo(6 * scenes, 9); // 36.528
    expect(usage.plannerTicks).toBeCloseTo(4 * DAYS_PER_MONTH, 9); // 121.76
    // Jobs 36.528 x 10 units, cursors 6 fields x 6.088 scenes x 2 writes, 2 metered calls x 3 units.
    expect(usage.writeUnits).toBeCloseTo(365.28 + 73.056 + 6, 6);
    // Jobs 36.528 x 0.5, ticks 121.76 x 6 fields x 0.5, 20 API requests x 1.
    expect(usage.readUnits).toBeCloseTo(18.264 + 365.28 + 20, 6);
    // Jobs 36.528 x 1 s x 1 GB, plan workers 121.76 x 6 x 0.01 s, API 20 x 0.1 s.
    expect(usage.lambdaGbSeconds).toBeCloseTo(36.528 + 7.3056 + 2, 6);
    // 6 fields x 5 indices x 73 days a year, 1,000 bytes each with DynamoDB's 100 of overhead.
    expect(usage.statItems).toBe(2190);
    expect(usage.statGb).toBeCloseTo(2_190_000 / 1024 ** 3, 12);
    expect(usage.statGbFirstShape).toBeCloseTo(3_285_000 / 1024 ** 3, 12);
  });

  it('scales a job with the field area along the measured slope', () => {
    // Measured 100 ms + 10 ms/ha, i.e. 200 ms at the bench's 10 ha, which stands for the deployed 1,000 ms.
    expect(indexJobMs(figures, 10)).toBeCloseTo(1000, 9);
    expect(indexJobMs(figures, 20)).toBeCloseTo(1500, 9);
  });

  it('prices each line, and point-in-time recovery only on the main table', () => {
    const prices = { dynamoPerMillionWrites: 1, dynamoPitrPerGbMonth: 1, dynamoStoragePerGbMonth: 1, cognitoLitePerMau: 0.5, lambdaArmPerGbSecond: 1 };
    const lines = Object.fromEntries(monthlyCost(input, stage, figures, prices).map((line) => [line.service, line.usd]));
    const usage = usageOf(input, stage, figures);
    expect(lines['DynamoDB writes']).toBeCloseTo(444.336 / 1e6, 12);
    expect(lines['DynamoDB PITR']).toBeCloseTo(usage.mainGb, 12);
    expect(lines['DynamoDB storage']).toBeCloseTo(usage.mainGb + usage.statGb, 12);
    expect(lines.Cognito).toBeCloseTo(2 * 0.5, 12);
    expect(lines.Lambda).toBeCloseTo(45.8336, 6);
  });

  it('prices the savings: statistics outside PITR, one write unit an item instead of two, no quiet cursor writes', () => {
    const prices = { dynamoPerMillionWrites: 1, dynamoPitrPerGbMonth: 1, dynamoStoragePerGbMonth: 1 };
    const usage = usageOf(input, stage, figures);
    const saved = Object.fromEntries(savings(input, stage, figures, prices).map((line) => [line.service, line.usd]));
    expect(saved['Statistics outside PITR']).toBeCloseTo(usage.statGb, 12);
    // 36.528 jobs x 5 items x (2 - 1) write units, and 1,095,000 bytes less stored.
    expect(saved['Compact statistics items']).toBeCloseTo(182.64 / 1e6 + 1_095_000 / 1024 ** 3, 12);
    // 121.76 ticks x 6 fields x 1 write unit (a cursor under 1 KB).
    expect(saved['Unchanged cursors kept']).toBeCloseTo(730.56 / 1e6, 12);
  });

  it('reads how often a schedule runs from its cron', () => {
    expect(runsPerDay({ minute: '0', hour: '*/6' })).toBe(4);
    expect(runsPerDay({ minute: '*/15' })).toBe(96);
    expect(runsPerDay({ minute: '0', hour: '6' })).toBe(1);
  });
});
