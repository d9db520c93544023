import { resourceRouter } from '../lib/router';
import { createPlan } from './create-plan';
import { createService } from './create-service';
import { createSystemConfiguration } from './create-system-configuration';
import { deletePlan } from './delete-plan';
import { deleteService } from './delete-service';
import { deleteSystemConfiguration } from './delete-system-configuration';
import { getPlan } from './get-plan';
import { getPublicPlan } from './get-public-plan';
import { getService } from './get-service';
import { listPlans } from './list-plans';
import { listPublicPlans } from './list-public-plans';
import { listServices } from './list-services';
import { listSystemConfigurations } from './list-system-configurations';
import { sendContactMessage } from './send-contact-message';
import { updatePlan } from './update-plan';
import { updateService } from './update-service';
import { updateSystemConfiguration } from './update-system-configuration';

export const handler = resourceRouter('system-setup', {
  listPublicPlans,
  getPublicPlan,
  sendContactMessage,
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
  listSystemConfigurations,
  createSystemConfiguration,
  updateSystemConfiguration,
  deleteSystemConfiguration,
});
