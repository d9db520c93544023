import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SCOUTING_LIMITS, SCOUTING_MESSAGES } from '../../../shared/domain/scouting';
import { messageRef } from '../../../shared/i18n/message-ref';
import { AppProviders } from '../../../web/src/app/providers';
import { RuntimeProviders } from '../../../web/src/app/runtime';
import { makeStore } from '../../../web/src/app/store';
import { NoteForm } from '../../../web/src/features/scouting/components/note-form';
import type { Pin } from '../../../web/src/features/scouting/pin';
import { loadSession } from '../../../web/src/lib/session-slice';
import { queueWrite } from '../../../web/src/lib/offline/write-queue';
import { fieldFixture } from '../field-fixture';
import { TEST_CONFIG, mockSession } from '../render';
import { ENGLISH_CATALOGUE, en, english } from '../support/intl';
import { mockApi } from '../support/mock-api';

// The queue is the offline store's (its own tests cover it): here, what the form hands it.
vi.mock('../../../web/src/lib/offline/write-queue', () => ({
  queueWrite: vi.fn(async (kind: string, payload: unknown, owner: { team: string | null; user: string }) => ({
    id: 'write-1',
    kind,
    payload,
    ...owner,
    createdAt: new Date().toISOString(),
    attempts: 0,
    state: 'waiting',
  })),
  keepBlob: vi.fn(async () => 'blob-1'),
}));

const NORTH = fieldFixture('field-1', 'North plot');
const SOUTH = fieldFixture('field-2', 'South plot', {
  coordinates: [
    [8.6, 9.0],
    [8.61, 9.0],
    [8.61, 9.01],
    [8.6, 9.01],
    [8.6, 9.0],
  ],
});

/** The form with its pin held as the dashboard holds it; `tap` stands for a tap on the map. */
function Harness({ onQueued }: { onQueued: () => void }) {
  const [pin, setPin] = useState<Pin | null>(null);
  return (
    <>
      <button type="button" onClick={() => setPin({ lat: 9.075, lng: 8.675, source: 'tap', accuracy: null })}>
        tap
      </button>
      <NoteForm fields={[SOUTH, NORTH]} pin={pin} onPin={setPin} onQueued={onQueued} onCancel={() => undefined} />
    </>
  );
}

async function renderForm() {
  mockSession({ sub: 'user-1' });
  mockApi({});
  const store = makeStore();
  await store.dispatch(loadSession());
  const onQueued = vi.fn();
  render(
    <MemoryRouter>
      <AppProviders config={TEST_CONFIG} catalogue={ENGLISH_CATALOGUE}>
        <RuntimeProviders store={store}>
          <Harness onQueued={onQueued} />
        </RuntimeProviders>
      </AppProviders>
    </MemoryRouter>,
  );
  return { onQueued };
}

type Watcher = (position: { coords: { latitude: number; longitude: number; accuracy: number } }) => void;
let watcher: Watcher | null = null;

beforeEach(() => {
  vi.mocked(queueWrite).mockClear();
  watcher = null;
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: vi.fn((success: Watcher) => {
        watcher = success;
        return 7;
      }),
      clearWatch: vi.fn(),
    },
  });
});

describe('the new scouting note form', () => {
  it('says what is missing and queues nothing', async () => {
    await renderForm();
    await userEvent.click(screen.getByRole('button', { name: en('scouting.save') }));
    expect((await screen.findByRole('alert')).textContent).toContain(en('scouting.pinRequired'));
    expect(screen.getByText(en('scouting.fieldRequired'))).toBeTruthy();
    expect(screen.getByText(english(SCOUTING_MESSAGES.categoryInvalid))).toBeTruthy();
    expect(screen.getByText(english(SCOUTING_MESSAGES.severityInvalid))).toBeTruthy();
    expect(queueWrite).not.toHaveBeenCalled();
  });

  it('counts the words up to 500 and refuses more', async () => {
    await renderForm();
    const text = screen.getByRole('textbox', { name: en('scouting.text') });
    fireEvent.change(text, { target: { value: 'Fall armyworm on the young maize' } });
    expect(screen.getByText(`32/${SCOUTING_LIMITS.textMaxLength}`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: en('scouting.save') }));
    fireEvent.change(text, { target: { value: 'x'.repeat(SCOUTING_LIMITS.textMaxLength + 1) } });
    expect(screen.getByText(english(messageRef(SCOUTING_MESSAGES.textTooLong, { max: SCOUTING_LIMITS.textMaxLength })))).toBeTruthy();
    expect(queueWrite).not.toHaveBeenCalled();
  });

  it('refuses a GPS fix rougher than 100 m, then takes a sharper one with its accuracy', async () => {
    await renderForm();
    await userEvent.click(screen.getByRole('button', { name: en('scouting.useMyPosition') }));
    expect(screen.getByText(en('scouting.locating'))).toBeTruthy();
    act(() => watcher?.({ coords: { latitude: 9.075, longitude: 8.675, accuracy: 250 } }));
    expect(screen.getByText(en('scouting.gpsTooRough', { metres: 250, max: SCOUTING_LIMITS.gpsAccuracyMaxMetres }))).toBeTruthy();
    expect(screen.getByText(en('scouting.tapMap'))).toBeTruthy();
    act(() => watcher?.({ coords: { latitude: 9.075, longitude: 8.675, accuracy: 8.4 } }));
    expect(screen.getByText(`${en('scouting.pinAt', { lat: '9.07500', lng: '8.67500' })} ${en('scouting.accuracy', { metres: 8 })}`)).toBeTruthy();
    // The pin is in North plot: the field is chosen for the user.
    expect(screen.getByRole('combobox', { name: en('scouting.field') }).textContent).toContain('North plot');
  });

  it('queues a tapped note without signal with its field, category, severity and words, and says it waits', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { onQueued } = await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'tap' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: en('scouting.field') }).textContent).toContain('North plot'));
    await userEvent.click(screen.getByRole('button', { name: en('scouting.category.pest') }));
    await userEvent.click(screen.getByRole('button', { name: en('scouting.severity.high') }));
    fireEvent.change(screen.getByRole('textbox', { name: en('scouting.text') }), { target: { value: '  Armyworm in the north corner ' } });
    await userEvent.click(screen.getByRole('button', { name: en('scouting.save') }));
    await waitFor(() => expect(queueWrite).toHaveBeenCalledTimes(1));
    const [kind, payload, owner] = vi.mocked(queueWrite).mock.calls[0]!;
    expect(kind).toBe('scoutingNote');
    expect(owner).toEqual({ team: null, user: 'user-1' });
    expect(payload).toMatchObject({
      body: { field: 'field-1', lat: 9.075, lng: 8.675, source: 'tap', accuracy_m: null, category: 'pest', severity: 'high', text: 'Armyworm in the north corner' },
      photos: [],
    });
    expect(await screen.findByText(en('scouting.queued'))).toBeTruthy();
    expect(onQueued).toHaveBeenCalledWith(expect.objectContaining({ waiting: true }));
    offline.mockRestore();
  });
});
