import { resourceRouter } from '../lib/router';
import { defineCrop } from './define-crop';
import { defineRotation } from './define-rotation';
import { defineSeason } from './define-season';
import { deleteCrop } from './delete-crop';
import { deleteRotation } from './delete-rotation';
import { deleteSeason } from './delete-season';
import { listCrops } from './list-crops';
import { listRotations } from './list-rotations';
import { listSeasonCrops } from './list-season-crops';
import { listYearSeasons } from './list-year-seasons';
import { updateRotation } from './update-rotation';
import { getSeasonRecord, recordSeason } from './season-record';

export const handler = resourceRouter('crops', {
  listCrops,
  defineCrop,
  deleteCrop,
  listYearSeasons,
  defineSeason,
  deleteSeason,
  defineRotation,
  listRotations,
  updateRotation,
  listSeasonCrops,
  deleteRotation,
  getSeasonRecord,
  recordSeason,
});
