import { defineMessages } from './define.js';

/** Texts of the desktop console: its first-run screen, tray, badge and native notifications. */
export const desktopMessages = defineMessages(
  {
    'desktop.serverUrl.title': 'Connect to the conference server',
    'desktop.serverUrl.intro':
      'Enter the address of the conference website. The console keeps it and connects there from now on.',
    'desktop.serverUrl.label': 'Server address',
    'desktop.serverUrl.placeholder': 'https://conference.example.org',
    'desktop.serverUrl.submit': 'Connect',
    'desktop.serverUrl.invalid': 'Enter a web address starting with https:// or http://',
    'desktop.console.unavailable': 'The admin console is not part of this build yet.',
    'desktop.tray.show': 'Show',
    'desktop.tray.quit': 'Quit',
    'desktop.tray.notifications': 'Notifications',
    'desktop.tray.tooltip': 'Conference console',
    'desktop.tray.tooltipUnread': 'Conference console: {count} unread messages',
    'desktop.notify.newThesis': 'New abstract from {userName}',
    'desktop.notify.resubmittedThesis': 'Resubmitted abstract from {userName}',
    'desktop.notify.newPayment': 'New payment receipt from {userName}',
    'desktop.notify.attachment': 'Sent a file: {name}',
    'desktop.notify.unknownSender': 'New message',
  },
  {
    'desktop.serverUrl.title': 'Konfrans serverinə qoşulun',
    'desktop.serverUrl.intro':
      'Konfrans saytının ünvanını daxil edin. Konsol onu yadda saxlayacaq və bundan sonra ora qoşulacaq.',
    'desktop.serverUrl.label': 'Serverin ünvanı',
    'desktop.serverUrl.placeholder': 'https://conference.example.org',
    'desktop.serverUrl.submit': 'Qoşul',
    'desktop.serverUrl.invalid': 'https:// və ya http:// ilə başlayan veb ünvan daxil edin',
    'desktop.console.unavailable': 'İdarəetmə konsolu hələ bu quraşdırmaya daxil deyil.',
    'desktop.tray.show': 'Göstər',
    'desktop.tray.quit': 'Çıxış',
    'desktop.tray.notifications': 'Bildirişlər',
    'desktop.tray.tooltip': 'Konfrans konsolu',
    'desktop.tray.tooltipUnread': 'Konfrans konsolu: {count} oxunmamış mesaj',
    'desktop.notify.newThesis': '{userName} yeni tezis göndərdi',
    'desktop.notify.resubmittedThesis': '{userName} tezisi yenidən göndərdi',
    'desktop.notify.newPayment': '{userName} ödəniş qəbzi göndərdi',
    'desktop.notify.attachment': 'Fayl göndərdi: {name}',
    'desktop.notify.unknownSender': 'Yeni mesaj',
  },
);
