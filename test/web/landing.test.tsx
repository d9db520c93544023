import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastAuthUserKey } from '../../web/src/lib/stored-session';
import { renderApp, TEST_CONFIG } from './render';

describe('landing page', () => {
  it('shows Sign In without a stored session, and the sections', async () => {
    renderApp('/home');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth/login/');
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/auth/register/');
    expect(screen.getByRole('link', { name: 'Farm Monitoring' }).getAttribute('href')).toBe('/dashboard/farmsummary/');
    expect(screen.getByRole('link', { name: 'Satellite Imagery' }).getAttribute('href')).toBe('/dashboard/satellite-view/');
    expect(screen.getByRole('link', { name: 'Crop Monitoring' }).getAttribute('href')).toBe('/dashboard/crop-plan/config/farm/');
    for (const text of ['5,234', '3,400+', '24/7', 'Oil and Gas', 'Agriculture', 'Forestry', 'Fishery']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
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
