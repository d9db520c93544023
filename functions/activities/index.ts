import { resourceRouter } from '../lib/router';
import { assignActivity } from './assign-activity';
import { closeActivity } from './close-activity';
import { createActivity } from './create-activity';
import { deleteActivity } from './delete-activity';
import { exportActivities } from './export-activities';
import { getActivity } from './get-activity';
import { listFieldActivities } from './list-field-activities';
import { listUserActivities } from './list-user-activities';
import { updateActivity } from './update-activity';

export const handler = resourceRouter('activities', {
  listFieldActivities,
  createActivity,
  updateActivity,
  closeActivity,
  assignActivity,
  deleteActivity,
  getActivity,
  listUserActivities,
  exportActivities,
});
