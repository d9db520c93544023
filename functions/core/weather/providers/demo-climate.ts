/**
 * Monthly climate normals the demo source draws from. The tropical table is the Guinea savanna around the demo
 * farm (about 9° N 8.7° E): a dry harmattan season (November to March: hot days, cool nights, dry air, hardly any
 * rain) and a wet season peaking in August (thunderstorms, cloud, humid air). Outside the tropics a mid-latitude
 * table stands in. Southern latitudes get the seasons six months later.
 */
export interface MonthlyNormals {
  rainMm: readonly number[];
  rainDays: readonly number[];
  maxTemperature: readonly number[];
  minTemperature: readonly number[];
  humidity: readonly number[];
  cloudCover: readonly number[];
  windSpeed: readonly number[];
}

export const SAVANNA: MonthlyNormals = {
  rainMm: [1, 8, 25, 75, 160, 190, 225, 270, 230, 115, 8, 1],
  rainDays: [0.2, 1, 3, 7, 13, 15, 18, 21, 18, 11, 1, 0.2],
  maxTemperature: [33.5, 35.5, 36.5, 35, 32.5, 30.5, 29, 28.5, 29.5, 31.5, 33.5, 33.5],
  minTemperature: [17.5, 20, 23, 23.5, 22.5, 21.5, 21.5, 21.5, 21, 21, 19, 17.5],
  humidity: [28, 30, 42, 60, 72, 78, 82, 85, 82, 74, 48, 32],
  cloudCover: [22, 25, 38, 55, 68, 75, 82, 85, 80, 65, 35, 22],
  windSpeed: [3.8, 3.6, 3.4, 3.6, 3.9, 4, 3.8, 3.5, 3.2, 2.9, 3.1, 3.6],
};

export const MID_LATITUDE: MonthlyNormals = {
  rainMm: [45, 40, 45, 45, 60, 70, 70, 65, 50, 50, 55, 50],
  rainDays: [10, 9, 10, 9, 10, 10, 10, 9, 8, 9, 10, 10],
  maxTemperature: [3, 5, 10, 15, 19, 23, 25, 25, 20, 14, 8, 4],
  minTemperature: [-3, -2, 1, 4, 8, 12, 14, 13, 10, 6, 2, -1],
  humidity: [85, 80, 75, 70, 70, 70, 70, 72, 78, 83, 87, 87],
  cloudCover: [75, 70, 65, 60, 58, 55, 52, 52, 58, 66, 75, 78],
  windSpeed: [5, 5, 5, 4.5, 4, 3.8, 3.7, 3.6, 3.9, 4.3, 4.7, 5],
};

export interface DayNormals {
  rainMm: number;
  rainDays: number;
  maxTemperature: number;
  minTemperature: number;
  humidity: number;
  cloudCover: number;
  windSpeed: number;
}

const DAYS_PER_MONTH = 365.25 / 12;

/** Normals for a calendar day, interpolated between mid-months, for the latitude's climate and hemisphere. */
export function normalsFor(date: string, lat: number): DayNormals {
  const tropical = Math.abs(lat) <= 23.5;
  const table = tropical ? SAVANNA : MID_LATITUDE;
  const month = Number(date.slice(5, 7)) - 1 + (lat < 0 ? 6 : 0);
  const position = month + (Number(date.slice(8, 10)) - 15.5) / DAYS_PER_MONTH;
  const first = Math.floor(position);
  const weight = position - first;
  const at = (values: readonly number[]) => {
    const a = values[((first % 12) + 12) % 12] ?? 0;
    const b = values[(((first + 1) % 12) + 12) % 12] ?? 0;
    return a + (b - a) * weight;
  };
  // Cooler towards the poles beyond the table's reference latitude (9° tropics, 50° mid-latitudes).
  const shift = tropical ? 0 : -0.4 * (Math.abs(lat) - 50);
  return {
    rainMm: at(table.rainMm),
    rainDays: at(table.rainDays),
    maxTemperature: at(table.maxTemperature) + shift,
    minTemperature: at(table.minTemperature) + shift,
    humidity: at(table.humidity),
    cloudCover: at(table.cloudCover),
    windSpeed: at(table.windSpeed),
  };
}
