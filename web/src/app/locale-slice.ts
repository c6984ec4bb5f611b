import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type Locale } from '@conf/common';

/** The locale of the page on screen; requests without their own locale carry this one. */
export const localeSlice = createSlice({
  name: 'locale',
  initialState: { current: DEFAULT_LOCALE as Locale },
  reducers: {
    setLocale(state, action: PayloadAction<Locale>) {
      state.current = action.payload;
    },
  },
});

export const { setLocale } = localeSlice.actions;
