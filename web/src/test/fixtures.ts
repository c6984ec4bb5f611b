import type { ContactDto, contract } from '@conf/common';
import { translate, type MessageKey, type ReplyOf } from '@conf/common';

/** A catalogue text in English, as the screens show it. */
export const en = (key: MessageKey) => translate('en', key);

/** A signed-in author, as the API presents one. */
export const author = {
  id: 7,
  name: 'Ada',
  surname: 'Example',
  email: 'ada@example.org',
  role: 'user',
  countryId: 15,
  countryCode: 'AZ',
  city: 'Baku',
  institution: 'Example Institute',
  phonePrefix: '+994',
  phone: '501234567',
  academicDegree: 'phd',
  academicTitle: 'professor',
  locale: 'en',
  createdAt: '2025-03-01T10:00:00.000Z',
} satisfies ReplyOf<typeof contract.auth.currentUser>;

/** What every screen reads at start. */
export const initialData = {
  languages: [],
  countries: [
    {
      id: 15,
      code: 'AZ',
      name: 'Azerbaijan',
      nameEn: 'Azerbaijan',
      nameAz: 'Azərbaycan',
      phoneCode: '+994',
    },
  ],
  userMessagesCount: 0,
  adminMessagesCount: 0,
} satisfies ReplyOf<typeof contract.initialData.get>;

/** A person in the organisers' conversation list, their last message sent at `at`. */
export const contact = (
  userId: number,
  unread = 0,
  at = '2025-09-01T00:00:00.000Z',
): ContactDto => ({
  userId,
  name: `Name${userId}`,
  surname: 'Example',
  email: `u${userId}@example.org`,
  lastMessage: {
    id: userId,
    excerpt: 'earlier',
    hasAttachment: false,
    fromAdmin: false,
    createdAt: at,
  },
  unReadedCount: unread,
});
