import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { listPackage, statFile } from '@electron/asar';
import { FuseV1Options, FuseVersion } from '@electron/fuses';
// Not re-exported by the package's index: the wire's layout constants.
import { FuseState, SENTINEL } from '@electron/fuses/dist/constants.js';

const require = createRequire(import.meta.url);
const run = promisify(execFile);

/** The fuse wire of a stock Electron build (what the afterPack hook starts from). */
const STOCK_FUSES: Record<number, boolean> = {
  [FuseV1Options.RunAsNode]: true,
  [FuseV1Options.EnableCookieEncryption]: false,
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: true,
  [FuseV1Options.EnableNodeCliInspectArguments]: true,
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: false,
  [FuseV1Options.OnlyLoadAppFromAsar]: false,
  [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: true,
};

/**
 * An unpacked Electron for Linux as electron-builder expects it (the `electron` executable and
 * `locales/`), without Electron: the executable is a shell script that carries the fuse wire the
 * way Electron's binary does (sentinel, wire version, wire length, one byte per fuse), so
 * @electron/fuses can flip and read it.
 */
export function makeStandInElectron(dir: string): string {
  mkdirSync(path.join(dir, 'locales'), { recursive: true });
  writeFileSync(path.join(dir, 'locales', 'en-US.pak'), 'stand-in locale\n');
  const states = Object.keys(STOCK_FUSES)
    .map(Number)
    .sort((a, b) => a - b)
    .map((i) => (STOCK_FUSES[i] ? FuseState.ENABLE : FuseState.DISABLE));
  const wire = Buffer.concat([
    Buffer.from(`# ${SENTINEL}`),
    Buffer.from([Number(FuseVersion.V1), states.length, ...states]),
    Buffer.from('\n'),
  ]);
  const executable = path.join(dir, 'electron');
  writeFileSync(
    executable,
    Buffer.concat([Buffer.from('#!/bin/sh\necho "stand-in for Electron"\nexit 0\n'), wire]),
  );
  chmodSync(executable, 0o755);
  return dir;
}

/**
 * Runs the real electron-builder CLI, as `npm run desktop:dist` does, for Linux `dir` and
 * `tar.gz` against the stand-in Electron, writing into `outDir`. Archives use Debian's 7za when
 * it is installed (.ci/run installs p7zip-full); elsewhere electron-builder fetches its own.
 */
export async function buildLinuxPackages(desktopDir: string, electronDist: string, outDir: string) {
  const cli = require.resolve('electron-builder/cli.js');
  const env: NodeJS.ProcessEnv = { ...process.env, CSC_IDENTITY_AUTO_DISCOVERY: 'false' };
  if (existsSync('/usr/bin/7za')) env.ELECTRON_BUILDER_7ZIP_PATH = '/usr/bin/7za';
  const args = [
    cli,
    '--config',
    'electron-builder.yml',
    '--linux',
    'dir',
    'tar.gz',
    '--publish',
    'never',
    `-c.electronDist=${electronDist}`,
    `-c.directories.output=${outDir}`,
  ];
  return run(process.execPath, args, { cwd: desktopDir, env, maxBuffer: 16 * 1024 * 1024 });
}

/** The files (not folders) inside an asar archive, without the leading slash. */
export function asarFiles(archive: string): string[] {
  return listPackage(archive, { isPack: false })
    .filter((entry) => !('files' in statFile(archive, entry.replace(/^[/\\]/, ''))))
    .map((entry) =>
      entry
        .replace(/^[/\\]/, '')
        .split(path.sep)
        .join('/'),
    )
    .sort();
}

/** What must never be in app.asar: anything but the built output and package.json. */
export function asarProblems(files: string[]): string[] {
  return files.flatMap((file) => {
    const problems: string[] = [];
    if (file.split('/').includes('node_modules')) problems.push(`node_modules: ${file}`);
    if (file.endsWith('.map')) problems.push(`source map: ${file}`);
    if (file !== 'package.json' && !/^dist\/(main|preload|renderer)\//.test(file))
      problems.push(`not built output: ${file}`);
    return problems;
  });
}
