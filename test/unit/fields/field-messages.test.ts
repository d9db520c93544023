import { describe, expect, it } from 'vitest';
import { isApiMessageId, translateText } from '../../../functions/core/i18n/translate';
import { FIELD_MESSAGES, SHAPEFILE_DAMAGE } from '../../../shared/domain/fields';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { readMessageRef } from '../../../shared/i18n/message-ref';

/** Every field message, functions called with sample values. */
function samples(): string[] {
  const texts: string[] = [];
  for (const table of [FIELD_MESSAGES, SHAPEFILE_DAMAGE] as Record<string, unknown>[]) {
    for (const entry of Object.values(table)) {
      if (typeof entry === 'string') texts.push(entry);
      else if (typeof entry === 'function') texts.push((entry as (...args: unknown[]) => string)(2, 3, 4));
    }
  }
  return texts;
}

describe('the field messages', () => {
  it('are each a key of the fields API catalogue', () => {
    for (const text of samples()) {
      const ref = readMessageRef(text);
      expect(ref, text).not.toBeNull();
      expect(isApiMessageId(ref?.id ?? ''), text).toBe(true);
      expect(ref?.id.startsWith('fields.'), text).toBe(true);
    }
  });

  it('keep the specification’s English wording, numbers and reasons inside them included', () => {
    expect(translateText('en', FIELD_MESSAGES.tooLarge)).toBe('The file is larger than 10 MB.');
    expect(translateText('en', FIELD_MESSAGES.tooManyRingVertices)).toBe('A boundary can have at most 10,000 vertices.');
    expect(translateText('en', FIELD_MESSAGES.zipTooLarge)).toBe('The zip archive unpacks to more than 50 MB or holds more than 50 files.');
    expect(translateText('en', FIELD_MESSAGES.allDuplicates(1))).toBe('Nothing was added: the polygon is a field the team already has.');
    expect(translateText('en', FIELD_MESSAGES.allDuplicates(3))).toBe('Nothing was added: all 3 polygons are fields the team already has.');
    expect(translateText('en', FIELD_MESSAGES.noneAdded(1))).toBe('The field in the file could not be added (see the reason).');
    expect(translateText('en', FIELD_MESSAGES.noneAdded(4))).toBe('None of the 4 fields in the file could be added (see the reasons).');
    expect(translateText('en', FIELD_MESSAGES.partlyAdded(1, 2))).toBe(
      'Successfully uploaded field file: 1 field added, 2 could not be added (see the reasons).',
    );
    expect(translateText('en', FIELD_MESSAGES.drawRefused(FIELD_MESSAGES.partRefused(2, FIELD_MESSAGES.tooSmall(0.004))))).toBe(
      'This field cannot be saved: part 2: its area 0.0040 ha is below the minimum of 0.01 ha.',
    );
    expect(translateText('en', FIELD_MESSAGES.damagedShapefile('farm.shp', SHAPEFILE_DAMAGE.dbfCountDiffers(1, 0)))).toBe(
      'The shapefile farm.shp is damaged: its .shp holds 1 record but its .dbf holds 0. No field was added from it; export it again and upload the new file.',
    );
  });

  it('read differently in each language, the reason inside a refusal in the same language', () => {
    const refusal = FIELD_MESSAGES.drawRefused(FIELD_MESSAGES.holeOutside(2));
    const said = LANGUAGES.map((language) => translateText(language, refusal));
    expect(new Set(said).size).toBe(LANGUAGES.length);
    expect(translateText('ha', refusal)).toContain(translateText('ha', FIELD_MESSAGES.holeOutside(2)));
    expect(translateText('yo', FIELD_MESSAGES.areaLimit(500, 500, 2))).not.toContain('{');
  });
});
