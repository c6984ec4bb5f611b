import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { Locale } from '@conf/common';
import { api, type ApiEnvironment } from './api';
import { localeSlice } from './locale-slice';
import { localeRefetch } from './locale-refetch';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  locale: localeSlice.reducer,
});

/** One store per browser tab, and one per server request (never shared between visitors). */
export function createAppStore(env: ApiEnvironment, locale: Locale) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: { locale: { current: locale } },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: env } })
        .prepend(localeRefetch.middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
