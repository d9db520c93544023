import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EditFieldDialog } from '../../web/src/features/fields/components/edit-field-dialog';
import { ENGLISH_CATALOGUE } from './support/intl';
import { AppProviders } from '../../web/src/app/providers';
import { RuntimeProviders } from '../../web/src/app/runtime';
import { makeStore } from '../../web/src/app/store';
import { fieldFixture } from './field-fixture';
import { mockSession, TEST_CONFIG } from './render';
import { mockApi } from './support/mock-api';

vi.mock('../../web/src/features/fields/components/field-mini-map', () => ({
  FieldMiniMap: (props: { field: { name: string } }) => <div role="img" aria-label={`Map of ${props.field.name}`} />,
}));

function renderInApp(element: ReactElement) {
  return render(
    <MemoryRouter>
      <AppProviders config={TEST_CONFIG} catalogue={ENGLISH_CATALOGUE}>
        <RuntimeProviders store={makeStore()}>{element}</RuntimeProviders>
      </AppProviders>
    </MemoryRouter>,
  );
}

describe('messages a new user meets in forms', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    mockSession({ sub: 'user-1' });
    // No route is answered: every request gets a 404.
    mockApi();
  });

  it('Edit Field clears "Field Name is required" as soon as a name is typed', async () => {
    renderInApp(<EditFieldDialog field={fieldFixture('f1', 'North Farm')} onClose={() => undefined} onDeleted={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Field' });
    const name = within(dialog).getByRole('textbox', { name: /Field Name/ });
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Field Name is required')).toBeTruthy();
    await userEvent.type(name, 'South Farm');
    await waitFor(() => expect(within(dialog).queryByText('Field Name is required')).toBeNull());
    expect(name.getAttribute('aria-invalid')).toBe('false');
  });
});
