import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZONE_LIMITS } from '../../../shared/domain/zones';
import { AppProviders } from '../../../web/src/app/providers';
import { RuntimeProviders } from '../../../web/src/app/runtime';
import { makeStore } from '../../../web/src/app/store';
import { FieldZonesCard } from '../../../web/src/features/zones/components/field-zones-card';
import { loadSession, userDetailsReceived } from '../../../web/src/lib/session-slice';
import { INSUFFICIENT_LAYER, PENDING_LAYER, READY_LAYER, ZONES_FIELD_BOUNDARY, ZONES_FIELD_ID } from '../../fixtures/zone-layers';
import { fieldFixture } from '../field-fixture';
import { TEST_CONFIG, mockSession, userDetails } from '../render';
import { ENGLISH_CATALOGUE, en } from '../support/intl';
import { mockApi, type RouteAnswer } from '../support/mock-api';

const FIELD = fieldFixture(ZONES_FIELD_ID, 'North plot', { coordinates: ZONES_FIELD_BOUNDARY, centroid: [7.4018, 9.0511], size: 10 });

async function renderCard(answer: RouteAnswer<'getFieldZones'>) {
  mockSession({ sub: 'user-1' });
  const api = mockApi({ getFieldZones: answer, listMyTeams: [] });
  const store = makeStore();
  await store.dispatch(loadSession());
  store.dispatch(userDetailsReceived(userDetails()));
  render(
    <MemoryRouter>
      <AppProviders config={TEST_CONFIG} catalogue={ENGLISH_CATALOGUE}>
        <RuntimeProviders store={store}>
          <FieldZonesCard field={FIELD} />
        </RuntimeProviders>
      </AppProviders>
    </MemoryRouter>,
  );
  return api;
}

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** What the browser was handed: each saved file's name and its text. */
function captureDownloads(): Array<{ name: string; text: Promise<string> }> {
  const saved: Array<{ name: string; text: Promise<string> }> = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        const url = `blob:zones-${next++}`;
        blobs.set(url, blob);
        return url;
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    saved.push({ name: this.download, text: blob ? readText(blob) : Promise.resolve('') });
  });
  return saved;
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.restoreAllMocks());

describe('the field page zones', { timeout: 40_000 }, () => {
  it("lists each zone with its area, productivity against the field's mean and scenes, highest first, and draws them", async () => {
    await renderCard(READY_LAYER);
    const legend = await screen.findByRole('figure', { name: en('zones.legend') });
    const rows = within(legend).getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual([
      `${en('zones.zoneName', { zone: 3 })}${en('zones.area', { area: '3.2' })} · ${en('zones.relative', { percent: 116 })} · ${en('zones.scenes', { count: 22 })}`,
      `${en('zones.zoneName', { zone: 2 })}${en('zones.area', { area: '3.8' })} · ${en('zones.relative', { percent: 101 })} · ${en('zones.scenes', { count: 23 })}`,
      `${en('zones.zoneName', { zone: 1 })}${en('zones.area', { area: '3.0' })} · ${en('zones.relative', { percent: 82 })} · ${en('zones.scenes', { count: 23 })}`,
    ]);
    expect(legend.textContent).toContain(en('zones.basis', { count: 23, seasons: '2024\u20132026' }));
    // One shape per zone (zone 3's two parts in one), in the class colours; a sampling point per zone.
    await waitFor(() => expect(document.querySelectorAll('path[data-zone]')).toHaveLength(3));
    expect(document.querySelector('path[data-zone="1"]')?.getAttribute('fill')).toBe('#d7191c');
    expect(document.querySelectorAll('path[data-sample-zone]')).toHaveLength(3);
  });

  it('asks for the number of zones and the method the farmer picks', async () => {
    const api = await renderCard(READY_LAYER);
    await screen.findByRole('figure', { name: en('zones.legend') });
    expect(api.calls('getFieldZones')[0]?.query.get('classes')).toBe(String(ZONE_LIMITS.defaultClasses));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: en('zones.classes') }));
    fireEvent.click(await screen.findByRole('option', { name: '7' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: en('zones.method') }));
    fireEvent.click(await screen.findByRole('option', { name: en('zones.method.natural-breaks') }));
    await waitFor(() => expect(api.calls('getFieldZones').at(-1)?.query.get('method')).toBe('natural-breaks'));
    const last = api.calls('getFieldZones').at(-1)?.query;
    expect([last?.get('field'), last?.get('classes')]).toEqual([ZONES_FIELD_ID, '7']);
  });

  it('says in plain words when the zones are not computed yet, and when too few clear images exist', async () => {
    await renderCard(PENDING_LAYER);
    expect(await screen.findByText(en('zones.status.pending'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: en('zones.prescription.open') })).toBeNull();
  });

  it('says how many clear images there are and how many are needed', async () => {
    await renderCard(INSUFFICIENT_LAYER);
    expect(await screen.findByText(en('zones.status.insufficient', { count: 3, seasons: '2024\u20132026', min: ZONE_LIMITS.minScenes }))).toBeTruthy();
  });

  it('offers a retry when the zones fail to load', async () => {
    await renderCard({ reply: true, status: 500, body: { detail: 'common.serverError' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en('zones.failed'));
  });
});

describe('the prescription panel', { timeout: 40_000 }, () => {
  it('scales a base rate by productivity, totals the product and its cost, and downloads the rates as GeoJSON', async () => {
    const saved = captureDownloads();
    await renderCard(READY_LAYER);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: en('zones.prescription.open') }));
    const panel = await screen.findByRole('region', { name: en('zones.prescription') });
    fireEvent.change(within(panel).getByRole('textbox', { name: en('zones.prescription.baseRate', { unit: 'kg/ha' }) }), { target: { value: '100' } });
    fireEvent.change(within(panel).getByRole('textbox', { name: en('zones.prescription.price.kg') }), { target: { value: '950' } });
    // Strength 50 %, more for better zones: zone 1 (82 %) 91, zone 2 (101 %) 100, zone 3 (116 %) 108.
    const rows = within(within(panel).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['91', '100', '108']);
    const status = within(panel).getByRole('status');
    expect(status.textContent).toContain(en('zones.total.kg', { amount: '998.6', area: '10', rate: '99.9' }));
    expect(status.textContent).toContain('948,670');

    // No file without the product's name: the terminal shows it.
    await user.click(within(panel).getByRole('button', { name: en('zones.download.geojson') }));
    expect(await within(panel).findByText(en('zones.error.product'))).toBeTruthy();
    expect(saved).toHaveLength(0);

    fireEvent.change(within(panel).getByRole('textbox', { name: en('zones.prescription.product') }), { target: { value: 'Urea' } });
    await user.click(within(panel).getByRole('button', { name: en('zones.download.geojson') }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('north-plot-urea.geojson');
    const json = JSON.parse((await saved[0]?.text) ?? '{}') as { features: { properties: { rate: number; unit: string } }[] };
    expect(json.features.map((feature) => feature.properties.rate)).toEqual([91, 100, 108]);
  });

  it('takes a typed rate per zone and refuses one that is not a number', async () => {
    const saved = captureDownloads();
    await renderCard(READY_LAYER);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: en('zones.prescription.open') }));
    const panel = await screen.findByRole('region', { name: en('zones.prescription') });
    await user.click(within(panel).getByRole('radio', { name: en('zones.mode.typed') }));
    fireEvent.change(within(panel).getByRole('textbox', { name: en('zones.prescription.product') }), { target: { value: 'Maize seed' } });
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: en('zones.prescription.unit') }));
    fireEvent.click(await screen.findByRole('option', { name: 'seeds/ha' }));
    const rate = (zone: number) => within(panel).getByRole('textbox', { name: en('zones.prescription.rateFor', { zone, unit: 'seeds/ha' }) });
    fireEvent.change(rate(1), { target: { value: '60000' } });
    fireEvent.change(rate(2), { target: { value: '5o000' } });
    expect(within(panel).getByText(en('zones.error.rate', { max: '2,000,000' }))).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: en('zones.download.kml') }));
    expect(saved).toHaveLength(0);
    fireEvent.change(rate(2), { target: { value: '50000' } });
    expect(within(panel).getByRole('status').textContent).toContain(en('zones.total.seeds', { amount: '370,000', area: '10', rate: '37,000' }));
    await user.click(within(panel).getByRole('button', { name: en('zones.download.kml') }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('north-plot-maize-seed.kml');
    expect(await saved[0]?.text).toContain('<Data name="rate"><value>50000</value></Data>');
  });
});
