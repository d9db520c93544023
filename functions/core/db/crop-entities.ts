import { Entity, type EntityItem } from 'electrodb';
import { YIELD_UNITS } from '../../../shared/domain/season-record';

/**
 * Crop planning lives under the team's partition (`TEAM#<teamId>`): one Query lists a team's crops, and one Query
 * (sort key prefix `SEASON#`) lists every season of every field of the team, which is what GET /field/ needs.
 * Seasons and rotations sort by field (and seasons by year) so that one field's year is a key-prefix Query too.
 * gsi1 finds an item by its id alone, to learn its team for the access check.
 */
const SERVICE = 'fieldwatch';
const now = () => new Date().toISOString();

export const CropEntity = new Entity({
  model: { entity: 'crop', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    cropId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    description: { type: 'string', required: true },
    /** Seasons planning this crop, moved in the same transaction as each season write: a used crop is not deleted. */
    seasonCount: { type: 'number', required: true, default: 0 },
    createdAt: { type: 'string', required: true, default: now, readOnly: true },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['cropId'], template: 'CROP#${cropId}' },
    },
    byId: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['cropId'], template: 'CROP#${cropId}' },
      sk: { field: 'gsi1sk', composite: [], template: 'CROP' },
    },
  },
});

/**
 * Claims a crop name (lower-cased) in a team: created with the crop in one transaction, so two crops of one team
 * never share a name whatever the letter case. `starter` marks the claim that says the starter catalogue was laid.
 */
export const CropNameEntity = new Entity({
  model: { entity: 'cropName', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    key: { type: 'string', required: true },
    cropId: { type: 'string', required: true },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['key'], template: 'CROPNAME#${key}' },
    },
  },
});

export const CropSeasonEntity = new Entity({
  model: { entity: 'cropSeason', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    fieldId: { type: 'string', required: true },
    /** The season year, 2021 to 2040: four digits, so the sort key orders years. */
    season: { type: 'number', required: true },
    seasonId: { type: 'string', required: true },
    cropId: { type: 'string', required: true },
    /** The crop's name and description when the season was planned, so a list needs no second read. */
    cropName: { type: 'string', required: true },
    cropDescription: { type: 'string', required: true },
    sowingDate: { type: 'string', required: true },
    harvestDate: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, default: now, readOnly: true },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['fieldId', 'season', 'seasonId'], template: 'SEASON#${fieldId}#${season}#${seasonId}' },
    },
    byId: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['seasonId'], template: 'SEASON#${seasonId}' },
      sk: { field: 'gsi1sk', composite: [], template: 'SEASON' },
    },
  },
});

export const RotationEntity = new Entity({
  model: { entity: 'rotation', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    fieldId: { type: 'string', required: true },
    rotationId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    /** Season years rotated into this rotation: a set, so rotating a year twice is one atomic, idempotent ADD. */
    seasonYears: { type: 'set', items: 'number' },
    createdAt: { type: 'string', required: true, default: now, readOnly: true },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['fieldId', 'rotationId'], template: 'ROTATION#${fieldId}#${rotationId}' },
    },
    byId: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['rotationId'], template: 'ROTATION#${rotationId}' },
      sk: { field: 'gsi1sk', composite: [], template: 'ROTATION' },
    },
  },
});

/**
 * What a crop season gave (its record): under the team's partition beside its season, so one Query (sort key prefix
 * `SEASONRECORD#`) reads every record of the team for the season comparison; deleted with its season.
 */
export const SeasonRecordEntity = new Entity({
  model: { entity: 'seasonRecord', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    seasonId: { type: 'string', required: true },
    fieldId: { type: 'string', required: true },
    yieldAmount: { type: 'number', required: true },
    yieldUnit: { type: YIELD_UNITS, required: true },
    /** The weight of one bag (kg) of a yield counted in bags. */
    bagKg: { type: 'number' },
    /** Naira. */
    revenue: { type: 'number' },
    recordedBy: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true, default: now, set: now, watch: '*' },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['seasonId'], template: 'SEASONRECORD#${seasonId}' },
    },
  },
});

export type CropItem = EntityItem<typeof CropEntity>;
export type CropSeasonItem = EntityItem<typeof CropSeasonEntity>;
export type RotationItem = EntityItem<typeof RotationEntity>;
export type SeasonRecordItem = EntityItem<typeof SeasonRecordEntity>;
