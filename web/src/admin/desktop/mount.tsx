import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { MountAdminConsole } from '@conf/common';
import { DesktopConsole } from './DesktopConsole';

/**
 * Mounts the console for the desktop app: its own store (the API at the chosen server, the
 * organiser's token as a Bearer header) and its own hash router holding /admin/* only.
 */
export const mountDesktopConsole: MountAdminConsole = (container, options) => {
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <DesktopConsole options={options} />
    </StrictMode>,
  );
  return () => root.unmount();
};
