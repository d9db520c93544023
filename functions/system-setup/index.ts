import { resourceRouter } from '../lib/router';
import { createPlan } from './create-plan';
import { createService } from './create-service';
import { deletePlan } from './delete-plan';
import { deleteService } from './delete-service';
import { getPlan } from './get-plan';
import { getPublicPlan } from './get-public-plan';
import { getService } from './get-service';
import { listPlans } from './list-plans';
import { listPublicPlans } from './list-public-plans';
import { listServices } from './list-services';
import { updatePlan } from './update-plan';
import { updateService } from './update-service';

export const handler = resourceRouter('system-setup', {
  listPublicPlans,
  getPublicPlan,
  listServices,
  createService,
  getService,
  updateService,
  deleteService,
  listPlans,
  createPlan,
  getPlan,
  updatePlan,
  deletePlan,
});
