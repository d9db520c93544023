import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Field } from '../../shared/api/schemas/fields';
import type { UserDetails } from '../../shared/api/schemas/accounts';
import { ALL_PERMISSIONS } from '../../shared/domain/permissions';
import { FIELDS_TEXTS } from '../../web/src/features/fields/messages';
import { fieldFixture } from './field-fixture';
import { mockSession, renderApp, userDetails } from './render';
import { mockApi, reply } from './support/mock-api';
import { en } from './support/intl';

// Leaflet needs a laid-out page: the map is a stand-in that says whether it is drawing.
vi.mock('../../web/src/features/fields/components/fields-map', () => ({
  default: ({ drawing }: { drawing: boolean }) => <div data-testid="fields-map" data-drawing={drawing} />,
}));

function mockBackend(profile: UserDetails, fields: Field[]) {
  return mockApi({
    getProfile: ({ params }) => (params.userId === profile.id ? profile : reply(404, { detail: 'Not found.' })),
    listFields: fields,
  });
}

const emptyCard = () => screen.findByRole('region', { name: en(FIELDS_TEXTS.emptyTitle) }, { timeout: 15_000 });

describe('the dashboard of a team without fields', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    mockSession({ sub: 'user-1' });
  });

  it('tells an owner to add the first field, and its actions start drawing or open the upload', async () => {
    mockBackend(userDetails({ permissions: [...ALL_PERMISSIONS] }), []);
    renderApp('/dashboard');
    const card = await emptyCard();
    expect(within(card).getByText(en(FIELDS_TEXTS.emptyCanAdd))).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: en(FIELDS_TEXTS.emptyUpload) }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(en(FIELDS_TEXTS.fileInput))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: en(FIELDS_TEXTS.close) }));

    await userEvent.click(within(await emptyCard()).getByRole('button', { name: en(FIELDS_TEXTS.emptyDraw) }));
    expect(screen.getByTestId('fields-map').dataset.drawing).toBe('true');
    expect(await screen.findByRole('region', { name: en(FIELDS_TEXTS.drawField) })).toBeTruthy();
    // While drawing, the card leaves the map to the drawing.
    expect(screen.queryByRole('region', { name: en(FIELDS_TEXTS.emptyTitle) })).toBeNull();
  });

  it('a member who may not add fields reads the text without the actions', async () => {
    mockBackend(userDetails({ owned_team: null, user_team: 'team-1', permissions: ['field.view_field'] }), []);
    renderApp('/dashboard');
    const card = await emptyCard();
    expect(within(card).getByText(en(FIELDS_TEXTS.emptyReadOnly))).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('a team with fields sees no empty state', async () => {
    mockBackend(userDetails({ permissions: [...ALL_PERMISSIONS] }), [fieldFixture('f1', 'North Farm')]);
    renderApp('/dashboard');
    await screen.findByRole('button', { name: en(FIELDS_TEXTS.addField) }, { timeout: 15_000 });
    await screen.findByTestId('fields-map');
    expect(screen.queryByRole('region', { name: en(FIELDS_TEXTS.emptyTitle) })).toBeNull();
  });
});
