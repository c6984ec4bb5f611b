/** Catalogues pre-parsed at build time (vite-plugin-messages.ts). */
declare module 'virtual:messages/public' {
  import type { MessageFormatElement } from 'react-intl';
  export const messages: Record<'en' | 'az', Record<string, MessageFormatElement[]>>;
}
declare module 'virtual:messages/all' {
  import type { MessageFormatElement } from 'react-intl';
  export const messages: Record<'en' | 'az', Record<string, MessageFormatElement[]>>;
}
declare module 'virtual:messages/forms' {
  import type { MessageFormatElement } from 'react-intl';
  export const messages: Record<'en' | 'az', Record<string, MessageFormatElement[]>>;
}
declare module 'virtual:messages/programme' {
  import type { MessageFormatElement } from 'react-intl';
  export const messages: Record<'en' | 'az', Record<string, MessageFormatElement[]>>;
}
declare module 'virtual:messages/all/*' {
  import type { MessageFormatElement } from 'react-intl';
  export const messages: Record<string, MessageFormatElement[]>;
}
declare module 'virtual:messages/panel/*' {
  import type { MessageFormatElement } from 'react-intl';
  export const messages: Record<string, MessageFormatElement[]>;
}
declare module 'virtual:messages/forms/*' {
  import type { MessageFormatElement } from 'react-intl';
  export const messages: Record<string, MessageFormatElement[]>;
}
declare module 'virtual:messages/programme/*' {
  import type { MessageFormatElement } from 'react-intl';
  export const messages: Record<string, MessageFormatElement[]>;
}
declare module 'virtual:messages/public/*' {
  import type { MessageFormatElement } from 'react-intl';
  export const messages: Record<string, MessageFormatElement[]>;
}

/**
 * The method and path of every contract route (vite-plugin-routing.ts), one export per domain
 * (`import * as routing`); its schemas as types.
 */
declare module 'virtual:contract-routing' {
  import type { contract, RouteSpec } from '@conf/common';
  type Routing<T> = T extends RouteSpec
    ? { readonly method: T['method']; readonly path: T['path']; readonly route?: T }
    : { readonly [K in keyof T]: Routing<T[K]> };
  const routing: Routing<typeof contract>;
  export = routing;
}
