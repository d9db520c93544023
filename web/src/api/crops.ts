import type {
  Crop,
  CropSeason,
  DefineCropBody,
  DefineRotationBody,
  DefineSeasonBody,
  Rotation,
} from '../../../shared/api/schemas/crops';
import type { Field } from '../../../shared/api/schemas/fields';
import { answerOf, api, keyed, request, type Keyed } from '../lib/api';

const LIST = 'LIST' as const;
/** GET /field/ answers each field's seasons: every season write makes the field list reload too. */
const SEASON_WRITES = [
  { type: 'CropSeason' as const, id: LIST },
  { type: 'Rotation' as const, id: LIST },
  { type: 'Field' as const, id: LIST },
];

/** Crops of the team, seasons of a field and its rotations (spec 2 §7.4). */
export const cropPlanApi = api.enhanceEndpoints({ addTagTypes: ['Crop', 'CropSeason', 'Rotation', 'Field'] }).injectEndpoints({
  endpoints: (build) => ({
    listCrops: build.query<Crop[], void>({
      query: () => request('listCrops'),
      responseSchema: answerOf('listCrops'),
      providesTags: [{ type: 'Crop', id: LIST }],
    }),
    defineCrop: build.mutation<Crop, Keyed<DefineCropBody>>({
      query: (arg) => request('defineCrop', keyed(arg)),
      responseSchema: answerOf('defineCrop'),
      invalidatesTags: [{ type: 'Crop', id: LIST }],
    }),
    deleteCrop: build.mutation<void, string>({
      query: (cropId) => request('deleteCrop', { params: { cropId } }),
      invalidatesTags: [{ type: 'Crop', id: LIST }],
    }),
    listYearSeasons: build.query<CropSeason[], { year: number; fieldId: string }>({
      query: (params) => request('listYearSeasons', { params }),
      responseSchema: answerOf('listYearSeasons'),
      providesTags: [{ type: 'CropSeason', id: LIST }],
    }),
    defineSeason: build.mutation<CropSeason, Keyed<DefineSeasonBody>>({
      query: (arg) => request('defineSeason', keyed(arg)),
      responseSchema: answerOf('defineSeason'),
      invalidatesTags: SEASON_WRITES,
    }),
    deleteSeason: build.mutation<void, CropSeason>({
      query: (season) => request('deleteSeason', { params: { id: season.id }, query: { field: season.field, crop: season.crop.id } }),
      invalidatesTags: SEASON_WRITES,
    }),
    listRotations: build.query<Rotation[], string>({
      query: (field) => request('listRotations', { query: { field } }),
      responseSchema: answerOf('listRotations'),
      providesTags: [{ type: 'Rotation', id: LIST }],
    }),
    defineRotation: build.mutation<Rotation, Keyed<DefineRotationBody>>({
      query: (arg) => request('defineRotation', keyed(arg)),
      responseSchema: answerOf('defineRotation'),
      invalidatesTags: [{ type: 'Rotation', id: LIST }],
    }),
    rotateSeason: build.mutation<Rotation, { id: string; year: number }>({
      query: ({ id, year }) => request('updateRotation', { params: { id }, body: { crop_season: year } }),
      responseSchema: answerOf('updateRotation'),
      invalidatesTags: [{ type: 'Rotation', id: LIST }],
    }),
    deleteRotation: build.mutation<void, string>({
      query: (id) => request('deleteRotation', { params: { id } }),
      invalidatesTags: [{ type: 'Rotation', id: LIST }],
    }),
    /** The team's fields with their seasons, for the year plan. */
    listPlanFields: build.query<Field[], void>({
      query: () => request('listFields'),
      responseSchema: answerOf('listFields'),
      providesTags: [{ type: 'Field', id: LIST }],
    }),
  }),
});

export const {
  useListCropsQuery,
  useDefineCropMutation,
  useDeleteCropMutation,
  useListYearSeasonsQuery,
  useDefineSeasonMutation,
  useDeleteSeasonMutation,
  useListRotationsQuery,
  useDefineRotationMutation,
  useRotateSeasonMutation,
  useDeleteRotationMutation,
  useListPlanFieldsQuery,
} = cropPlanApi;
