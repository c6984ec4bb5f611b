import { redirect } from 'react-router';
import { isAdminRole, type Locale, type UserDto } from '@conf/common';
import { api } from './api';
import { loadQuery } from './loader-utils';
import { localizePath } from './locale';
import type { AppStore } from './store';

async function currentUser(store: AppStore): Promise<UserDto | null> {
  const { data } = await loadQuery(store.dispatch(api.endpoints.getCurrentUser.initiate()));
  return data ?? null;
}

/** Loader guard of the user panel: signed-out visitors go to sign-in and come back after. */
export async function requireUser(
  store: AppStore,
  locale: Locale,
  request: Request,
): Promise<UserDto> {
  const user = await currentUser(store);
  if (!user) {
    const url = new URL(request.url);
    const back = encodeURIComponent(url.pathname + url.search);
    throw redirect(`${localizePath('/user/login', locale)}?redirect=${back}`);
  }
  return user;
}

/** Loader guard of the admin console: anyone but an admin is sent to the home page (spec §6). */
export async function requireAdmin(store: AppStore, locale: Locale): Promise<UserDto> {
  const user = await currentUser(store);
  if (!user || !isAdminRole(user.role)) throw redirect(localizePath('/', locale));
  return user;
}
