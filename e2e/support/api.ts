import {
  API_PREFIX,
  contract,
  createFetcher,
  type Fetcher,
  type ReplyOf,
  type RequestInput,
  type RouteSpec,
} from '@conf/common';

/** Who calls: a bearer token (none for a visitor) and the language of the answers. */
export interface Caller {
  token?: string;
  locale?: string;
}

/** A typed client of the app's API, for the tests to arrange data as the console would. */
export function apiClient(baseUrl: string, caller: Caller = {}): Fetcher {
  return createFetcher({
    apiBase: `${baseUrl}${API_PREFIX}`,
    headers: () => ({
      'lang-code': caller.locale ?? 'en',
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
    }),
  });
}

/** Calls a route and answers its status and body (typed as the route's reply: check the status). */
export async function apiCall<R extends RouteSpec>(
  baseUrl: string,
  route: R,
  input?: RequestInput<R>,
  caller: Caller = {},
): Promise<{ status: number; body: ReplyOf<R> }> {
  const res = await apiClient(baseUrl, caller).raw(route, input);
  return { status: res.status, body: res.body as ReplyOf<R> };
}

export async function apiLogin(baseUrl: string, email: string, password: string): Promise<string> {
  const { token } = await apiClient(baseUrl)(contract.auth.login, { body: { email, password } });
  return token;
}
