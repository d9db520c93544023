import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Field } from '../../shared/api/schemas/fields';
import { FIELD_MESSAGES } from '../../shared/domain/fields';
import { cutCoordinate, drawnPolygon, filterFieldsByName, weatherForecastPath } from '../../web/src/features/fields/geometry';
import { checkDateRange, isCompleteDate, pickerLimits, settleDateRange, slashDate } from '../../web/src/lib/dates/date-range';
import { DATE_RANGE_TEXTS } from '../../web/src/lib/dates/date-range-texts';
import { en } from './support/intl';
import { boundsOf, fieldRings } from '../../web/src/lib/geometry';
import { checkFieldFiles } from '../../web/src/features/fields/upload';

function fileOf(name: string, size: number, type = ''): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const names = (fields: { name: string }[]) => fields.map((field) => field.name);

describe('field helpers', () => {
  it('turns [longitude, latitude] rings with holes into Leaflet rings and bounds', () => {
    const field = {
      coordinates: [
        [8.6, 9.0],
        [8.7, 9.0],
        [8.7, 9.1],
        [8.6, 9.0],
      ] as [number, number][],
      holes: [
        [
          [8.62, 9.02],
          [8.63, 9.02],
          [8.63, 9.03],
          [8.62, 9.02],
        ] as [number, number][],
      ],
    };
    expect(fieldRings(field)).toEqual([
      [
        [9.0, 8.6],
        [9.0, 8.7],
        [9.1, 8.7],
        [9.0, 8.6],
      ],
      [
        [9.02, 8.62],
        [9.02, 8.63],
        [9.03, 8.63],
        [9.02, 8.62],
      ],
    ]);
    expect(boundsOf([field])).toEqual([
      [9.0, 8.6],
      [9.1, 8.7],
    ]);
    expect(boundsOf([])).toBeNull();
  });

  it('cuts coordinates to 5 characters and builds the weather path from the centroid as the API sends it', () => {
    expect(cutCoordinate(9.078812)).toBe('9.078');
    expect(cutCoordinate(-12.34567)).toBe('-12.3');
    expect(weatherForecastPath({ centroid: [8.677512, 9.078812] } as Pick<Field, 'centroid'>)).toBe(
      '/dashboard/weather/forecast/8.677512,9.078812',
    );
  });

  it('filters by name with a case-sensitive contains; empty shows all', () => {
    const fields = [{ name: 'North Farm' }, { name: 'river plot' }, { name: 'Northern Ridge' }];
    expect(names(filterFieldsByName(fields, 'North'))).toEqual(['North Farm', 'Northern Ridge']);
    expect(names(filterFieldsByName(fields, 'north'))).toEqual([]);
    expect(names(filterFieldsByName(fields, 'plot'))).toEqual(['river plot']);
    expect(names(filterFieldsByName(fields, ''))).toHaveLength(3);
  });

  it('closes a drawn ring into a GeoJSON polygon, refusing fewer than 3 corners', () => {
    const corners = [
      { lat: 9.0, lng: 8.6 },
      { lat: 9.0, lng: 8.61 },
      { lat: 9.01, lng: 8.61 },
    ];
    expect(drawnPolygon(corners)).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [8.6, 9.0],
          [8.61, 9.0],
          [8.61, 9.01],
          [8.6, 9.0],
        ],
      ],
    });
    // Already closed: not closed twice.
    expect(drawnPolygon([...corners, { lat: 9.0, lng: 8.6 }])?.coordinates[0]).toHaveLength(4);
    expect(drawnPolygon(corners.slice(0, 2))).toBeNull();
  });

  it('keeps date ranges of at most 365 days, start not after end', () => {
    expect(checkDateRange('2025-01-01', '2026-01-01')).toEqual({ ok: true });
    expect(checkDateRange('2025-01-01', '2026-01-02')).toEqual({ ok: false, message: DATE_RANGE_TEXTS.rangeTooLong });
    expect(checkDateRange('2025-03-02', '2025-03-01')).toEqual({ ok: false, message: DATE_RANGE_TEXTS.startAfterEnd });
    expect(en(DATE_RANGE_TEXTS.rangeTooLong)).toBe('The date range exceeds a year.');
    expect(en(DATE_RANGE_TEXTS.rangeHint)).toBe('Only a year Date Range is accepted.');
    const today = dayjs('2026-05-10');
    expect(pickerLimits('2026-02-10', '2026-05-01', today)).toEqual({
      startMin: '2025-05-01',
      startMax: '2026-05-01',
      endMin: '2026-02-10',
      endMax: '2026-05-10',
    });
    expect(slashDate('2026-05-01')).toBe('2026/05/01');
  });

  it('takes a typed date only when complete, and moves the window with an edited end instead of refusing it', () => {
    // What a native picker reports while 2025 is typed into the year.
    expect(['0002-12-15', '0020-12-15', '0202-12-15', '2025-02-30', ''].map(isCompleteDate)).toEqual([false, false, false, false, false]);
    expect(isCompleteDate('2025-12-15')).toBe(true);
    const today = dayjs('2026-11-27');
    const window = { start: '2025-12-01', end: '2026-02-01' };
    expect(settleDateRange(window, 'start', '2025-12-15', today)).toEqual({ ok: true, range: { start: '2025-12-15', end: '2026-02-01' } });
    // A year back in one edit: the window (62 days) moves along.
    expect(settleDateRange(window, 'start', '2024-12-01', today)).toEqual({ ok: true, range: { start: '2024-12-01', end: '2025-02-01' } });
    expect(settleDateRange(window, 'end', '2025-02-01', today)).toEqual({ ok: true, range: { start: '2024-12-01', end: '2025-02-01' } });
    // Forward past today it cannot move: refused with the rule's message.
    expect(settleDateRange(window, 'start', '2026-11-01', today)).toEqual({ ok: false, message: DATE_RANGE_TEXTS.startAfterEnd });
    expect(settleDateRange(window, 'start', '0202-12-01', today)).toEqual({ ok: false, message: DATE_RANGE_TEXTS.rangeHint });
  });

  it('refuses a file before the upload: count, extension, empty, over 10 MB, mismatched type', () => {
    const ok = checkFieldFiles([fileOf('farms.ZIP', 2048, 'application/zip')]);
    expect(ok.ok && ok.type).toBe('zip');
    expect(checkFieldFiles([])).toEqual({ ok: false, message: FIELD_MESSAGES.oneFile });
    expect(checkFieldFiles([fileOf('a.kml', 10), fileOf('b.kml', 10)])).toEqual({ ok: false, message: FIELD_MESSAGES.oneFile });
    expect(checkFieldFiles([fileOf('farms.pdf', 10)])).toEqual({ ok: false, message: FIELD_MESSAGES.wrongExtension });
    expect(checkFieldFiles([fileOf('farms.geojson', 0)])).toEqual({ ok: false, message: FIELD_MESSAGES.emptyFile });
    expect(checkFieldFiles([fileOf('farms.kmz', 10 * 1024 * 1024 + 1)])).toEqual({ ok: false, message: FIELD_MESSAGES.tooLarge });
    expect(checkFieldFiles([fileOf('farms.kmz', 10 * 1024 * 1024)]).ok).toBe(true);
    expect(checkFieldFiles([fileOf('farms.json', 10, 'image/png')])).toEqual({ ok: false, message: FIELD_MESSAGES.wrongContentType });
    for (const name of ['a.shp', 'a.kml', 'a.kmz', 'a.json', 'a.geojson', 'a.zip']) expect(checkFieldFiles([fileOf(name, 5)]).ok).toBe(true);
  });
});
