import type * as z from 'zod';
import type {
  AlertItem,
  AlertSettings,
  AlertSettingsPatch,
  AlertSettingsSaved,
  AlertsFilter,
  AlertsPage,
  EvaluateAnswer,
  EvaluateBody,
  FieldAgronomyAnswer,
  PhoneVerified,
  PhoneVerifyBody,
  RecipientsAnswer,
  ThresholdsAnswer,
  ThresholdsPatch,
} from '../../../shared/api/schemas/alerts';
import { api, endpoint } from '../lib/api';

const LIST = 'LIST' as const;
const SETTINGS = 'SETTINGS' as const;

/**
 * The alert routes (shared/api/routes/alerts.ts): the caller's alerts (the bell and the alerts page), their alert
 * settings and phone, the team's thresholds and recipients, a field's agronomic weather and the staff's evaluation.
 * Marking an alert read reloads every alerts list held, so the bell's count and the page agree.
 */
export const alertsApi = api.enhanceEndpoints({ addTagTypes: ['Alert', 'AlertSettings', 'AlertThresholds'] }).injectEndpoints({
  endpoints: (build) => ({
    fetchAlerts: build.query<AlertsPage, AlertsFilter>({
      ...endpoint('listAlerts', (query: AlertsFilter) => ({ query })),
      providesTags: [{ type: 'Alert', id: LIST }],
    }),
    markAlertRead: build.mutation<AlertItem, { id: string; read: boolean }>({
      ...endpoint('readAlert', ({ id, read }: { id: string; read: boolean }) => ({ params: { id }, body: { read } })),
      invalidatesTags: [{ type: 'Alert', id: LIST }],
    }),
    fetchAlertSettings: build.query<AlertSettings, void>({
      ...endpoint('getAlertSettings'),
      providesTags: [{ type: 'AlertSettings', id: SETTINGS }],
    }),
    saveAlertSettings: build.mutation<z.infer<typeof AlertSettingsSaved>, z.input<typeof AlertSettingsPatch>>({
      ...endpoint('updateAlertSettings', (body: z.input<typeof AlertSettingsPatch>) => ({ body })),
      invalidatesTags: [{ type: 'AlertSettings', id: SETTINGS }],
    }),
    verifyAlertPhone: build.mutation<z.infer<typeof PhoneVerified>, z.input<typeof PhoneVerifyBody>>({
      ...endpoint('verifyAlertPhone', (body: z.input<typeof PhoneVerifyBody>) => ({ body })),
      invalidatesTags: [{ type: 'AlertSettings', id: SETTINGS }],
    }),
    fetchAlertThresholds: build.query<z.infer<typeof ThresholdsAnswer>, void>({
      ...endpoint('getAlertThresholds'),
      providesTags: [{ type: 'AlertThresholds', id: LIST }],
    }),
    saveAlertThresholds: build.mutation<z.infer<typeof ThresholdsAnswer>, z.input<typeof ThresholdsPatch>>({
      ...endpoint('updateAlertThresholds', (body: z.input<typeof ThresholdsPatch>) => ({ body })),
      invalidatesTags: [{ type: 'AlertThresholds', id: LIST }],
    }),
    fetchAlertRecipients: build.query<z.infer<typeof RecipientsAnswer>, void>({
      ...endpoint('listAlertRecipients'),
      providesTags: [{ type: 'AlertSettings', id: LIST }],
    }),
    fetchFieldAgronomy: build.query<z.infer<typeof FieldAgronomyAnswer>, string>({
      ...endpoint('getFieldAgronomy', (field: string) => ({ query: { field } })),
    }),
    /** Staff: evaluates one team now; its new alerts join the lists. */
    evaluateAlerts: build.mutation<z.infer<typeof EvaluateAnswer>, z.input<typeof EvaluateBody>>({
      ...endpoint('evaluateAlerts', (body: z.input<typeof EvaluateBody>) => ({ body })),
      invalidatesTags: [{ type: 'Alert', id: LIST }],
    }),
  }),
});

export const {
  useFetchAlertsQuery,
  useMarkAlertReadMutation,
  useFetchAlertSettingsQuery,
  useSaveAlertSettingsMutation,
  useVerifyAlertPhoneMutation,
  useFetchAlertThresholdsQuery,
  useSaveAlertThresholdsMutation,
  useFetchAlertRecipientsQuery,
  useFetchFieldAgronomyQuery,
} = alertsApi;
