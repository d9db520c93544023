import type { DrawFieldBody, Position, UpdateFieldBody } from '../../../shared/api/schemas/fields';
import { DEFAULT_GROUP_NAME, FIELD_MESSAGES } from '../../../shared/domain/fields';
import type { FieldItem } from '../db/field-entities';
import { InvalidError } from '../errors';
import { createdFor } from '../keyed-creates';
import type { Logger } from '../logger';
import { existingTwin } from './duplicate-fields';
import { createField, fieldInTeam, updateField } from './field-store';
import { decodeRings } from './polyline';
import { runInTurns } from './in-turns';
import { checkingPolygon, type ValidField } from './polygon-rules';

/** Drawn and edited fields: the same polygon rules as uploaded ones, refused with the reason as a form error. */
async function shapeOf(rings: Position[][]): Promise<ValidField> {
  const check = await runInTurns(checkingPolygon(rings));
  if (!check.ok) {
    const message = FIELD_MESSAGES.drawRefused(check.reason);
    throw new InvalidError(message, { coordinates: [message] });
  }
  return check;
}

/**
 * A drawn field. One the team already has (the uploads' duplicate rule) is refused with `duplicate_of` naming it,
 * unless the member confirmed (`allow_duplicate`): the same field drawn twice does not silently make two. `keyed`
 * names the keyed request that draws it (see `createField`): its retry answers the field an earlier attempt made,
 * before the duplicate rule would take that field for a twin.
 */
export async function drawField(teamId: string, body: DrawFieldBody, log?: Logger, keyed?: string): Promise<FieldItem> {
  const rings = body.geometry?.coordinates ?? (body.coordinates ? [body.coordinates] : []);
  const shape = await shapeOf(rings);
  const earlier = await createdFor(keyed);
  if (earlier) return fieldInTeam(teamId, earlier);
  if (!body.allow_duplicate) {
    const twin = await existingTwin(teamId, shape.polygon);
    if (twin) {
      const message = FIELD_MESSAGES.drawDuplicate(twin.name);
      throw new InvalidError(message, { coordinates: [message], duplicate_of: [twin.id] });
    }
  }
  return createField(teamId, { name: body.name, groupName: body.group_name, ...(body.anchor ? { anchor: body.anchor } : {}), shape }, log, keyed);
}

const sameRing = (a: Position[], b: Position[]) =>
  a.length === b.length && a.every((position, index) => position[0] === b[index]?.[0] && position[1] === b[index]?.[1]);

/**
 * PATCH /field/{id}/update/: name, group, anchor and boundary. The client's size and centroid are not trusted: they are
 * computed from the boundary. A boundary sent back unchanged keeps the field's holes; a new one has none.
 */
export async function editField(teamId: string, fieldId: string, body: UpdateFieldBody, log?: Logger): Promise<FieldItem> {
  let shape: ValidField | undefined;
  if (body.coordinates) {
    const [outer = []] = decodeRings((await fieldInTeam(teamId, fieldId)).boundary);
    if (!sameRing(outer, body.coordinates)) shape = await shapeOf([body.coordinates]);
  }
  const groupName = body.group_name === undefined ? undefined : body.group_name || DEFAULT_GROUP_NAME;
  return updateField(teamId, fieldId, { name: body.name, groupName, anchor: body.anchor, shape }, log);
}
