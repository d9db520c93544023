import * as z from 'zod';
import { CROP_LIMITS, CROP_MESSAGES, isOrdered, SEASON_YEARS } from '../../domain/crops';

/** Ids travel as strings; the old client sent integers, so numbers are accepted too. */
const Id = (message: string) =>
  z
    .union([z.string({ message }).trim().min(1, message).max(80), z.number({ message }).int()], { message })
    .transform(String);

const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** A YYYY-MM-DD date; a date-time is cut to its date, as the old client sent either. */
const DateText = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, required)
    .transform((value) => value.slice(0, 10))
    .refine(isCalendarDate, CROP_MESSAGES.dateFormat);

export const SeasonYear = z.coerce
  .number({ message: CROP_MESSAGES.seasonYear })
  .int(CROP_MESSAGES.seasonYear)
  .min(SEASON_YEARS.first, CROP_MESSAGES.seasonYear)
  .max(SEASON_YEARS.last, CROP_MESSAGES.seasonYear);

/** A crop of the team's catalogue (spec 2 §3 Crop). */
export const Crop = z.object({ id: z.string(), name: z.string(), description: z.string() });
export type Crop = z.infer<typeof Crop>;

/** A crop planned on a field for a season year (spec 2 §3 Crop season); `crop.description` is the variety. */
export const CropSeason = z.object({
  id: z.string(),
  crop: Crop,
  season: z.number().int(),
  sowing_date: z.string(),
  harvest_date: z.string(),
  field: z.string(),
});
export type CropSeason = z.infer<typeof CropSeason>;

/** A rotation of a field (spec 2 §3 Rotation): the seasons of the years rotated into it, and those years. */
export const Rotation = z.object({
  id: z.string(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  field: z.string(),
  crop_season: z.array(CropSeason),
  crop_season_years: z.array(z.number().int()),
});
export type Rotation = z.infer<typeof Rotation>;

export const CropTeamQuery = z.object({ team: z.string().min(1).optional() });

export const CropIdParams = z.object({ cropId: z.string().min(1).max(80) });
export const CropItemIdParams = z.object({ id: z.string().min(1).max(80) });
export const YearSeasonsParams = z.object({ year: SeasonYear, fieldId: z.string().min(1).max(80) });

export const DefineCropBody = z.object({
  team: z.union([z.string().min(1), z.number().int()]).transform(String).optional(),
  name: z.string({ message: CROP_MESSAGES.cropNameRequired }).trim().min(1, CROP_MESSAGES.cropNameRequired).max(CROP_LIMITS.nameMaxLength, CROP_MESSAGES.cropNameTooLong),
  description: z
    .string({ message: CROP_MESSAGES.cropDescriptionRequired })
    .trim()
    .min(1, CROP_MESSAGES.cropDescriptionRequired)
    .max(CROP_LIMITS.descriptionMaxLength, CROP_MESSAGES.cropDescriptionTooLong),
});
export type DefineCropBody = z.infer<typeof DefineCropBody>;

export const DefineSeasonBody = z
  .object({
    crop: Id(CROP_MESSAGES.cropNameRequired),
    sowing_date: DateText(CROP_MESSAGES.sowingDateRequired),
    harvest_date: DateText(CROP_MESSAGES.harvestDateRequired),
    season: SeasonYear,
    field: Id(CROP_MESSAGES.fieldRequired),
  })
  .refine((body) => isOrdered(body.sowing_date, body.harvest_date), { message: CROP_MESSAGES.sowingAfterHarvest, path: ['sowing_date'] });
export type DefineSeasonBody = z.infer<typeof DefineSeasonBody>;

/** DELETE /field/season/{id}: the old client passed the field and crop ids too; when given they must match. */
export const DeleteSeasonQuery = z.object({
  field: z.string().min(1).optional(),
  crop: z.string().min(1).optional(),
  team: z.string().min(1).optional(),
});

export const SeasonCropsQuery = z.object({ season: SeasonYear, field: z.string({ message: CROP_MESSAGES.fieldRequired }).min(1, CROP_MESSAGES.fieldRequired) });

export const DefineRotationBody = z
  .object({
    name: z
      .string({ message: CROP_MESSAGES.rotationNameRequired })
      .trim()
      .min(1, CROP_MESSAGES.rotationNameRequired)
      .max(CROP_LIMITS.rotationNameMaxLength, CROP_MESSAGES.rotationNameTooLong),
    start_date: DateText(CROP_MESSAGES.startDateRequired),
    end_date: DateText(CROP_MESSAGES.endDateRequired),
    field: Id(CROP_MESSAGES.fieldRequired),
  })
  .refine((body) => isOrdered(body.start_date, body.end_date), { message: CROP_MESSAGES.startAfterEnd, path: ['start_date'] });
export type DefineRotationBody = z.infer<typeof DefineRotationBody>;

export const ListRotationsQuery = z.object({ field: z.string({ message: CROP_MESSAGES.fieldRequired }).min(1, CROP_MESSAGES.fieldRequired) });

/** PATCH /field/rotation/{id}/update (spec 2 §4 rotate): adds a season year to the rotation. */
export const UpdateRotationBody = z.object({ crop_season: SeasonYear });
export type UpdateRotationBody = z.infer<typeof UpdateRotationBody>;
