import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportScoutingNote } from '../../../shared/api/schemas/farm-summary';
import { ReportScoutingNotes } from '../../../web/src/features/scouting/components/report-scouting-notes';
import { WithEnglish, en } from '../support/intl';

const NOTES: ReportScoutingNote[] = [
  { id: 'n1', category: 'pest', severity: 'high', observed_at: '2026-11-25T09:30:00Z', text: 'Fall armyworm on the east edge.', task: true },
  { id: 'n2', category: 'water', severity: 'low', observed_at: '2026-11-20T16:00:00Z', text: 'Puddles in the low corner.', task: false },
];

describe('the field report’s scouting notes', () => {
  it('lists each note of the period with its date, category, severity, words and whether it became a task', () => {
    render(
      <WithEnglish>
        <ReportScoutingNotes notes={NOTES} />
      </WithEnglish>,
    );
    expect(screen.getByRole('heading', { name: en('scouting.title') })).toBeTruthy();
    const first = screen.getByText(/Fall armyworm on the east edge\./).textContent ?? '';
    expect(first).toContain(en('scouting.category.pest'));
    expect(first).toContain(en('scouting.severity.high'));
    expect(first).toContain('Nov 25, 2026');
    expect(first).toContain(en('scouting.taskMade'));
    const second = screen.getByText(/Puddles in the low corner\./).textContent ?? '';
    expect(second).toContain(en('scouting.category.water'));
    expect(second).not.toContain(en('scouting.taskMade'));
  });

  it('shows nothing for a period without notes', () => {
    const { container } = render(
      <WithEnglish>
        <ReportScoutingNotes notes={[]} />
      </WithEnglish>,
    );
    expect(container.textContent).toBe('');
  });
});
