import { defineMessages } from './define.js';

/** Texts of issue 12's fixes across the panel and the console (menu groups, confirmations…). */
export const uxMessages = defineMessages(
  {
    'admin.menu.group.abstracts': 'Abstracts',
    'admin.menu.group.people': 'People',
    'admin.menu.group.site': 'Site',
    'admin.menu.group.administration': 'Administration',
    'ux.header.notificationsShort': 'Notifications',
    'ux.accept.title': 'Accept this abstract?',
    'ux.accept.toPayment':
      'The author will be asked to pay the fee of {fee}; the abstract is accepted once the organisers approve the receipt.',
    'ux.accept.exempt': 'The author is exempt from the fee: the abstract is accepted at once.',
    'ux.accept.mail': '{name}, who submitted it, is told so by e-mail.',
  },
  {
    'admin.menu.group.abstracts': 'Tezislər',
    'admin.menu.group.people': 'İştirakçılar',
    'admin.menu.group.site': 'Sayt',
    'admin.menu.group.administration': 'İdarəetmə',
    'ux.header.notificationsShort': 'Bildirişlər',
    'ux.accept.title': 'Bu tezis qəbul edilsin?',
    'ux.accept.toPayment':
      'Müəllifdən {fee} məbləğində haqqı ödəmək xahiş olunacaq; qəbz təşkilatçılar tərəfindən təsdiqləndikdən sonra tezis qəbul edilir.',
    'ux.accept.exempt': 'Müəllif haqqdan azaddır: tezis dərhal qəbul edilir.',
    'ux.accept.mail': 'Tezisi göndərən {name} bu barədə e-poçtla məlumatlandırılır.',
  },
);
