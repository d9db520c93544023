import type {
  AdminSummary,
  AdminTeam,
  AdminUserDetail,
  AuditPage,
  PaymentPage,
  SubscriptionPage,
  SystemConfiguration,
  SystemConfigurationBody,
  TeamPage,
  TrackingPage,
  UpdateSystemConfigurationBody,
  UserPage,
} from '../../../shared/api/schemas/admin';
import type { AdminPlan, AdminService, CreatePlanBody, CreateServiceBody, UpdatePlanBody, UpdateServiceBody } from '../../../shared/api/schemas/plans';
import { readExport, type ExportBody } from '../lib/export-download';
import { answerOf, api, request } from '../lib/api';

type Query = Record<string, string | number | undefined>;

/** The administrator console (spec 3 §7): every change invalidates the lists it touches, so they reload. */
export const adminApi = api
  .enhanceEndpoints({ addTagTypes: ['SystemConfig', 'AdminService', 'AdminPlan', 'AdminUser', 'AdminTeam', 'AdminSummary', 'Audit'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminSummary: build.query<AdminSummary, void>({
        query: () => request('getAdminSummary'),
        responseSchema: answerOf('getAdminSummary'),
        providesTags: ['AdminSummary'],
      }),
      listSystemConfigurations: build.query<SystemConfiguration[], void>({
        query: () => request('listSystemConfigurations'),
        responseSchema: answerOf('listSystemConfigurations'),
        providesTags: ['SystemConfig'],
      }),
      createSystemConfiguration: build.mutation<SystemConfiguration, SystemConfigurationBody>({
        query: (body) => request('createSystemConfiguration', { body }),
        responseSchema: answerOf('createSystemConfiguration'),
        invalidatesTags: ['SystemConfig', 'Audit'],
      }),
      updateSystemConfiguration: build.mutation<SystemConfiguration, { id: string; body: UpdateSystemConfigurationBody }>({
        query: ({ id, body }) => request('updateSystemConfiguration', { params: { id }, body }),
        responseSchema: answerOf('updateSystemConfiguration'),
        invalidatesTags: ['SystemConfig', 'Audit'],
      }),
      deleteSystemConfiguration: build.mutation<void, string>({
        query: (id) => request('deleteSystemConfiguration', { params: { id } }),
        invalidatesTags: ['SystemConfig', 'Audit'],
      }),
      listServices: build.query<AdminService[], void>({
        query: () => request('listServices'),
        responseSchema: answerOf('listServices'),
        providesTags: ['AdminService'],
      }),
      createService: build.mutation<AdminService, CreateServiceBody>({
        query: (body) => request('createService', { body }),
        responseSchema: answerOf('createService'),
        invalidatesTags: ['AdminService', 'AdminSummary', 'Audit'],
      }),
      updateService: build.mutation<AdminService, { id: string; body: UpdateServiceBody }>({
        query: ({ id, body }) => request('updateService', { params: { id }, body }),
        responseSchema: answerOf('updateService'),
        invalidatesTags: ['AdminService', 'AdminPlan', 'Audit'],
      }),
      deleteService: build.mutation<void, string>({
        query: (id) => request('deleteService', { params: { id } }),
        invalidatesTags: ['AdminService', 'AdminSummary', 'Audit'],
      }),
      listPlans: build.query<AdminPlan[], void>({
        query: () => request('listPlans'),
        responseSchema: answerOf('listPlans'),
        providesTags: ['AdminPlan'],
      }),
      createPlan: build.mutation<AdminPlan, CreatePlanBody>({
        query: (body) => request('createPlan', { body }),
        responseSchema: answerOf('createPlan'),
        invalidatesTags: ['AdminPlan', 'Audit'],
      }),
      updatePlan: build.mutation<AdminPlan, { id: string; body: UpdatePlanBody }>({
        query: ({ id, body }) => request('updatePlan', { params: { id }, body }),
        responseSchema: answerOf('updatePlan'),
        invalidatesTags: ['AdminPlan', 'Audit'],
      }),
      deletePlan: build.mutation<void, string>({
        query: (id) => request('deletePlan', { params: { id } }),
        invalidatesTags: ['AdminPlan', 'Audit'],
      }),
      listUsers: build.query<UserPage, Query>({
        query: (query) => request('listUsers', { query }),
        responseSchema: answerOf('listUsers'),
        providesTags: ['AdminUser'],
      }),
      adminUser: build.query<AdminUserDetail, string>({
        query: (id) => request('getAdminUser', { params: { id } }),
        responseSchema: answerOf('getAdminUser'),
        providesTags: ['AdminUser'],
      }),
      deleteUser: build.mutation<void, string>({
        query: (id) => request('deleteUser', { params: { id } }),
        invalidatesTags: ['AdminUser', 'AdminTeam', 'AdminSummary', 'Audit'],
      }),
      listTeams: build.query<TeamPage, { page: number; page_size: number }>({
        query: (query) => request('listTeams', { query }),
        responseSchema: answerOf('listTeams'),
        providesTags: ['AdminTeam'],
      }),
      approveTeam: build.mutation<AdminTeam, { id: string; approved: boolean }>({
        query: ({ id, approved }) => request('approveTeam', { params: { id }, body: { admin_approved: approved } }),
        responseSchema: answerOf('approveTeam'),
        invalidatesTags: ['AdminTeam', 'Audit'],
      }),
      listPayments: build.query<PaymentPage, Query>({
        query: (query) => request('listPayments', { query }),
        responseSchema: answerOf('listPayments'),
      }),
      exportPayments: build.mutation<ExportBody, Query>({
        query: (query) => ({ ...request('exportPayments', { query }), responseHandler: readExport }),
      }),
      listAccountSubscriptions: build.query<SubscriptionPage, Query>({
        query: (query) => request('listAccountSubscriptions', { query }),
        responseSchema: answerOf('listAccountSubscriptions'),
      }),
      exportAccountSubscriptions: build.mutation<ExportBody, Query>({
        query: (query) => ({ ...request('exportAccountSubscriptions', { query }), responseHandler: readExport }),
      }),
      listTracking: build.query<TrackingPage, Query>({
        query: (query) => request('listTracking', { query }),
        responseSchema: answerOf('listTracking'),
      }),
      listAuditEvents: build.query<AuditPage, Query>({
        query: (query) => request('listAuditEvents', { query }),
        responseSchema: answerOf('listAuditEvents'),
        providesTags: ['Audit'],
      }),
    }),
  });

export const {
  useAdminSummaryQuery,
  useListSystemConfigurationsQuery,
  useCreateSystemConfigurationMutation,
  useUpdateSystemConfigurationMutation,
  useDeleteSystemConfigurationMutation,
  useListServicesQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useDeleteServiceMutation,
  useListPlansQuery,
  useCreatePlanMutation,
  useUpdatePlanMutation,
  useDeletePlanMutation,
  useListUsersQuery,
  useAdminUserQuery,
  useDeleteUserMutation,
  useListTeamsQuery,
  useApproveTeamMutation,
  useListPaymentsQuery,
  useExportPaymentsMutation,
  useListAccountSubscriptionsQuery,
  useExportAccountSubscriptionsMutation,
  useListTrackingQuery,
  useListAuditEventsQuery,
} = adminApi;
