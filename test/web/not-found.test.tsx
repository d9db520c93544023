import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentPath, renderApp } from './render';

describe('not-found page', () => {
  it('shows the lost texts and a Refresh Page button for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: "Looks like you're lost!" })).toBeTruthy();
    expect(screen.getByText('The page you want to access is broken')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    expect(document.title).toBe('Page Not Found | GIS');
  });

  it('Refresh Page goes back when there is history, else home', async () => {
    renderApp('/test-transfer');
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh Page' }));
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });

  it("redirects '/' to /home", async () => {
    renderApp('/');
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });
});
