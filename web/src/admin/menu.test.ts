import { describe, expect, it } from 'vitest';
import { activeMenuPath, adminMenu } from './menu';

describe('admin menu', () => {
  it('highlights the deepest item containing the path', () => {
    expect(activeMenuPath('/admin')).toBe('/admin');
    expect(activeMenuPath('/admin/users/online')).toBe('/admin/users/online');
    expect(activeMenuPath('/admin/users/view/3')).toBe('/admin/users');
    expect(activeMenuPath('/admin/pages/update/4/')).toBe('/admin/pages');
    expect(activeMenuPath('/elsewhere')).toBeNull();
  });

  it('shows the unread badge from initial data', () => {
    const messages = adminMenu.find((i) => i.path === '/admin/messages');
    const initialData = {
      languages: [],
      countries: [],
      userMessagesCount: 0,
      adminMessagesCount: 4,
    };
    expect(messages?.badge?.({ initialData })).toBe(4);
    expect(messages?.badge?.({})).toBe(0);
  });
});
