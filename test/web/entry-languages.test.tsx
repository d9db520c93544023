import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from 'aws-amplify/auth';
import { LANGUAGE_STORAGE_KEY } from '../../shared/i18n/languages';
import { AppProviders } from '../../web/src/app/providers';
import { AppRoutes } from '../../web/src/app/routes';
import { RuntimeProviders } from '../../web/src/app/runtime';
import { makeStore } from '../../web/src/app/store';
import { rememberLanguage } from '../../web/src/lib/i18n/current-language';
import type { LoadedCatalogue } from '../../shared/i18n/catalogue';
import { mockSession, renderApp, TEST_CONFIG } from './render';
import { catalogueIn } from './support/intl';

/** The app as the browser starts it: no catalogue handed in, so the remembered language's chunk loads (or `catalogue`). */
function startApp(path: string, catalogue?: LoadedCatalogue) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders config={TEST_CONFIG} catalogue={catalogue}>
        <RuntimeProviders store={makeStore()}>
          <AppRoutes />
        </RuntimeProviders>
      </AppProviders>
    </MemoryRouter>,
  );
}

const yoruba = catalogueIn('yo').messages;
const hausa = catalogueIn('ha').messages;

describe('the public pages in the reader\'s language', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession(null);
  });

  afterEach(() => {
    rememberLanguage('en');
    document.documentElement.lang = 'en';
  });

  it('shows the login page in Hausa: its texts, its validation messages and the wrong-credentials message', async () => {
    vi.mocked(signIn).mockRejectedValue(Object.assign(new Error('x'), { name: 'NotAuthorizedException' }));
    startApp('/auth/login', catalogueIn('ha'));
    const form = await screen.findByRole('form', { name: hausa['auth.login.formLabel'] });
    expect(screen.getByRole('heading', { level: 1, name: hausa['auth.login.heading'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: hausa['auth.login.forgotPassword'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Yi rajista' }).getAttribute('href')).toBe('/auth/register');
    expect(screen.getByRole('combobox', { name: hausa['app.language'] })).toBeTruthy();

    await userEvent.click(within(form).getByRole('button', { name: hausa['auth.form.signIn'] }));
    expect(within(form).getByText('Ana buƙatar imel')).toBeTruthy();
    expect(within(form).getByText(hausa['auth.passwordRequired']!)).toBeTruthy();

    await userEvent.type(within(form).getByLabelText(hausa['auth.form.email']!), 'jane@example.com');
    await userEvent.type(within(form).getByLabelText(hausa['auth.form.password']!), 'wrong-horse');
    await userEvent.click(within(form).getByRole('button', { name: hausa['auth.form.signIn'] }));
    expect(await screen.findByText(hausa['account.badCredentials']!)).toBeTruthy();
    expect(document.documentElement.lang).toBe('ha');
  });

  // Last: the reload below resets the module registry.
  it('switches the landing page to Yoruba from its bar, says so in <html lang>, and remembers it across a reload', async () => {
    const first = renderApp('/home');
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    // The bar's switch (the phone menu has the same one).
    await userEvent.click(screen.getAllByRole('combobox', { name: 'Language' })[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Yorùbá' }));

    expect(await screen.findByRole('heading', { level: 1, name: yoruba['landing.hero.heading'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: yoruba['landing.nav.signIn'] }).getAttribute('href')).toBe('/auth/login/');
    expect(screen.getByRole('link', { name: yoruba['landing.hero.getStarted'] })).toBeTruthy();
    expect(screen.getByLabelText(yoruba['landing.contact.fullName']!)).toBeTruthy();
    expect(screen.getAllByTestId('translation-review-note').length).toBeGreaterThan(0);
    await waitFor(() => expect(document.documentElement.lang).toBe('yo'));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('yo');
    first.unmount();

    // A reload: the page reads the remembered language before its first paint.
    vi.resetModules();
    const reloaded = await import('../../web/src/lib/i18n/current-language');
    expect(reloaded.currentLanguage()).toBe('yo');
    startApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: yoruba['landing.hero.heading'] })).toBeTruthy();
    expect(document.title).toBe(`${yoruba['landing.title']} | GIS`);
  });
});
