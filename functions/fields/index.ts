import { resourceRouter } from '../lib/router';
import { createField } from './create-field';
import { deleteField } from './delete-field';
import { drawField } from './draw-field';
import { exportFarmSummary } from './export-farm-summary';
import { exportFields } from './export-fields';
import { getField } from './get-field';
import { getFieldLeaderboard, exportFieldLeaderboard } from './field-leaderboard';
import { getFieldUpload } from './get-field-upload';
import { getSelectedFieldsSummary } from './get-selected-fields-summary';
import { listFarmSummary } from './list-farm-summary';
import { listFields } from './list-fields';
import { requestFieldUpload } from './request-field-upload';
import { searchPlace } from './search-place';
import { updateField } from './update-field';

export const handler = resourceRouter('fields', {
  createField,
  listFields,
  getField,
  updateField,
  deleteField,
  requestFieldUpload,
  getFieldUpload,
  drawField,
  exportFields,
  searchPlace,
  listFarmSummary,
  exportFarmSummary,
  getFieldLeaderboard,
  exportFieldLeaderboard,
  getSelectedFieldsSummary,
});
