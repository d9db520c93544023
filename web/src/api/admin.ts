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
import { api, endpoint } from '../lib/api';

type Query = Record<string, string | number | undefined>;

/** The administrator console (spec 3 §7): every change invalidates the lists it touches, so they reload. */
export const adminApi = api
  .enhanceEndpoints({ addTagTypes: ['SystemConfig', 'AdminService', 'AdminPlan', 'AdminUser', 'AdminTeam', 'AdminSummary', 'Audit'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminSummary: build.query<AdminSummary, void>({
        ...endpoint('getAdminSummary'),
        providesTags: ['AdminSummary'],
      }),
      listSystemConfigurations: build.query<SystemConfiguration[], void>({
        ...endpoint('listSystemConfigurations'),
        providesTags: ['SystemConfig'],
      }),
      createSystemConfiguration: build.mutation<SystemConfiguration, SystemConfigurationBody>({
        ...endpoint('createSystemConfiguration', (body: SystemConfigurationBody) => ({ body })),
        invalidatesTags: ['SystemConfig', 'Audit'],
      }),
      updateSystemConfiguration: build.mutation<SystemConfiguration, { id: string; body: UpdateSystemConfigurationBody }>({
        ...endpoint('updateSystemConfiguration', ({ id, body }: { id: string; body: UpdateSystemConfigurationBody }) => ({ params: { id }, body })),
        invalidatesTags: ['SystemConfig', 'Audit'],
      }),
      deleteSystemConfiguration: build.mutation<void, string>({
        ...endpoint('deleteSystemConfiguration', (id: string) => ({ params: { id } })),
        invalidatesTags: ['SystemConfig', 'Audit'],
      }),
      listServices: build.query<AdminService[], void>({
        ...endpoint('listServices'),
        providesTags: ['AdminService'],
      }),
      createService: build.mutation<AdminService, CreateServiceBody>({
        ...endpoint('createService', (body: CreateServiceBody) => ({ body })),
        invalidatesTags: ['AdminService', 'AdminSummary', 'Audit'],
      }),
      updateService: build.mutation<AdminService, { id: string; body: UpdateServiceBody }>({
        ...endpoint('updateService', ({ id, body }: { id: string; body: UpdateServiceBody }) => ({ params: { id }, body })),
        invalidatesTags: ['AdminService', 'AdminPlan', 'Audit'],
      }),
      deleteService: build.mutation<void, string>({
        ...endpoint('deleteService', (id: string) => ({ params: { id } })),
        invalidatesTags: ['AdminService', 'AdminSummary', 'Audit'],
      }),
      listPlans: build.query<AdminPlan[], void>({
        ...endpoint('listPlans'),
        providesTags: ['AdminPlan'],
      }),
      createPlan: build.mutation<AdminPlan, CreatePlanBody>({
        ...endpoint('createPlan', (body: CreatePlanBody) => ({ body })),
        invalidatesTags: ['AdminPlan', 'Audit'],
      }),
      updatePlan: build.mutation<AdminPlan, { id: string; body: UpdatePlanBody }>({
        ...endpoint('updatePlan', ({ id, body }: { id: string; body: UpdatePlanBody }) => ({ params: { id }, body })),
        invalidatesTags: ['AdminPlan', 'Audit'],
      }),
      deletePlan: build.mutation<void, string>({
        ...endpoint('deletePlan', (id: string) => ({ params: { id } })),
        invalidatesTags: ['AdminPlan', 'Audit'],
      }),
      listUsers: build.query<UserPage, Query>({
        ...endpoint('listUsers', (query: Query) => ({ query })),
        providesTags: ['AdminUser'],
      }),
      adminUser: build.query<AdminUserDetail, string>({
        ...endpoint('getAdminUser', (id: string) => ({ params: { id } })),
        providesTags: ['AdminUser'],
      }),
      deleteUser: build.mutation<void, string>({
        ...endpoint('deleteUser', (id: string) => ({ params: { id } })),
        invalidatesTags: ['AdminUser', 'AdminTeam', 'AdminSummary', 'Audit'],
      }),
      listTeams: build.query<TeamPage, { page: number; page_size: number }>({
        ...endpoint('listTeams', (query: { page: number; page_size: number }) => ({ query })),
        providesTags: ['AdminTeam'],
      }),
      approveTeam: build.mutation<AdminTeam, { id: string; approved: boolean }>({
        ...endpoint('approveTeam', ({ id, approved }: { id: string; approved: boolean }) => ({ params: { id }, body: { admin_approved: approved } })),
        invalidatesTags: ['AdminTeam', 'Audit'],
      }),
      listPayments: build.query<PaymentPage, Query>({
        ...endpoint('listPayments', (query: Query) => ({ query })),
      }),
      exportPayments: build.mutation<ExportBody, Query>({
        ...endpoint('exportPayments', (query: Query) => ({ query }), { responseHandler: readExport }),
      }),
      listAccountSubscriptions: build.query<SubscriptionPage, Query>({
        ...endpoint('listAccountSubscriptions', (query: Query) => ({ query })),
      }),
      exportAccountSubscriptions: build.mutation<ExportBody, Query>({
        ...endpoint('exportAccountSubscriptions', (query: Query) => ({ query }), { responseHandler: readExport }),
      }),
      listTracking: build.query<TrackingPage, Query>({
        ...endpoint('listTracking', (query: Query) => ({ query })),
      }),
      listAuditEvents: build.query<AuditPage, Query>({
        ...endpoint('listAuditEvents', (query: Query) => ({ query })),
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
