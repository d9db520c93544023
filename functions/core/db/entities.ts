import { Entity, type EntityItem } from 'electrodb';
import { LANGUAGES } from '../../../shared/i18n/languages';

/**
 * ElectroDB entities of the single table. Team-owned items live under the team's partition (`TEAM#<teamId>`),
 * so that a query can never cross teams. Keys are generic (pk/sk, gsi1, gsi2), as the table definition says.
 */
const SERVICE = 'fieldwatch';
const now = () => new Date().toISOString();

export const UserProfileEntity = new Entity({
  model: { entity: 'userProfile', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true },
    email: { type: 'string', required: true },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    isStaff: { type: 'boolean', required: true, default: false },
    /** The language the user chose (My Account): mails and alerts are written in it; unset is English. */
    language: { type: LANGUAGES },
    /** When staff asked for the user's deletion, which runs in the background and ends with this profile. */
    deletionRequestedAt: { type: 'string' },
    createdAt: { type: 'string', required: true, default: now, readOnly: true },
    updatedAt: { type: 'string', required: true, default: now, set: now, watch: '*' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}' },
      sk: { field: 'sk', composite: [], template: 'PROFILE' },
    },
    byEmail: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['email'], template: 'EMAIL#${email}' },
      sk: { field: 'gsi1sk', composite: [], template: 'PROFILE' },
    },
    all: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: [], template: 'USERS' },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'userId'], template: 'USER#${createdAt}#${userId}' },
    },
  },
});

export const TeamEntity = new Entity({
  model: { entity: 'team', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    ownerId: { type: 'string', required: true },
    adminApproved: { type: 'boolean', required: true, default: true },
    /** Members including the owner; limits are enforced against it with conditional writes. */
    memberCount: { type: 'number', required: true, default: 0 },
    /** Sum of the team's field areas in hectares; the farm-area allowance is enforced against it atomically. */
    fieldAreaHa: { type: 'number', default: 0 },
    /** Bumped by every write to the team's fields, so a cached field list can tell it is stale. */
    fieldsVersion: { type: 'number', default: 0 },
    /** The field the last field write was about ('*' for a file's many), set with `fieldsVersion`: the list refreshes just it. */
    lastFieldChange: { type: 'string' },
    createdAt: { type: 'string', required: true, default: now, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: [], template: 'TEAM' },
    },
    byOwner: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['ownerId'], template: 'OWNER#${ownerId}' },
      sk: { field: 'gsi1sk', composite: ['teamId'], template: 'TEAM#${teamId}' },
    },
    all: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: [], template: 'TEAMS' },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'teamId'], template: 'TEAM#${createdAt}#${teamId}' },
    },
  },
});

export const RoleEntity = new Entity({
  model: { entity: 'role', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    roleId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    description: { type: 'string', required: true, default: '' },
    privileges: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    /** The team's default Owner role: holds every permission, cannot be edited or deleted. */
    isOwner: { type: 'boolean', required: true, default: false },
    createdAt: { type: 'string', required: true, default: now, readOnly: true },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['roleId'], template: 'ROLE#${roleId}' },
    },
    byId: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['roleId'], template: 'ROLE#${roleId}' },
      sk: { field: 'gsi2sk', composite: [], template: 'ROLE' },
    },
  },
});

/**
 * A team's claim on a role name, its key lower-cased: written in the same transaction as the role it names (and
 * moved or deleted with it), so two roles of a team never share a name, even when created at the same moment.
 */
export const RoleNameEntity = new Entity({
  model: { entity: 'roleName', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    nameKey: { type: 'string', required: true },
    roleId: { type: 'string', required: true },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['nameKey'], template: 'ROLE-NAME#${nameKey}' },
    },
  },
});

export const TeamMemberEntity = new Entity({
  model: { entity: 'teamMember', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    memberId: { type: 'string', required: true },
    roleId: { type: 'string' },
    /** An existing user invited into the team is `invited` (no access) until they accept; absent means active. */
    status: { type: ['active', 'invited'] as const },
    /** Who sent the invitation, for the invitee's list. */
    invitedBy: { type: 'string' },
    createdAt: { type: 'string', required: true, default: now, readOnly: true },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['userId'], template: 'MEMBER#${userId}' },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'], template: 'MEMBERSHIP#${userId}' },
      sk: { field: 'gsi1sk', composite: ['teamId'], template: 'TEAM#${teamId}' },
    },
    byId: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['memberId'], template: 'MEMBER#${memberId}' },
      sk: { field: 'gsi2sk', composite: [], template: 'MEMBER' },
    },
  },
});

export type UserProfileItem = EntityItem<typeof UserProfileEntity>;
export type TeamItem = EntityItem<typeof TeamEntity>;
export type RoleItem = EntityItem<typeof RoleEntity>;
export type TeamMemberItem = EntityItem<typeof TeamMemberEntity>;
