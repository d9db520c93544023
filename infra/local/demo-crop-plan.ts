import { listCrops } from '../../functions/core/crops/crop-catalogue';
import { defineSeason, teamSeasonsByField } from '../../functions/core/crops/crop-seasons';
import { db } from '../../functions/core/db/service';
import { calendarSeasons, type CropKind } from '../../functions/imagery/demo/crop-calendar';
import { DEMO_FARM_FIELDS, DEMO_FIELD_NAMES } from '../../functions/imagery/demo/demo-farm';

/**
 * The demo owner's crop plan: each demo field's true seasons (the demo imagery's crop calendar) as crop seasons in
 * crop planning for each of the DEMO_PLAN_YEARS years up to the current one, so that anyone can see planned against
 * detected. The plan names a starter crop (the vegetable plot grows tomatoes); the fallow field has none.
 */
export const DEMO_PLAN_YEARS = 5;

/** The starter crop each demo crop kind is planned as. */
export const DEMO_PLAN_CROPS: Readonly<Record<Exclude<CropKind, 'fallow'>, string>> = {
  maize: 'Maize',
  sorghum: 'Sorghum',
  soybean: 'Soybean',
  rice: 'Rice',
  vegetables: 'Tomato',
};

/** The demo plan's seasons: per demo field of the team, year and calendar season, the true sowing and harvest. */
export function demoPlanSeasons(fieldIds: ReadonlyMap<string, string>, currentYear: number) {
  return DEMO_FARM_FIELDS.flatMap((field) => {
    const fieldId = fieldIds.get(DEMO_FIELD_NAMES[field.id]?.name ?? '');
    const kind = field.crop;
    if (!fieldId || kind === undefined || kind === 'fallow') return [];
    const cropName = DEMO_PLAN_CROPS[kind];
    return Array.from({ length: DEMO_PLAN_YEARS }, (_, offset) => currentYear - DEMO_PLAN_YEARS + 1 + offset).flatMap((year) =>
      calendarSeasons(kind, year).map((season) => ({ fieldId, cropName, year, sowing: season.sowing, harvest: season.harvest })),
    );
  });
}

/** Plans the demo seasons the team does not have yet (same field, crop and sowing day): idempotent. */
export async function loadDemoCropPlan(teamId: string, now = new Date()): Promise<number> {
  const [crops, planned, fields] = await Promise.all([
    listCrops(teamId),
    teamSeasonsByField(teamId),
    db().entities.field.query.byTeam({ teamId }).go({ pages: 'all', attributes: ['fieldId', 'name'] }),
  ]);
  const cropIds = new Map(crops.map((crop) => [crop.name, crop.id]));
  const fieldIds = new Map(fields.data.map((field) => [field.name, field.fieldId]));
  let added = 0;
  for (const season of demoPlanSeasons(fieldIds, now.getUTCFullYear())) {
    const crop = cropIds.get(season.cropName);
    if (!crop) throw new Error(`the demo team's catalogue has no ${season.cropName}`);
    const known = (planned.get(season.fieldId) ?? []).some((entry) => entry.crop.id === crop && entry.sowing_date === season.sowing);
    if (known) continue;
    await defineSeason(teamId, { crop, field: season.fieldId, season: season.year, sowing_date: season.sowing, harvest_date: season.harvest });
    added++;
  }
  return added;
}
