import { beforeEach, describe, expect, it } from 'vitest';
import { Menu, resetFakeElectron } from '../test/fake-electron';
import { applicationMenu, setApplicationMenu } from './menu';

beforeEach(resetFakeElectron);

describe('application menu', () => {
  it("replaces Electron's English default with the console's language", () => {
    let quits = 0;
    setApplicationMenu('az', { quit: () => (quits += 1) });
    const [consoleMenu, edit] = Menu.application?.items ?? [];
    expect(consoleMenu?.label).toBe('Konsol');
    expect(edit?.submenu?.map((i) => i.label ?? i.type)).toEqual([
      'Geri al',
      'Təkrarla',
      'separator',
      'Kəs',
      'Kopyala',
      'Yapışdır',
      'Hamısını seç',
    ]);
    // Roles keep the standard shortcuts (Ctrl+C...) working in the console's text fields.
    expect(edit?.submenu?.filter((i) => i.role).map((i) => i.role)).toEqual([
      'undo',
      'redo',
      'cut',
      'copy',
      'paste',
      'selectAll',
    ]);
    consoleMenu?.submenu?.[0]?.click?.();
    expect(quits).toBe(1);
  });

  it('offers developer tools only when not packaged', () => {
    const view = (developer: boolean) =>
      applicationMenu('en', { quit: () => undefined }, 'linux', developer)[2]?.submenu as Array<{
        role?: string;
      }>;
    expect(view(true).map((i) => i.role)).toContain('toggleDevTools');
    expect(view(false).map((i) => i.role)).not.toContain('toggleDevTools');
  });

  it("starts with the app's own menu on macOS", () => {
    const [first] = applicationMenu('en', { quit: () => undefined }, 'darwin');
    expect(first?.label).toBe('Conference Console');
    expect(
      (first?.submenu as Array<{ label?: string }>).map((i) => i.label).filter(Boolean),
    ).toEqual(['Hide Conference Console', 'Quit Conference Console']);
  });
});
