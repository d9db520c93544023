import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { API_CATALOGUES, WEB_CATALOGUES } from '../../../shared/i18n/english';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { REVIEWED_LANGUAGES } from '../../../shared/i18n/review-state';

/**
 * Completeness is checked, not hoped for: every catalogue in every language has exactly English's keys, each
 * translation keeps its English message's placeholders, plurals and tags, parses as ICU, and says whether a fluent
 * speaker has reviewed it.
 */
const ROOT = join(import.meta.dirname, '../../../shared/i18n');
const FAMILIES = { web: WEB_CATALOGUES, api: API_CATALOGUES } as const;
const TRANSLATIONS = LANGUAGES.filter((language) => language !== 'en');

type Entry = string | { message: string; reviewed: boolean };
const read = (family: string, name: string, language: string): Record<string, Entry> =>
  JSON.parse(readFileSync(join(ROOT, family, name, `${language}.json`), 'utf8')) as Record<string, Entry>;

/** What a translation must keep of its English message: each argument with its kind, and each tag. */
function shape(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(`${TYPE[element.type]}:${element.value}`);
        break;
      case TYPE.plural:
      case TYPE.select:
        into.add(`${TYPE[element.type]}:${element.value}`);
        for (const option of Object.values(element.options)) shape(option.value, into);
        break;
      case TYPE.tag:
        into.add(`tag:${element.value}`);
        shape(element.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

/** Every plural and select keeps its `other` branch, which ICU falls back on. */
function missingOther(elements: MessageFormatElement[]): boolean {
  return elements.some((element) => {
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      return !('other' in element.options) || Object.values(element.options).some((option) => missingOther(option.value));
    }
    return element.type === TYPE.tag && missingOther(element.children);
  });
}

describe('message catalogues', () => {
  for (const [family, names] of Object.entries(FAMILIES)) {
    it(`${family}: every catalogue folder is registered, with a file per language`, () => {
      const folders = readdirSync(join(ROOT, family)).sort();
      expect(folders).toEqual([...names].sort());
      for (const name of names) expect(readdirSync(join(ROOT, family, name)).sort()).toEqual(LANGUAGES.map((l) => `${l}.json`).sort());
    });
  }

  it('English keys are named after their catalogue and appear once across all catalogues', () => {
    const seen = new Map<string, string>();
    for (const [family, names] of Object.entries(FAMILIES)) {
      for (const name of names) {
        for (const [key, text] of Object.entries(read(family, name, 'en'))) {
          expect(typeof text, `${family}/${name} ${key}`).toBe('string');
          expect(key.startsWith(`${name}.`), `${family}/${name}/en.json: ${key} should start with "${name}."`).toBe(true);
          expect(seen.get(key), `${key} is in ${seen.get(key)} and ${family}/${name}`).toBeUndefined();
          seen.set(key, `${family}/${name}`);
        }
      }
    }
  });

  for (const language of TRANSLATIONS) {
    it(`${language}: has every English key and no other, each with its placeholders and a review flag`, () => {
      const problems: string[] = [];
      for (const [family, names] of Object.entries(FAMILIES)) {
        for (const name of names) {
          const english = read(family, name, 'en') as Record<string, string>;
          const translated = read(family, name, language);
          const where = `${family}/${name}/${language}.json`;
          for (const key of Object.keys(english)) if (!(key in translated)) problems.push(`${where}: missing ${key}`);
          for (const [key, entry] of Object.entries(translated)) {
            const source = english[key];
            if (source === undefined) {
              problems.push(`${where}: ${key} is not an English key`);
              continue;
            }
            if (typeof entry !== 'object' || typeof entry.message !== 'string' || typeof entry.reviewed !== 'boolean' || !entry.message.trim()) {
              problems.push(`${where}: ${key} needs {"message": text, "reviewed": true|false}`);
              continue;
            }
            try {
              const ast = parse(entry.message);
              const want = [...shape(parse(source))].sort();
              const got = [...shape(ast)].sort();
              if (want.join() !== got.join()) problems.push(`${where}: ${key} has ${got.join(' ') || 'no placeholders'}, English has ${want.join(' ') || 'none'}`);
              if (missingOther(ast)) problems.push(`${where}: ${key} has a plural or select without "other"`);
            } catch (error) {
              problems.push(`${where}: ${key} is not valid ICU: ${String(error)}`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('a language counts as reviewed exactly when every one of its entries has been reviewed', () => {
    for (const language of TRANSLATIONS) {
      const entries = Object.entries(FAMILIES).flatMap(([family, names]) => names.flatMap((name) => Object.values(read(family, name, language))));
      const allReviewed = entries.every((entry) => typeof entry === 'object' && entry.reviewed);
      expect(REVIEWED_LANGUAGES.includes(language), language).toBe(allReviewed);
    }
    expect(REVIEWED_LANGUAGES).toContain('en');
  });

  it('English messages are valid ICU', () => {
    const invalid: string[] = [];
    for (const [family, names] of Object.entries(FAMILIES)) {
      for (const name of names) {
        for (const [key, text] of Object.entries(read(family, name, 'en') as Record<string, string>)) {
          try {
            parse(text);
          } catch (error) {
            invalid.push(`${family}/${name}: ${key}: ${String(error)}`);
          }
        }
      }
    }
    expect(invalid).toEqual([]);
  });
});
