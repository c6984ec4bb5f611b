import { defineMessages } from './define.js';

/**
 * The book of abstracts, invitation letters and certificates: the texts of the PDFs (each PDF
 * prints the English and the Azerbaijani text of the same key), mails, errors and validation.
 */
export const producesMessages = defineMessages(
  {
    'produces.conferenceName': 'International Conference on Mathematics and Mechanics',
    'produces.place': 'Baku, Azerbaijan',
    'produces.dates': '{from} – {to}',
    'book.title': 'Book of Abstracts',
    'book.contents': 'Contents',
    'book.authorIndex': 'Author index',
    'book.problem.noFile': 'The abstract has no archive',
    'book.problem.noPdf': 'The archive holds no PDF',
    'book.problem.unreadablePdf': 'The PDF in the archive cannot be read',
    'book.problem.emptyPdf': 'The PDF in the archive has no pages',
    'error.bookRunning': 'The book is already being built; wait for that build to finish',
    'error.bookNotBuilt': 'The book of abstracts has not been built yet',
    'error.bookJobNotFound': 'Build not found',
    'letter.pdf.title': 'Invitation letter',
    'letter.pdf.reference': 'Reference number: {reference}',
    'letter.pdf.date': 'Date: {date}',
    'letter.pdf.addressee': 'To the consular service of the Republic of Azerbaijan',
    'letter.pdf.body':
      'The Organising Committee of the {conference}, held in Baku, Azerbaijan, on {dates}, invites {name}, citizen of {nationality}, born on {birthDate}, passport number {passportNumber}, to take part in the conference as a participant.',
    'letter.pdf.stay': 'The dates of stay in Azerbaijan are from {from} to {to}.',
    'letter.pdf.support':
      'We kindly ask you to issue an entry visa for these dates. The participant covers their own travel and accommodation costs.',
    'letter.pdf.verify':
      'The authenticity of this letter can be confirmed at {url} with its reference number.',
    'letter.pdf.signature': 'Organising Committee',
    'letter.mail.approvedSubject': 'Your invitation letter is ready',
    'letter.mail.approvedBody':
      'Hello {name},\n\nYour invitation letter for the visa has been approved. Its reference number is {reference}. Download it from your panel:\n\n{link}',
    'letter.mail.refusedSubject': 'Your invitation letter request was refused',
    'letter.mail.refusedBody':
      'Hello {name},\n\nThe organisers could not approve your request for an invitation letter, for this reason:\n\n{reason}\n\nYou can send a new request from your panel:\n\n{link}',
    'error.letterNotFound': 'Invitation letter not found',
    'error.letterNeedsParticipation':
      'Invitation letters are for participants whose participation has been approved',
    'error.letterPending': 'You already have a letter request that is pending or approved',
    'error.letterStatus': 'This request has already been decided',
    'error.letterNotApproved': 'This letter has not been approved',
    'error.letterPurged': 'The passport data of this letter has been deleted',
    'validation.date': 'Enter a date as yyyy-mm-dd',
    'validation.passportNumber': 'Enter the passport number: 5 to 20 letters and digits',
    'validation.birthDate': 'Check the date of birth',
    'validation.stayFrom':
      'Arrival must be at most two weeks before the conference and no later than its last day',
    'validation.stayTo':
      'Departure must be after arrival, no earlier than the first day of the conference and at most two weeks after it',
    'validation.stayTooLong': 'The stay can last at most 30 days',
    'validation.reasonRequired': 'Give a reason for the refusal',
    'certificate.kind.attendance': 'Certificate of attendance',
    'certificate.kind.presentation': 'Certificate of presentation',
    'certificate.mail.subject': '{certificate}: ready in your panel',
    'certificate.mail.body':
      'Hello {name},\n\nYour certificate of the conference is ready: {certificate}. Download it from your panel:\n\n{link}',
    'certificate.pdf.certify': 'This is to certify that',
    'certificate.pdf.attended': 'attended the {conference}, held in Baku, Azerbaijan, on {dates}.',
    'certificate.pdf.presented':
      'presented the paper “{title}” at the {conference}, held in Baku, Azerbaijan, on {dates}.',
    'certificate.pdf.code': 'Verification code: {code}',
    'certificate.pdf.verify': 'Verify at {url}',
    'certificate.pdf.issued': 'Issued on {date}',
    'error.certificateNotFound': 'Certificate not found',
    'error.certificatesTooEarly':
      'Certificates can be issued from {date}, the last day of the conference',
  },
  {
    'produces.conferenceName': 'Riyaziyyat və Mexanika üzrə Beynəlxalq Konfrans',
    'produces.place': 'Bakı, Azərbaycan',
    'produces.dates': '{from} – {to}',
    'book.title': 'Tezislər kitabı',
    'book.contents': 'Mündəricat',
    'book.authorIndex': 'Müəlliflərin göstəricisi',
    'book.problem.noFile': 'Tezisin arxivi yoxdur',
    'book.problem.noPdf': 'Arxivdə PDF yoxdur',
    'book.problem.unreadablePdf': 'Arxivdəki PDF oxunmur',
    'book.problem.emptyPdf': 'Arxivdəki PDF-də səhifə yoxdur',
    'error.bookRunning': 'Kitab artıq hazırlanır; həmin prosesin bitməsini gözləyin',
    'error.bookNotBuilt': 'Tezislər kitabı hələ hazırlanmayıb',
    'error.bookJobNotFound': 'Hazırlama prosesi tapılmadı',
    'letter.pdf.title': 'Dəvət məktubu',
    'letter.pdf.reference': 'İstinad nömrəsi: {reference}',
    'letter.pdf.date': 'Tarix: {date}',
    'letter.pdf.addressee': 'Azərbaycan Respublikasının konsulluq xidmətinə',
    'letter.pdf.body':
      '«{conference}» (Bakı, Azərbaycan, {dates}) Təşkilat Komitəsi {nationality} vətəndaşı, {birthDate} tarixində anadan olmuş, {passportNumber} nömrəli pasportun sahibi {name} konfransda iştirakçı kimi iştirak etməyə dəvət edir.',
    'letter.pdf.stay': 'Azərbaycanda qalma tarixləri: {from} – {to}.',
    'letter.pdf.support':
      'Bu tarixlər üçün giriş vizasının verilməsini xahiş edirik. İştirakçı səfər və yaşayış xərclərini özü ödəyir.',
    'letter.pdf.verify':
      'Bu məktubun həqiqiliyini {url} ünvanında istinad nömrəsi ilə yoxlamaq olar.',
    'letter.pdf.signature': 'Təşkilat Komitəsi',
    'letter.mail.approvedSubject': 'Dəvət məktubunuz hazırdır',
    'letter.mail.approvedBody':
      'Salam, {name}!\n\nViza üçün dəvət məktubunuz təsdiqləndi. Onun istinad nömrəsi {reference}. Məktubu panelinizdən yükləyin:\n\n{link}',
    'letter.mail.refusedSubject': 'Dəvət məktubu sorğunuz rədd edildi',
    'letter.mail.refusedBody':
      'Salam, {name}!\n\nTəşkilatçılar dəvət məktubu sorğunuzu bu səbəbdən təsdiqləyə bilmədi:\n\n{reason}\n\nPanelinizdən yeni sorğu göndərə bilərsiniz:\n\n{link}',
    'error.letterNotFound': 'Dəvət məktubu tapılmadı',
    'error.letterNeedsParticipation': 'Dəvət məktubları iştirakı təsdiqlənmiş iştirakçılar üçündür',
    'error.letterPending': 'Gözləyən və ya təsdiqlənmiş məktub sorğunuz artıq var',
    'error.letterStatus': 'Bu sorğu barədə artıq qərar verilib',
    'error.letterNotApproved': 'Bu məktub təsdiqlənməyib',
    'error.letterPurged': 'Bu məktubun pasport məlumatları silinib',
    'validation.date': 'Tarixi iiii-aa-gg şəklində daxil edin',
    'validation.passportNumber': 'Pasport nömrəsini daxil edin: 5-20 hərf və rəqəm',
    'validation.birthDate': 'Doğum tarixini yoxlayın',
    'validation.stayFrom':
      'Gəliş konfransdan ən çox iki həftə əvvəl və ən gec onun son günü olmalıdır',
    'validation.stayTo':
      'Gediş gəlişdən sonra, konfransın ilk günündən tez olmayaraq və ondan ən çox iki həftə sonra olmalıdır',
    'validation.stayTooLong': 'Qalma müddəti ən çox 30 gün ola bilər',
    'validation.reasonRequired': 'İmtinanın səbəbini yazın',
    'certificate.kind.attendance': 'İştirak sertifikatı',
    'certificate.kind.presentation': 'Məruzə sertifikatı',
    'certificate.mail.subject': '{certificate}: panelinizdə hazırdır',
    'certificate.mail.body':
      'Salam, {name}!\n\nKonfrans sertifikatınız hazırdır: {certificate}. Onu panelinizdən yükləyin:\n\n{link}',
    'certificate.pdf.certify': 'Bununla təsdiq edilir ki,',
    'certificate.pdf.attended':
      '{dates} tarixlərində Bakıda, Azərbaycanda keçirilən «{conference}» işində iştirak etmişdir.',
    'certificate.pdf.presented':
      '{dates} tarixlərində Bakıda, Azərbaycanda keçirilən «{conference}» işində “{title}” məruzəsi ilə çıxış etmişdir.',
    'certificate.pdf.code': 'Yoxlama kodu: {code}',
    'certificate.pdf.verify': 'Yoxlamaq üçün: {url}',
    'certificate.pdf.issued': 'Verilmə tarixi: {date}',
    'error.certificateNotFound': 'Sertifikat tapılmadı',
    'error.certificatesTooEarly':
      'Sertifikatlar konfransın son günündən, {date} tarixindən verilə bilər',
  },
);
