// electron-builder's afterPack hook (electron-builder.yml): flips Electron's fuses in the packaged
// executable, before signing (a later flip would break the signature). The console needs none of
// what they switch off: it never runs as plain Node, takes no NODE_OPTIONS or --inspect, and loads
// only its own app.asar, whose integrity Electron checks at start (Windows and macOS, where
// electron-builder embeds the asar's hash; Linux Electron has no such check yet).
import path from 'node:path';
import { FuseV1Options, FuseVersion, flipFuses } from '@electron/fuses';
import { Arch } from 'electron-builder';

/** The fuses the packaged console runs with (packaging.test.ts reads them back from the binary). */
export const CONSOLE_FUSES = {
  [FuseV1Options.RunAsNode]: false,
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  // The console is served from app://, never file://: file pages need no extra powers.
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
};

/** Where electron-builder put the Electron executable (or, on macOS, the .app holding it). */
function packagedExecutable({ appOutDir, electronPlatformName, packager }) {
  switch (electronPlatformName) {
    case 'darwin':
    case 'mas':
      return path.join(appOutDir, `${packager.appInfo.productFilename}.app`);
    case 'win32':
      return path.join(appOutDir, `${packager.appInfo.productFilename}.exe`);
    default:
      return path.join(appOutDir, packager.executableName);
  }
}

/** @param {import('electron-builder').AfterPackContext} context */
export default async function afterPack(context) {
  const darwin = ['darwin', 'mas'].includes(context.electronPlatformName);
  await flipFuses(packagedExecutable(context), {
    version: FuseVersion.V1,
    // Apple silicon refuses to start an ad-hoc signed binary whose bytes changed: re-sign it
    // ad hoc (a real signing identity signs again afterwards).
    resetAdHocDarwinSignature: darwin && context.arch === Arch.arm64,
    ...CONSOLE_FUSES,
  });
}
