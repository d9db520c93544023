import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WeatherDay } from '../../shared/api/schemas/weather';
import { addDays, WEATHER_MESSAGES, weatherIconUrl, type WeatherSourceId } from '../../shared/domain/weather';
import { CONTEXT_STORAGE_KEY } from '../../web/src/lib/context-slice';
import { mockSession, renderApp, userDetails } from './render';
import { mockApi } from './support/mock-api';
import { en } from './support/intl';
import { phoneMatchMedia } from './media-query';

const TODAY = dayjs().format('YYYY-MM-DD');

function forecastDay(index: number, source: WeatherSourceId = 'demo'): WeatherDay {
  const code = [0, 2, 61, 95, 3, 1, 80][index % 7] ?? 0;
  return {
    Humidity: 60 + index,
    areaName: 'Kuje',
    cloud_over: 20 + index * 5,
    country: 'FCT',
    date: addDays(TODAY, index),
    indicator: ['Clear sky', 'Partly cloudy', 'Slight rain', 'Thunderstorm', 'Overcast', 'Mainly clear', 'Slight rain showers'][index % 7] ?? '',
    max_temperature: 31 + index / 2,
    min_temperature: 21 + index / 4,
    precipitation: index * 1.5,
    windspeed: 2 + index / 2,
    weatherUrlIcon: weatherIconUrl(code),
    weather_code: code,
    source,
  };
}

interface Backend {
  readonly requests: URL[];
  forecast: () => Response;
}

function mockWeatherBackend(forecast: () => Response): Backend {
  const api = mockApi({ getProfile: userDetails(), getForecast: () => backend.forecast() });
  const backend: Backend = {
    get requests() {
      return api.requests.map((request) => request.url);
    },
    forecast,
  };
  return backend;
}

function forecastCalls(backend: Backend): URL[] {
  return backend.requests.filter((url) => url.pathname.endsWith('/weather/forecast/'));
}

function selectField(id: string, centroid: [number, number]) {
  window.sessionStorage.setItem(CONTEXT_STORAGE_KEY, JSON.stringify({ selectedFieldId: id, selectedCentroid: centroid }));
}

describe('Weather forecast screen', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it('asks for the swapped, cut location of the path and shows today, the days, the strips and the demo attribution', async () => {
    selectField('field-7', [9.0788, 8.6775]);
    const backend = mockWeatherBackend(() => Response.json(Array.from({ length: 7 }, (_, index) => forecastDay(index))));
    renderApp('/dashboard/weather/forecast/9.0788,8.6775');

    const table = await screen.findByRole('table', { name: 'Daily Forecast' });
    expect(screen.getByRole('heading', { name: 'Weather Forecast', level: 1 })).toBeTruthy();
    expect(document.title).toBe('Weather Forecast | GIS');
    const [call] = forecastCalls(backend);
    expect(call?.searchParams.get('location')).toBe('8.677,9.078');
    // The path is the selected field's centroid: the field is named so the server fills its place.
    expect(call?.searchParams.get('field')).toBe('field-7');

    const rows = within(table).getAllByRole('row');
    expect(within(rows[0] as HTMLElement).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Day',
      'Weather',
      'Max (°C)',
      'Min (°C)',
      'Wind (m/s)',
      'Clouds (%)',
      'Precipitation (mm)',
      'Humidity (%)',
    ]);
    expect(rows).toHaveLength(8);
    const third = within(rows[3] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(third).toEqual(['Slight rain', '32°C', '21.5°C', '3 m/s', '30%', '3 mm', '62%']);
    const icons = table.querySelectorAll('img');
    expect([...icons].map((icon) => icon.getAttribute('src'))).toContain('/weather-icons/thunderstorm.svg');

    const today = screen.getByRole('region', { name: `Today, ${dayjs(TODAY).format('DD MMMM YYYY')}` });
    expect(within(today).getByText('Clear sky')).toBeTruthy();
    expect(within(today).getByText(TODAY.slice(8, 10))).toBeTruthy();
    expect(within(today).getByRole('img', { name: 'Clear sky' }).getAttribute('src')).toBe('/weather-icons/clear.svg');
    expect(within(today).getByText('Kuje, FCT')).toBeTruthy();
    for (const [term, value] of [
      ['Wind', '2 m/s'],
      ['Humidity', '60%'],
      ['Clouds', '20%'],
      ['Precipitation', '0 mm'],
    ]) {
      expect(within(today).getByText(term as string).nextElementSibling?.textContent).toBe(value);
    }

    const precipitation = screen.getByRole('region', { name: en(WEATHER_MESSAGES.precipitationStrip) });
    expect(within(precipitation).getAllByRole('listitem')).toHaveLength(7);
    expect(within(precipitation).getByRole('listitem', { name: `${dayjs(addDays(TODAY, 2)).format('ddd DD MMM')}: 3 mm` })).toBeTruthy();
    const wind = screen.getByRole('region', { name: en(WEATHER_MESSAGES.windStrip) });
    expect(within(wind).getByRole('listitem', { name: `${dayjs(addDays(TODAY, 1)).format('ddd DD MMM')}: 2.5 m/s` })).toBeTruthy();

    const note = screen.getByRole('note', { name: 'Weather data source' });
    expect(note.textContent).toBe('Demo weather (simulated)');
    expect(within(note).queryByRole('link')).toBeNull();

    expect(screen.getByRole('link', { name: 'GO TO WEATHER HISTORY' }).getAttribute('href')).toBe('/dashboard/weather/history/9.0788,8.6775');
    expect(screen.getByRole('link', { name: 'VIEW THIS FIELD INFO' }).getAttribute('href')).toBe('/dashboard/farmsummary/info/field-7');
  });

  it("links Open-Meteo's attribution to its site and names no field for coordinates other than the selection", async () => {
    selectField('field-7', [9.0788, 8.6775]);
    const backend = mockWeatherBackend(() => Response.json(Array.from({ length: 3 }, (_, index) => forecastDay(index, 'open-meteo'))));
    renderApp('/dashboard/weather/forecast/7.4951,9.0579');
    const link = await screen.findByRole('link', { name: 'Weather data by Open-Meteo.com' });
    expect(link.getAttribute('href')).toBe('https://open-meteo.com/');
    const [call] = forecastCalls(backend);
    expect(call?.searchParams.get('location')).toBe('9.057,7.495');
    expect(call?.searchParams.has('field')).toBe(false);
  });

  it("shows the error page and the forecast toast when the forecast can't be fetched", async () => {
    mockWeatherBackend(() => Response.json({ detail: en(WEATHER_MESSAGES.forecastFailed) }, { status: 502 }));
    renderApp('/dashboard/weather/forecast/9.0788,8.6775');
    expect(await screen.findByRole('heading', { name: en(WEATHER_MESSAGES.forecastErrorTitle), level: 2 })).toBeTruthy();
    expect(screen.getByText(en(WEATHER_MESSAGES.forecastErrorSubtext))).toBeTruthy();
    expect(await screen.findByText(en(WEATHER_MESSAGES.forecastFailed))).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Return To Dashboard' }).getAttribute('href')).toBe('/dashboard/');
  });

  it('below sm shows each day as a card with every value labelled instead of an 8-column table', async () => {
    vi.stubGlobal('matchMedia', phoneMatchMedia);
    mockWeatherBackend(() => Response.json(Array.from({ length: 7 }, (_, index) => forecastDay(index))));
    renderApp('/dashboard/weather/forecast/9.0788,8.6775');
    const list = await screen.findByRole('list', { name: 'Daily Forecast' });
    expect(screen.queryByRole('table', { name: 'Daily Forecast' })).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(1);
    for (const label of ['Max', 'Min', 'Wind', 'Clouds', 'Precipitation', 'Humidity']) expect(within(cards[0]!).getByText(label)).toBeTruthy();
  });

  it('says to choose a field first, without asking the server or toasting a failure, when no field is selected', async () => {
    const backend = mockWeatherBackend(() => Response.json([]));
    renderApp('/dashboard/weather/forecast/');
    expect(await screen.findByRole('heading', { name: 'Choose a field first' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return To Dashboard' })).toBeTruthy();
    expect(screen.queryByText(en(WEATHER_MESSAGES.forecastFailed))).toBeNull();
    expect(forecastCalls(backend)).toHaveLength(0);
  });

  it('shows the error page and the failure toast for a path that is not a location', async () => {
    const backend = mockWeatherBackend(() => Response.json([]));
    renderApp('/dashboard/weather/forecast/not-a-place');
    expect(await screen.findByRole('heading', { name: en(WEATHER_MESSAGES.forecastErrorTitle) })).toBeTruthy();
    expect(await screen.findByText(en(WEATHER_MESSAGES.forecastFailed))).toBeTruthy();
    expect(forecastCalls(backend)).toHaveLength(0);
  });
});
