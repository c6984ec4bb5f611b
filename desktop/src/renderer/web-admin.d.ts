/**
 * The admin module of @conf/web, as the desktop renderer expects it (vite.config.ts aliases
 * '@conf/web/admin' to web/src/admin/index.tsx). Until the web team exports
 * `mountAdminConsole` from there, the renderer shows the first-run screen and a notice.
 */
declare module '@conf/web/admin' {
  import type { MountAdminConsole } from '@conf/common';
  export const mountAdminConsole: MountAdminConsole | undefined;
}
