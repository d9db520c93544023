import * as z from 'zod';
import { Crop, CropIdParams, CropItemIdParams, CropSeason, CropTeamQuery, DefineCropBody, DefineRotationBody, DefineSeasonBody, DeleteSeasonQuery, ListRotationsQuery, Rotation, SeasonCropsQuery, UpdateRotationBody, YearSeasonsParams } from '../schemas/crops';
import { SeasonRecord, SeasonRecordBody, SeasonRecordParams } from '../schemas/season';
import { EMPTY, r, type RouteSpec } from './spec';

/** The routes of the crops Lambda. */
export const CROPS_ROUTES = {
  // Crops, seasons, rotations (spec 2 §7.1, §7.4)
  listCrops: r('GET', '/field/crop/list/', 'crops', 'user', 'crop.view_crop', { team: 'query', query: CropTeamQuery, answer: z.array(Crop) }),
  defineCrop: r('POST', '/field/crop/define/', 'crops', 'user', 'crop.add_crop', { team: 'query', body: DefineCropBody, answer: Crop }),
  deleteCrop: r('DELETE', '/field/crop/{cropId}', 'crops', 'user', 'crop.delete_crop', { team: 'query', params: CropIdParams, answer: EMPTY }),
  listYearSeasons: r('GET', '/field/season/{year}/{fieldId}/all/', 'crops', 'user', 'crop.view_cropseason', {
    team: 'query',
    params: YearSeasonsParams,
    answer: z.array(CropSeason),
  }),
  defineSeason: r('POST', '/field/season/define/', 'crops', 'user', 'crop.add_cropseason', { team: 'query', body: DefineSeasonBody, answer: CropSeason }),
  deleteSeason: r('DELETE', '/field/season/{id}', 'crops', 'user', 'crop.delete_cropseason', {
    team: 'query',
    params: CropItemIdParams,
    query: DeleteSeasonQuery,
    answer: EMPTY,
  }),
  defineRotation: r('POST', '/field/rotation/define/', 'crops', 'user', 'crop.add_rotation', { team: 'query', body: DefineRotationBody, answer: Rotation }),
  listRotations: r('GET', '/field/rotation/', 'crops', 'user', 'crop.view_rotation', { team: 'query', query: ListRotationsQuery, answer: z.array(Rotation) }),
  updateRotation: r('PATCH', '/field/rotation/{id}/update', 'crops', 'user', 'crop.change_rotation', {
    team: 'query',
    params: CropItemIdParams,
    body: UpdateRotationBody,
    answer: Rotation,
  }),
  listSeasonCrops: r('GET', '/field/season/', 'crops', 'user', 'crop.view_cropseason', { team: 'query', query: SeasonCropsQuery, answer: z.array(CropSeason) }),
  // A season's record: yield, revenue, and its tasks' costs per hectare (ours: season intelligence)
  getSeasonRecord: r('GET', '/field/season/{id}/record/', 'crops', 'user', 'crop.view_cropseason', { team: 'query', params: SeasonRecordParams, answer: SeasonRecord }),
  recordSeason: r('PUT', '/field/season/{id}/record/', 'crops', 'user', 'crop.add_cropseason', { team: 'query', params: SeasonRecordParams, body: SeasonRecordBody, answer: SeasonRecord }),
  deleteRotation: r('DELETE', '/field/rotation/{id}/', 'crops', 'user', 'crop.delete_rotation', { team: 'query', params: CropItemIdParams, answer: EMPTY }),
} as const satisfies Record<string, RouteSpec>;
