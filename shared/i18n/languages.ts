/**
 * The product's languages: English (the specification's wording), Hausa, Yoruba, Igbo and Nigerian Pidgin. Each
 * code is both the catalogue's name and the Intl locale that formats its dates, numbers and currency (ICU has all
 * five). The API answers in the caller's language: the Accept-Language header, else the user's setting.
 */
export const LANGUAGES = ['en', 'ha', 'yo', 'ig', 'pcm'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the language switch lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ha: 'Hausa',
  yo: 'Yorùbá',
  ig: 'Igbo',
  pcm: 'Naijá (Pidgin)',
};

/** Where the browser remembers the language chosen before sign-in (and after: the user's setting wins once known). */
export const LANGUAGE_STORAGE_KEY = 'fieldwatch.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best of our languages for an Accept-Language header (RFC 9110 §12.5.4): by quality, then order; a tag
 * matches by its primary subtag (`ha-NG` is Hausa), `*` and unknown tags fall through; no match is English.
 */
export function negotiateLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
