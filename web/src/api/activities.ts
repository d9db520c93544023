import type {
  Activity,
  AssignActivityBody,
  CloseActivityBody,
  CreateActivityBody,
  UpdateActivityBody,
} from '../../../shared/api/schemas/activities';
import type * as z from 'zod';
import { readExport, type ExportBody } from '../lib/export-download';
import { answerOf, api, keyed, request, type Keyed } from '../lib/api';

const LIST = 'LIST' as const;
const MINE = 'MINE' as const;

type Sent<T extends z.ZodType> = z.input<T>;
export type TaskInput = Sent<typeof CreateActivityBody>;

/**
 * Farm activities (spec 2 §7.3). Every change invalidates the task lists, so the field's table, My Tasks and an
 * open task's details reload (spec 2 §4).
 */
export const activitiesApi = api.enhanceEndpoints({ addTagTypes: ['Activity'] }).injectEndpoints({
  endpoints: (build) => ({
    listFieldActivities: build.query<Activity[], string>({
      query: (fieldId) => request('listFieldActivities', { params: { fieldId } }),
      responseSchema: answerOf('listFieldActivities'),
      providesTags: (result) => [...(result ?? []).map(({ id }) => ({ type: 'Activity' as const, id })), { type: 'Activity', id: LIST }],
    }),
    listUserActivities: build.query<Activity[], string>({
      query: (userId) => request('listUserActivities', { params: { userId } }),
      responseSchema: answerOf('listUserActivities'),
      providesTags: [{ type: 'Activity', id: MINE }],
    }),
    getActivity: build.query<Activity, string>({
      query: (id) => request('getActivity', { params: { id } }),
      responseSchema: answerOf('getActivity'),
      providesTags: (_result, _error, id) => [{ type: 'Activity', id }],
    }),
    createActivity: build.mutation<Activity, Keyed<TaskInput>>({
      query: (arg) => request('createActivity', keyed(arg)),
      responseSchema: answerOf('createActivity'),
      invalidatesTags: [
        { type: 'Activity', id: LIST },
        { type: 'Activity', id: MINE },
      ],
    }),
    updateActivity: build.mutation<Activity, { id: string; body: Sent<typeof UpdateActivityBody> }>({
      query: ({ id, body }) => request('updateActivity', { params: { id }, body }),
      responseSchema: answerOf('updateActivity'),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    closeActivity: build.mutation<Activity, { id: string; body: Sent<typeof CloseActivityBody> }>({
      query: ({ id, body }) => request('closeActivity', { params: { id }, body }),
      responseSchema: answerOf('closeActivity'),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    assignActivity: build.mutation<Activity, { id: string; body: Sent<typeof AssignActivityBody> }>({
      query: ({ id, body }) => request('assignActivity', { params: { id }, body }),
      responseSchema: answerOf('assignActivity'),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    deleteActivity: build.mutation<void, string>({
      query: (id) => request('deleteActivity', { params: { id } }),
      invalidatesTags: (_result, _error, id) => changed(id),
    }),
    /** The Download Task Report CSV: the file's text, or a link to it when it is too large to answer. */
    exportActivities: build.mutation<ExportBody, { field?: string }>({
      query: (query) => ({ ...request('exportActivities', { query }), responseHandler: readExport }),
    }),
  }),
});

function changed(id: string) {
  return [
    { type: 'Activity' as const, id },
    { type: 'Activity' as const, id: LIST },
    { type: 'Activity' as const, id: MINE },
  ];
}

export const {
  useListFieldActivitiesQuery,
  useListUserActivitiesQuery,
  useGetActivityQuery,
  useCreateActivityMutation,
  useUpdateActivityMutation,
  useCloseActivityMutation,
  useAssignActivityMutation,
  useDeleteActivityMutation,
  useExportActivitiesMutation,
} = activitiesApi;
