import { Entity, type EntityItem } from 'electrodb';

/**
 * Weather cache: one item per source feed, 0.1° grid cell, kind and day. History days that are final are kept
 * forever; forecast days and provisional recent days carry `expiresAt` (epoch seconds, the table's TTL), and
 * readers also check it because DynamoDB Local never deletes expired items (and DynamoDB may take a while).
 */
const SOURCES = ['open-meteo', 'nasa-power', 'demo'] as const;

export const WeatherDayEntity = new Entity({
  model: { entity: 'weatherDay', version: '1', service: 'fieldwatch' },
  attributes: {
    /** The feed the cell's days are kept under (the configured history or forecast source). */
    feed: { type: SOURCES, required: true },
    /** Grid cell id: latitude and longitude in tenths of a degree, e.g. `91_87`. */
    cell: { type: 'string', required: true },
    kind: { type: ['history', 'forecast'] as const, required: true },
    date: { type: 'string', required: true },
    /** Where the values came from (recent history days come from the forecast source). */
    source: { type: SOURCES, required: true },
    maxTemperature: { type: 'number', required: true },
    minTemperature: { type: 'number', required: true },
    precipitation: { type: 'number', required: true },
    windSpeed: { type: 'number', required: true },
    humidity: { type: 'number', required: true },
    cloudCover: { type: 'number', required: true },
    weatherCode: { type: 'number' },
    /** Epoch ms of the upstream call; a forecast is read back as one fetch. */
    fetchedAt: { type: 'number', required: true },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byCell: {
      pk: { field: 'pk', composite: ['feed', 'cell'], template: 'WEATHER#${feed}#${cell}' },
      sk: { field: 'sk', composite: ['kind', 'date'], template: 'DAY#${kind}#${date}' },
    },
  },
});

export type WeatherDayItem = EntityItem<typeof WeatherDayEntity>;
