import { Component, lazy, type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LazyPart } from '../../../web/src/components/lazy-part';
import { en, WithEnglish } from '../support/intl';

/** What a browser without signal throws for a chunk it never kept (Chromium's wording). */
const missingChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/zones-map-x1.js'));

class Caught extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>caught above: {String(this.state.error)}</p> : this.props.children;
  }
}

describe('a lazy part of a screen', () => {
  it('says its code is not on the phone yet when the chunk cannot be fetched, and the rest of the screen stays', async () => {
    // React reports the caught failure on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Missing = lazy(missingChunk);
    render(
      <WithEnglish>
        <h1>Field Info</h1>
        <LazyPart fallback={<p>loading</p>}>
          <Missing />
        </LazyPart>
      </WithEnglish>,
    );
    expect((await screen.findByRole('status')).textContent).toBe(en('field-app.offline.partMissing'));
    expect(screen.getByRole('heading', { name: 'Field Info' })).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });

  it('passes any other failure on up: a defect is not called a missing file', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(() => Promise.reject(new Error('render defect')));
    render(
      <WithEnglish>
        <Caught>
          <LazyPart fallback={<p>loading</p>}>
            <Broken />
          </LazyPart>
        </Caught>
      </WithEnglish>,
    );
    expect((await screen.findByText(/caught above/)).textContent).toContain('render defect');
    expect(screen.queryByText(en('field-app.offline.partMissing'))).toBeNull();
    vi.mocked(console.error).mockRestore();
  });

  it("tries again on another page: a shell's page that could not load does not stay on the next one", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Alerts = lazy(missingChunk);
    function Shell() {
      const { pathname } = useLocation();
      return (
        <>
          <Link to="/dashboard">Dashboard</Link>
          <LazyPart fallback={<p>loading</p>} place={pathname}>
            <Routes>
              <Route path="/dashboard/alerts" element={<Alerts />} />
              <Route path="/dashboard" element={<h1>Dashboard</h1>} />
            </Routes>
          </LazyPart>
        </>
      );
    }
    render(
      <WithEnglish>
        <MemoryRouter initialEntries={['/dashboard/alerts']}>
          <Shell />
        </MemoryRouter>
      </WithEnglish>,
    );
    await screen.findByText(en('field-app.offline.partMissing'));
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByText(en('field-app.offline.partMissing'))).toBeNull();
    vi.mocked(console.error).mockRestore();
  });
});
