import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTEXT_STORAGE_KEY } from '../../web/src/lib/context-slice';
import { mockSession, renderApp } from './render';
import { mockMonitoringBackend, storeWithSelection } from './monitoring-support';

vi.mock('../../web/src/features/fields/components/fields-map', () => ({
  default: () => <div data-testid="fields-map" />,
}));
vi.mock('../../web/src/features/monitoring/components/field-imagery-map', () => ({
  default: (props: { label: string }) => <div role="img" aria-label={props.label} />,
}));

/** What a native date picker reports while its year is typed digit by digit (month and day already set). */
const typeYear = (input: HTMLElement, monthDay: string, year: string) => {
  for (let k = 1; k <= year.length; k += 1) fireEvent.change(input, { target: { value: `${year.slice(0, k).padStart(4, '0')}-${monthDay}` } });
};

describe('Monitoring date pickers typed with the keyboard', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.sessionStorage.removeItem(CONTEXT_STORAGE_KEY);
    mockSession({});
  });

  it('dashboard: the half-typed years are not checked, and the complete date is the one stored', async () => {
    mockMonitoringBackend();
    const store = storeWithSelection();
    renderApp('/dashboard', { store });
    const controls = await screen.findByRole('group', { name: 'Map controls' });
    const start = within(controls).getByLabelText('Start Date');
    typeYear(start, '12-15', '2025');
    fireEvent.blur(start);
    expect(store.getState().sessionContext.start).toBe('2025-12-15');
    expect(store.getState().sessionContext.end).toBe('2026-02-01');
    expect((start as HTMLInputElement).value).toBe('2025-12-15');
    expect(screen.queryByText('The date range exceeds a year.')).toBeNull();
  });

  it('dashboard: typing the end a year back moves the window across the year in one edit', async () => {
    mockMonitoringBackend();
    const store = storeWithSelection();
    renderApp('/dashboard', { store });
    const controls = await screen.findByRole('group', { name: 'Map controls' });
    const end = within(controls).getByLabelText('End Date');
    typeYear(end, '02-01', '2025');
    // Before the end is left, the stored window is still the old one (2025-02-01 is before the start).
    expect(store.getState().sessionContext.end).toBe('2026-02-01');
    fireEvent.keyDown(end, { key: 'Enter' });
    expect(store.getState().sessionContext).toMatchObject({ start: '2024-12-01', end: '2025-02-01' });
    expect((within(controls).getByLabelText('Start Date') as HTMLInputElement).value).toBe('2024-12-01');
  });

  it('dashboard: an unfinished date left in the picker is put back, with the hint', async () => {
    mockMonitoringBackend();
    const store = storeWithSelection();
    renderApp('/dashboard', { store });
    const controls = await screen.findByRole('group', { name: 'Map controls' });
    const start = within(controls).getByLabelText('Start Date');
    fireEvent.change(start, { target: { value: '0202-12-15' } });
    fireEvent.blur(start);
    expect(await screen.findAllByText('Only a year Date Range is accepted.')).not.toHaveLength(0);
    expect(store.getState().sessionContext.start).toBe('2025-12-01');
    expect((start as HTMLInputElement).value).toBe('2025-12-01');
  });

  it('Satellite View: the typed date reaches the dates request, not an intermediate one', async () => {
    const backend = mockMonitoringBackend();
    const store = storeWithSelection(undefined, { index: 'NDVI' });
    renderApp('/dashboard/satellite-view/', { store });
    await screen.findByRole('heading', { name: 'Satellite View: North Farm' });
    const start = screen.getByLabelText('Start Date');
    typeYear(start, '12-15', '2025');
    fireEvent.blur(start);
    await waitFor(() => expect(backend.calls.some((url) => url.pathname.endsWith('/monitoring/dates/') && url.searchParams.get('start') === '2025-12-15')).toBe(true));
    expect(backend.calls.some((url) => url.searchParams.get('start')?.startsWith('0'))).toBe(false);
    expect(store.getState().sessionContext.start).toBe('2025-12-15');
  });

  it('analysis modal: the typed year is kept and the series asked for the complete range', async () => {
    const backend = mockMonitoringBackend();
    renderApp('/dashboard', { store: storeWithSelection(undefined, { index: 'NDVI' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Open index analysis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Index Analysis: North Farm' });
    const start = within(dialog).getByLabelText('Start Date');
    typeYear(start, '12-15', '2025');
    fireEvent.blur(start);
    expect((start as HTMLInputElement).value).toBe('2025-12-15');
    await waitFor(() => expect(backend.calls.some((url) => url.pathname.endsWith('/monitoring/series/') && url.searchParams.get('start') === '2025-12-15')).toBe(true));
  });
});
