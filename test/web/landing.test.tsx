import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS, ProductCarousel } from '../../web/src/features/landing/components/product-carousel';
import { CONTACT_MESSAGES } from '../../shared/domain/contact';
import { API_PREFIX, routeById } from '../../shared/api/routes';
import { lastAuthUserKey } from '../../web/src/lib/stored-session';
import { renderApp, TEST_CONFIG } from './render';
import { mockApi, reply } from './support/mock-api';
import { en, english, WithEnglish } from './support/intl';

describe('landing page', () => {
  it('shows Sign In without a stored session, and the sections', async () => {
    renderApp('/home');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth/login/');
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/auth/register/');
    expect(screen.getByRole('link', { name: 'Farm Monitoring' }).getAttribute('href')).toBe('/dashboard/farmsummary/');
    expect(screen.getByRole('link', { name: 'Satellite Imagery' }).getAttribute('href')).toBe('/dashboard/satellite-view/');
    expect(screen.getByRole('link', { name: 'Crop Monitoring' }).getAttribute('href')).toBe('/dashboard/crop-plan/config/farm/');
    for (const text of ['Oil and Gas', 'Agriculture', 'Forestry', 'Fishery']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    // The old product's marketing figures are not ours.
    for (const text of ['5,234', '3,400+']) expect(screen.queryByText(text)).toBeNull();
    for (const label of ['Email', 'Full Name', 'Message']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    for (const link of ['Home', 'About Us', 'Products', 'Contact Us']) expect(screen.getAllByRole('link', { name: link }).length).toBeGreaterThan(0);
    expect(document.title).toBe('Home | GIS');
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull(), { timeout: 3000 });
  });

  it("shows Dashboard when Amplify's LastAuthUser key is present", () => {
    window.localStorage.setItem(lastAuthUserKey(TEST_CONFIG.userPoolClientId), 'user-1');
    renderApp('/home');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard/');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('toggles the mobile menu', async () => {
    renderApp('/home');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});

const SLIDES = [
  { src: '/a.png', alt: 'first map', caption: 'First' },
  { src: '/b.svg', alt: 'second chart', caption: 'Second' },
  { src: '/c.png', alt: 'third map', caption: 'Third' },
];

function activeCaption(): string {
  return screen.getAllByRole('group', { hidden: true }).find((slide) => slide.getAttribute('aria-hidden') === 'false')?.getAttribute('aria-label') ?? '';
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('landing carousel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the product renders on the landing page', () => {
    renderApp('/home');
    const carousel = screen.getByRole('region', { name: 'What FieldWatch shows' });
    const images = carousel.querySelectorAll('img');
    expect([...images].map((image) => image.getAttribute('src'))).toEqual(
      expect.arrayContaining(['/images/landing/ndvi-growing-season.png', '/images/landing/ndvi-chart.svg']),
    );
    for (const image of images) expect(image.getAttribute('alt')).toBeTruthy();
  });

  it('autoplays, pauses while hovered or focused, and has a Pause control', () => {
    reducedMotion(false);
    vi.useFakeTimers();
    render(
      <WithEnglish>
        <ProductCarousel label="Renders" slides={SLIDES} />
      </WithEnglish>,
    );
    expect(activeCaption()).toBe('1 of 3: First');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(activeCaption()).toBe('2 of 3: Second');

    const carousel = screen.getByRole('region', { name: 'Renders' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(activeCaption()).toBe('2 of 3: Second');
    fireEvent.mouseLeave(carousel);

    fireEvent.focus(screen.getByRole('button', { name: 'Show slide 1' }));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(activeCaption()).toBe('2 of 3: Second');
    fireEvent.blur(screen.getByRole('button', { name: 'Show slide 1' }));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(activeCaption()).toBe('3 of 3: Third');

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(activeCaption()).toBe('3 of 3: Third');
    expect(screen.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('does not autoplay under prefers-reduced-motion', () => {
    reducedMotion(true);
    vi.useFakeTimers();
    render(
      <WithEnglish>
        <ProductCarousel label="Renders" slides={SLIDES} />
      </WithEnglish>,
    );
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 5));
    expect(activeCaption()).toBe('1 of 3: First');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });
});

describe('contact, terms and privacy', () => {
  it('sends the typed message to the server for the support address, and says it is on its way', async () => {
    const api = mockApi({ sendContactMessage: reply(202, { detail: en(CONTACT_MESSAGES.sent) }) });
    renderApp('/home');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@farm.example');
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ada Obi');
    await userEvent.type(screen.getByLabelText('Message'), 'Do you cover Kaduna?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(en(CONTACT_MESSAGES.sent))).toBeTruthy();
    expect(api.requests).toHaveLength(1);
    // The landing page posts without loading the route table: the route's own method and path.
    const route = routeById('sendContactMessage');
    const sent = api.calls('sendContactMessage')[0];
    expect(sent?.url.pathname).toBe(`${API_PREFIX}${route.path}`);
    expect(sent?.method).toBe(route.method);
    expect(sent?.body).toEqual({ full_name: 'Ada Obi', email: 'ada@farm.example', message: 'Do you cover Kaduna?' });
    vi.unstubAllGlobals();
  });

  it('says what is missing before sending anything, and says so when the server cannot take the message', async () => {
    const api = mockApi({ sendContactMessage: reply(503, { detail: en(CONTACT_MESSAGES.notSent) }) });
    renderApp('/home');
    await userEvent.type(screen.getByLabelText('Message'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(en(CONTACT_MESSAGES.nameRequired))).toBeTruthy();
    expect(screen.getByText(en(CONTACT_MESSAGES.emailInvalid))).toBeTruthy();
    expect(screen.getByText(english(CONTACT_MESSAGES.messageTooShort))).toBeTruthy();
    expect(api.requests).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@farm.example');
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ada Obi');
    await userEvent.type(screen.getByLabelText('Message'), ' there, do you cover Kaduna?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(en(CONTACT_MESSAGES.notSent))).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('has the Terms and Conditions and the Privacy Policy pages, which say what the product stores', async () => {
    renderApp('/termandcondition');
    expect(await screen.findByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeTruthy();
    // The title is set by the page's effect, which may run just after its heading is on the screen.
    await waitFor(() => expect(document.title).toBe('Terms and Conditions | GIS'));
    renderApp('/privacypolicy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeTruthy();
    for (const topic of [/first and last name, e-mail address/, /boundary of every field/, /field files/, /Paystack/]) {
      expect(screen.getAllByText(topic).length).toBeGreaterThan(0);
    }
    expect(screen.queryByText("Looks like you're lost!")).toBeNull();
  });

  it('links the footer to both pages', () => {
    renderApp('/home');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe('/termandcondition');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacypolicy');
  });
});
