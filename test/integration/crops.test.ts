import { beforeAll, describe, expect, inject, it } from 'vitest';
import { translateText } from '../../functions/core/i18n/translate';
import { Crop, CropSeason, Rotation } from '../../shared/api/schemas/crops';
import { Field } from '../../shared/api/schemas/fields';
import { Role } from '../../shared/api/schemas/roles';
import { CROP_LIMITS, CROP_MESSAGES, cropInUseMessage, STARTER_CROPS } from '../../shared/domain/crops';
import { lonLatSquare } from '../fixtures/field-files';
import { CLIENT_ID, api, cognito, latestMail, signIn, uniqueEmail, type Session } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';

/** Crops of a team, seasons of its fields and rotations through the local gateway (spec 2 §2.10, §7.4). */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: Owner | Session, method: Method, path: string, body?: unknown) =>
  api(stageUrl, method, path, { token: 'session' in who ? who.session.idToken : who.idToken, body });

/** Each drawn field in its own place: the same field drawn twice is refused as a duplicate. */
let drawn = 0;
async function drawField(owner: Owner, name: string): Promise<Field> {
  drawn += 1;
  const { status, body } = await call(owner, 'POST', '/field/draw/', { team: owner.teamId, name, coordinates: lonLatSquare(8.6 + drawn * 0.01, 9.1, 0.004) });
  expect(status).toBe(201);
  return Field.parse(body);
}

const crops = async (owner: Owner) => Crop.array().parse((await call(owner, 'GET', '/field/crop/list/')).body);

/** A member of the owner's team holding only the given permissions, signed in. */
async function memberWith(owner: Owner, privileges: string[]): Promise<Session> {
  const role = Role.parse(
    (await call(owner, 'POST', '/roles/create/', { team: owner.teamId, name: `Crew ${privileges.length}`, description: 'c', privileges })).body,
  );
  const email = uniqueEmail('cropcrew');
  const invited = await call(owner, 'POST', '/roles/assign/', { first_name: 'Crop', last_name: 'Crew', email, role: role.id, team: owner.teamId });
  expect(invited.status).toBe(201);
  const mail = await latestMail(sesEndpoint, email, 'invited');
  const temporary = /temporary password: <strong>([^<]+)<\/strong>/.exec(mail.body.html ?? '')?.[1];
  const challenge = await cognito<{ Session: string }>(stageUrl, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: CLIENT_ID,
    AuthParameters: { USERNAME: email, PASSWORD: temporary },
  });
  await cognito(stageUrl, 'RespondToAuthChallenge', {
    ClientId: CLIENT_ID,
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: challenge.Session,
    ChallengeResponses: { USERNAME: email, NEW_PASSWORD: 'CrewPass1!' },
  });
  return signIn(stageUrl, email, 'CrewPass1!');
}

describe('crop planning of a team', () => {
  let owner: Owner;
  let other: Owner;
  let field: Field;
  let otherField: Field;
  let sorghum: Crop;
  let season: CropSeason;
  let rotation: Rotation;
  beforeAll(async () => {
    [owner, other] = await Promise.all([newOwner(stageUrl, sesEndpoint, 'crops'), newOwner(stageUrl, sesEndpoint, 'cropsother')]);
    [field, otherField] = await Promise.all([drawField(owner, 'Plot A'), drawField(other, 'Other plot')]);
  });

  it('starts a team with the starter catalogue, laid once even when asked for concurrently', async () => {
    const lists = await Promise.all([crops(owner), crops(owner), crops(owner)]);
    const latest = await crops(owner);
    expect(latest.map((crop) => crop.name).sort()).toEqual(STARTER_CROPS.map((crop) => crop.name).sort());
    for (const list of lists) expect(list.length === 0 || list.length === STARTER_CROPS.length).toBe(true);
    expect(latest.find((crop) => crop.name === 'Maize')?.description).toMatch(/cereal/i);
    sorghum = latest.find((crop) => crop.name === 'Sorghum')!;
  });

  it('creates a crop, refuses its name again in any letter case, and validates with the spec messages', async () => {
    const made = await call(owner, 'POST', '/field/crop/define/', { name: 'Bambara nut', description: 'Hardy legume' });
    expect(made.status).toBe(201);
    expect(Crop.parse(made.body)).toMatchObject({ name: 'Bambara nut', description: 'Hardy legume' });
    expect(await call(owner, 'POST', '/field/crop/define/', { name: ' BAMBARA NUT ', description: 'again' })).toEqual({
      status: 409,
      body: { detail: translateText('en', CROP_MESSAGES.cropNameTaken) },
    });
    expect((await call(owner, 'POST', '/field/crop/define/', { name: 'maize', description: 'dup' })).status).toBe(409);
    const empty = await call(owner, 'POST', '/field/crop/define/', { name: '', description: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ name: [translateText('en', CROP_MESSAGES.cropNameRequired)], description: [translateText('en', CROP_MESSAGES.cropDescriptionRequired)] });
    // An over-long name or description is said to be too long, not missing, and no crop is stored.
    const longName = 'L'.repeat(CROP_LIMITS.nameMaxLength + 1);
    const overLong = await call(owner, 'POST', '/field/crop/define/', { name: longName, description: 'D'.repeat(CROP_LIMITS.descriptionMaxLength + 1) });
    expect(overLong).toMatchObject({ status: 400, body: { name: [translateText('en', CROP_MESSAGES.cropNameTooLong)], description: [translateText('en', CROP_MESSAGES.cropDescriptionTooLong)] } });
    expect((await crops(owner)).some((crop) => crop.name === longName)).toBe(false);
    // In the caller's language: a Hausa speaker is told what is missing in Hausa, and a crop in use in Hausa too.
    const hausa = await api(stageUrl, 'POST', '/field/crop/define/', { token: owner.session.idToken, body: { name: '', description: '' }, headers: { 'accept-language': 'ha' } });
    expect(hausa).toMatchObject({ status: 400, body: { name: ['Ana buƙatar sunan amfanin gona'], description: ['Ana buƙatar bayanin amfanin gona'] } });
    expect(hausa.body).toMatchObject({ name: [translateText('ha', CROP_MESSAGES.cropNameRequired)] });
    // The other team has its own catalogue: the same name is free there.
    expect((await call(other, 'POST', '/field/crop/define/', { name: 'Bambara nut', description: 'theirs' })).status).toBe(201);
  });

  it('adds a crop to a season of a field and lists it by year, by season query and on GET /field/', async () => {
    const added = await call(owner, 'POST', '/field/season/define/', {
      crop: sorghum.id,
      sowing_date: '2026-05-10',
      harvest_date: '2026-09-20',
      season: 2026,
      field: field.id,
    });
    expect(added.status).toBe(201);
    season = CropSeason.parse(added.body);
    expect(season).toMatchObject({ crop: { id: sorghum.id, name: 'Sorghum' }, season: 2026, sowing_date: '2026-05-10', harvest_date: '2026-09-20', field: field.id });
    const year = CropSeason.array().parse((await call(owner, 'GET', `/field/season/2026/${field.id}/all/`)).body);
    expect(year).toEqual([season]);
    expect(CropSeason.array().parse((await call(owner, 'GET', `/field/season/2027/${field.id}/all/`)).body)).toEqual([]);
    expect(CropSeason.array().parse((await call(owner, 'GET', `/field/season/?season=2026&field=${field.id}`)).body)).toEqual([season]);
    const fields = Field.array().parse((await call(owner, 'GET', '/field/')).body);
    expect(fields.find((entry) => entry.id === field.id)?.crop_season).toEqual([season]);
  });

  it('validates seasons: required fields, sowing not after harvest, years 2021 to 2040, crops and fields of the team', async () => {
    const empty = await call(owner, 'POST', '/field/season/define/', { season: 2026, field: field.id });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      crop: [translateText('en', CROP_MESSAGES.cropNameRequired)],
      sowing_date: [translateText('en', CROP_MESSAGES.sowingDateRequired)],
      harvest_date: [translateText('en', CROP_MESSAGES.harvestDateRequired)],
    });
    const base = { crop: sorghum.id, season: 2026, field: field.id };
    const reversed = await call(owner, 'POST', '/field/season/define/', { ...base, sowing_date: '2026-09-01', harvest_date: '2026-05-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ sowing_date: [translateText('en', CROP_MESSAGES.sowingAfterHarvest)] });
    const dates = { sowing_date: '2026-05-01', harvest_date: '2026-09-01' };
    for (const year of [2020, 2041]) {
      const outside = await call(owner, 'POST', '/field/season/define/', { ...base, ...dates, season: year });
      expect(outside.body).toMatchObject({ season: [translateText('en', CROP_MESSAGES.seasonYear)] });
    }
    expect((await call(owner, 'GET', `/field/season/2019/${field.id}/all/`)).status).toBe(400);
    // Another team's crop on my field, and my crop on another team's field: neither is found.
    const theirCrop = (await crops(other))[0]!;
    expect(await call(owner, 'POST', '/field/season/define/', { ...base, ...dates, crop: theirCrop.id })).toEqual({
      status: 404,
      body: { detail: translateText('en', CROP_MESSAGES.cropNotFound) },
    });
    expect((await call(owner, 'POST', '/field/season/define/', { ...base, ...dates, field: otherField.id })).status).toBe(404);
  });

  it('refuses to delete a crop that seasons use, naming how many', async () => {
    const second = await call(owner, 'POST', '/field/season/define/', {
      crop: sorghum.id,
      sowing_date: '2027-05-10',
      harvest_date: '2027-09-20',
      season: 2027,
      field: field.id,
    });
    expect(second.status).toBe(201);
    expect(await call(owner, 'DELETE', `/field/crop/${sorghum.id}`)).toEqual({ status: 409, body: { detail: translateText('en', cropInUseMessage(2)) } });
    expect((await call(owner, 'DELETE', `/field/season/${CropSeason.parse(second.body).id}`)).status).toBe(204);
    expect(await call(owner, 'DELETE', `/field/crop/${sorghum.id}`)).toEqual({ status: 409, body: { detail: translateText('en', cropInUseMessage(1)) } });
  });

  it('defines a rotation, rotates season years into it idempotently and answers its seasons', async () => {
    const empty = await call(owner, 'POST', '/field/rotation/define/', { field: field.id });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      name: [translateText('en', CROP_MESSAGES.rotationNameRequired)],
      start_date: [translateText('en', CROP_MESSAGES.startDateRequired)],
      end_date: [translateText('en', CROP_MESSAGES.endDateRequired)],
    });
    const reversed = await call(owner, 'POST', '/field/rotation/define/', { name: 'R', start_date: '2027-01-01', end_date: '2026-01-01', field: field.id });
    expect(reversed.body).toMatchObject({ start_date: [translateText('en', CROP_MESSAGES.startAfterEnd)] });
    const made = await call(owner, 'POST', '/field/rotation/define/', { name: 'Cereal-legume', start_date: '2026-01-01', end_date: '2028-12-31', field: field.id });
    expect(made.status).toBe(201);
    rotation = Rotation.parse(made.body);
    expect(rotation).toMatchObject({ name: 'Cereal-legume', field: field.id, crop_season: [], crop_season_years: [] });
    const rotated = await call(owner, 'PATCH', `/field/rotation/${rotation.id}/update`, { crop_season: 2026 });
    expect(rotated.status).toBe(200);
    expect(Rotation.parse(rotated.body)).toMatchObject({ crop_season: [season], crop_season_years: [2026] });
    await call(owner, 'PATCH', `/field/rotation/${rotation.id}/update`, { crop_season: 2026 });
    await call(owner, 'PATCH', `/field/rotation/${rotation.id}/update`, { crop_season: 2028 });
    const listed = Rotation.array().parse((await call(owner, 'GET', `/field/rotation/?field=${field.id}`)).body);
    expect(listed).toEqual([{ ...rotation, crop_season: [season], crop_season_years: [2026, 2028] }]);
    expect((await call(owner, 'PATCH', `/field/rotation/${rotation.id}/update`, { crop_season: 2050 })).body).toMatchObject({
      crop_season: [translateText('en', CROP_MESSAGES.seasonYear)],
    });
  });

  it('hides every crop, season, rotation and field of a team from another team: 404, and nothing changes', async () => {
    const attempts: Array<[Method, string, unknown?]> = [
      ['DELETE', `/field/crop/${sorghum.id}`],
      ['GET', `/field/season/2026/${field.id}/all/`],
      ['GET', `/field/season/?season=2026&field=${field.id}`],
      ['POST', '/field/season/define/', { crop: sorghum.id, sowing_date: '2026-01-01', harvest_date: '2026-02-01', season: 2026, field: field.id }],
      ['DELETE', `/field/season/${season.id}`],
      ['POST', '/field/rotation/define/', { name: 'Mine', start_date: '2026-01-01', end_date: '2026-02-01', field: field.id }],
      ['GET', `/field/rotation/?field=${field.id}`],
      ['PATCH', `/field/rotation/${rotation.id}/update`, { crop_season: 2030 }],
      ['DELETE', `/field/rotation/${rotation.id}/`],
    ];
    for (const [method, path, body] of attempts) {
      expect((await call(other, method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect((await call(other, 'GET', `/field/crop/list/?team=${owner.teamId}`)).status).toBe(403);
    expect((await call(other, 'POST', '/field/crop/define/', { team: owner.teamId, name: 'Spy', description: 'x' })).status).toBe(403);
    expect((await crops(other)).some((crop) => crop.id === sorghum.id)).toBe(false);
    expect(CropSeason.array().parse((await call(owner, 'GET', `/field/season/2026/${field.id}/all/`)).body)).toEqual([season]);
    expect(Rotation.array().parse((await call(owner, 'GET', `/field/rotation/?field=${field.id}`)).body)[0]?.crop_season_years).toEqual([2026, 2028]);
  });

  it('refuses members whose role lacks the crop permissions, and serves those who hold them', async () => {
    const viewer = await memberWith(owner, ['crop.view_crop', 'crop.view_cropseason', 'crop.view_rotation']);
    const team = `?team=${owner.teamId}`;
    expect((await call(viewer, 'GET', `/field/crop/list/${team}`)).status).toBe(200);
    expect((await call(viewer, 'GET', `/field/season/2026/${field.id}/all/`)).status).toBe(200);
    expect((await call(viewer, 'GET', `/field/rotation/?field=${field.id}`)).status).toBe(200);
    const refused: Array<[Method, string, unknown?]> = [
      ['POST', '/field/crop/define/', { team: owner.teamId, name: 'Teff', description: 'x' }],
      ['DELETE', `/field/crop/${sorghum.id}`],
      ['POST', '/field/season/define/', { crop: sorghum.id, sowing_date: '2026-01-01', harvest_date: '2026-02-01', season: 2026, field: field.id }],
      ['DELETE', `/field/season/${season.id}`],
      ['POST', '/field/rotation/define/', { name: 'R', start_date: '2026-01-01', end_date: '2026-02-01', field: field.id }],
      ['PATCH', `/field/rotation/${rotation.id}/update`, { crop_season: 2030 }],
      ['DELETE', `/field/rotation/${rotation.id}/`],
    ];
    for (const [method, path, body] of refused) {
      expect((await call(viewer, method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    const blind = await memberWith(owner, []);
    expect((await call(blind, 'GET', `/field/crop/list/${team}`)).status).toBe(403);
    expect((await call(blind, 'GET', `/field/season/?season=2026&field=${field.id}`)).status).toBe(403);
  });

  it('removes seasons, rotations and then the unused crop', async () => {
    expect((await call(owner, 'DELETE', `/field/season/${season.id}?field=someone-else`)).status).toBe(404);
    expect((await call(owner, 'DELETE', `/field/season/${season.id}?field=${field.id}&crop=${sorghum.id}`)).status).toBe(204);
    expect((await call(owner, 'DELETE', `/field/season/${season.id}`)).status).toBe(404);
    expect((await call(owner, 'DELETE', `/field/rotation/${rotation.id}/`)).status).toBe(204);
    expect(await call(owner, 'GET', `/field/rotation/?field=${field.id}`)).toEqual({ status: 200, body: [] });
    expect((await call(owner, 'DELETE', `/field/crop/${sorghum.id}`)).status).toBe(204);
    // The starter catalogue is laid once: a deleted starter crop does not come back.
    expect((await crops(owner)).some((crop) => crop.name === 'Sorghum')).toBe(false);
    const fields = Field.array().parse((await call(owner, 'GET', '/field/')).body);
    expect(fields.find((entry) => entry.id === field.id)?.crop_season).toEqual([]);
  });

  it('frees a crop whose only seasons were on a field deleted since', async () => {
    const plot = await drawField(owner, 'Short-lived');
    const millet = (await crops(owner)).find((crop) => crop.name === 'Millet')!;
    const planned = await call(owner, 'POST', '/field/season/define/', {
      crop: millet.id,
      sowing_date: '2026-06-01',
      harvest_date: '2026-09-01',
      season: 2026,
      field: plot.id,
    });
    expect(planned.status).toBe(201);
    expect((await call(owner, 'DELETE', `/field/${plot.id}/delete/`)).status).toBe(204);
    expect((await call(owner, 'DELETE', `/field/crop/${millet.id}`)).status).toBe(204);
  });
});
