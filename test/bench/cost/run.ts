/**
 * `npm run cost -- --teams 1000 --fields 50 --hectares 5 [--years 2] [--stage prod] [--region us-east-1]`: the
 * stage's monthly AWS estimate per service, from its settings (infra/stages.ts, infra/definitions.ts), the measured
 * per-job figures (measured.json, from measure.ts) and list prices (prices.json); then the cost of one team in NGN
 * next to what the plans charge that team (shared/domain/subscriptions.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { STAGES } from '../../../infra/stages';
import { formatNaira, orderTotalKobo } from '../../../shared/domain/subscriptions';
import { type Assumed, type CostInput, type Figures, monthlyCost, type Prices, savings, totalUsd } from './model';
import { MEASURED_FILE, type MeasuredFigures } from './measured-figures';
import { stageSettings } from './stage-settings';

interface PriceFile {
  asOf: string;
  source: string;
  ngnPerUsd: number;
  plans: { source: string; usersKoboPerMember: number; farmAreaKoboPerHa: number; weatherKobo: number };
  regions: Record<string, Prices>;
}

const { values } = parseArgs({
  options: {
    teams: { type: 'string', default: '1000' },
    fields: { type: 'string', default: '50' },
    hectares: { type: 'string', default: '5' },
    years: { type: 'string', default: '2' },
    stage: { type: 'string', default: 'prod' },
    region: { type: 'string', default: 'us-east-1' },
  },
});

const input: CostInput = { teams: Number(values.teams), fieldsPerTeam: Number(values.fields), hectaresPerField: Number(values.hectares), yearsOfHistory: Number(values.years) };
const stage = STAGES[values.stage];
if (!stage) throw new Error(`Unknown stage "${values.stage}"; known: ${Object.keys(STAGES).join(', ')}`);
const priceFile = JSON.parse(readFileSync(path.join(import.meta.dirname, 'prices.json'), 'utf8')) as PriceFile;
const prices = priceFile.regions[values.region];
if (!prices) throw new Error(`No prices for ${values.region}; known: ${Object.keys(priceFile.regions).join(', ')}`);
const measured = JSON.parse(readFileSync(MEASURED_FILE, 'utf8')) as MeasuredFigures;
const assumed = Object.fromEntries(Object.entries(measured.assumed ?? {}).map(([key, entry]) => [key, entry.value])) as unknown as Assumed;
const figures: Figures = { indexJob: measured.indexJob, plannerTick: measured.plannerTick, itemBytes: measured.itemBytes, assumed };

const lines = monthlyCost(input, stageSettings(stage), figures, prices);
const total = totalUsd(lines);
const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

console.log(`Monthly estimate, stage ${stage.name} in ${values.region}: ${input.teams.toLocaleString('en-US')} teams x ${input.fieldsPerTeam} fields x ${input.hectaresPerField} ha, ${input.yearsOfHistory} years of statistics`);
console.log(`(prices ${priceFile.asOf}; per-job figures measured ${measured.measuredAt}, see test/bench/cost/measured.json)`);
for (const line of lines) console.log(`  ${line.service.padEnd(27)} ${usd(line.usd).padStart(11)}  ${line.detail}`);
console.log(`  ${'Total'.padEnd(27)} ${usd(total).padStart(11)}`);

const saved = savings(input, stageSettings(stage), figures, prices);
console.log(`Savings applied (without them the month would cost ${usd(total + totalUsd(saved))}):`);
for (const line of saved) console.log(`  ${line.service.padEnd(27)} ${usd(line.usd).padStart(11)}  ${line.detail}`);

const perTeamUsd = total / input.teams;
const hectares = input.fieldsPerTeam * input.hectaresPerField;
const planKobo = orderTotalKobo(
  [
    { service: 'users', amountKobo: priceFile.plans.usersKoboPerMember },
    { service: 'farm_area', amountKobo: priceFile.plans.farmAreaKoboPerHa },
  ],
  { users: assumed.membersPerTeam, farmArea: hectares },
);
const costKobo = Math.round(perTeamUsd * priceFile.ngnPerUsd * 100);
console.log(`Per team: ${usd(perTeamUsd)} a month = ${formatNaira(costKobo)} at ${priceFile.ngnPerUsd} NGN/USD`);
console.log(`  a monthly plan for ${assumed.membersPerTeam} members and ${hectares} ha charges ${formatNaira(planKobo)}: AWS is ${((costKobo / planKobo) * 100).toFixed(2)}% of it`);
console.log(`  (plan prices: ${priceFile.plans.source})`);
