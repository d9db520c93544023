import * as z from 'zod';
import { CONTACT_PATH } from '../../domain/contact';
import { IdParams, SystemConfiguration, SystemConfigurationBody, UpdateSystemConfigurationBody } from '../schemas/admin';
import { ContactAnswer, ContactBody } from '../schemas/contact';
import { AdminPlan, AdminService, CreatePlanBody, CreateServiceBody, PlanIdParams, PublicPlan, ServiceIdParams, UpdatePlanBody, UpdateServiceBody } from '../schemas/plans';
import { EMPTY, r, type RouteSpec } from './spec';

/** The routes of the system-setup Lambda. */
export const SYSTEM_SETUP_ROUTES = {
  // Subscriptions and payment (spec 3 §7): the plan list and detail are public
  listPublicPlans: r('GET', '/system_setup/subscription_plan_users/', 'system-setup', 'public', null, { answer: z.array(PublicPlan) }),
  getPublicPlan: r('GET', '/system_setup/subscription_plan_users/{id}', 'system-setup', 'public', null, {
    params: PlanIdParams,
    answer: PublicPlan,
  }),
  // The landing page's contact form (public; the stage's WAF limits how often one address may send it)
  sendContactMessage: r('POST', CONTACT_PATH, 'system-setup', 'public', null, { body: ContactBody, answer: ContactAnswer }),
  // System configuration, services and plans (admin)
  listSystemConfigurations: r('GET', '/system_setup/system_configuration/', 'system-setup', 'staff', null, {
    answer: z.array(SystemConfiguration),
  }),
  createSystemConfiguration: r('POST', '/system_setup/system_configuration/', 'system-setup', 'staff', null, {
    body: SystemConfigurationBody,
    answer: SystemConfiguration,
  }),
  updateSystemConfiguration: r('PATCH', '/system_setup/system_configuration/{id}/', 'system-setup', 'staff', null, {
    params: IdParams,
    body: UpdateSystemConfigurationBody,
    answer: SystemConfiguration,
  }),
  deleteSystemConfiguration: r('DELETE', '/system_setup/system_configuration/{id}/', 'system-setup', 'staff', null, {
    params: IdParams,
    answer: EMPTY,
  }),
  listServices: r('GET', '/system_setup/service/', 'system-setup', 'staff', null, { answer: z.array(AdminService) }),
  createService: r('POST', '/system_setup/service/', 'system-setup', 'staff', null, { body: CreateServiceBody, answer: AdminService }),
  getService: r('GET', '/system_setup/service/{id}', 'system-setup', 'staff', null, { params: ServiceIdParams, answer: AdminService }),
  updateService: r('PATCH', '/system_setup/service/{id}/', 'system-setup', 'staff', null, {
    params: ServiceIdParams,
    body: UpdateServiceBody,
    answer: AdminService,
  }),
  deleteService: r('DELETE', '/system_setup/service/{id}/', 'system-setup', 'staff', null, { params: ServiceIdParams, answer: EMPTY }),
  listPlans: r('GET', '/system_setup/subscription_plan/', 'system-setup', 'staff', null, { answer: z.array(AdminPlan) }),
  createPlan: r('POST', '/system_setup/subscription_plan/', 'system-setup', 'staff', null, { body: CreatePlanBody, answer: AdminPlan }),
  getPlan: r('GET', '/system_setup/subscription_plan/{id}/', 'system-setup', 'staff', null, { params: PlanIdParams, answer: AdminPlan }),
  updatePlan: r('PATCH', '/system_setup/subscription_plan/{id}/', 'system-setup', 'staff', null, {
    params: PlanIdParams,
    body: UpdatePlanBody,
    answer: AdminPlan,
  }),
  deletePlan: r('DELETE', '/system_setup/subscription_plan/{id}/', 'system-setup', 'staff', null, { params: PlanIdParams, answer: EMPTY }),
} as const satisfies Record<string, RouteSpec>;
