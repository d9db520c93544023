import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOW_DATA_STORAGE_KEY } from '../../../web/src/lib/low-data/low-data-store';
import { mockSession, renderApp, userDetails } from '../render';
import { fieldFixture } from '../field-fixture';
import { mockApi } from '../support/mock-api';
import { en } from '../support/intl';

// Leaflet needs a laid-out page: the maps are stand-ins, as in the field list's own tests.
vi.mock('../../../web/src/features/fields/components/fields-map', () => ({ default: () => null }));
vi.mock('../../../web/src/features/fields/components/field-mini-map', () => ({
  FieldMiniMap: (props: { field: { name: string } }) => <div role="img" aria-label={`Map of ${props.field.name}`} />,
}));

const FIELDS = Array.from({ length: 45 }, (_, i) => fieldFixture(`f${i + 1}`, `Plot ${String(i + 1).padStart(2, '0')}`));

async function openFieldList() {
  mockApi({ getProfile: userDetails(), listFields: FIELDS });
  renderApp('/dashboard');
  // The dashboard is a lazy chunk: on a busy 2-core machine its first load takes a while.
  await userEvent.click(await screen.findByRole('button', { name: 'Field List' }, { timeout: 30_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Field List' });
  return within(await within(dialog).findByRole('list', { name: 'Fields' }));
}

describe('the field list in low-data mode', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it('shows every card when low-data mode is off', { timeout: 60_000 }, async () => {
    const cards = await openFieldList();
    expect(cards.getAllByRole('listitem')).toHaveLength(45);
    expect(screen.queryByRole('button', { name: en('field-app.lowData.page', { page: 2 }) })).toBeNull();
  });

  it('shows 20 cards a page, with page buttons', { timeout: 60_000 }, async () => {
    localStorage.setItem(LOW_DATA_STORAGE_KEY, 'on');
    const cards = await openFieldList();
    expect(cards.getAllByRole('listitem')).toHaveLength(20);
    expect(cards.getByRole('listitem', { name: 'Plot 01' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: en('field-app.lowData.page', { page: 3 }) }, { timeout: 30_000 }));
    const last = within(screen.getByRole('list', { name: 'Fields' })).getAllByRole('listitem');
    expect(last.map((card) => card.getAttribute('aria-label'))).toEqual(['Plot 41', 'Plot 42', 'Plot 43', 'Plot 44', 'Plot 45']);
  });
});
