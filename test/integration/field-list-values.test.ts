import { beforeAll, describe, expect, inject, it } from 'vitest';
import { boundaryHashOfField } from '../../functions/core/farm-summary/boundary-hash';
import { db } from '../../functions/core/db/service';
import { addDays, today } from '../../functions/core/imagery/config';
import { putDays } from '../../functions/core/imagery/computed-day-writes';
import type { FieldDayStatistics } from '../../functions/imagery/compute/field-statistics';
import { Field } from '../../shared/api/schemas/fields';
import { Role, TeamMember } from '../../shared/api/schemas/roles';
import { FIELD_LIST_PERIOD_DAYS } from '../../shared/domain/farm-summary';
import { api, type Session } from '../support/local-client';
import { indexStatistics, storedDay } from '../support/stored-days';
import { newOwner, type Owner } from '../support/teams';

/**
 * The Field List's NDVI average and performance percentage: NDVI days stored as the index worker stores them, the
 * values kept for the field read back from the table, and the list answering them to a member who may read index
 * values (and null to one who may not).
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

const as = (who: { session: Session }, method: string, path: string, body?: unknown) => api(stageUrl, method, path, { token: who.session.idToken, body });
const square = (lon: number, lat: number, d = 0.002) => [
  [lon, lat],
  [lon + d, lat],
  [lon + d, lat + d],
  [lon, lat + d],
  [lon, lat],
];
const lastYear = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;

/** A computed day of NDVI with this mean over the share of the field seen clear. */
const ndviDay = (date: string, mean: number, validFraction = 0.95): FieldDayStatistics =>
  storedDay(date, { NDVI: indexStatistics('NDVI', mean, { validFraction, sceneId: `S2B_${date}` }) });

describe('the Field List reads each field’s NDVI average and performance from stored values', () => {
  let owner: Owner;
  let scout: Owner;
  let field: Field;
  let other: Field;
  beforeAll(async () => {
    [owner, scout] = await Promise.all([newOwner(stageUrl, sesEndpoint, 'listvalues-owner'), newOwner(stageUrl, sesEndpoint, 'listvalues-scout')]);
    const drawn = await as(owner, 'POST', '/field/draw/', { team: owner.teamId, name: 'Valued', coordinates: square(3.61, 6.71) });
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(201);
    field = Field.parse(drawn.body);
    other = Field.parse((await as(owner, 'POST', '/field/draw/', { team: owner.teamId, name: 'Unvalued', coordinates: square(3.65, 6.75) })).body);
    // A role that sees fields but not index values.
    const role = await as(owner, 'POST', '/roles/create/', { team: owner.teamId, name: 'Fields only', description: 'Fields only', privileges: ['field.view_field'] });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const invited = await as(owner, 'POST', '/roles/assign/', { first_name: 'Sc', last_name: 'Out', email: scout.email, role: Role.parse(role.body).id, team: owner.teamId });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect((await as(scout, 'POST', `/roles/invitations/${TeamMember.parse(invited.body).id}/accept/`)).status).toBe(200);
  }, 120_000);

  it('answers the period’s mean NDVI and its share of the same days of last year, as stored for the field', async () => {
    const now = today();
    const recent = [addDays(now, -10), addDays(now, -20)];
    const hash = boundaryHashOfField(field);
    // This year's clear days (0.6 and 0.7), a cloudy one that does not count, last year's same days (0.5).
    await putDays(owner.teamId, field.id, hash, [ndviDay(recent[0] as string, 0.6), ndviDay(recent[1] as string, 0.7), ndviDay(addDays(now, -30), 0.1, 0.2)]);
    await putDays(owner.teamId, field.id, hash, recent.map((day) => ndviDay(lastYear(day), 0.5)));
    // Outside the list period: no effect.
    await putDays(owner.teamId, field.id, hash, [ndviDay(addDays(now, -(FIELD_LIST_PERIOD_DAYS + 5)), 0.9)]);

    const { data: stored } = await db().entities.fieldListValues.get({ teamId: owner.teamId, fieldId: field.id }).go();
    expect(stored).toMatchObject({ ndviAverage: 0.65, performancePercentage: 130, boundaryHash: hash, to: now, from: addDays(now, -(FIELD_LIST_PERIOD_DAYS - 1)) });

    const list = Field.array().parse((await as(owner, 'GET', `/field/?team=${owner.teamId}`)).body);
    expect(list.find((item) => item.id === field.id)).toMatchObject({ ndvi_average: 0.65, performance_percentage: 130 });
    // A field without stored NDVI days has none.
    expect(list.find((item) => item.id === other.id)).toMatchObject({ ndvi_average: null, performance_percentage: null });
  });

  it('answers null to a member whose role does not read index values', async () => {
    const list = Field.array().parse((await as(scout, 'GET', `/field/?team=${owner.teamId}`)).body);
    expect(list.map((item) => [item.name, item.ndvi_average, item.performance_percentage]).sort()).toEqual([
      ['Unvalued', null, null],
      ['Valued', null, null],
    ]);
  });

  it('stops answering the values of a reshaped field, whose stored days were of its old boundary', async () => {
    const moved = await as(owner, 'PATCH', `/field/${field.id}/update/`, { coordinates: square(3.611, 6.711) });
    expect(moved.status).toBe(200);
    const list = Field.array().parse((await as(owner, 'GET', `/field/?team=${owner.teamId}`)).body);
    expect(list.find((item) => item.id === field.id)).toMatchObject({ ndvi_average: null, performance_percentage: null });
  });
});
