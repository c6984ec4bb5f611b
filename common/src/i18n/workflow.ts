import { RECEIPT_LIMITS } from '../constants.js';
import { defineMessages } from './define.js';

const receiptMb = RECEIPT_LIMITS.maxBytes / 1024 / 1024;

/**
 * Texts of the author workflow (participation, abstracts, payments): refusals of the API, the
 * mails sent on each decision and the organisers' notifications.
 */
export const workflowMessages = defineMessages(
  {
    'error.participationExists': 'You have already declared your participation',
    'error.participantNotFound': 'Participant not found',
    'error.participantStatus': 'This participant has already been approved',
    'error.thesisStatus': 'This action is not possible in the current status of the abstract',
    'error.fileNotFound': 'File not found',
    'error.paymentNotFound': 'Payment not found',
    'error.paymentNotDue':
      'A receipt can be sent only for an accepted abstract that awaits payment',
    'error.paymentExists': 'A payment for this abstract has already been sent',
    'error.paymentStatus': 'This payment has already been decided',
    'validation.topicUnknown': 'Choose one of the listed topics',
    'validation.zipEntries': 'The archive holds too many files',
    'validation.receiptSizeLimit': `The receipt must not be larger than ${receiptMb} MB`,
    'validation.jsonField': 'The abstract data is missing or not valid JSON',
    'thesis.status.in_editor': 'Under review',
    'thesis.status.require_payment': 'Awaiting payment',
    'thesis.status.rejected': 'Rejected',
    'thesis.status.revised': 'Revised',
    'thesis.status.accepted': 'Accepted',
    'payment.status.pending': 'Awaiting approval',
    'payment.status.accepted': 'Received',
    'payment.status.rejected': 'Rejected',
    'participant.status.in_confirmation': 'Awaiting approval',
    'participant.status.accepted': 'Approved',
    'notification.thesis_submitted': '{userName} submitted the abstract "{title}"',
    'notification.thesis_resubmitted': '{userName} resubmitted the abstract "{title}"',
    'notification.receipt_uploaded': '{userName} sent a payment receipt for "{title}"',
    'notification.participation_declared': '{userName} declared participation',
    'mail.thesisRejectedSubject': 'Your abstract was not accepted',
    'mail.thesisRejectedBody':
      'Hello {name},\n\nThe organisers reviewed your abstract "{title}" and could not accept it in its present form. Their reason:\n\n{reason}\n\nYou can revise the abstract and send a new .zip from your panel:\n\n{link}',
    'mail.thesisAcceptedFeeSubject': 'Your abstract was accepted: please pay the fee',
    'mail.thesisAcceptedFeeBody':
      'Hello {name},\n\nYour abstract "{title}" has been accepted. The abstract fee is {amount} {currency}. Please pay it and upload the receipt in your panel:\n\n{link}',
    'mail.thesisAcceptedExemptSubject': 'Your abstract was accepted',
    'mail.thesisAcceptedExemptBody':
      'Hello {name},\n\nYour abstract "{title}" has been accepted. As a student you are exempt from the abstract fee: there is nothing to pay.\n\n{link}',
    'mail.paymentAcceptedSubject': 'Your payment was received',
    'mail.paymentAcceptedBody':
      'Hello {name},\n\nThe organisers confirmed your payment of {amount} {currency} for the abstract "{title}". The abstract is now accepted.\n\n{link}',
    'mail.paymentRejectedSubject': 'Your payment receipt was not accepted',
    'mail.paymentRejectedBody':
      'Hello {name},\n\nThe organisers could not confirm the payment receipt you sent for the abstract "{title}".{reason}\n\nPlease upload a new receipt in your panel:\n\n{link}',
    'mail.reasonLine': '\n\nReason: {reason}',
  },
  {
    'error.participationExists': 'Siz iştirakınızı artıq bildirmisiniz',
    'error.participantNotFound': 'İştirakçı tapılmadı',
    'error.participantStatus': 'Bu iştirakçı artıq təsdiqlənib',
    'error.thesisStatus': 'Tezisin cari statusunda bu əməliyyat mümkün deyil',
    'error.fileNotFound': 'Fayl tapılmadı',
    'error.paymentNotFound': 'Ödəniş tapılmadı',
    'error.paymentNotDue':
      'Qəbz yalnız qəbul olunmuş və ödəniş gözləyən tezis üçün göndərilə bilər',
    'error.paymentExists': 'Bu tezis üçün ödəniş artıq göndərilib',
    'error.paymentStatus': 'Bu ödəniş barədə artıq qərar verilib',
    'validation.topicUnknown': 'Siyahıdakı mövzulardan birini seçin',
    'validation.zipEntries': 'Arxivdə həddindən çox fayl var',
    'validation.receiptSizeLimit': `Qəbzin həcmi ${receiptMb} MB-dan çox olmamalıdır`,
    'validation.jsonField': 'Tezisin məlumatları yoxdur və ya düzgün JSON deyil',
    'thesis.status.in_editor': 'Baxılır',
    'thesis.status.require_payment': 'Ödəniş gözlənilir',
    'thesis.status.rejected': 'Rədd edilib',
    'thesis.status.revised': 'Yenidən göndərilib',
    'thesis.status.accepted': 'Qəbul edilib',
    'payment.status.pending': 'Təsdiq gözlənilir',
    'payment.status.accepted': 'Alınıb',
    'payment.status.rejected': 'Rədd edilib',
    'participant.status.in_confirmation': 'Təsdiq gözlənilir',
    'participant.status.accepted': 'Təsdiqlənib',
    'notification.thesis_submitted': '{userName} "{title}" tezisini göndərdi',
    'notification.thesis_resubmitted': '{userName} "{title}" tezisini yenidən göndərdi',
    'notification.receipt_uploaded': '{userName} "{title}" üçün ödəniş qəbzi göndərdi',
    'notification.participation_declared': '{userName} iştirakını bildirdi',
    'mail.thesisRejectedSubject': 'Tezisiniz qəbul edilmədi',
    'mail.thesisRejectedBody':
      'Salam, {name}!\n\nTəşkilatçılar "{title}" tezisinizə baxdılar və onu bu şəkildə qəbul edə bilmədilər. Səbəb:\n\n{reason}\n\nTezisi düzəldib yeni .zip faylını panelinizdən göndərə bilərsiniz:\n\n{link}',
    'mail.thesisAcceptedFeeSubject': 'Tezisiniz qəbul edildi: iştirak haqqını ödəyin',
    'mail.thesisAcceptedFeeBody':
      'Salam, {name}!\n\n"{title}" tezisiniz qəbul edildi. Tezis haqqı {amount} {currency} təşkil edir. Zəhmət olmasa, ödənişi edib qəbzi panelinizə yükləyin:\n\n{link}',
    'mail.thesisAcceptedExemptSubject': 'Tezisiniz qəbul edildi',
    'mail.thesisAcceptedExemptBody':
      'Salam, {name}!\n\n"{title}" tezisiniz qəbul edildi. Tələbə olduğunuz üçün tezis haqqından azadsınız: heç nə ödəməli deyilsiniz.\n\n{link}',
    'mail.paymentAcceptedSubject': 'Ödənişiniz alındı',
    'mail.paymentAcceptedBody':
      'Salam, {name}!\n\nTəşkilatçılar "{title}" tezisi üçün {amount} {currency} məbləğində ödənişinizi təsdiqlədilər. Tezis artıq qəbul edilib.\n\n{link}',
    'mail.paymentRejectedSubject': 'Ödəniş qəbziniz qəbul edilmədi',
    'mail.paymentRejectedBody':
      'Salam, {name}!\n\nTəşkilatçılar "{title}" tezisi üçün göndərdiyiniz ödəniş qəbzini təsdiq edə bilmədilər.{reason}\n\nZəhmət olmasa, panelinizdən yeni qəbz yükləyin:\n\n{link}',
    'mail.reasonLine': '\n\nSəbəb: {reason}',
  },
);
