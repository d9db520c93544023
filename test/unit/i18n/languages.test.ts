import { describe, expect, it } from 'vitest';
import { translate, translateText } from '../../../functions/core/i18n/translate';
import { negotiateLanguage } from '../../../shared/i18n/languages';
import { messageRef, readMessageRef } from '../../../shared/i18n/message-ref';

describe('the caller language', () => {
  it('reads Accept-Language by quality, then order, by primary subtag, English otherwise', () => {
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('ha')).toBe('ha');
    expect(negotiateLanguage('ha-NG,en;q=0.8')).toBe('ha');
    expect(negotiateLanguage('en;q=0.5, yo;q=0.9')).toBe('yo');
    expect(negotiateLanguage('fr-FR, ig;q=0.3')).toBe('ig');
    expect(negotiateLanguage('PCM')).toBe('pcm');
    expect(negotiateLanguage('fr, de;q=0.9, *;q=0.1')).toBe('en');
    expect(negotiateLanguage('yo;q=0, en')).toBe('en');
  });
});

describe('the API formatter', () => {
  it('passes text that is not a catalogue key through unchanged', () => {
    expect(translateText('ha', 'Kaduna North')).toBe('Kaduna North');
  });

  it('answers a key in each language, English where a translation is missing', () => {
    const english = translate('en', 'common.notFound');
    expect(english).toBe('Not found.');
    for (const language of ['ha', 'yo', 'ig', 'pcm'] as const) expect(translate(language, 'common.notFound')).not.toBe(english);
  });
});

describe('message refs', () => {
  it('carry a key and its values through a string, and are answered in each language', () => {
    const ref = messageRef('common.notFound', { id: 'F1' });
    expect(readMessageRef(ref)).toEqual({ id: 'common.notFound', values: { id: 'F1' } });
    expect(readMessageRef('common.notFound')).toEqual({ id: 'common.notFound', values: {} });
    // Keys may hold underscores (the permission labels' codes).
    expect(readMessageRef('team.permission.field.add_field')).toEqual({ id: 'team.permission.field.add_field', values: {} });
    expect(readMessageRef('Kaduna North')).toBeNull();
    expect(readMessageRef('Field one | two')).toBeNull();
    expect(translateText('en', ref)).toBe('Not found.');
    expect(translateText('yo', ref)).not.toBe('Not found.');
  });
});
