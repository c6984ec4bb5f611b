import type { MountAdminConsole } from '@conf/common';
import { mountDesktopConsole } from './desktop/mount';

/** The website's /admin route (web-route.tsx) and the console's screens. */
export { adminRoute } from './web-route';
export { adminRoutes } from './routes';

/** The desktop app's entry (desktop/src/renderer/main.tsx): the same console, its own router. */
export const mountAdminConsole: MountAdminConsole = mountDesktopConsole;
