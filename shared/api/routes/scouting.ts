import {
  CreateScoutingNoteBody,
  NoteTaskAnswer,
  NoteTaskBody,
  PhotoUploadBody,
  PhotoUploadTicket,
  ScoutingExportQuery,
  ScoutingListQuery,
  ScoutingNote,
  ScoutingNoteParams,
  ScoutingNotesPage,
  ScoutingPhotoParams,
  UpdateScoutingNoteBody,
} from '../schemas/scouting';
import { EMPTY, FILE, r, type RouteSpec } from './spec';

/** The routes of the scouting Lambda: notes pinned on fields, their photos, a task from a note, the export. */
export const SCOUTING_ROUTES = {
  listScoutingNotes: r('GET', '/scouting/', 'scouting', 'user', 'scouting.view_scoutingnote', {
    team: 'query',
    query: ScoutingListQuery,
    answer: ScoutingNotesPage,
  }),
  createScoutingNote: r('POST', '/scouting/', 'scouting', 'user', 'scouting.add_scoutingnote', {
    team: 'query',
    body: CreateScoutingNoteBody,
    answer: ScoutingNote,
  }),
  exportScoutingNotes: r('GET', '/scouting/export/', 'scouting', 'user', 'scouting.view_scoutingnote', {
    team: 'query',
    query: ScoutingExportQuery,
    answer: FILE,
  }),
  getScoutingNote: r('GET', '/scouting/{id}/', 'scouting', 'user', 'scouting.view_scoutingnote', {
    team: 'query',
    params: ScoutingNoteParams,
    answer: ScoutingNote,
  }),
  updateScoutingNote: r('PATCH', '/scouting/{id}/', 'scouting', 'user', 'scouting.change_scoutingnote', {
    team: 'query',
    params: ScoutingNoteParams,
    body: UpdateScoutingNoteBody,
    answer: ScoutingNote,
  }),
  deleteScoutingNote: r('DELETE', '/scouting/{id}/', 'scouting', 'user', 'scouting.delete_scoutingnote', {
    team: 'query',
    params: ScoutingNoteParams,
    answer: EMPTY,
  }),
  requestScoutingPhoto: r('POST', '/scouting/{id}/photos/', 'scouting', 'user', 'scouting.add_scoutingnote', {
    team: 'query',
    params: ScoutingNoteParams,
    body: PhotoUploadBody,
    answer: PhotoUploadTicket,
  }),
  confirmScoutingPhoto: r('POST', '/scouting/{id}/photos/{photoId}/', 'scouting', 'user', 'scouting.add_scoutingnote', {
    team: 'query',
    params: ScoutingPhotoParams,
    answer: ScoutingNote,
  }),
  deleteScoutingPhoto: r('DELETE', '/scouting/{id}/photos/{photoId}/', 'scouting', 'user', 'scouting.change_scoutingnote', {
    team: 'query',
    params: ScoutingPhotoParams,
    answer: ScoutingNote,
  }),
  makeScoutingTask: r('POST', '/scouting/{id}/task/', 'scouting', 'user', 'activity.add_farmactivity', {
    team: 'query',
    params: ScoutingNoteParams,
    body: NoteTaskBody,
    answer: NoteTaskAnswer,
  }),
} as const satisfies Record<string, RouteSpec>;
