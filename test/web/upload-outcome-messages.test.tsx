import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, isAreaLimitRefusal } from '../../shared/domain/fields';
import { AddFieldDialog } from '../../web/src/features/fields/components/add-field-dialog';
import { english, catalogueIn, en, ENGLISH_CATALOGUE, WithEnglish } from './support/intl';

const noop = () => undefined;

function failedWith(message: string, messageId?: string, catalogue = ENGLISH_CATALOGUE) {
  render(
    <WithEnglish catalogue={catalogue}>
      <MemoryRouter>
        <AddFieldDialog
          open
          state={{ phase: 'failed', message, ...(messageId ? { messageId } : {}), refused: [], skipped: [] }}
          onFiles={noop}
          onDraw={noop}
          onClose={noop}
        />
      </MemoryRouter>
    </WithEnglish>,
  );
}

describe('what an upload says when it ends', () => {
  it('says how many fields a file added whole', () => {
    expect(english(FIELD_MESSAGES.allAdded(1))).toBe('Successfully uploaded field file: 1 field added.');
    expect(english(FIELD_MESSAGES.allAdded(12))).toBe('Successfully uploaded field file: 12 fields added.');
  });

  it('says how much room is left under the allowance, or that none is', () => {
    expect(english(FIELD_MESSAGES.areaLimit(500, 480.25, 30))).toBe(
      "Your team has 19.75 ha of room left: adding 30.00 ha would take its farm area to 510.25 ha, above its allowance of 500 ha.",
    );
    expect(english(FIELD_MESSAGES.areaLimit(500, 500, 2))).toMatch(/^Your team has no room left: adding 2\.00 ha/);
    expect(isAreaLimitRefusal(FIELD_MESSAGES.areaLimit(500, 10, 600))).toBe(true);
    expect(isAreaLimitRefusal(FIELD_MESSAGES.noneAdded(2))).toBe(false);
  });

  it('offers the plans when a file was refused for going over the allowance', () => {
    failedWith(FIELD_MESSAGES.areaLimit(500, 480, 30));
    expect(screen.getByRole('alert').textContent).toContain('20.00 ha of room left');
    expect(screen.getByRole('link', { name: english(FIELD_MESSAGES.plansLink) }).getAttribute('href')).toBe('/subscription/plans');
  });

  it('does not offer the plans for a file refused for another reason', () => {
    failedWith(FIELD_MESSAGES.noneAdded(2));
    expect(screen.queryByRole('link', { name: english(FIELD_MESSAGES.plansLink) })).toBeNull();
  });

  it('offers the plans in Hausa when the API answered the refusal in Hausa and named its key', () => {
    const hausa = catalogueIn('ha');
    const answered = 'An answer in Hausa from the API';
    failedWith(answered, 'fields.areaLimit', hausa);
    expect(screen.getByRole('alert').textContent).toContain(answered);
    const plans = hausa.messages['fields.plansLink'];
    expect(typeof plans === 'string' && plans !== en('fields.plansLink')).toBe(true);
    expect(screen.getByRole('link', { name: plans as string }).getAttribute('href')).toBe('/subscription/plans');
  });
});
