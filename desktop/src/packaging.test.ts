import { readFileSync, readdirSync, statSync, type Stats } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The part of electron-builder's (internal) file matcher this test drives. */
interface FileMatcherModule {
  getMainFileMatchers(
    appDir: string,
    destination: string,
    macroExpander: (pattern: string) => string,
    platformSpecificBuildOptions: object,
    platformPackager: object,
    outDir: string,
    isElectronCompile: boolean,
  ): Array<{ createFilter(): (file: string, stat: Stats) => boolean }>;
}

const require = createRequire(import.meta.url);
const { getMainFileMatchers } = require('app-builder-lib/out/fileMatcher') as FileMatcherModule;
const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
  validateConfiguration(config: object, debugLogger: object): Promise<void>;
};
const { DebugLogger } = require('builder-util') as {
  DebugLogger: new (enabled: boolean) => object;
};

interface BuilderConfig {
  appId: string;
  files: string[];
  directories: { output: string; buildResources: string };
  linux: { target: string[]; category: string; maintainer: string };
  win: { target: string[] };
  mac: { target: string[] };
}

const readConfig = () =>
  parse(readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as BuilderConfig;

/**
 * The files electron-builder puts in app.asar, computed with its own matcher from the `files`
 * whitelist of electron-builder.yml plus the defaults it adds (package.json, no node_modules,
 * no build resources, no output folder).
 */
function filesInAsar(): string[] {
  const config = readConfig();
  const packager = {
    info: {
      projectDir: root,
      buildResourcesDir: path.join(root, config.directories.buildResources),
      isPrepackedAppAsar: false,
      config,
      debugLogger: { isEnabled: false },
    },
  };
  const [matcher] = getMainFileMatchers(
    root,
    '/asar',
    (p) => p,
    {},
    packager,
    path.join(root, config.directories.output),
    false,
  );
  const filter = matcher!.createFilter();
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      const stat = statSync(file);
      if (!filter(file, stat)) continue;
      if (stat.isDirectory()) walk(file);
      else found.push(path.relative(root, file).split(path.sep).join('/'));
    }
  };
  walk(root);
  return found.sort();
}

describe('packaging', () => {
  it("has a configuration electron-builder's own schema accepts, for the four targets", async () => {
    const config = readConfig();
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.linux.maintainer).toMatch(/@/);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
    const icon = readFileSync(path.join(root, 'build/icon.png'));
    expect(icon.subarray(1, 4).toString()).toBe('PNG');
    expect([icon.readUInt32BE(16), icon.readUInt32BE(20)]).toEqual([512, 512]);
  }, 30_000);

  it('puts the built main, preload and renderer and package.json in app.asar, and nothing else', () => {
    const files = filesInAsar();
    expect(files).toContain('package.json');
    expect(files).toContain('dist/main/index.cjs');
    expect(files).toContain('dist/preload/index.cjs');
    expect(files).toContain('dist/renderer/index.html');
    expect(files.some((f) => /^dist\/renderer\/assets\/.+\.js$/.test(f))).toBe(true);
    const stray = files.filter(
      (f) => f !== 'package.json' && !/^dist\/(main|preload|renderer)\//.test(f),
    );
    expect(stray).toEqual([]);
    expect(
      files.filter((f) => f.startsWith('src/') || f.endsWith('.map') || /\.test\./.test(f)),
    ).toEqual([]);
  });

  it('starts from the packaged main bundle, which needs no node_modules', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      main: string;
    };
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
