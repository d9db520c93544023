import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldUpload } from '../../shared/api/schemas/fields';
import { FIELD_MESSAGES } from '../../shared/domain/fields';
import { AddFieldDialog } from '../../web/src/features/fields/components/add-field-dialog';
import { english, WithEnglish } from './support/intl';

const noop = () => undefined;

function upload(overrides: Partial<FieldUpload>): FieldUpload {
  return {
    id: 'up-1',
    team: 'team-1',
    file_name: 'farm.geojson',
    status: 'succeeded',
    message: english(FIELD_MESSAGES.uploadSucceeded),
    refused: [],
    skipped: [],
    duplicates: [],
    fields: ['f-4'],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('an upload with fields the team already has', () => {
  it('lists each duplicate with the field it repeats, as a warning', () => {
    const duplicates = [
      { feature: 1, name: 'North plot (1)', existing_id: 'f-1', existing_name: 'North plot' },
      { feature: 2, name: 'Middle plot (2)', existing_id: 'f-2', existing_name: 'Middle plot' },
    ];
    render(<AddFieldDialog open state={{ phase: 'succeeded', upload: upload({ duplicates }) }} onFiles={noop} onDraw={noop} onClose={noop} />, { wrapper: WithEnglish });
    const list = screen.getByRole('list', { name: english(FIELD_MESSAGES.duplicatesTitle) });
    const items = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      `Feature 1 (North plot (1)): ${english(FIELD_MESSAGES.duplicateOf('North plot'))}`,
      `Feature 2 (Middle plot (2)): ${english(FIELD_MESSAGES.duplicateOf('Middle plot'))}`,
    ]);
    expect(screen.getByRole('alert').className).toContain('MuiAlert-colorWarning');
  });

  it('says nothing was added when every polygon is a duplicate, and lists them', () => {
    const duplicates = [{ feature: 1, name: null, existing_id: 'f-1', existing_name: 'North plot' }];
    render(
      <AddFieldDialog
        open
        state={{ phase: 'failed', message: english(FIELD_MESSAGES.allDuplicates(1)), refused: [], skipped: [], duplicates }}
        onFiles={noop}
        onDraw={noop}
        onClose={noop}
      />,
      { wrapper: WithEnglish },
    );
    expect(screen.getByRole('alert').textContent).toContain(english(FIELD_MESSAGES.allDuplicates(1)));
    expect(within(screen.getByRole('list', { name: english(FIELD_MESSAGES.duplicatesTitle) })).getByRole('listitem').textContent).toContain('North plot');
  });
});
