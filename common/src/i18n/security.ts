import { AUTH, SANE_YEARS } from '../constants.js';
import { defineMessages } from './define.js';

const confirmDays = Math.round(AUTH.confirmTokenLifetimeSeconds / 86_400);

/**
 * Texts of the account and abuse controls (docs/security.md): e-mail confirmation, account-edit
 * safeguards, refused navigations, malformed uploads, quotas, and the mails that go with them.
 */
export const securityMessages = defineMessages(
  {
    'error.busy': 'The server is busy. Please try again in a moment',
    'error.emailUnconfirmed':
      'Please confirm your e-mail address first with the link we sent you. No e-mail? Sign up again with the same address, or reset your password.',
    'error.confirmTokenInvalid': 'This confirmation link is invalid or has expired',
    'error.confirmPasswordWrong': 'This is not the password chosen at sign-up',
    'error.navigationRefused': 'This action must come from the app, not from a link',
    'error.malformedUpload': 'The upload was cut off or malformed. Please send the file again',
    'error.quotaAbstracts':
      'One author may submit at most {max} abstracts, and you have reached it',
    'error.quotaUploadBytes':
      'You have uploaded the most allowed in one day ({limit}). Please try again tomorrow',
    'error.quotaMessages':
      'You are sending messages too fast (at most {max} a minute). Please wait a moment',
    'validation.nulByte': 'This text contains a character that is not allowed',
    'validation.dateOutOfRange': `Enter a date between ${SANE_YEARS.min} and ${SANE_YEARS.max}`,
    'validation.currentPasswordNeeded':
      'Enter your current password to change the e-mail or the password',
    'validation.malformedUpload': 'The file did not arrive whole. Please choose it and send again',
    'mail.confirmSubject': 'Confirm your e-mail address',
    'mail.confirmBody': `Hello {name},\n\nThank you for signing up for the conference. To open your account, follow this link within ${confirmDays} days and enter the password you chose:\n\n{link}\n\nIf you did not sign up, ignore this e-mail: no account is opened without this confirmation.`,
    'mail.registerTakenSubject': 'Someone tried to sign up with your e-mail address',
    'mail.registerTakenBody':
      'Hello {name},\n\nSomeone (perhaps you) tried to create a new conference account with this e-mail address, which already has one. You can sign in here:\n\n{loginLink}\n\nForgot your password? Choose a new one here:\n\n{resetLink}\n\nIf it was not you, there is nothing to do: your account is unchanged.',
    'mail.emailChangedSubject': 'The e-mail address of your account was changed',
    'mail.emailChangedBody':
      'Hello {name},\n\nThe e-mail address of your conference account was changed to {email}. If you did this, there is nothing to do. If not, please write to the organisers at once.',
    'auth.register.checkMail':
      'Almost done! We have sent a link to {email}. Open it to confirm your address and sign in. No e-mail within a few minutes? Look in the spam folder.',
    'auth.confirm.title': 'Confirm your e-mail',
    'auth.confirm.intro':
      'Enter the password you chose when signing up to confirm your address and sign in.',
    'auth.confirm.submit': 'Confirm and sign in',
    'auth.confirm.submitting': 'Confirming…',
    'auth.confirm.again': 'Sign up again for a new link',
    'panel.account.currentPasswordHint': 'Needed to change the e-mail or the password.',
    'panel.account.otherSessionsEnded':
      'Your password has been changed and every other session has been signed out',
  },
  {
    'error.busy': 'Server məşğuldur. Bir az sonra yenidən cəhd edin',
    'error.emailUnconfirmed':
      'Əvvəlcə göndərdiyimiz link ilə e-poçt ünvanınızı təsdiqləyin. Məktub gəlməyib? Eyni ünvanla yenidən qeydiyyatdan keçin və ya şifrənizi bərpa edin.',
    'error.confirmTokenInvalid': 'Bu təsdiq linki etibarsızdır və ya vaxtı bitib',
    'error.confirmPasswordWrong': 'Bu, qeydiyyat zamanı seçilmiş şifrə deyil',
    'error.navigationRefused': 'Bu əməliyyat linkdən deyil, proqramın özündən göndərilməlidir',
    'error.malformedUpload': 'Yükləmə yarımçıq və ya xətalıdır. Faylı yenidən göndərin',
    'error.quotaAbstracts':
      'Bir müəllif ən çoxu {max} tezis göndərə bilər və siz bu həddə çatmısınız',
    'error.quotaUploadBytes':
      'Bir gün üçün icazə verilən həcmdə ({limit}) fayl yükləmisiniz. Sabah yenidən cəhd edin',
    'error.quotaMessages':
      'Mesajları çox tez göndərirsiniz (dəqiqədə ən çoxu {max}). Bir az gözləyin',
    'validation.nulByte': 'Bu mətndə icazə verilməyən simvol var',
    'validation.dateOutOfRange': `${SANE_YEARS.min} və ${SANE_YEARS.max} illəri arasında tarix daxil edin`,
    'validation.currentPasswordNeeded':
      'E-poçtu və ya şifrəni dəyişmək üçün cari şifrənizi daxil edin',
    'validation.malformedUpload': 'Fayl tam çatmadı. Onu yenidən seçib göndərin',
    'mail.confirmSubject': 'E-poçt ünvanınızı təsdiqləyin',
    'mail.confirmBody': `Salam, {name}!\n\nKonfrans üçün qeydiyyatdan keçdiyiniz üçün təşəkkür edirik. Hesabınızı açmaq üçün ${confirmDays} gün ərzində bu linkə keçin və seçdiyiniz şifrəni daxil edin:\n\n{link}\n\nQeydiyyatdan keçməmisinizsə, bu məktubu nəzərə almayın: bu təsdiq olmadan heç bir hesab açılmır.`,
    'mail.registerTakenSubject': 'Kimsə sizin e-poçt ünvanınızla qeydiyyatdan keçməyə çalışıb',
    'mail.registerTakenBody':
      'Salam, {name}!\n\nKimsə (bəlkə də siz) artıq hesabı olan bu e-poçt ünvanı ilə yeni konfrans hesabı yaratmağa çalışıb. Buradan daxil ola bilərsiniz:\n\n{loginLink}\n\nŞifrənizi unutmusunuz? Yenisini burada seçin:\n\n{resetLink}\n\nBu siz deyildinizsə, heç nə etməyə ehtiyac yoxdur: hesabınız dəyişməyib.',
    'mail.emailChangedSubject': 'Hesabınızın e-poçt ünvanı dəyişdirildi',
    'mail.emailChangedBody':
      'Salam, {name}!\n\nKonfrans hesabınızın e-poçt ünvanı {email} olaraq dəyişdirildi. Bunu siz etmisinizsə, heç nə etməyə ehtiyac yoxdur. Əks halda dərhal təşkilatçılara yazın.',
    'auth.register.checkMail':
      'Az qaldı! {email} ünvanına link göndərdik. Ünvanınızı təsdiqləmək və daxil olmaq üçün onu açın. Bir neçə dəqiqəyə məktub gəlməsə, spam qovluğuna baxın.',
    'auth.confirm.title': 'E-poçtunuzu təsdiqləyin',
    'auth.confirm.intro':
      'Ünvanınızı təsdiqləmək və daxil olmaq üçün qeydiyyat zamanı seçdiyiniz şifrəni daxil edin.',
    'auth.confirm.submit': 'Təsdiqlə və daxil ol',
    'auth.confirm.submitting': 'Təsdiqlənir…',
    'auth.confirm.again': 'Yeni link üçün yenidən qeydiyyatdan keçin',
    'panel.account.currentPasswordHint': 'E-poçtu və ya şifrəni dəyişmək üçün lazımdır.',
    'panel.account.otherSessionsEnded':
      'Şifrəniz dəyişdirildi və bütün digər seanslardan çıxış edildi',
  },
);
