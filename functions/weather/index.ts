import { resourceRouter } from '../lib/router';
import { downloadHistory } from './download-history';
import { getAverageRainfall } from './get-average-rainfall';
import { getFieldWeatherInfo } from './get-field-weather-info';
import { getForecast } from './get-forecast';
import { getHistory } from './get-history';

export const handler = resourceRouter('weather', {
  getFieldWeatherInfo,
  getForecast,
  getHistory,
  getAverageRainfall,
  downloadHistory,
});
