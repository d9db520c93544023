import { describe, expect, inject, it } from 'vitest';
import * as z from 'zod';
import { Field } from '../../shared/api/schemas/fields';
import { db } from '../../functions/core/db/service';
import { listTeamFields } from '../../functions/core/fields/field-list';
import { toField } from '../../functions/core/fields/field-store';
import { displayRing } from '../../functions/core/fields/display-outline';
import { api } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';
import { lonLatSquare } from '../fixtures/field-files';

const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

const draw = (owner: Owner, name: string, lon: number) =>
  api(stageUrl, 'POST', '/field/draw/', {
    token: owner.session.idToken,
    body: { team: owner.teamId, name, geometry: { type: 'Polygon', coordinates: [lonLatSquare(lon, 9.05, 0.002)] } },
  }).then((answer) => Field.parse(answer.body));

const list = (owner: Owner) => api(stageUrl, 'GET', '/field/', { token: owner.session.idToken }).then((answer) => z.array(Field).parse(answer.body));

/** Every field read whole from the table, as the list would be read with nothing cached: outlines for display. */
async function fullRead(teamId: string) {
  const { data } = await db().entities.field.query.byTeam({ teamId }).go({ pages: 'all', consistent: true });
  return data.map(toField).map((field) => ({ ...field, coordinates: displayRing(field.coordinates), holes: field.holes.map((hole) => displayRing(hole)) }));
}

/** A closed ring of `corners` corners on a circle of `radiusM` metres around lon, lat (counter-clockwise). */
function circle(lon: number, lat: number, radiusM: number, corners: number): Array<[number, number]> {
  const ring = Array.from({ length: corners }, (_, i): [number, number] => {
    const angle = (2 * Math.PI * i) / corners;
    return [lon + (radiusM * Math.cos(angle)) / (111_320 * Math.cos((lat * Math.PI) / 180)), lat + (radiusM * Math.sin(angle)) / 111_320];
  });
  return [...ring, ring[0] as [number, number]];
}

describe('the field list after changes', () => {
  it('answers each rename, reshape, removal and addition made since it was last read, and only those', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'list-refresh');
    const [a, b, c] = [await draw(owner, 'Alpha', 8.6), await draw(owner, 'Bravo', 8.61), await draw(owner, 'Charlie', 8.62)];
    expect((await list(owner)).map((field) => field.name)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    // Read here too, so this process's copy is warm and the next read is the patched one.
    expect((await listTeamFields(owner.teamId)).map((field) => field.name)).toEqual(['Alpha', 'Bravo', 'Charlie']);

    await api(stageUrl, 'PATCH', `/field/${a.id}/update/`, { token: owner.session.idToken, body: { name: 'Alpha renamed', group_name: 'East' } });
    await api(stageUrl, 'PATCH', `/field/${b.id}/update/`, { token: owner.session.idToken, body: { coordinates: lonLatSquare(8.61, 9.05, 0.004) } });
    expect((await api(stageUrl, 'DELETE', `/field/${c.id}/delete/`, { token: owner.session.idToken })).status).toBe(204);
    const d = await draw(owner, 'Delta', 8.63);

    const expected = (await fullRead(owner.teamId)).map((field) => ({ ...field, crop_season: [] }));
    expect(expected.map((field) => field.id)).toEqual([a.id, b.id, d.id]);
    for (const answer of [await list(owner), await listTeamFields(owner.teamId)]) {
      expect(answer).toEqual(expected);
      expect(answer.find((field) => field.id === a.id)).toMatchObject({ name: 'Alpha renamed', group_name: 'East' });
      expect(answer.find((field) => field.id === b.id)?.size).toBeCloseTo(b.size * 4, 1);
    }

    // One write at a time, each read at once (the list one version behind reads just the field the write names):
    // a rename twice in a row, the second not hidden behind the first; an addition; a removal.
    for (const name of ['Delta 1', 'Delta 2']) {
      await api(stageUrl, 'PATCH', `/field/${d.id}/update/`, { token: owner.session.idToken, body: { name } });
      expect((await listTeamFields(owner.teamId)).find((field) => field.id === d.id)?.name).toBe(name);
      expect((await list(owner)).find((field) => field.id === d.id)?.name).toBe(name);
    }
    const e = await draw(owner, 'Echo', 8.64);
    for (const answer of [await listTeamFields(owner.teamId), await list(owner)]) expect(answer.map((field) => field.id)).toEqual([a.id, b.id, d.id, e.id]);
    expect((await api(stageUrl, 'DELETE', `/field/${a.id}/delete/`, { token: owner.session.idToken })).status).toBe(204);
    for (const answer of [await listTeamFields(owner.teamId), await list(owner)]) expect(answer.map((field) => field.id)).toEqual([b.id, d.id, e.id]);
    const settled = (await fullRead(owner.teamId)).map((field) => ({ ...field, crop_season: [] }));
    expect(await list(owner)).toEqual(settled);
    expect(await listTeamFields(owner.teamId)).toEqual(settled);
  });

  it('sends a dense boundary as a display outline within half a metre, and GET /field/{id}/ sends it whole', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'list-outline');
    // A surveyed pivot field: 600 corners on a 150 m circle.
    const ring = circle(8.64, 9.05, 150, 600);
    const drawn = await api(stageUrl, 'POST', '/field/draw/', {
      token: owner.session.idToken,
      body: { team: owner.teamId, name: 'Pivot', geometry: { type: 'Polygon', coordinates: [ring] } },
    });
    expect(drawn.status).toBe(201);
    const [listed] = await list(owner);
    const whole = await api(stageUrl, 'GET', `/field/${Field.parse(drawn.body).id}/`, { token: owner.session.idToken });
    expect(whole.status).toBe(200);
    const field = Field.parse(whole.body);
    expect(field.coordinates).toHaveLength(601);
    expect(listed?.coordinates.length).toBeLessThan(100);
    expect(listed?.coordinates.length).toBeGreaterThan(20);
    expect(listed?.coordinates[0]).toEqual(listed?.coordinates.at(-1));
    // Every whole-boundary corner lies within half a metre (and the 6-decimal rounding) of the outline.
    const metres = ([lon, lat]: [number, number]): [number, number] => [lon * 111_320 * Math.cos((9.05 * Math.PI) / 180), lat * 111_320];
    const outline = (listed?.coordinates ?? []).map(metres);
    for (const corner of field.coordinates.map(metres)) {
      let nearest = Infinity;
      for (let i = 0; i + 1 < outline.length; i++) {
        const [ax, ay] = outline[i] as [number, number];
        const [bx, by] = outline[i + 1] as [number, number];
        const t = Math.max(0, Math.min(1, ((corner[0] - ax) * (bx - ax) + (corner[1] - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
        nearest = Math.min(nearest, Math.hypot(ax + t * (bx - ax) - corner[0], ay + t * (by - ay) - corner[1]));
      }
      expect(nearest).toBeLessThan(0.6);
    }
    // Everything else is the same field.
    expect({ ...listed, coordinates: [] }).toEqual({ ...field, coordinates: [] });
    // Another team reads it as not found.
    const other = await newOwner(stageUrl, sesEndpoint, 'list-outline-other');
    expect((await api(stageUrl, 'GET', `/field/${field.id}/`, { token: other.session.idToken })).status).toBe(404);
  });
});
