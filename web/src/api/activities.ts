import type {
  Activity,
  AssignActivityBody,
  CloseActivityBody,
  CreateActivityBody,
  UpdateActivityBody,
} from '../../../shared/api/schemas/activities';
import type * as z from 'zod';
import { readExport, type ExportBody } from '../lib/export-download';
import { api, endpoint, keyed, type Keyed } from '../lib/api';

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
      ...endpoint('listFieldActivities', (fieldId: string) => ({ params: { fieldId } })),
      providesTags: (result) => [...(result ?? []).map(({ id }) => ({ type: 'Activity' as const, id })), { type: 'Activity', id: LIST }],
    }),
    listUserActivities: build.query<Activity[], string>({
      ...endpoint('listUserActivities', (userId: string) => ({ params: { userId } })),
      providesTags: [{ type: 'Activity', id: MINE }],
    }),
    getActivity: build.query<Activity, string>({
      ...endpoint('getActivity', (id: string) => ({ params: { id } })),
      providesTags: (_result, _error, id) => [{ type: 'Activity', id }],
    }),
    createActivity: build.mutation<Activity, Keyed<TaskInput>>({
      ...endpoint('createActivity', (arg: Keyed<TaskInput>) => keyed(arg)),
      invalidatesTags: [
        { type: 'Activity', id: LIST },
        { type: 'Activity', id: MINE },
      ],
    }),
    updateActivity: build.mutation<Activity, { id: string; body: Sent<typeof UpdateActivityBody> }>({
      ...endpoint('updateActivity', ({ id, body }: { id: string; body: Sent<typeof UpdateActivityBody> }) => ({ params: { id }, body })),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    closeActivity: build.mutation<Activity, { id: string; body: Sent<typeof CloseActivityBody> }>({
      ...endpoint('closeActivity', ({ id, body }: { id: string; body: Sent<typeof CloseActivityBody> }) => ({ params: { id }, body })),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    assignActivity: build.mutation<Activity, { id: string; body: Sent<typeof AssignActivityBody> }>({
      ...endpoint('assignActivity', ({ id, body }: { id: string; body: Sent<typeof AssignActivityBody> }) => ({ params: { id }, body })),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    deleteActivity: build.mutation<void, string>({
      ...endpoint('deleteActivity', (id: string) => ({ params: { id } })),
      invalidatesTags: (_result, _error, id) => changed(id),
    }),
    /** The Download Task Report CSV: the file's text, or a link to it when it is too large to answer. */
    exportActivities: build.mutation<ExportBody, { field?: string }>({
      ...endpoint('exportActivities', (query: { field?: string }) => ({ query }), { responseHandler: readExport }),
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
