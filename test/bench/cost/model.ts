/**
 * The monthly cost model behind `npm run cost`: pure arithmetic over what a stage is (memory sizes, schedules, log
 * retention, tracing: StageSettings), what one piece of work was measured to cost (measured.json) and list prices
 * (prices.json). Every line says what it counted, so the table can be argued with.
 */
export interface CostInput {
  teams: number;
  fieldsPerTeam: number;
  hectaresPerField: number;
  /** Years of statistics kept per field (the analysis chart reads up to 5). */
  yearsOfHistory: number;
}

export interface StageSettings {
  /** Memory (MB) of each function by name, the stage's override applied. */
  memoryMb: Record<string, number>;
  plannerTicksPerDay: number;
  logRetentionDays: number;
  tracing: boolean;
  secrets: number;
  alarms: number;
  waf: boolean;
  /** Queues a Lambda event source polls. */
  polledQueues: number;
}

export interface Figures {
  indexJob: { writeUnits: number; readUnits: number; meanAreaHa: number; msPerHa: number; fixedMs: number };
  plannerTick: { quietReadUnitsPerField: number; newSceneWriteUnitsPerField: number; msPerField: number };
  itemBytes: { statistic: number; statisticFirstShape: number; latest: number; cursor: number; field: number };
  assumed: Assumed;
}

/** Usage that cannot be measured on a local stage; measured.json says where each figure comes from. */
export interface Assumed {
  revisitDays: number;
  newFieldShareMonthly: number;
  backfillDays: number;
  indexJobDeployedMs: number;
  membersPerTeam: number;
  sessionsPerMemberMonth: number;
  apiRequestsPerSession: number;
  tileRequestsPerSession: number;
  staticRequestsPerSession: number;
  meteredCallsPerSession: number;
  reportsPerTeamMonth: number;
  apiAverageMs: number;
  tileAverageMs: number;
  reportAverageMs: number;
  plannerFanoutMs: number;
  kbPerApiAnswer: number;
  kbPerTile: number;
  kbStaticPerSession: number;
  mailsPerTeamMonth: number;
  teamItemsKb: number;
  logBytesPerInvocation: number;
  logCompression: number;
  xraySampleRate: number;
  cognitoTier: 'lite' | 'essentials';
  pollersPerQueue: number;
  customMetrics: number;
  sqsRequestsPerJob: number;
  wafRules: number;
  readUnitsPerApiRequest: number;
  readUnitsPerReport: number;
}

export type Prices = Record<string, number>;

export interface CostLine {
  service: string;
  usd: number;
  detail: string;
}

export const DAYS_PER_MONTH = 30.44;
const GB = 1024 ** 3;
/** DynamoDB bills 100 bytes of index overhead per stored item. */
const ITEM_OVERHEAD_BYTES = 100;
const INDICES = 5;

const beyond = (used: number, free: number) => Math.max(0, used - free);
const million = (n: number) => n / 1e6;
const fmt = (n: number) => (n >= 1e6 ? `${(n / 1e6).toFixed(1)}M` : n >= 1e3 ? `${(n / 1e3).toFixed(1)}k` : n.toFixed(n < 10 ? 2 : 0));

/** How long one index job runs deployed for a field of `hectares`: the deployed figure scaled by the measured slope. */
export function indexJobMs(figures: Figures, hectares: number): number {
  const { fixedMs, msPerHa, meanAreaHa } = figures.indexJob;
  const measuredAtMean = fixedMs + msPerHa * meanAreaHa;
  return measuredAtMean > 0 ? figures.assumed.indexJobDeployedMs * ((fixedMs + msPerHa * hectares) / measuredAtMean) : figures.assumed.indexJobDeployedMs;
}

export interface Usage {
  fields: number;
  indexJobs: number;
  plannerTicks: number;
  sessions: number;
  apiRequests: number;
  tileRequests: number;
  reports: number;
  lambdaRequests: number;
  lambdaGbSeconds: number;
  writeUnits: number;
  readUnits: number;
  statItems: number;
  statGb: number;
  statGbFirstShape: number;
  mainGb: number;
}

/** The month's work in units AWS bills. */
export function usageOf(input: CostInput, stage: StageSettings, figures: Figures): Usage {
  const a = figures.assumed;
  const memoryGb = (name: string) => (stage.memoryMb[name] ?? 1024) / 1024;
  const fields = input.teams * input.fieldsPerTeam;
  const scenesPerField = DAYS_PER_MONTH / a.revisitDays;
  const indexJobs = fields * scenesPerField + fields * a.newFieldShareMonthly * (a.backfillDays / a.revisitDays);
  const plannerTicks = stage.plannerTicksPerDay * DAYS_PER_MONTH;
  const sessions = input.teams * a.membersPerTeam * a.sessionsPerMemberMonth;
  const apiRequests = sessions * a.apiRequestsPerSession;
  const tileRequests = sessions * a.tileRequestsPerSession;
  const reports = input.teams * a.reportsPerTeamMonth;
  const planMessages = plannerTicks * input.teams;

  const lambdaRequests = indexJobs + planMessages + plannerTicks + apiRequests + tileRequests + reports;
  const lambdaGbSeconds =
    indexJobs * (indexJobMs(figures, input.hectaresPerField) / 1000) * memoryGb('index-worker') +
    plannerTicks * fields * (figures.plannerTick.msPerField / 1000) * memoryGb('index-plan-worker') +
    plannerTicks * (a.plannerFanoutMs / 1000) * memoryGb('index-planner') +
    apiRequests * (a.apiAverageMs / 1000) * memoryGb('fields') +
    tileRequests * (a.tileAverageMs / 1000) * memoryGb('monitoring') +
    reports * (a.reportAverageMs / 1000) * memoryGb('monitoring');

  // Cursors are written when a scene is found (its day pending) and when the day is stored (taken off): quiet ticks write nothing.
  const cursorWrites = fields * scenesPerField * 2 * figures.plannerTick.newSceneWriteUnitsPerField;
  // A metered call writes its usage record (and its gsi1 copy) and bumps the console's counter.
  const meteredWrites = sessions * a.meteredCallsPerSession * 3;
  const writeUnits = indexJobs * figures.indexJob.writeUnits + cursorWrites + meteredWrites;
  const readUnits = indexJobs * figures.indexJob.readUnits + plannerTicks * fields * figures.plannerTick.quietReadUnitsPerField + apiRequests * a.readUnitsPerApiRequest + reports * a.readUnitsPerReport;

  const statItems = fields * INDICES * (365 / a.revisitDays) * input.yearsOfHistory;
  const statGb = (statItems * (figures.itemBytes.statistic + ITEM_OVERHEAD_BYTES)) / GB;
  const statGbFirstShape = (statItems * (figures.itemBytes.statisticFirstShape + ITEM_OVERHEAD_BYTES)) / GB;
  const perField = figures.itemBytes.field + INDICES * figures.itemBytes.latest + figures.itemBytes.cursor + (2 + INDICES) * ITEM_OVERHEAD_BYTES;
  // The main table: fields with their latest values and cursors, each team's own items, and the usage records that
  // metered calls leave (about 400 B, twice with their gsi1 copy) over the same years.
  const mainGb = (fields * perField + input.teams * a.teamItemsKb * 1024 + sessions * a.meteredCallsPerSession * 12 * input.yearsOfHistory * 2 * 400) / GB;
  return { fields, indexJobs, plannerTicks, sessions, apiRequests, tileRequests, reports, lambdaRequests, lambdaGbSeconds, writeUnits, readUnits, statItems, statGb, statGbFirstShape, mainGb };
}

/** The month's cost per service, in USD. */
export function monthlyCost(input: CostInput, stage: StageSettings, figures: Figures, p: Prices): CostLine[] {
  const a = figures.assumed;
  const u = usageOf(input, stage, figures);
  const lines: CostLine[] = [];
  const line = (service: string, usd: number, detail: string) => lines.push({ service, usd, detail });

  line(
    'Lambda',
    million(beyond(u.lambdaRequests, p.lambdaFreeRequests ?? 0)) * (p.lambdaPerMillionRequests ?? 0) + beyond(u.lambdaGbSeconds, p.lambdaFreeGbSeconds ?? 0) * (p.lambdaArmPerGbSecond ?? 0),
    `${fmt(u.lambdaRequests)} requests, ${fmt(u.lambdaGbSeconds)} GB-s (index jobs ${fmt(u.indexJobs)} x ${Math.round(indexJobMs(figures, input.hectaresPerField))} ms)`,
  );
  line('DynamoDB writes', million(u.writeUnits) * (p.dynamoPerMillionWrites ?? 0), `${fmt(u.writeUnits)} write units`);
  line('DynamoDB reads', million(u.readUnits) * (p.dynamoPerMillionReads ?? 0), `${fmt(u.readUnits)} read units`);
  const storedGb = u.statGb + u.mainGb;
  line(
    'DynamoDB storage',
    beyond(storedGb, p.dynamoFreeStorageGb ?? 0) * (p.dynamoStoragePerGbMonth ?? 0),
    `${storedGb.toFixed(1)} GB (statistics ${u.statGb.toFixed(1)} GB: ${fmt(u.statItems)} items of ${figures.itemBytes.statistic} B; first shape ${figures.itemBytes.statisticFirstShape} B would be ${u.statGbFirstShape.toFixed(1)} GB)`,
  );
  line('DynamoDB PITR', u.mainGb * (p.dynamoPitrPerGbMonth ?? 0), `main table ${u.mainGb.toFixed(2)} GB; statistics table without PITR (with it: +$${(u.statGb * (p.dynamoPitrPerGbMonth ?? 0)).toFixed(2)})`);

  const tilesStoredGb = (u.tileRequests * 3 * a.kbPerTile * 1024) / GB; // kept 90 days by the bucket's expiry
  const s3Puts = u.tileRequests * 0.5 + input.teams * 2;
  line(
    'S3',
    tilesStoredGb * (p.s3StoragePerGbMonth ?? 0) + (s3Puts / 1000) * (p.s3PutPerThousand ?? 0) + (u.tileRequests / 1000) * (p.s3GetPerThousand ?? 0),
    `tile cache ${tilesStoredGb.toFixed(1)} GB (90 days), ${fmt(s3Puts)} PUTs, ${fmt(u.tileRequests)} GETs`,
  );

  const mails = input.teams * a.mailsPerTeamMonth;
  const polling = stage.polledQueues * a.pollersPerQueue * 3 * 60 * 24 * DAYS_PER_MONTH;
  const sqsRequests = u.indexJobs * a.sqsRequestsPerJob + u.plannerTicks * input.teams * a.sqsRequestsPerJob + mails * a.sqsRequestsPerJob + polling;
  line('SQS', million(beyond(sqsRequests, p.sqsFreeRequests ?? 0)) * (p.sqsPerMillionRequests ?? 0), `${fmt(sqsRequests)} requests (idle long polls ${fmt(polling)})`);

  const gatewayRequests = u.apiRequests + u.tileRequests + u.reports;
  line('API Gateway', million(gatewayRequests) * (p.httpApiPerMillionRequests ?? 0), `${fmt(gatewayRequests)} HTTP API requests`);

  const edgeRequests = gatewayRequests + u.sessions * a.staticRequestsPerSession;
  const edgeGb = (u.sessions * (a.kbStaticPerSession + a.apiRequestsPerSession * a.kbPerApiAnswer + a.tileRequestsPerSession * a.kbPerTile) * 1024) / GB;
  line(
    'CloudFront',
    beyond(edgeGb, p.cloudfrontFreeGbOut ?? 0) * (p.cloudfrontPerGbOut ?? 0) + (beyond(edgeRequests, p.cloudfrontFreeRequests ?? 0) / 10_000) * (p.cloudfrontHttpsPerTenThousand ?? 0),
    `${fmt(edgeRequests)} requests, ${edgeGb.toFixed(0)} GB out`,
  );

  const mau = input.teams * a.membersPerTeam;
  const perMau = a.cognitoTier === 'lite' ? p.cognitoLitePerMau : p.cognitoEssentialsPerMau;
  line('Cognito', beyond(mau, p.cognitoFreeMau ?? 0) * (perMau ?? 0), `${fmt(mau)} MAU (${a.cognitoTier === 'lite' ? 'Lite' : 'Essentials'})`);
  line('SES', (mails / 1000) * (p.sesPerThousand ?? 0), `${fmt(mails)} mails`);

  const traces = stage.tracing ? u.lambdaRequests * a.xraySampleRate : 0;
  line('X-Ray', million(beyond(traces, p.xrayFreeTraces ?? 0)) * (p.xrayPerMillionTraces ?? 0), stage.tracing ? `${fmt(traces)} traces (${a.xraySampleRate * 100}% sampled)` : 'tracing off');

  const logGb = (u.lambdaRequests * a.logBytesPerInvocation) / GB;
  const keptGb = logGb * a.logCompression * Math.min(stage.logRetentionDays / DAYS_PER_MONTH, 120);
  line(
    'CloudWatch logs',
    logGb * (p.logsIngestPerGb ?? 0) + keptGb * (p.logsStoragePerGbMonth ?? 0),
    `${logGb.toFixed(1)} GB ingested, ${keptGb.toFixed(1)} GB kept (${stage.logRetentionDays} days)`,
  );
  line(
    'CloudWatch alarms, metrics',
    stage.alarms * (p.cloudwatchPerAlarm ?? 0) + (p.cloudwatchPerDashboard ?? 0) + a.customMetrics * (p.cloudwatchPerMetric ?? 0),
    `${stage.alarms} alarms, 1 dashboard, ${a.customMetrics} metrics`,
  );

  // Each warm container reads a secret again after 5 minutes at most: about one call per 5 minutes per secret per busy function.
  const secretCalls = stage.secrets * 12 * 24 * DAYS_PER_MONTH * 4;
  line('Secrets Manager', stage.secrets * (p.secretPerMonth ?? 0) + (secretCalls / 10_000) * (p.secretsPerTenThousandCalls ?? 0), `${stage.secrets} secrets, ${fmt(secretCalls)} calls`);
  line(
    'WAF',
    stage.waf ? (p.wafPerAcl ?? 0) + a.wafRules * (p.wafPerRule ?? 0) + million(edgeRequests) * (p.wafPerMillionRequests ?? 0) : 0,
    stage.waf ? `1 web ACL, ${a.wafRules} rules, ${fmt(edgeRequests)} requests` : 'no web ACL',
  );
  // One customer managed key: the alarm topic's (infra/constructs/alarm-topic-key.ts); AWS managed keys decrypt the secrets.
  line('KMS', (p.kmsPerKeyMonth ?? 0) + (secretCalls / 10_000) * (p.kmsPerTenThousandRequests ?? 0), '1 customer managed key (the alarm topic); AWS managed keys decrypt the secrets');
  return lines;
}

export const totalUsd = (lines: readonly CostLine[]) => lines.reduce((sum, line) => sum + line.usd, 0);

/** What each saving the review found takes off this month's estimate (USD), the estimate being with all of them. */
export function savings(input: CostInput, stage: StageSettings, figures: Figures, p: Prices): CostLine[] {
  const a = figures.assumed;
  const u = usageOf(input, stage, figures);
  const writeUnitsOf = (bytes: number) => Math.ceil(bytes / 1024);
  const extraWrites = u.indexJobs * INDICES * (writeUnitsOf(figures.itemBytes.statisticFirstShape) - writeUnitsOf(figures.itemBytes.statistic));
  const mau = beyond(input.teams * a.membersPerTeam, p.cognitoFreeMau ?? 0);
  const unsampled = stage.tracing ? beyond(u.lambdaRequests, p.xrayFreeTraces ?? 0) - beyond(u.lambdaRequests * a.xraySampleRate, p.xrayFreeTraces ?? 0) : 0;
  const quietCursorWrites = u.plannerTicks * u.fields * writeUnitsOf(figures.itemBytes.cursor);
  return [
    { service: 'Statistics outside PITR', usd: u.statGb * (p.dynamoPitrPerGbMonth ?? 0), detail: `${u.statGb.toFixed(1)} GB not backed up continuously` },
    {
      service: 'Compact statistics items',
      usd: (u.statGbFirstShape - u.statGb) * (p.dynamoStoragePerGbMonth ?? 0) + million(extraWrites) * (p.dynamoPerMillionWrites ?? 0),
      detail: `${figures.itemBytes.statisticFirstShape} B -> ${figures.itemBytes.statistic} B an item: ${(u.statGbFirstShape - u.statGb).toFixed(1)} GB and ${fmt(extraWrites)} write units less`,
    },
    { service: 'Unchanged cursors kept', usd: million(quietCursorWrites) * (p.dynamoPerMillionWrites ?? 0), detail: `${fmt(quietCursorWrites)} cursor writes of quiet ticks not made` },
    { service: 'Cognito Lite', usd: mau * ((p.cognitoEssentialsPerMau ?? 0) - (p.cognitoLitePerMau ?? 0)), detail: `${fmt(mau)} billed MAU at Lite instead of Essentials` },
    { service: 'Sampled traces', usd: million(unsampled) * (p.xrayPerMillionTraces ?? 0), detail: stage.tracing ? `${a.xraySampleRate * 100}% of requests traced instead of all` : 'tracing off' },
  ];
}
