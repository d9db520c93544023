import { act, render, screen } from '@testing-library/react';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { catalogueIn, ENGLISH_CATALOGUE } from './support/intl';
import { AppProviders } from '../../web/src/app/providers';
import { TEST_CONFIG } from './render';

function Toast({ text = 'Saved' }: { text?: string }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    enqueueSnackbar(text, { variant: 'success' });
  }, [enqueueSnackbar, text]);
  return null;
}

describe('toasts', () => {
  it('rise from the bottom left, clear of the app bar where the team switcher and profile menu sit', async () => {
    render(
      <AppProviders config={TEST_CONFIG} catalogue={ENGLISH_CATALOGUE}>
        <Toast />
      </AppProviders>,
    );
    const toast = await screen.findByText('Saved');
    await act(async () => undefined);
    const container = toast.closest('.notistack-SnackbarContainer');
    expect(container).toBeTruthy();
    const style = getComputedStyle(container as Element);
    // notistack places its container with bottom/left (or top/right) offsets.
    expect(style.bottom).toMatch(/px$/);
    expect(style.left).toMatch(/px$/);
    expect(style.top).toBe('');
    expect(style.right).toBe('');
  });

  it('say a catalogue key in the language on screen, and other text as it is', async () => {
    render(
      <AppProviders config={TEST_CONFIG} catalogue={catalogueIn('pcm')}>
        <Toast text="app.logout.loggedOut" />
        <Toast text="Farm North saved" />
      </AppProviders>,
    );
    expect(await screen.findByText('You don comot.')).toBeTruthy();
    expect(await screen.findByText('Farm North saved')).toBeTruthy();
  });
});
