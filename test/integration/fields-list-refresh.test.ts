import { describe, expect, inject, it } from 'vitest';
import * as z from 'zod';
import { Field } from '../../shared/api/schemas/fields';
import { db } from '../../functions/core/db/service';
import { listTeamFields } from '../../functions/core/fields/field-list';
import { toField } from '../../functions/core/fields/field-store';
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

/** Every field read whole from the table, as the list would be read with nothing cached. */
async function fullRead(teamId: string) {
  const { data } = await db().entities.field.query.byTeam({ teamId }).go({ pages: 'all', consistent: true });
  return data.map(toField);
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

    // A rename twice in a row, each read at once: the second is not hidden behind the first.
    for (const name of ['Delta 1', 'Delta 2']) {
      await api(stageUrl, 'PATCH', `/field/${d.id}/update/`, { token: owner.session.idToken, body: { name } });
      expect((await listTeamFields(owner.teamId)).find((field) => field.id === d.id)?.name).toBe(name);
      expect((await list(owner)).find((field) => field.id === d.id)?.name).toBe(name);
    }
  });
});
