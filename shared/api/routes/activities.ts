import * as z from 'zod';
import { Activity, ActivityFieldParams, ActivityIdParams, ActivityReportQuery, ActivityUserParams, AssignActivityBody, CloseActivityBody, CreateActivityBody, UpdateActivityBody } from '../schemas/activities';
import { EMPTY, FILE, r, type RouteSpec } from './spec';

/** The routes of the activities Lambda. */
export const ACTIVITIES_ROUTES = {
  // Farm activities (spec 2 §7.3)
  listFieldActivities: r('GET', '/activity/field/{fieldId}/', 'activities', 'user', 'activity.view_farmactivity', {
    team: 'query',
    params: ActivityFieldParams,
    answer: z.array(Activity),
  }),
  createActivity: r('POST', '/activity/create/', 'activities', 'user', 'activity.add_farmactivity', {
    team: 'query',
    body: CreateActivityBody,
    answer: Activity,
  }),
  updateActivity: r('PUT', '/activity/{id}/update/', 'activities', 'user', 'activity.change_farmactivity', {
    team: 'query',
    params: ActivityIdParams,
    body: UpdateActivityBody,
    answer: Activity,
  }),
  closeActivity: r('PUT', '/activity/{id}/close/', 'activities', 'user', 'activity.close_farmactivity', {
    team: 'query',
    params: ActivityIdParams,
    body: CloseActivityBody,
    answer: Activity,
  }),
  assignActivity: r('PATCH', '/activity/{id}/assign/', 'activities', 'user', 'activity.assign_farmactivity', {
    team: 'query',
    params: ActivityIdParams,
    body: AssignActivityBody,
    answer: Activity,
  }),
  deleteActivity: r('DELETE', '/activity/{id}/delete/', 'activities', 'user', 'activity.delete_farmactivity', {
    team: 'query',
    params: ActivityIdParams,
    answer: EMPTY,
  }),
  getActivity: r('GET', '/activity/{id}/retrieve/', 'activities', 'user', 'activity.view_farmactivity', {
    team: 'query',
    params: ActivityIdParams,
    answer: Activity,
  }),
  /** The caller's own tasks (assigned to them or created by them) across their teams. */
  listUserActivities: r('GET', '/activity/user/{userId}/', 'activities', 'user', 'activity.view_farmactivity', {
    team: 'query',
    params: ActivityUserParams,
    answer: z.array(Activity),
  }),
  // The Download Task Report CSV of spec 2 §2.9 (ours): the tasks of a field, or of the whole team without `field`
  exportActivities: r('GET', '/activity/report/', 'activities', 'user', 'activity.view_farmactivity', {
    team: 'query',
    query: ActivityReportQuery,
    answer: FILE,
  }),
} as const satisfies Record<string, RouteSpec>;
