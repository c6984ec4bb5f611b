import { execFile } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createPackage, extractFile } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { FuseState } from '@electron/fuses/dist/constants.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { asarFiles, asarProblems, buildLinuxPackages, makeStandInElectron } from './test/packaged';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const run = promisify(execFile);
const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
  validateConfiguration(config: object, debugLogger: object): Promise<void>;
};
const { DebugLogger } = require('builder-util') as {
  DebugLogger: new (enabled: boolean) => object;
};

interface BuilderConfig {
  electronVersion: string;
  artifactName: string;
  linux: { target: string[]; maintainer: string; executableName: string };
  deb: { packageName: string; artifactName: string };
  win: { target: string[]; executableName: string };
  nsis: { artifactName: string };
  mac: { target: string[] };
}
interface DesktopPackage {
  version: string;
  main: string;
  productName: string;
  desktopName: string;
  dependencies?: Record<string, string>;
}

const config = parse(
  readFileSync(path.join(root, 'electron-builder.yml'), 'utf8'),
) as BuilderConfig;
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as DesktopPackage;
const EXECUTABLE = 'conference-console';

const isPng = (bytes: Buffer) => bytes.subarray(1, 4).toString() === 'PNG';
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

/** The fuses the packaged console must run with, as @electron/fuses reads them. */
async function expectConsoleFuses(executable: string) {
  const wire = await getCurrentFuseWire(executable);
  expect({
    runAsNode: wire[FuseV1Options.RunAsNode],
    nodeOptions: wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable],
    inspectArguments: wire[FuseV1Options.EnableNodeCliInspectArguments],
    onlyLoadAppFromAsar: wire[FuseV1Options.OnlyLoadAppFromAsar],
    asarIntegrity: wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation],
    fileProtocolPrivileges: wire[FuseV1Options.GrantFileProtocolExtraPrivileges],
  }).toEqual({
    runAsNode: FuseState.DISABLE,
    nodeOptions: FuseState.DISABLE,
    inspectArguments: FuseState.DISABLE,
    onlyLoadAppFromAsar: FuseState.ENABLE,
    asarIntegrity: FuseState.ENABLE,
    fileProtocolPrivileges: FuseState.DISABLE,
  });
}

/** A packaged Linux app folder: the renamed executable, Electron's files, only built output. */
async function expectPackagedApp(appDir: string) {
  const executable = path.join(appDir, EXECUTABLE);
  expect(statSync(executable).mode & 0o111).not.toBe(0);
  expect(readdirSync(appDir).sort()).toEqual([EXECUTABLE, 'locales', 'resources']);
  const asar = path.join(appDir, 'resources', 'app.asar');
  const files = asarFiles(asar);
  expect(files).toContain('package.json');
  expect(files).toContain('dist/main/index.cjs');
  expect(files).toContain('dist/preload/index.cjs');
  expect(files).toContain('dist/renderer/index.html');
  expect(files.some((f) => /^dist\/renderer\/assets\/.+\.js$/.test(f))).toBe(true);
  expect(asarProblems(files)).toEqual([]);
  // The tray and window icon the main process loads (src/main/index.ts).
  const icon = extractFile(asar, 'dist/renderer/icon.png');
  expect(isPng(icon) && pngSize(icon)).toEqual([512, 512]);
  const packaged = JSON.parse(extractFile(asar, 'package.json').toString()) as DesktopPackage;
  expect(packaged).toMatchObject({ main: pkg.main, productName: 'Conference Console' });
  await expectConsoleFuses(executable);
}

let work: string;
let out: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'desktop-packaging-'));
  out = path.join(work, 'release');
  const electronDist = makeStandInElectron(path.join(work, 'electron-dist'));
  await buildLinuxPackages(root, electronDist, out);
}, 180_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('packaging', () => {
  it("has a configuration electron-builder's own schema accepts, for the four targets", async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.linux.maintainer).toMatch(/@/);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
    const icon = readFileSync(path.join(root, 'build/icon.png'));
    expect(isPng(icon) && pngSize(icon)).toEqual([512, 512]);
  }, 30_000);

  it('builds for the installed Electron, under names without the npm scope', () => {
    // npm workspaces hoist electron out of desktop/node_modules: the version is pinned.
    const electron = require('electron/package.json') as { version: string };
    expect(config.electronVersion).toBe(electron.version);
    expect([config.linux.executableName, config.win.executableName]).toEqual([
      EXECUTABLE,
      EXECUTABLE,
    ]);
    expect(config.deb.packageName).toBe(EXECUTABLE);
    for (const name of [config.artifactName, config.deb.artifactName, config.nsis.artifactName])
      expect(name).toMatch(/^conference-console[-_]/);
    expect(pkg.desktopName).toBe(`${EXECUTABLE}.desktop`);
    expect(pkg.productName).toBe('Conference Console');
    // Everything the app runs is bundled into dist/: nothing for electron-builder to collect.
    expect(pkg.dependencies).toBeUndefined();
  });

  it('packages the app folder with electron-builder: conference-console, only built output, fuses flipped', async () => {
    await expectPackagedApp(path.join(out, 'linux-unpacked'));
  });

  it('makes the same app into a tar.gz archive (7za)', async () => {
    const archive = `conference-console-${pkg.version}-x64.tar.gz`;
    expect(readdirSync(out)).toContain(archive);
    const extracted = path.join(work, 'extracted');
    mkdirSync(extracted);
    await run('tar', ['-xzf', path.join(out, archive), '-C', extracted]);
    expect(readdirSync(extracted)).toEqual([`conference-console-${pkg.version}-x64`]);
    await expectPackagedApp(path.join(extracted, `conference-console-${pkg.version}-x64`));
  });

  it('would notice node_modules, source maps or stray files in app.asar', async () => {
    const src = path.join(work, 'bad-app');
    for (const [file, text] of [
      ['package.json', '{}'],
      ['dist/main/index.cjs', ''],
      ['dist/main/index.cjs.map', '{}'],
      ['node_modules/ws/index.js', ''],
      ['src/main/index.ts', ''],
    ] as const) {
      mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
      writeFileSync(path.join(src, file), text);
    }
    const asar = path.join(work, 'bad.asar');
    await createPackage(src, asar);
    expect(asarProblems(asarFiles(asar))).toEqual([
      'source map: dist/main/index.cjs.map',
      'node_modules: node_modules/ws/index.js',
      'not built output: node_modules/ws/index.js',
      'not built output: src/main/index.ts',
    ]);
  });

  it('starts from the packaged main bundle, which needs no node_modules', () => {
    expect(pkg.main).toBe('dist/main/index.cjs');
    const bundle = readFileSync(path.join(root, pkg.main), 'utf8');
    const required = new Set([...bundle.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]!));
    const builtin = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    // ws asks for its optional native helpers inside try/catch.
    const optional = new Set(['bufferutil', 'utf-8-validate']);
    expect(
      [...required].filter((m) => m !== 'electron' && !builtin.has(m) && !optional.has(m)),
    ).toEqual([]);
  });

  it('bundles the sandboxed preload into one script that requires only electron', () => {
    const preload = readFileSync(path.join(root, 'dist/preload/index.cjs'), 'utf8');
    expect([...preload.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1])).toEqual(['electron']);
    expect(preload).toContain('exposeInMainWorld("conference"');
  });

  it('builds the renderer with relative asset paths (served from app://console/)', () => {
    const html = readFileSync(path.join(root, 'dist/renderer/index.html'), 'utf8');
    expect(html).toMatch(/src="\.\/assets\/[^"]+\.js"/);
  });
});
