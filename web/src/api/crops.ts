import type {
  Crop,
  CropSeason,
  DefineCropBody,
  DefineRotationBody,
  DefineSeasonBody,
  Rotation,
} from '../../../shared/api/schemas/crops';
import type { Field } from '../../../shared/api/schemas/fields';
import { api, endpoint, keyed, type Keyed } from '../lib/api';

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
      ...endpoint('listCrops'),
      providesTags: [{ type: 'Crop', id: LIST }],
    }),
    defineCrop: build.mutation<Crop, Keyed<DefineCropBody>>({
      ...endpoint('defineCrop', (arg: Keyed<DefineCropBody>) => keyed(arg)),
      invalidatesTags: [{ type: 'Crop', id: LIST }],
    }),
    deleteCrop: build.mutation<void, string>({
      ...endpoint('deleteCrop', (cropId: string) => ({ params: { cropId } })),
      invalidatesTags: [{ type: 'Crop', id: LIST }],
    }),
    listYearSeasons: build.query<CropSeason[], { year: number; fieldId: string }>({
      ...endpoint('listYearSeasons', (params: { year: number; fieldId: string }) => ({ params })),
      providesTags: [{ type: 'CropSeason', id: LIST }],
    }),
    defineSeason: build.mutation<CropSeason, Keyed<DefineSeasonBody>>({
      ...endpoint('defineSeason', (arg: Keyed<DefineSeasonBody>) => keyed(arg)),
      invalidatesTags: SEASON_WRITES,
    }),
    deleteSeason: build.mutation<void, CropSeason>({
      ...endpoint('deleteSeason', (season: CropSeason) => ({ params: { id: season.id }, query: { field: season.field, crop: season.crop.id } })),
      invalidatesTags: SEASON_WRITES,
    }),
    listRotations: build.query<Rotation[], string>({
      ...endpoint('listRotations', (field: string) => ({ query: { field } })),
      providesTags: [{ type: 'Rotation', id: LIST }],
    }),
    defineRotation: build.mutation<Rotation, Keyed<DefineRotationBody>>({
      ...endpoint('defineRotation', (arg: Keyed<DefineRotationBody>) => keyed(arg)),
      invalidatesTags: [{ type: 'Rotation', id: LIST }],
    }),
    rotateSeason: build.mutation<Rotation, { id: string; year: number }>({
      ...endpoint('updateRotation', ({ id, year }: { id: string; year: number }) => ({ params: { id }, body: { crop_season: year } })),
      invalidatesTags: [{ type: 'Rotation', id: LIST }],
    }),
    deleteRotation: build.mutation<void, string>({
      ...endpoint('deleteRotation', (id: string) => ({ params: { id } })),
      invalidatesTags: [{ type: 'Rotation', id: LIST }],
    }),
    /** The team's fields with their seasons, for the year plan. */
    listPlanFields: build.query<Field[], void>({
      ...endpoint('listFields'),
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
