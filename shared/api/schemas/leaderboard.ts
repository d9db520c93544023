import * as z from 'zod';
import { SCALAR_INDEX_IDS } from '../../domain/indices';
import { FIELD_STAGES } from '../../domain/season';
import { FARM_SUMMARY_MESSAGES } from '../../domain/farm-summary';
import { LEADERBOARD_REASONS, TREND_WORDS } from '../../domain/leaderboard';
import { WithheldParts } from './farm-summary';

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
/** An empty filter is no filter (a select left on "All"). */
const filter = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().max(200).optional());

/**
 * GET /field/leaderboard/ (and its CSV): the team's fields ranked by one index (NDVI by default), optionally only
 * those of one crop (its id, from crop planning), one group or one LGA. The comparisons always take the whole team.
 */
export const LeaderboardQuery = z.object({
  team: z.string().min(1).optional(),
  index: z.preprocess(upper, z.enum(SCALAR_INDEX_IDS, { message: FARM_SUMMARY_MESSAGES.indexRequired })).default('NDVI'),
  crop: filter,
  group: filter,
  lga: filter,
});
export type LeaderboardQuery = z.infer<typeof LeaderboardQuery>;

export const LeaderboardRow = z.object({
  /** 1 = best score; null for a field without one (listed last, with its reason). */
  rank: z.number().int().min(1).nullable(),
  field_id: z.string(),
  field_name: z.string(),
  group_name: z.string(),
  state: z.string().nullable(),
  lga: z.string().nullable(),
  area: z.number(),
  /** The crop of the field's current crop season (the last sown by today, from crop planning). */
  crop: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The latest clear value and its day. */
  value: z.number().nullable(),
  date: z.string().nullable(),
  /** Against its own previous years in the same weeks. */
  own: z.object({ baseline: z.number().nullable(), difference: z.number().nullable(), years: z.array(z.number().int()) }),
  /** Against the team's other fields of the same crop. */
  crop_group: z.object({
    median: z.number().nullable(),
    difference: z.number().nullable(),
    percentile: z.number().nullable(),
    fields: z.number().int().min(0),
  }),
  trend: z.object({ slope_per_week: z.number().nullable(), word: z.enum(TREND_WORDS).nullable() }),
  stage: z.enum(FIELD_STAGES).nullable(),
  /** Mean of the two differences it has (index units); null with a reason. */
  score: z.number().nullable(),
  reason: z.enum(LEADERBOARD_REASONS).nullable(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRow>;

export const Leaderboard = z.object({
  index: z.enum(SCALAR_INDEX_IDS),
  rows: z.array(LeaderboardRow),
  /** The team's own crops, groups and LGAs, for the filters. */
  filters: z.object({
    crops: z.array(z.object({ id: z.string(), name: z.string() })),
    groups: z.array(z.string()),
    lgas: z.array(z.string()),
  }),
  withheld: WithheldParts,
});
export type Leaderboard = z.infer<typeof Leaderboard>;
