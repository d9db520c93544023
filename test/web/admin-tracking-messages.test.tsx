import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TrackingRecord } from '../../shared/api/schemas/admin';
import { mockSession, renderApp, userDetails } from './render';
import { mockApi } from './support/mock-api';

/** The console's tracking lists SMS and WhatsApp messages beside metered calls: their channel and what they cost. */
const record = (id: string, overrides: Partial<TrackingRecord>): TrackingRecord => ({
  id,
  team_member: { member: { email: 'ada@example.com', first_name: 'Ada', last_name: 'Obi' } },
  team: { id: 't1', name: 'Farm t1' },
  service: { name: 'Index statistics', service: 'index' },
  unit: 2.5,
  unit_kind: 'hectares',
  channel: null,
  date_created: '2026-06-02T10:00:00.000Z',
  ...overrides,
});

const rows: TrackingRecord[] = [
  record('u1', {}),
  record('u2', { service: { name: 'SMS alert (dry_spell)', service: 'messages' }, channel: 'sms', unit: 2, unit_kind: 'segments' }),
  record('u3', { service: { name: 'WhatsApp alert (heavy_rain)', service: 'messages' }, channel: 'whatsapp', unit: 1, unit_kind: 'messages' }),
];

beforeEach(() => {
  mockSession({ sub: 'admin-1', groups: ['staff'] });
});

describe('the tracking page', () => {
  it('shows each message with its channel and its segments or messages, and filters by the messages kind', async () => {
    const api = mockApi();
    api.answer({
      getProfile: userDetails({ id: 'admin-1', is_staff: true, owned_team: null }),
      listTracking: (request) => {
        const service = request.query.get('service');
        const results = service ? rows.filter((row) => row.service.service === service) : rows;
        return { count: results.length, page: 1, page_size: 20, results };
      },
    });
    renderApp('/admin/tracking');
    const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
    const sms = await rowOf('SMS alert (dry_spell) (messages)');
    expect(within(sms).getByText('SMS')).toBeTruthy();
    expect(within(sms).getByText('2 SMS segments')).toBeTruthy();
    const whatsapp = await rowOf('WhatsApp alert (heavy_rain) (messages)');
    expect(within(whatsapp).getByText('WhatsApp')).toBeTruthy();
    expect(within(whatsapp).getByText('1 message')).toBeTruthy();
    const index = await rowOf('Index statistics (index)');
    expect(within(index).getByText('2.50 ha')).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: 'Service' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Messages' }));
    await waitFor(() => expect(screen.queryByText('Index statistics (index)')).toBeNull());
    expect(api.requests.some((request) => request.path === '/tracking/tracking/' && request.url.search.includes('service=messages'))).toBe(true);
    expect(screen.getByText('SMS alert (dry_spell) (messages)')).toBeTruthy();
  });
});
