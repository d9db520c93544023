import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import dayjs from 'dayjs';
import { defaultWindowStart, MONITORING_DEFAULTS } from '../../../shared/domain/monitoring';

/**
 * The session context for map and selection (spec 3 §9), kept in the tab's session storage: it survives a reload
 * and ends with the tab, as a session does, and is not left behind on the machine for the next user.
 * Coordinates are [longitude, latitude] as the fields API sends them; `selectedCoordinates` holds the
 * display order (swapped) as the product keeps it, `realCoordinates` the original order.
 */
export interface SessionContextState {
  selectedFieldId: string | null;
  /**
   * The field's centroid as the API sends it, [longitude, latitude]: the weather routes carry it as is
   * (/dashboard/weather/forecast/{centroid}) and the weather screen swaps it (spec 2 §2.4, §2.8).
   */
  selectedCentroid: [number, number] | null;
  selectedCoordinates: [number, number][] | null;
  realCoordinates: [number, number][] | null;
  /** The monitoring window and cloud limit, under the monitoring API's names (YYYY-MM-DD, percent). */
  start: string;
  end: string;
  selectedDate: string | null;
  splitDates: { left: string | null; right: string | null };
  index: string | null;
  cloud: number;
  cloudPresent: boolean;
  /** The analysis chart fills cloudy days with estimates from radar (on unless the user turned it off). */
  radarFill: boolean;
}

export const CONTEXT_STORAGE_KEY = 'fieldwatch.sessionContext';

export function defaultSessionContext(today = dayjs()): SessionContextState {
  return {
    selectedFieldId: null,
    selectedCentroid: null,
    selectedCoordinates: null,
    realCoordinates: null,
    start: defaultWindowStart(today.format('YYYY-MM-DD')),
    end: today.format('YYYY-MM-DD'),
    selectedDate: null,
    splitDates: { left: null, right: null },
    index: null,
    cloud: MONITORING_DEFAULTS.cloud,
    cloudPresent: true,
    radarFill: true,
  };
}

export function loadSessionContext(): SessionContextState {
  const defaults = defaultSessionContext();
  try {
    // Earlier builds kept the context in local storage: it is dropped, not carried over.
    window.localStorage.removeItem(CONTEXT_STORAGE_KEY);
    const stored = window.sessionStorage.getItem(CONTEXT_STORAGE_KEY);
    if (!stored) return defaults;
    const parsed: unknown = JSON.parse(stored);
    return typeof parsed === 'object' && parsed !== null ? { ...defaults, ...(parsed as Partial<SessionContextState>) } : defaults;
  } catch {
    return defaults;
  }
}

export function saveSessionContext(state: SessionContextState): void {
  try {
    window.sessionStorage.setItem(CONTEXT_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled: the context then lives for this page only.
  }
}

export const contextSlice = createSlice({
  name: 'sessionContext',
  initialState: defaultSessionContext,
  reducers: {
    fieldSelected(
      state,
      action: PayloadAction<{ id: string; centroid: [number, number] | null; coordinates: [number, number][] }>,
    ) {
      state.selectedFieldId = action.payload.id;
      state.selectedCentroid = action.payload.centroid;
      state.realCoordinates = action.payload.coordinates;
      state.selectedCoordinates = action.payload.coordinates.map(([a, b]) => [b, a]);
    },
    /** The selected field was deleted: nothing is selected any more; the dates, index and cloud cover stay. */
    fieldDeselected(state) {
      state.selectedFieldId = null;
      state.selectedCentroid = null;
      state.selectedCoordinates = null;
      state.realCoordinates = null;
    },
    dateRangeChanged(state, action: PayloadAction<{ start: string; end: string }>) {
      state.start = action.payload.start;
      state.end = action.payload.end;
    },
    selectedDateChanged(state, action: PayloadAction<string | null>) {
      state.selectedDate = action.payload;
    },
    splitDateChanged(state, action: PayloadAction<{ side: 'left' | 'right'; date: string | null }>) {
      state.splitDates[action.payload.side] = action.payload.date;
    },
    indexChanged(state, action: PayloadAction<string | null>) {
      state.index = action.payload;
    },
    cloudChanged(state, action: PayloadAction<number>) {
      state.cloud = action.payload;
    },
    cloudPresentChanged(state, action: PayloadAction<boolean>) {
      state.cloudPresent = action.payload;
    },
    radarFillChanged(state, action: PayloadAction<boolean>) {
      state.radarFill = action.payload;
    },
    /** Clearing wipes the stored context and resets the defaults (spec 3 §9). */
    contextCleared() {
      return defaultSessionContext();
    },
  },
});

export const {
  fieldSelected,
  fieldDeselected,
  dateRangeChanged,
  selectedDateChanged,
  splitDateChanged,
  indexChanged,
  cloudChanged,
  cloudPresentChanged,
  radarFillChanged,
  contextCleared,
} = contextSlice.actions;
