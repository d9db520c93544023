import { act, render, screen } from '@testing-library/react';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { ENGLISH_CATALOGUE } from './support/intl';
import { AppProviders } from '../../web/src/app/providers';
import { TEST_CONFIG } from './render';

function Toast() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    enqueueSnackbar('Saved', { variant: 'success' });
  }, [enqueueSnackbar]);
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
});
