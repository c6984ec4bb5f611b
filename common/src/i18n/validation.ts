import { AUTH, CHAT_LIMITS, THESIS_LIMITS } from '../constants.js';
import { defineMessages } from './define.js';

const L = THESIS_LIMITS;
const zipMb = L.zipMaxBytes / 1024 / 1024;
const chatMb = CHAT_LIMITS.attachmentMaxBytes / 1024 / 1024;

/** Field messages used by the zod schemas of common/schemas (the schema carries the key). */
export const validationMessages = defineMessages(
  {
    'validation.required': 'This field is required',
    'validation.email': 'Enter a valid e-mail address',
    'validation.passwordLength': `The password must be ${AUTH.passwordMinLength} to ${AUTH.passwordMaxLength} characters long`,
    'validation.passwordsDiffer': 'The passwords do not match',
    'validation.tooLong': 'This text is too long',
    'validation.invalidChoice': 'Choose one of the listed options',
    'validation.phone': 'Enter a phone number of digits only (spaces and dashes allowed)',
    'validation.phonePrefix': 'Choose a phone prefix such as +994',
    'validation.titleWords': `The title must have ${L.titleMinWords} to ${L.titleMaxWords} words`,
    'validation.keywordsCount': `Give ${L.keywordsMin} to ${L.keywordsMax} keywords`,
    'validation.authorsMin': 'Add at least one author',
    'validation.correspondingAuthor': 'Mark exactly one author as the corresponding author',
    'validation.fileRequired': 'Select a file',
    'validation.termsRequired': 'You must agree to the terms',
    'validation.zipType':
      'The file must be a .zip archive holding the .tex and .pdf of the abstract',
    'validation.zipSize': `The archive must not be larger than ${zipMb} MB`,
    'validation.zipContents': 'The archive must hold at least one .tex and one .pdf file',
    'validation.zipUnsafe': 'The archive holds unsafe file names and was refused',
    'validation.zipBomb': 'The archive unpacks to an unreasonable size and was refused',
    'validation.messageEmpty': 'An empty message cannot be sent',
    'validation.attachmentType': 'Attachments must be an image, a .doc, .docx or .pdf file',
    'validation.attachmentSize': `Files over ${chatMb} MB cannot be sent`,
    'validation.receiptType': 'The receipt must be a JPEG or PNG image or a PDF',
    'validation.receiptSize': 'The receipt file is too large',
    'validation.invalidNumber': 'Enter a valid number',
  },
  {
    'validation.required': 'Bu sahə mütləqdir',
    'validation.email': 'Düzgün e-poçt ünvanı daxil edin',
    'validation.passwordLength': `Şifrə ${AUTH.passwordMinLength}-${AUTH.passwordMaxLength} simvol olmalıdır`,
    'validation.passwordsDiffer': 'Şifrələr eyni deyil',
    'validation.tooLong': 'Bu mətn çox uzundur',
    'validation.invalidChoice': 'Siyahıdakı variantlardan birini seçin',
    'validation.phone': 'Telefon nömrəsini yalnız rəqəmlərlə daxil edin (boşluq və tire olar)',
    'validation.phonePrefix': 'Telefon kodunu seçin, məsələn +994',
    'validation.titleWords': `Başlıq ${L.titleMinWords}-${L.titleMaxWords} sözdən ibarət olmalıdır`,
    'validation.keywordsCount': `${L.keywordsMin}-${L.keywordsMax} açar söz daxil edin`,
    'validation.authorsMin': 'Ən azı bir müəllif əlavə edin',
    'validation.correspondingAuthor': 'Yalnız bir müəllifi məsul müəllif kimi qeyd edin',
    'validation.fileRequired': 'Fayl seçin',
    'validation.termsRequired': 'Şərtlərlə razılaşmalısınız',
    'validation.zipType': 'Fayl tezisin .tex və .pdf fayllarını saxlayan .zip arxivi olmalıdır',
    'validation.zipSize': `Arxivin həcmi ${zipMb} MB-dan çox olmamalıdır`,
    'validation.zipContents': 'Arxivdə ən azı bir .tex və bir .pdf faylı olmalıdır',
    'validation.zipUnsafe': 'Arxivdə təhlükəli fayl adları var və o rədd edildi',
    'validation.zipBomb': 'Arxiv açıldıqda ağlasığmaz həcm alır və rədd edildi',
    'validation.messageEmpty': 'Boş mesaj göndərilə bilməz',
    'validation.attachmentType': 'Əlavə şəkil, .doc, .docx və ya .pdf faylı olmalıdır',
    'validation.attachmentSize': `${chatMb} MB-dan böyük fayllar göndərilə bilməz`,
    'validation.receiptType': 'Qəbz JPEG və ya PNG şəkli, yaxud PDF olmalıdır',
    'validation.receiptSize': 'Qəbz faylı çox böyükdür',
    'validation.invalidNumber': 'Düzgün rəqəm daxil edin',
  },
);
