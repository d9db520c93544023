import type * as z from 'zod';
import type { NoteTaskAnswer, NoteTaskBody, ScoutingListQuery, ScoutingNote, ScoutingNotesPage, UpdateScoutingNoteBody } from '../../../shared/api/schemas/scouting';
import type { ScoutingExportFormat } from '../../../shared/domain/scouting';
import { readExport, type ExportBody } from '../lib/export-download';
import { api, endpoint } from '../lib/api';

const LIST = 'LIST' as const;

type ListArg = z.input<typeof ScoutingListQuery>;
type NoteChange = { id: string; body: z.input<typeof UpdateScoutingNoteBody> };
type TaskArg = { id: string; body: z.input<typeof NoteTaskBody> };

/** Every list of notes, and the note itself: a change to one shows in the map, the field's card and its details. */
function changed(id: string) {
  return [
    { type: 'Scouting' as const, id },
    { type: 'Scouting' as const, id: LIST },
  ];
}

/**
 * Scouting notes: the team's (or a field's) notes one page at a time, a note's changes, its photos, the task made
 * from it and the export. A note is created through the offline write queue (lib/offline/write-queue.ts), which
 * sends it at once when online and later without signal; its sending invalidates the lists (scoutingNotesChanged).
 */
export const scoutingApi = api.enhanceEndpoints({ addTagTypes: ['Scouting', 'Activity'] }).injectEndpoints({
  endpoints: (build) => ({
    listScoutingNotes: build.query<ScoutingNotesPage, ListArg>({
      ...endpoint('listScoutingNotes', (query: ListArg) => ({ query })),
      providesTags: (result) => [...(result?.items ?? []).map(({ id }) => ({ type: 'Scouting' as const, id })), { type: 'Scouting', id: LIST }],
    }),
    getScoutingNote: build.query<ScoutingNote, string>({
      ...endpoint('getScoutingNote', (id: string) => ({ params: { id } })),
      providesTags: (_result, _error, id) => [{ type: 'Scouting', id }],
    }),
    updateScoutingNote: build.mutation<ScoutingNote, NoteChange>({
      ...endpoint('updateScoutingNote', ({ id, body }: NoteChange) => ({ params: { id }, body })),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    deleteScoutingNote: build.mutation<void, string>({
      ...endpoint('deleteScoutingNote', (id: string) => ({ params: { id } })),
      invalidatesTags: (_result, _error, id) => changed(id),
    }),
    deleteScoutingPhoto: build.mutation<ScoutingNote, { id: string; photoId: string }>({
      ...endpoint('deleteScoutingPhoto', (params: { id: string; photoId: string }) => ({ params })),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    /** The task made from a note: the note now links it, and the task lists reload. */
    makeScoutingTask: build.mutation<z.infer<typeof NoteTaskAnswer>, TaskArg>({
      ...endpoint('makeScoutingTask', ({ id, body }: TaskArg) => ({ params: { id }, body })),
      invalidatesTags: (_result, _error, { id }) => [...changed(id), { type: 'Activity', id: 'LIST' }, { type: 'Activity', id: 'MINE' }],
    }),
    /** The notes as a file (a field's, or the team's): its text, or a link to it when it is too large to answer. */
    exportScoutingNotes: build.mutation<ExportBody, { format: ScoutingExportFormat; field?: string }>({
      ...endpoint('exportScoutingNotes', (query: { format: ScoutingExportFormat; field?: string }) => ({ query }), { responseHandler: readExport }),
    }),
  }),
});

/** Dispatched after a note was sent: every list of notes reloads (the write queue invalidates the same tag). */
export const scoutingNotesChanged = () => scoutingApi.util.invalidateTags([{ type: 'Scouting', id: LIST }]);

export const {
  useListScoutingNotesQuery,
  useUpdateScoutingNoteMutation,
  useDeleteScoutingNoteMutation,
  useMakeScoutingTaskMutation,
  useExportScoutingNotesMutation,
} = scoutingApi;
