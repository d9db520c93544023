import {
  Field,
  FieldUpload,
  FieldUploadTicket,
  PlaceSearchResult,
  type PolygonGeometry,
  type RequestFieldUploadBody,
} from '../../../shared/api/schemas/fields';
import { readExport, type ExportBody } from '../lib/export-download';
import { api, endpoint, keyed, type Keyed } from '../lib/api';

const LIST = 'LIST' as const;

export type ExportFormat = 'geojson' | 'csv';

export interface FieldEdit {
  name: string;
  group_name: string;
}

export interface DrawnField {
  name: string;
  group_name: string;
  geometry: PolygonGeometry;
  /** The member confirmed saving a boundary the team already has. */
  allow_duplicate?: boolean;
}

/**
 * Fields (spec 2 §7.1) and the routes of the upload pipeline, drawing, export and place search, each in the current
 * team (request() names it on these routes, which the table scopes by their query).
 */
export const fieldsApi = api.enhanceEndpoints({ addTagTypes: ['Field'] }).injectEndpoints({
  endpoints: (build) => ({
    listFields: build.query<Field[], void>({
      ...endpoint('listFields'),
      providesTags: (result) => [...(result ?? []).map((field) => ({ type: 'Field' as const, id: field.id })), { type: 'Field', id: LIST }],
    }),
    /** One field with its whole boundary (the list's are display outlines): what Edit Boundary reshapes. */
    getField: build.query<Field, string>({
      ...endpoint('getField', (id: string) => ({ params: { id } })),
      providesTags: (_result, _error, id) => [{ type: 'Field', id }],
    }),
    updateField: build.mutation<Field, { id: string; body: FieldEdit }>({
      ...endpoint('updateField', ({ id, body }: { id: string; body: FieldEdit }) => ({ params: { id }, body: { ...body, id } })),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Field', id },
        { type: 'Field', id: LIST },
      ],
    }),
    deleteField: build.mutation<void, string>({
      ...endpoint('deleteField', (id: string) => ({ params: { id } })),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Field', id },
        { type: 'Field', id: LIST },
      ],
    }),
    drawField: build.mutation<Field, Keyed<DrawnField>>({
      ...endpoint('drawField', (arg: Keyed<DrawnField>) => keyed(arg)),
      invalidatesTags: [{ type: 'Field', id: LIST }],
    }),
    /** Step 1 of an upload: a presigned PUT for the file and the upload to follow. */
    requestFieldUpload: build.mutation<FieldUploadTicket, Keyed<RequestFieldUploadBody>>({
      ...endpoint('requestFieldUpload', (arg: Keyed<RequestFieldUploadBody>) => keyed(arg)),
    }),
    /** Step 3: the upload, polled (pollingInterval) until the parser has succeeded or failed. Not kept once unwatched. */
    getFieldUpload: build.query<FieldUpload, string>({
      ...endpoint('getFieldUpload', (uploadId: string) => ({ params: { uploadId } })),
      keepUnusedDataFor: 0,
    }),
    /** The team's fields as a file: its text, or a link to it when it is too large to answer. */
    exportFields: build.mutation<ExportBody, ExportFormat>({
      ...endpoint('exportFields', (format: ExportFormat) => ({ query: { format } }), { responseHandler: readExport }),
    }),
    /** Nominatim through the server (rate limit, cache, User-Agent); searched on submit, never per keystroke. */
    searchPlace: build.query<PlaceSearchResult, string>({
      ...endpoint('searchPlace', (q: string) => ({ query: { q } })),
    }),
  }),
});

export const {
  useListFieldsQuery,
  useGetFieldQuery,
  useUpdateFieldMutation,
  useDeleteFieldMutation,
  useDrawFieldMutation,
  useRequestFieldUploadMutation,
  useGetFieldUploadQuery,
  useExportFieldsMutation,
  useLazySearchPlaceQuery,
} = fieldsApi;

/** After an upload the parser has created fields the list does not know yet. */
export const fieldsListChanged = () => fieldsApi.util.invalidateTags([{ type: 'Field', id: LIST }]);
