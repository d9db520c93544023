import * as z from 'zod';
import { FarmSummaryList, FarmSummaryQuery, SelectedFieldsParams, SelectedFieldsSummary } from '../schemas/farm-summary';
import { Leaderboard, LeaderboardQuery } from '../schemas/leaderboard';
import { CREATE_FIELD_FILE, CreatedFromFile, CreateFieldForm, DrawFieldBody, ExportFieldsQuery, Field, FieldIdParams, FieldUpload, FieldUploadTicket, PlaceSearchResult, RequestFieldUploadBody, SearchPlaceQuery, TeamQuery, UpdateFieldBody, UploadIdParams } from '../schemas/fields';
import { EMPTY, FILE, multipart, r, type RouteSpec } from './spec';

/** The routes of the fields Lambda. */
export const FIELDS_ROUTES = {
  // Fields (spec 2 §7.1)
  createField: r('POST', '/field/create/', 'fields', 'user', 'field.add_field', {
    team: 'query',
    body: multipart(CreateFieldForm, CREATE_FIELD_FILE),
    answer: CreatedFromFile,
  }),
  listFields: r('GET', '/field/', 'fields', 'user', 'field.view_field', { team: 'query', query: TeamQuery, answer: z.array(Field) }),
  // One field with its whole boundary: the list sends each boundary as a display outline (ours, for Edit Boundary)
  getField: r('GET', '/field/{id}/', 'fields', 'user', 'field.view_field', { team: 'query', params: FieldIdParams, answer: Field }),
  updateField: r('PATCH', '/field/{id}/update/', 'fields', 'user', 'field.change_field', {
    team: 'query',
    params: FieldIdParams,
    body: UpdateFieldBody,
    answer: Field,
  }),
  deleteField: r('DELETE', '/field/{id}/delete/', 'fields', 'user', 'field.delete_field', { team: 'query', params: FieldIdParams, answer: EMPTY }),
  // Field uploads through presigned S3 PUTs, drawn fields, export and place search (ours, for spec 2 §2.1)
  requestFieldUpload: r('POST', '/field/upload/', 'fields', 'user', 'field.add_field', {
    team: 'query',
    body: RequestFieldUploadBody,
    answer: FieldUploadTicket,
  }),
  getFieldUpload: r('GET', '/field/upload/{uploadId}/', 'fields', 'user', 'field.view_field', {
    team: 'query',
    params: UploadIdParams,
    answer: FieldUpload,
  }),
  drawField: r('POST', '/field/draw/', 'fields', 'user', 'field.add_field', { team: 'query', body: DrawFieldBody, answer: Field }),
  exportFields: r('GET', '/field/export/', 'fields', 'user', 'field.view_field', { team: 'query', query: ExportFieldsQuery, answer: FILE }),
  searchPlace: r('GET', '/field/search-place/', 'fields', 'user', 'field.view_field', {
    team: 'query',
    query: SearchPlaceQuery,
    answer: PlaceSearchResult,
  }),
  listFarmSummary: r('GET', '/field/summary/', 'fields', 'user', 'field.view_field', { team: 'query', query: FarmSummaryQuery, answer: FarmSummaryList }),
  // The farm summary list as a CSV file, its stage column included (ours)
  exportFarmSummary: r('GET', '/field/summary/csv/', 'fields', 'user', 'field.view_field', { team: 'query', query: FarmSummaryQuery, answer: FILE }),
  // The field leaderboard of the farm summary, and the same rows as a CSV file (ours)
  getFieldLeaderboard: r('GET', '/field/leaderboard/', 'fields', 'user', 'field.view_field', { team: 'query', query: LeaderboardQuery, answer: Leaderboard }),
  exportFieldLeaderboard: r('GET', '/field/leaderboard/csv/', 'fields', 'user', 'field.view_field', { team: 'query', query: LeaderboardQuery, answer: FILE }),
  getSelectedFieldsSummary: r('GET', '/field/summary/fields/{ids}/', 'fields', 'user', 'field.view_field', {
    team: 'query',
    params: SelectedFieldsParams,
    query: TeamQuery,
    answer: SelectedFieldsSummary,
  }),
} as const satisfies Record<string, RouteSpec>;
