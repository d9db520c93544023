import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Leaderboard, LeaderboardRow } from '../../shared/api/schemas/leaderboard';
import { leaderboardCsv } from '../../shared/domain/leaderboard-csv';
import { mockSession, renderApp, userDetails } from './render';
import { english } from './support/intl';
import { mockApi } from './support/mock-api';

const row = (over: Partial<LeaderboardRow> & Pick<LeaderboardRow, 'field_id' | 'field_name'>): LeaderboardRow => ({
  rank: null,
  group_name: 'North block',
  state: 'Kaduna',
  lga: 'Zaria',
  area: 2,
  crop: { id: 'maize', name: 'Maize' },
  value: null,
  date: null,
  own: { baseline: null, difference: null, years: [] },
  crop_group: { median: null, difference: null, percentile: null, fields: 0 },
  trend: { slope_per_week: null, word: null },
  stage: null,
  score: null,
  reason: null,
  ...over,
});

const ROWS: LeaderboardRow[] = [
  row({
    field_id: 'a', field_name: 'Anchor plot', rank: 1, value: 0.7, date: '2026-08-12', stage: 'peak', score: 0.175,
    own: { baseline: 0.55, difference: 0.15, years: [2024, 2025] },
    crop_group: { median: 0.5, difference: 0.2, percentile: 100, fields: 2 },
    trend: { slope_per_week: 0.04, word: 'rising' },
  }),
  row({
    field_id: 'b', field_name: 'Baobab plot', rank: 2, value: 0.4, date: '2026-08-12', lga: 'Kano Municipal', score: -0.1,
    crop_group: { median: 0.5, difference: -0.1, percentile: 0, fields: 2 },
    trend: { slope_per_week: -0.05, word: 'falling' },
  }),
  row({ field_id: 'c', field_name: 'Acacia corner', crop: null, reason: 'no_value' }),
];

function mockBackend() {
  const answer = (query: URLSearchParams): Leaderboard => ({
    index: (query.get('index') ?? 'NDVI') as Leaderboard['index'],
    rows: ROWS.filter((candidate) => !query.get('lga') || candidate.lga === query.get('lga')),
    filters: { crops: [{ id: 'maize', name: 'Maize' }], groups: ['North block'], lgas: ['Kano Municipal', 'Zaria'] },
    withheld: [],
  });
  return mockApi({
    getProfile: userDetails(),
    getFieldLeaderboard: ({ query }) => answer(query),
    exportFieldLeaderboard: ({ query }) => new Response(leaderboardCsv(answer(query), english), { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
  });
}

function captureSaves(): string[] {
  const saved: string[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      const reader = new FileReader();
      reader.onload = () => saved.push(String(reader.result));
      reader.readAsText(blob);
      return 'blob:csv';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return saved;
}

const cards = () => within(screen.getByRole('list', { name: 'Fields in rank order' })).getAllByRole('listitem');

describe('Farm summary: the field leaderboard', { timeout: 40_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it('says what the rank means and shows each field’s rank, comparisons, trend and stage, unranked fields with their reason', async () => {
    mockBackend();
    renderApp('/dashboard/farmsummary/leaderboard');
    await screen.findByText('Anchor plot', {}, { timeout: 20_000 });
    expect(screen.getByText(/Rank 1 is the field furthest above its usual NDVI for these weeks/)).toBeTruthy();
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Anchor plot', 'Baobab plot', 'Acacia corner']);
    const first = within(cards()[0] as HTMLElement);
    expect(first.getByText('#1')).toBeTruthy();
    expect(first.getByText('NDVI 0.70 on 2026-08-12')).toBeTruthy();
    expect(first.getByText('Against usual for these weeks: +0.15 (2024, 2025)')).toBeTruthy();
    expect(first.getByText('Against the team\'s other Maize fields: +0.20, ahead of 100%')).toBeTruthy();
    expect(first.getByText('Trend: Rising')).toBeTruthy();
    expect(first.getByText('Peak')).toBeTruthy();
    const second = within(cards()[1] as HTMLElement);
    expect(second.getByText('No earlier years to compare with')).toBeTruthy();
    expect(second.getByText('Trend: Falling')).toBeTruthy();
    const last = within(cards()[2] as HTMLElement);
    expect(last.getByText('No clear satellite view of this field yet')).toBeTruthy();
    expect(last.getByText(/No crop planned/)).toBeTruthy();
  });

  it('sorts on screen, filters by LGA through the server and downloads the same rows as a CSV', async () => {
    const api = mockBackend();
    const saved = captureSaves();
    const user = userEvent.setup();
    renderApp('/dashboard/farmsummary/leaderboard');
    await screen.findByText('Anchor plot', {}, { timeout: 20_000 });

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Field name' }));
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Acacia corner', 'Anchor plot', 'Baobab plot']);

    await user.click(screen.getByRole('combobox', { name: 'LGA' }));
    await user.click(await screen.findByRole('option', { name: 'Kano Municipal' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(api.calls('getFieldLeaderboard').at(-1)?.query.get('lga')).toBe('Kano Municipal');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.calls('exportFieldLeaderboard')[0]?.query.get('lga')).toBe('Kano Municipal');
    const lines = saved[0]!.trim().split('\r\n');
    expect(lines[0]?.startsWith('Rank,Field')).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^2,Baobab plot,/);
  });
});
