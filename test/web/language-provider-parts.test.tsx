import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguage } from '../../web/src/lib/i18n/language-context';
import { LanguageProvider } from '../../web/src/lib/i18n/language-provider';

/** Records the catalogue parts loaded on each render. */
function PartsProbe({ seen }: { seen: string[][] }) {
  const { parts } = useLanguage();
  seen.push([...parts]);
  return <p>parts: {parts.join(',')}</p>;
}

describe('the language provider', () => {
  it("draws the page first with the parts it was asked to start with: a member's screen never waits on a second load of texts", async () => {
    const seen: string[][] = [];
    render(
      <LanguageProvider parts={['main']}>
        <PartsProbe seen={seen} />
      </LanguageProvider>,
    );

    expect(await screen.findByText('parts: main')).toBeTruthy();
    expect(seen.every((parts) => parts.includes('main'))).toBe(true);
  });

  it('starts with the shell texts alone when no part is asked for (the landing page)', async () => {
    const seen: string[][] = [];
    render(
      <LanguageProvider>
        <PartsProbe seen={seen} />
      </LanguageProvider>,
    );

    expect(await screen.findByText('parts:')).toBeTruthy();
    expect(seen.every((parts) => parts.length === 0)).toBe(true);
  });
});
