import type { PageApi } from '@conf/common';

/**
 * Where and how requests go. In the browser: same-origin '/api'. On the server: the API's own
 * origin, carrying the visitor's cookie so that server-rendered pages see who is signed in.
 * Shared by the public site's data layer (site-data.ts) and the RTK Query store of the panel and
 * the console, so neither has to load the other.
 */
export interface ApiEnvironment {
  baseUrl: string;
  forwardHeaders?: Record<string, string>;
  /**
   * On the server: the API's handlers called in process rather than over loopback HTTP (the
   * site's data layer only: the RTK Query store never runs on the server).
   */
  fetchFn?: PageApi['fetch'];
  /** On the server: a GET answered by the route's handler in process, reply as an object. */
  read?: PageApi['read'];
  /**
   * On the server, when the visitor sent no session cookie: nobody is signed in, so the current
   * user is null without asking. (The browser cannot tell: its cookie is httpOnly.)
   */
  anonymous?: boolean;
}
