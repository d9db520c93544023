import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Field } from '../../shared/api/schemas/fields';
import { FIELD_MESSAGES } from '../../shared/domain/fields';
import { DEFAULT_FARM_AREA_LIMIT_HA } from '../../shared/domain/limits';
import { API_PREFIX } from '../../shared/api/routes';
import { api } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';
import { lonLatSquare, type XY } from '../fixtures/field-files';
import { translateText } from '../../functions/core/i18n/translate';

/** A field message as the API answers it in English. */
const english = (text: string) => translateText('en', text);

/** Drawn fields, the list, edits, deletes, exports and place search through the local gateway. */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

const draw = (owner: Owner, body: Record<string, unknown>) =>
  api(stageUrl, 'POST', '/field/draw/', { token: owner.session.idToken, body: { team: owner.teamId, ...body } });
const list = async (owner: Owner) => Field.array().parse((await api(stageUrl, 'GET', '/field/', { token: owner.session.idToken })).body);

describe('fields of a team', () => {
  let owner: Owner;
  let other: Owner;
  let field: Field;
  beforeAll(async () => {
    [owner, other] = await Promise.all([newOwner(stageUrl, sesEndpoint, 'fields'), newOwner(stageUrl, sesEndpoint, 'others')]);
  });

  it('saves a field drawn on the map with its area and centroid computed', async () => {
    const { status, body } = await draw(owner, { name: 'Drawn', group_name: 'North', coordinates: lonLatSquare(8.67, 9.07, 0.005) });
    expect(status).toBe(201);
    field = Field.parse(body);
    expect(field).toMatchObject({ name: 'Drawn', group_name: 'North', team: owner.teamId, upload: null, crop_season: [] });
    expect(field.size).toBeGreaterThan(30);
    expect(field.size).toBeLessThan(31);
    expect(field.centroid[0]).toBeCloseTo(8.6725, 4);
    expect(field.centroid[1]).toBeCloseTo(9.0725, 4);
    const geometry = await draw(owner, { name: 'As GeoJSON', geometry: { type: 'Polygon', coordinates: [lonLatSquare(8.6, 9.07, 0.002)] } });
    expect(Field.parse(geometry.body).group_name).toBe('All');
  });

  it('refuses a drawn polygon that crosses itself, with the reason', async () => {
    const bowTie: XY[] = [
      [8.66, 9.06],
      [8.67, 9.07],
      [8.67, 9.06],
      [8.66, 9.07],
      [8.66, 9.06],
    ];
    const message = english(FIELD_MESSAGES.drawRefused(FIELD_MESSAGES.selfIntersecting(8.665, 9.065)));
    expect(await draw(owner, { name: 'Bad', coordinates: bowTie })).toEqual({ status: 400, body: { detail: message, coordinates: [message] } });
    expect((await draw(owner, { name: '', coordinates: lonLatSquare(8.6, 9, 0.01) })).status).toBe(400);
  });

  it('says why a drawn polygon is refused in the caller’s language: English, Hausa, Yoruba, Igbo and Pidgin', async () => {
    const bowTie: XY[] = [
      [8.66, 9.06],
      [8.67, 9.07],
      [8.67, 9.06],
      [8.66, 9.07],
      [8.66, 9.06],
    ];
    const refusal = FIELD_MESSAGES.drawRefused(FIELD_MESSAGES.selfIntersecting(8.665, 9.065));
    const said = new Map<string, string>();
    for (const language of ['en', 'ha', 'yo', 'ig', 'pcm'] as const) {
      const { status, body } = await api(stageUrl, 'POST', '/field/draw/', {
        token: owner.session.idToken,
        body: { team: owner.teamId, name: 'Bad', coordinates: bowTie },
        headers: { 'accept-language': language === 'en' ? 'en-GB,en;q=0.9' : `${language}-NG,${language};q=0.9,en;q=0.5` },
      });
      expect(status).toBe(400);
      const { detail, coordinates } = body as { detail: string; coordinates: string[] };
      expect(detail).toBe(translateText(language, refusal));
      expect(coordinates).toEqual([detail]);
      // The point where it crosses itself is in every language's sentence.
      expect(detail).toContain('9.06500');
      said.set(language, detail);
    }
    expect(said.get('en')).toBe('This field cannot be saved: the boundary crosses itself near 9.06500, 8.66500.');
    expect(new Set(said.values()).size).toBe(5);
    // A zod refusal of the shared schema too: the name is required, in Hausa.
    const nameless = await api(stageUrl, 'POST', '/field/draw/', {
      token: owner.session.idToken,
      body: { team: owner.teamId, name: '', coordinates: lonLatSquare(8.6, 9, 0.01) },
      headers: { 'accept-language': 'ha' },
    });
    expect(nameless.status).toBe(400);
    expect(nameless.body).toMatchObject({ name: [translateText('ha', FIELD_MESSAGES.nameRequired)] });
    expect(translateText('ha', FIELD_MESSAGES.nameRequired)).not.toBe(english(FIELD_MESSAGES.nameRequired));
  });

  it('lists only the team’s own fields', async () => {
    expect((await list(owner)).map((entry) => entry.name).sort()).toEqual(['As GeoJSON', 'Drawn']);
    expect(await list(other)).toEqual([]);
    const foreign = await api(stageUrl, 'GET', `/field/?team=${owner.teamId}`, { token: other.session.idToken });
    expect(foreign.status).toBe(403);
  });

  it('updates name, group and boundary; size and centroid come from the boundary, not the client', async () => {
    const renamed = await api(stageUrl, 'PATCH', `/field/${field.id}/update/`, {
      token: owner.session.idToken,
      body: { id: field.id, name: 'Renamed', group_name: 'South', coordinates: field.coordinates, centroid: [0, 0], size: 1 },
    });
    expect(renamed.status).toBe(200);
    expect(Field.parse(renamed.body)).toMatchObject({ name: 'Renamed', group_name: 'South', size: field.size, centroid: field.centroid });
    const reshaped = await api(stageUrl, 'PATCH', `/field/${field.id}/update/`, {
      token: owner.session.idToken,
      body: { coordinates: lonLatSquare(8.67, 9.07, 0.01) },
    });
    expect(reshaped.status).toBe(200);
    const updated = Field.parse(reshaped.body);
    expect(updated.size).toBeCloseTo(field.size * 4, 0);
    expect(updated.name).toBe('Renamed');
    field = updated;
  });

  it('hides another team’s field: editing or deleting it reads as not found', async () => {
    const edit = await api(stageUrl, 'PATCH', `/field/${field.id}/update/`, { token: other.session.idToken, body: { name: 'Mine now' } });
    expect(edit.status).toBe(404);
    expect((await api(stageUrl, 'DELETE', `/field/${field.id}/delete/`, { token: other.session.idToken })).status).toBe(404);
    expect((await api(stageUrl, 'DELETE', '/field/01NOSUCHFIELD/delete/', { token: owner.session.idToken })).status).toBe(404);
  });

  it('exports the fields as GeoJSON and as CSV', async () => {
    const geojson = await fetch(`${stageUrl}${API_PREFIX}/field/export/?format=geojson`, { headers: { authorization: `Bearer ${owner.session.idToken}` } });
    expect(geojson.status).toBe(200);
    expect(geojson.headers.get('content-type')).toBe('application/geo+json');
    const collection = (await geojson.json()) as { type: string; features: { properties: { name: string } }[] };
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.map((feature) => feature.properties.name).sort()).toEqual(['As GeoJSON', 'Renamed']);
    const csv = await fetch(`${stageUrl}${API_PREFIX}/field/export/?format=csv`, { headers: { authorization: `Bearer ${owner.session.idToken}` } });
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="fields.csv"');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('name,group,area_ha,centroid_latitude,centroid_longitude,wkt');
    expect(lines.some((line) => line.startsWith('Renamed,South,') && line.includes('"POLYGON (('))).toBe(true);
    expect((await api(stageUrl, 'GET', '/field/export/?format=shp', { token: owner.session.idToken })).status).toBe(400);
  });

  it('deletes a field', async () => {
    const { status } = await api(stageUrl, 'DELETE', `/field/${field.id}/delete/`, { token: owner.session.idToken });
    expect(status).toBe(204);
    expect((await list(owner)).map((entry) => entry.name)).toEqual(['As GeoJSON']);
  });

  it('asks for a place to search for', async () => {
    const { status, body } = await api(stageUrl, 'GET', '/field/search-place/?q=', { token: owner.session.idToken });
    expect(status).toBe(400);
    expect(body).toMatchObject({ q: [english(FIELD_MESSAGES.placeQueryRequired)] });
  });
});

describe('the farm-area allowance', () => {
  it('holds under concurrent writes: the team total never passes it', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'area');
    // Eight fields of about 120 ha each (0.01 x 0.01 degrees is about 122 ha here): only four fit in 500 ha.
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) => draw(owner, { name: `F${index}`, coordinates: lonLatSquare(8.5 + index * 0.02, 9.0, 0.01) })),
    );
    const created = results.filter((result) => result.status === 201);
    const refused = results.filter((result) => result.status === 409);
    expect(created.length + refused.length).toBe(8);
    expect(created).toHaveLength(4);
    expect(refused[0]?.body).toMatchObject({ detail: expect.stringMatching(/above its allowance of 500 ha\.$/) });
    const total = (await list(owner)).reduce((sum, entry) => sum + entry.size, 0);
    expect(total).toBeLessThanOrEqual(DEFAULT_FARM_AREA_LIMIT_HA);

    // Deleting gives the area back; growing a field past the allowance is refused.
    const first = Field.parse(created[0]?.body);
    expect((await api(stageUrl, 'DELETE', `/field/${first.id}/delete/`, { token: owner.session.idToken })).status).toBe(204);
    expect((await draw(owner, { name: 'Back in', coordinates: lonLatSquare(9.5, 9.0, 0.01) })).status).toBe(201);
    const grow = await api(stageUrl, 'PATCH', `/field/${Field.parse(created[1]?.body).id}/update/`, {
      token: owner.session.idToken,
      body: { coordinates: lonLatSquare(8.5, 9.5, 0.02) },
    });
    expect(grow.status).toBe(409);
  });
});
