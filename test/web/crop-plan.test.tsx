import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getContrastRatio } from '@mui/material/styles';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Crop, CropSeason, Rotation } from '../../shared/api/schemas/crops';
import type { Field } from '../../shared/api/schemas/fields';
import { CROP_LIMITS, CROP_MESSAGES, cropInUseMessage, rotatedMessage } from '../../shared/domain/crops';
import { SEASON_COLOURS, seasonColour } from '../../web/src/features/crop-plan/season-colour';
import { currentPath, mockSession, renderApp, userDetails } from './render';
import { fieldFixture } from './field-fixture';
import { english, catalogueIn } from './support/intl';
import { mockApi, reply, type ApiRequest } from './support/mock-api';

function field(id: string, name: string): Field {
  return fieldFixture(id, name, {
    centroid: [8.6775, 9.0788],
    coordinates: [
      [8.67, 9.07],
      [8.68, 9.07],
      [8.68, 9.08],
      [8.67, 9.07],
    ],
  });
}

interface Backend {
  crops: Crop[];
  seasons: CropSeason[];
  rotations: Rotation[];
  fields: Field[];
  requests: ApiRequest[];
}

/** An in-memory stand-in for the crop routes, so panels really reload after each change. */
function mockCropBackend(): Backend {
  const api = mockApi();
  const backend: Backend = {
    crops: [
      { id: 'c-maize', name: 'Maize', description: 'Cereal of every zone' },
      { id: 'c-yam', name: 'Yam', description: 'Tuber planted on mounds' },
      { id: 'c-cowpea', name: 'Cowpea', description: 'Grain legume of the savannah' },
    ],
    seasons: [],
    rotations: [],
    fields: [field('f1', 'North plot'), field('f2', 'River plot')],
    requests: api.requests,
  };
  let next = 1;
  const withSeasons = (rotation: Rotation): Rotation => ({
    ...rotation,
    crop_season: backend.seasons.filter((season) => season.field === rotation.field && rotation.crop_season_years.includes(season.season)),
  });
  api.answer({
    getProfile: (request) => (request.params.userId === 'user-1' ? userDetails() : reply(404, { detail: `Unexpected ${request.path}` })),
    listFields: () => backend.fields.map((entry) => ({ ...entry, crop_season: backend.seasons.filter((season) => season.field === entry.id) })),
    listCrops: () => backend.crops,
    defineCrop: (request) => {
      const body = request.body as Record<string, unknown> | undefined;
      const crop = { id: `c-${next++}`, name: String(body?.name), description: String(body?.description) };
      backend.crops = [...backend.crops, crop];
      return reply(201, crop);
    },
    deleteCrop: (request) => {
      const used = backend.seasons.filter((season) => season.crop.id === request.params.cropId).length;
      if (used > 0) return reply(409, { detail: english(cropInUseMessage(used)) });
      backend.crops = backend.crops.filter((crop) => crop.id !== request.params.cropId);
      return reply(204);
    },
    listYearSeasons: (request) => backend.seasons.filter((season) => season.season === Number(request.params.year) && season.field === request.params.fieldId),
    defineSeason: (request) => {
      const body = request.body as Record<string, unknown> | undefined;
      const crop = backend.crops.find((entry) => entry.id === body?.crop)!;
      const season: CropSeason = {
        id: `s-${next++}`,
        crop,
        season: Number(body?.season),
        sowing_date: String(body?.sowing_date),
        harvest_date: String(body?.harvest_date),
        field: String(body?.field),
      };
      backend.seasons = [...backend.seasons, season];
      return reply(201, season);
    },
    deleteSeason: (request) => {
      backend.seasons = backend.seasons.filter((season) => season.id !== request.params.id);
      return reply(204);
    },
    listRotations: (request) => backend.rotations.filter((rotation) => rotation.field === request.query.get('field')).map(withSeasons),
    defineRotation: (request) => {
      const body = request.body as Record<string, unknown> | undefined;
      const rotation: Rotation = {
        id: `r-${next++}`,
        name: String(body?.name),
        start_date: String(body?.start_date),
        end_date: String(body?.end_date),
        field: String(body?.field),
        crop_season: [],
        crop_season_years: [],
      };
      backend.rotations = [...backend.rotations, rotation];
      return reply(201, rotation);
    },
    updateRotation: (request) => {
      const year = Number((request.body as Record<string, unknown> | undefined)?.crop_season);
      backend.rotations = backend.rotations.map((rotation) =>
        rotation.id === request.params.id ? { ...rotation, crop_season_years: [...new Set([...rotation.crop_season_years, year])].sort() } : rotation,
      );
      return withSeasons(backend.rotations.find((rotation) => rotation.id === request.params.id)!);
    },
    deleteRotation: (request) => {
      backend.rotations = backend.rotations.filter((rotation) => rotation.id !== request.params.id);
      return reply(204);
    },
  });
  return backend;
}

/** A closing dialog keeps the page aria-hidden until its transition ends. */
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

const cropsPanel = () => screen.getByRole('region', { name: 'Crops Database' });

async function openCropScreen(path = '/dashboard/crop-plan/config/farm/f1') {
  renderApp(path);
  expect(await screen.findByRole('heading', { name: 'Configure Your Crops', level: 1 })).toBeTruthy();
}

async function chooseYear(user: ReturnType<typeof userEvent.setup>, year: number) {
  await user.click(screen.getByRole('combobox', { name: 'Season' }));
  await user.click(await screen.findByRole('option', { name: String(year) }));
}

describe('Configure Your Crops', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it('without a field warns and goes back to the dashboard after 2 s', async () => {
    // The dashboard's lazy screen, imported first: the router shows the new path once that screen has loaded, and
    // compiling it here takes seconds, which a browser spends downloading its (cached) chunk instead.
    await import('../../web/src/app/dashboard-route');
    mockCropBackend();
    await openCropScreen('/dashboard/crop-plan/config/farm/');
    expect(screen.getByText(english(CROP_MESSAGES.fieldRequired))).toBeTruthy();
    expect(currentPath()).toBe('/dashboard/crop-plan/config/farm/');
    await waitFor(() => expect(currentPath()).toBe('/dashboard'), { timeout: 5_000 });
  });

  it('speaks Hausa on the plans page: its panels, buttons, year plan, a toast and a form dialog', async () => {
    mockCropBackend();
    const user = userEvent.setup();
    renderApp('/dashboard/crop-plan/config/farm/f1', { catalogue: catalogueIn('ha') });
    expect(await screen.findByRole('heading', { name: 'Tsara amfanin gonarka', level: 1 }, { timeout: 10_000 })).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Rumbun amfanin gona' });
    expect(await within(panel).findByText('Maize')).toBeTruthy();
    expect(within(panel).getByRole('textbox', { name: 'Nemi amfanin gona da suna ko bayani' })).toBeTruthy();
    for (const name of ['Goge amfanin gona', 'Ƙirƙiri sabon amfanin gona']) expect(within(panel).getByRole('button', { name })).toBeTruthy();
    expect(within(panel).getByRole('columnheader', { name: 'Suna' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ƙara amfanin gona' })).toBeTruthy();
    expect(screen.getByRole('region', { name: `Tsarin shekara ${new Date().getFullYear()}` })).toBeTruthy();
    // A toast of the shared domain's messages, in Hausa.
    await user.click(within(panel).getByRole('button', { name: 'Goge amfanin gona' }));
    expect(await screen.findByText('Don Allah zaɓi amfanin gonar da za a goge')).toBeTruthy();
    // A form's own check, in Hausa.
    await user.click(within(panel).getByRole('button', { name: 'Ƙirƙiri sabon amfanin gona' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ƙirƙiri sabon amfanin gona' });
    expect(within(dialog).getByRole('button', { name: 'Soke' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ajiye' })).toBeTruthy();
    // Nothing of the English wording is left.
    expect(screen.queryByText(/Configure Your Crops|Crops Database|Delete Crop|Create New Crop/)).toBeNull();
  });

  it('Crops Database: searches by name or description, creates with validation, deletes the selected crop', async () => {
    const backend = mockCropBackend();
    const user = userEvent.setup();
    await openCropScreen();
    const panel = cropsPanel();
    expect(await within(panel).findByText('Maize')).toBeTruthy();
    await user.type(within(panel).getByRole('textbox', { name: /search crops/i }), 'legume');
    expect(within(panel).queryByText('Maize')).toBeNull();
    expect(within(panel).getByText('Cowpea')).toBeTruthy();
    await user.clear(within(panel).getByRole('textbox', { name: /search crops/i }));

    await user.click(within(panel).getByRole('button', { name: 'Delete Crop' }));
    expect(await screen.findByText(english(CROP_MESSAGES.selectCropToDelete))).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Create New Crop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Crop' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(english(CROP_MESSAGES.cropNameRequired))).toBeTruthy();
    expect(within(dialog).getByText(english(CROP_MESSAGES.cropDescriptionRequired))).toBeTruthy();
    expect(backend.requests.some((request) => request.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /crop name/i }), 'Sesame');
    await user.type(within(dialog).getByRole('textbox', { name: /crop description/i }), 'Oilseed');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(english(CROP_MESSAGES.cropAdded))).toBeTruthy();
    await dialogGone();
    expect(await within(cropsPanel()).findByText('Sesame')).toBeTruthy();

    await user.click(within(cropsPanel()).getByRole('radio', { name: 'Yam' }));
    await user.click(within(cropsPanel()).getByRole('button', { name: 'Delete Crop' }));
    expect(await screen.findByText(english(CROP_MESSAGES.cropDeleted))).toBeTruthy();
    await waitFor(() => expect(within(cropsPanel()).queryByText('Yam')).toBeNull());
  });

  it('Seasons: adds a crop to the selected year with validation, rotates the year, removes the crop, and the year plan shows it', async () => {
    const backend = mockCropBackend();
    backend.rotations = [{ id: 'r-1', name: 'Cereal-legume', start_date: '2026-01-01', end_date: '2028-12-31', field: 'f1', crop_season: [], crop_season_years: [] }];
    const user = userEvent.setup();
    await openCropScreen();
    await chooseYear(user, 2026);
    const seasons = screen.getByRole('region', { name: 'Seasons' });
    expect(await within(seasons).findByText('No Crop Added Yet!')).toBeTruthy();

    await user.click(within(seasons).getByRole('button', { name: 'Add Crop to Season' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Crop to 2026 Season' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(english(CROP_MESSAGES.cropNameRequired))).toBeTruthy();
    expect(within(dialog).getByText(english(CROP_MESSAGES.sowingDateRequired))).toBeTruthy();
    expect(within(dialog).getByText(english(CROP_MESSAGES.harvestDateRequired))).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: /crop name/i }));
    await user.click(await screen.findByRole('option', { name: 'Maize' }));
    await user.type(within(dialog).getByLabelText(/sowing date/i), '2026-09-01');
    await user.type(within(dialog).getByLabelText(/harvest date/i), '2026-05-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(english(CROP_MESSAGES.sowingAfterHarvest))).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/sowing date/i));
    await user.type(within(dialog).getByLabelText(/sowing date/i), '2026-04-15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(english(CROP_MESSAGES.seasonAdded))).toBeTruthy();
    await dialogGone();
    expect(backend.requests.find((request) => request.path === '/field/season/define/')?.body).toEqual({
      crop: 'c-maize',
      sowing_date: '2026-04-15',
      harvest_date: '2026-05-01',
      season: 2026,
      field: 'f1',
    });
    expect(await within(seasons).findByText('Maize')).toBeTruthy();
    const plan = screen.getByRole('region', { name: 'Year plan 2026' });
    await waitFor(() => expect(within(plan).getAllByTestId('season-bar').map((bar) => bar.textContent)).toEqual(['Maize']));

    await user.click(within(seasons).getByRole('button', { name: 'Rotate 2026' }));
    const rotate = await screen.findByRole('dialog', { name: 'Rotate Season 2026' });
    await user.click(within(rotate).getByRole('button', { name: 'Rotate 2026' }));
    expect(await screen.findByText(english(rotatedMessage(2026)))).toBeTruthy();
    await dialogGone();
    expect(backend.rotations[0]?.crop_season_years).toEqual([2026]);

    await user.type(within(seasons).getByRole('textbox', { name: /search by crop name/i }), 'yam');
    expect(within(seasons).queryByText('Maize')).toBeNull();
    await user.clear(within(seasons).getByRole('textbox', { name: /search by crop name/i }));
    await user.click(within(seasons).getByRole('button', { name: 'Remove Crop Maize' }));
    expect(await screen.findByText(english(CROP_MESSAGES.seasonDeleted))).toBeTruthy();
    expect(await within(seasons).findByText('No Crop Added Yet!')).toBeTruthy();
  });

  it('Rotations: adds with validation, shows a rotation’s seasons, deletes the selected rotation', async () => {
    const backend = mockCropBackend();
    backend.seasons = [{ id: 's-9', crop: backend.crops[2]!, season: 2027, sowing_date: '2027-06-01', harvest_date: '2027-09-01', field: 'f1' }];
    backend.rotations = [{ id: 'r-1', name: 'Legume break', start_date: '2027-01-01', end_date: '2027-12-31', field: 'f1', crop_season: [], crop_season_years: [2027] }];
    const user = userEvent.setup();
    await openCropScreen();
    await user.click(screen.getByRole('button', { name: 'Rotations' }));
    const panel = screen.getByRole('region', { name: 'Rotations' });
    expect(await within(panel).findByText('Legume break')).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Delete Rotation' }));
    expect(await screen.findByText(english(CROP_MESSAGES.selectRotationToDelete))).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'View Seasons Legume break' }));
    const view = await screen.findByRole('dialog', { name: 'Legume break: Seasons' });
    expect(within(view).getByText('2027 · Cowpea')).toBeTruthy();
    await user.click(within(view).getByRole('button', { name: 'Close' }));
    await dialogGone();

    await user.click(within(panel).getByRole('button', { name: 'Add New Rotation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Rotation' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(english(CROP_MESSAGES.rotationNameRequired))).toBeTruthy();
    expect(within(dialog).getByText(english(CROP_MESSAGES.startDateRequired))).toBeTruthy();
    expect(within(dialog).getByText(english(CROP_MESSAGES.endDateRequired))).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /rotation name/i }), 'Three-year');
    await user.type(within(dialog).getByLabelText(/start date/i), '2029-01-01');
    await user.type(within(dialog).getByLabelText(/end date/i), '2028-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(english(CROP_MESSAGES.startAfterEnd))).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/start date/i));
    await user.type(within(dialog).getByLabelText(/start date/i), '2026-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(english(CROP_MESSAGES.rotationAdded))).toBeTruthy();
    await dialogGone();
    expect(await within(panel).findByText('Three-year')).toBeTruthy();
    await user.type(within(panel).getByRole('textbox', { name: /search rotations/i }), 'three');
    expect(within(panel).queryByText('Legume break')).toBeNull();
    await user.clear(within(panel).getByRole('textbox', { name: /search rotations/i }));

    await user.click(within(panel).getByRole('radio', { name: 'Legume break' }));
    await user.click(within(panel).getByRole('button', { name: 'Delete Rotation' }));
    expect(await screen.findByText(english(CROP_MESSAGES.rotationDeleted))).toBeTruthy();
    await waitFor(() => expect(within(panel).queryByText('Legume break')).toBeNull());
  });

  it('says an over-long crop name is too long (not "is required") and sends nothing', async () => {
    const backend = mockCropBackend();
    const user = userEvent.setup();
    await openCropScreen();
    await user.click(within(cropsPanel()).getByRole('button', { name: 'Create New Crop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Crop' });
    await user.click(within(dialog).getByRole('textbox', { name: /crop name/i }));
    await user.paste('M'.repeat(CROP_LIMITS.nameMaxLength + 1));
    await user.type(within(dialog).getByRole('textbox', { name: /crop description/i }), 'Too long a name');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(english(CROP_MESSAGES.cropNameTooLong))).toBeTruthy();
    expect(within(dialog).queryByText(english(CROP_MESSAGES.cropNameRequired))).toBeNull();
    expect(backend.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows the server’s reason when a crop in use cannot be deleted', async () => {
    const backend = mockCropBackend();
    backend.seasons = [{ id: 's-1', crop: backend.crops[0]!, season: 2026, sowing_date: '2026-05-01', harvest_date: '2026-08-01', field: 'f1' }];
    const user = userEvent.setup();
    await openCropScreen();
    await user.click(await within(cropsPanel()).findByRole('radio', { name: 'Maize' }));
    await user.click(within(cropsPanel()).getByRole('button', { name: 'Delete Crop' }));
    expect(await screen.findByText(english(cropInUseMessage(1)))).toBeTruthy();
    expect(within(cropsPanel()).getByText('Maize')).toBeTruthy();
  });
});

describe('year plan colours', () => {
  it('carry the white crop name at 4.5:1 or more, and one crop keeps its colour', () => {
    for (const colour of SEASON_COLOURS) expect(getContrastRatio(colour, '#ffffff'), colour).toBeGreaterThanOrEqual(4.5);
    expect(seasonColour('crop-42')).toBe(seasonColour('crop-42'));
    const ids = Array.from({ length: 64 }, (_, index) => `crop-${index}`);
    expect(new Set(ids.map(seasonColour)).size).toBe(SEASON_COLOURS.length);
  });
});
