import { render, screen, within } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Field } from '../../shared/api/schemas/fields';
import { FIELD_MESSAGES } from '../../shared/domain/fields';
import { AddFieldDialog } from '../../web/src/features/fields/components/add-field-dialog';
import { FieldListDialog } from '../../web/src/features/fields/components/field-list-dialog';
import { fieldFixture } from './field-fixture';
import { english, catalogueIn, en, WithEnglish } from './support/intl';

// Leaflet needs a laid-out page: the mini map is a stand-in.
vi.mock('../../web/src/features/fields/components/field-mini-map', () => ({
  FieldMiniMap: () => <div />,
}));

const HAUSA = catalogueIn('ha');
const noop = () => undefined;

/** A message as the Hausa catalogue has it, its placeholders filled in. */
function ha(id: string, values: Record<string, string | number> = {}): string {
  const message = HAUSA.messages[id];
  if (typeof message !== 'string') throw new Error(`No Hausa for ${id}`);
  return Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), message);
}

function inHausa(children: React.ReactNode) {
  return render(
    <WithEnglish catalogue={HAUSA}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter>{children}</MemoryRouter>
      </ThemeProvider>
    </WithEnglish>,
  );
}

describe('the field screens in Hausa', () => {
  it('shows the field list, its search, its cards and their links in Hausa, the field names as they are', () => {
    const fields: Field[] = [fieldFixture('f1', 'Gonar Audu', { group_name: 'Kaduna' }), fieldFixture('f2', 'River plot')];
    inHausa(
      <FieldListDialog open fields={fields} loading={false} error={null} selectedId={null} onRetry={noop} onSelect={noop} onEdit={noop} onClose={noop} />,
    );
    const dialog = screen.getByRole('dialog', { name: ha('fields.fieldList') });
    expect(ha('fields.fieldList')).not.toBe(en('fields.fieldList'));
    expect(within(dialog).getByPlaceholderText(ha('fields.searchPlaceholder')).getAttribute('aria-label')).toBe(ha('fields.searchFields'));
    const cards = within(dialog).getByRole('list', { name: ha('fields.cards') });
    const audu = within(cards).getByRole('listitem', { name: 'Gonar Audu' });
    expect(within(audu).getByText('Kaduna')).toBeTruthy();
    expect(within(audu).getByRole('button', { name: ha('fields.editNamed', { name: 'Gonar Audu' }) })).toBeTruthy();
    expect(within(audu).getByRole('link', { name: ha('fields.weatherLink') })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: ha('fields.close') })).toBeTruthy();
    // Nothing of the list is left in English.
    expect(within(dialog).queryByText(en('fields.weatherLink'))).toBeNull();
    expect(within(dialog).queryByRole('button', { name: en('fields.close') })).toBeNull();
  });

  it('says why an uploaded polygon was refused in Hausa, the reason inside the sentence too', () => {
    const reason = FIELD_MESSAGES.tooSmall(0.004);
    inHausa(
      <AddFieldDialog
        open
        state={{ phase: 'failed', message: FIELD_MESSAGES.noneAdded(1), refused: [{ feature: 2, name: null, reason }], skipped: [] }}
        onFiles={noop}
        onDraw={noop}
        onClose={noop}
      />,
    );
    expect(screen.getByRole('dialog', { name: ha('fields.addFieldTitle') })).toBeTruthy();
    const refused = screen.getByRole('list', { name: ha('fields.refusedTitle') });
    const hausaReason = ha('fields.tooSmall', { area: '0.0040' });
    expect(within(refused).getByText(ha('fields.featureNote', { feature: 2, reason: hausaReason }))).toBeTruthy();
    expect(screen.queryByText(english(FIELD_MESSAGES.noneAdded(1)))).toBeNull();
  });
});
