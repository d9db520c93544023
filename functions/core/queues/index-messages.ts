import * as z from 'zod';
import type { RadarScene } from '../../imagery/radar/radar-scene';
import type { Scene } from '../../imagery/scene';

/**
 * The index-planning queue's message: one team to plan, or (a retry) only some of its fields. Built by the
 * schedule and the planning consumer (functions/core/imagery/index-jobs.ts), parsed by the consumer.
 */
export const PlanMessage = z.strictObject({
  v: z.literal(1),
  teamId: z.string().min(1),
  fieldIds: z.array(z.string().min(1)).optional(),
  /** The index-jobs queue lost what it held (a local stage starting): unfinished days are sent again now. */
  requeuePending: z.boolean().optional(),
});
export type PlanMessage = z.infer<typeof PlanMessage>;

/** What the worker reads of a scene before opening it; the rest travels as the planner found it in the STAC item. */
const SceneShape = z.looseObject({
  id: z.string().min(1),
  date: z.string().min(1),
  datetime: z.string().min(1),
  epsg: z.number().int(),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  bands: z.record(z.string(), z.unknown()),
});

/** A scene as the planner put it in the message (checked by SceneShape). */
const QueuedScene = z.custom<Scene>((value) => SceneShape.safeParse(value).success, { message: 'not a scene' });

/** What the worker reads of a radar scene before opening it (the rest travels as the planner found it). */
const RadarSceneShape = z.looseObject({
  id: z.string().min(1),
  date: z.string().min(1),
  datetime: z.string().min(1),
  epsg: z.number().int(),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  vv: z.looseObject({ href: z.string().min(1) }),
});
const QueuedRadarScene = z.custom<RadarScene>((value) => RadarSceneShape.safeParse(value).success, { message: 'not a radar scene' });

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The index-jobs queue's optical message: one (field, acquisition day) and the day's scenes (no `sensor`: older messages). */
export const OpticalIndexJob = z.object({
  v: z.literal(1),
  sensor: z.literal('optical').optional(),
  teamId: z.string().min(1),
  fieldId: z.string().min(1),
  date: Day,
  boundaryHash: z.string(),
  scenes: z.array(QueuedScene).min(1),
});
export type OpticalIndexJob = z.infer<typeof OpticalIndexJob>;

/** The same queue's radar message: one (field, Sentinel-1 pass: date and relative orbit) and the pass's scenes. */
export const RadarIndexJob = z.object({
  v: z.literal(1),
  sensor: z.literal('radar'),
  teamId: z.string().min(1),
  fieldId: z.string().min(1),
  date: Day,
  relativeOrbit: z.number().int().nullable(),
  boundaryHash: z.string(),
  scenes: z.array(QueuedRadarScene).min(1),
});
export type RadarIndexJob = z.infer<typeof RadarIndexJob>;

export const IndexJob = z.union([RadarIndexJob, OpticalIndexJob]);
export type IndexJob = z.infer<typeof IndexJob>;

export const isRadarJob = (job: IndexJob): job is RadarIndexJob => job.sensor === 'radar';
