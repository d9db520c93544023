import { describe, expect, it } from 'vitest';
import { areaRefusal, formatHectares, polygonAreaHa } from '../../../web/src/features/fields/field-area';
import { readMessageRef } from '../../../shared/i18n/message-ref';

describe('areas as the draw and save forms show them', () => {
  it('formats with grouping, 2 decimals below 100 ha, whole hectares above', () => {
    expect(formatHectares('en', 4.0234)).toBe('4.02');
    expect(formatHectares('en', 1234.56)).toBe('1,235');
    expect(formatHectares('en', 596071835.66)).toBe('596,071,836');
    expect(formatHectares('fr', 12.5)).toBe('12,50');
  });

  it('measures a drawn square', () => {
    const d = 0.001;
    const area = polygonAreaHa({ type: 'Polygon', coordinates: [[[8, 9], [8 + d, 9], [8 + d, 9 + d], [8, 9 + d], [8, 9]]] });
    // 0.001 degree is about 110 m: about 1.2 ha.
    expect(area).toBeGreaterThan(1.1);
    expect(area).toBeLessThan(1.3);
  });

  it('refuses an absurd area with the limit, the number in the language', () => {
    const refusal = areaRefusal('en', 596071835.66);
    const ref = readMessageRef(refusal ?? '');
    expect(ref?.id).toBe('fields.drawRefused');
    expect(readMessageRef(String(ref?.values.reason))).toEqual({ id: 'fields.tooBig', values: { area: '596,071,836' } });
    expect(readMessageRef(readMessageRef(areaRefusal('en', 0.001) ?? '')?.values.reason as string)?.id).toBe('fields.tooSmall');
    expect(areaRefusal('en', 4)).toBeNull();
  });
});
