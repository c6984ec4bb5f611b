import type { DesktopBridge } from '@conf/common';

declare global {
  interface Window {
    /** Exposed by the preload (desktop/src/preload); absent when the page runs in a plain browser. */
    readonly conference?: DesktopBridge;
  }
}
