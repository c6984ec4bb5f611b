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
declare module 'virtual:messages/public/*' {
  import type { MessageFormatElement } from 'react-intl';
  export const messages: Record<string, MessageFormatElement[]>;
}
