import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { api } from '../lib/api';
import { contextSlice, loadSessionContext, saveSessionContext } from '../lib/context-slice';
import { sessionSlice } from '../lib/session-slice';
import { forgetReadsAtLogout, rememberDefaultTeam } from '../lib/offline/read-cache';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [contextSlice.name]: contextSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloaded?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { [contextSlice.name]: loadSessionContext(), ...preloaded },
    middleware: (getDefault) => getDefault().concat(api.middleware, rememberDefaultTeam(), forgetReadsAtLogout()),
  });
  let saved = store.getState()[contextSlice.name];
  store.subscribe(() => {
    const current = store.getState()[contextSlice.name];
    if (current !== saved) {
      saved = current;
      saveSessionContext(current);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

let appStore: AppStore | null = null;

/** The app's one store, created when the runtime chunk first renders. */
export function getAppStore(): AppStore {
  if (!appStore) {
    appStore = makeStore();
    // The browser's online/offline events refetch the screens' reads when the signal returns.
    setupListeners(appStore.dispatch);
  }
  return appStore;
}
