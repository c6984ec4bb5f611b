import { describe, expect, it } from 'vitest';
import { activeMenuPath, adminMenu, badgeOf, groupOf, isMenuGroup, menuItems } from './menu';

const initialData = { languages: [], countries: [], userMessagesCount: 0, adminMessagesCount: 4 };

describe('admin menu', () => {
  it('highlights the deepest item containing the path, inside groups too', () => {
    expect(activeMenuPath('/admin')).toBe('/admin');
    expect(activeMenuPath('/admin/users/online')).toBe('/admin/users/online');
    expect(activeMenuPath('/admin/users/view/3')).toBe('/admin/users');
    expect(activeMenuPath('/admin/pages/update/4/')).toBe('/admin/pages');
    expect(activeMenuPath('/admin/settings')).toBe('/admin/settings');
    expect(activeMenuPath('/elsewhere')).toBeNull();
    expect(groupOf('/admin/pages')).toBe('site');
    expect(groupOf('/admin/messages')).toBeNull();
  });

  it('shows the unread badge from initial data, on a group as the sum of its items', () => {
    const messages = menuItems().find((i) => i.path === '/admin/messages')!;
    expect(badgeOf(messages, { initialData })).toBe(4);
    expect(badgeOf(messages, {})).toBe(0);
    const group = {
      key: 'g',
      icon: null,
      messageId: 'admin.menu.group.site' as const,
      items: [messages, { ...messages, path: '/admin/other' }],
    };
    expect(badgeOf(group, { initialData })).toBe(8);
  });

  it('keeps the top level short enough for one row of a 1366 px top bar', () => {
    expect(adminMenu.length).toBeLessThanOrEqual(8);
    // Every screen is reachable once, and Messages (with its badge) stays at the top level.
    const paths = menuItems().map((i) => i.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(adminMenu.some((e) => !isMenuGroup(e) && e.path === '/admin/messages')).toBe(true);
  });
});
