import { createContext, useContext } from 'react';
import type { Platform } from '@conf/common';
import { webPlatform } from './web';

/**
 * The platform the console runs on, chosen once at its entry point (the browser route or the
 * desktop's mountAdminConsole). Screens call `usePlatform()` and never ask which one it is.
 */
export const PlatformContext = createContext<Platform | null>(null);

let fallback: Platform | null = null;

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (platform) return platform;
  fallback ??= webPlatform();
  return fallback;
}
