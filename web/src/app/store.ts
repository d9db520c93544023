import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { contextSlice, loadSessionContext, saveSessionContext } from '../lib/context-slice';
import { sessionSlice } from '../lib/session-slice';

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
    middleware: (getDefault) => getDefault().concat(api.middleware),
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
  appStore ??= makeStore();
  return appStore;
}
