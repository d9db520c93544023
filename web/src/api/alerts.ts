import type { AnswerOf, RouteTable, Sent } from '../../../shared/api/routes';
import { api, endpoint } from '../lib/api';

type Body<Id extends keyof RouteTable> = RouteTable[Id] extends { body: infer S } ? Sent<S> : never;
type Query<Id extends keyof RouteTable> = RouteTable[Id] extends { query: infer S } ? Sent<S> : never;

/** The filters of the caller's alerts (GET /alerts/). */
export type AlertsFilter = Query<'listAlerts'>;
export type AlertSettingsChange = Body<'updateAlertSettings'>;
export type ThresholdsChange = Body<'updateAlertThresholds'>;

const LIST = 'LIST' as const;

type Settings = AnswerOf<'getAlertSettings'>;

/**
 * A change of the settings answers them as stored: the cache takes them without another read. A refusal is the
 * caller's to show (the mutation's own promise rejects with it), not an unhandled rejection here.
 */
async function storeSettings(dispatch: (action: unknown) => unknown, answer: Promise<{ data: Settings }>): Promise<void> {
  try {
    const { data } = await answer;
    dispatch(alertsApi.util.upsertQueryData('fetchAlertSettings', undefined, data));
  } catch {
    // Refused or failed: the settings on screen are still the stored ones.
  }
}

/**
 * Alerts (the issue "Alerts that reach the farmer"): the caller's alerts and how they reach them, the team's
 * thresholds and who receives what, a field's agronomic weather, the staff's evaluation. The team-scoped routes
 * name the current team (lib/api.ts request()); the team id argument keys their cache per team.
 */
export const alertsApi = api.enhanceEndpoints({ addTagTypes: ['Alert', 'AlertSettings', 'AlertThresholds', 'AlertRecipients'] }).injectEndpoints({
  endpoints: (build) => ({
    fetchAlerts: build.query<AnswerOf<'listAlerts'>, AlertsFilter>({
      ...endpoint('listAlerts', (query: AlertsFilter) => ({ query })),
      providesTags: [{ type: 'Alert', id: LIST }],
    }),
    markAlertRead: build.mutation<AnswerOf<'readAlert'>, { id: string; read: boolean }>({
      ...endpoint('readAlert', ({ id, read }: { id: string; read: boolean }) => ({ params: { id }, body: { read } })),
      invalidatesTags: [{ type: 'Alert', id: LIST }],
    }),
    fetchAlertSettings: build.query<AnswerOf<'getAlertSettings'>, void>({
      ...endpoint('getAlertSettings'),
      providesTags: ['AlertSettings'],
    }),
    saveAlertSettings: build.mutation<AnswerOf<'updateAlertSettings'>, AlertSettingsChange>({
      ...endpoint('updateAlertSettings', (body: AlertSettingsChange) => ({ body })),
      // The team's list of who receives what changes too.
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => storeSettings(dispatch, queryFulfilled),
      invalidatesTags: ['AlertRecipients'],
    }),
    verifyAlertPhone: build.mutation<AnswerOf<'verifyAlertPhone'>, Body<'verifyAlertPhone'>>({
      ...endpoint('verifyAlertPhone', (body: Body<'verifyAlertPhone'>) => ({ body })),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => storeSettings(dispatch, queryFulfilled),
      invalidatesTags: ['AlertRecipients'],
    }),
    fetchAlertThresholds: build.query<AnswerOf<'getAlertThresholds'>, string>({
      ...endpoint('getAlertThresholds', () => ({})),
      providesTags: (_result, _error, team) => [{ type: 'AlertThresholds', id: team }],
    }),
    saveAlertThresholds: build.mutation<AnswerOf<'updateAlertThresholds'>, { team: string; body: ThresholdsChange }>({
      ...endpoint('updateAlertThresholds', ({ body }: { team: string; body: ThresholdsChange }) => ({ body })),
      invalidatesTags: (_result, _error, { team }) => [{ type: 'AlertThresholds', id: team }],
    }),
    fetchAlertRecipients: build.query<AnswerOf<'listAlertRecipients'>, string>({
      ...endpoint('listAlertRecipients', () => ({})),
      providesTags: ['AlertRecipients'],
    }),
    fetchFieldAgronomy: build.query<AnswerOf<'getFieldAgronomy'>, string>({
      ...endpoint('getFieldAgronomy', (field: string) => ({ query: { field } })),
    }),
    evaluateAlerts: build.mutation<AnswerOf<'evaluateAlerts'>, Body<'evaluateAlerts'>>({
      ...endpoint('evaluateAlerts', (body: Body<'evaluateAlerts'>) => ({ body })),
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
  useEvaluateAlertsMutation,
} = alertsApi;
