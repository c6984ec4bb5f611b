import { defineMessages } from './define.js';

/** Texts of the e-mails the API sends. `{name}` placeholders are filled by `formatMessage`. */
export const mailMessages = defineMessages(
  {
    'mail.signature': 'Organising Committee, International Conference on Mathematics and Mechanics',
    'mail.resetSubject': 'Reset your password',
    'mail.resetBody':
      'Hello {name},\n\nSomeone (hopefully you) asked to reset the password of your account. Open this link within one hour to choose a new password:\n\n{link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.',
  },
  {
    'mail.signature': 'Riyaziyyat və Mexanika üzrə Beynəlxalq Konfransın Təşkilat Komitəsi',
    'mail.resetSubject': 'Şifrənizi bərpa edin',
    'mail.resetBody':
      'Salam, {name}!\n\nKimsə (ümid edirik ki, siz) hesabınızın şifrəsini bərpa etməyi xahiş edib. Yeni şifrə seçmək üçün bu linki bir saat ərzində açın:\n\n{link}\n\nBunu siz istəməmisinizsə, bu məktubu nəzərə almayın; şifrəniz dəyişməz qalır.',
  },
);
