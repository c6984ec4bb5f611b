import type { AuditAction, AuditResource } from '../rules/audit.js';
import type { ReviewCriterion, ReviewRecommendation } from '../rules/review.js';
import type { Role } from '../rules/roles.js';
import { defineMessages } from './define.js';

type Labels<P extends string, K extends string> = Record<`${P}.${K}`, string>;

/** The catalogue key naming each role (exports, the audit screen). */
export const ROLE_LABELS = {
  user: 'role.user',
  admin: 'role.admin',
  reviewer: 'role.reviewer',
} as const satisfies Record<Role, string>;

/** The audit screen and its export name every action and resource in the reader's language. */
const auditLabelsEn = {
  'audit.action.thesis.accept': 'Abstract accepted',
  'audit.action.thesis.reject': 'Abstract rejected',
  'audit.action.payment.accept': 'Payment accepted',
  'audit.action.payment.reject': 'Payment rejected',
  'audit.action.participant.accept': 'Participant approved',
  'audit.action.user.role': 'Role changed',
  'audit.action.user.update': 'Account edited',
  'audit.action.reviewer.topics': 'Reviewer topics set',
  'audit.action.review.assign': 'Reviewer assigned',
  'audit.action.review.unassign': 'Reviewer withdrawn',
  'audit.action.review.create': 'Review written',
  'audit.action.review.update': 'Review edited',
  'audit.action.review.draft': 'Review draft saved',
  'audit.action.review.decline': 'Assignment declined by the reviewer',
  'audit.action.review.conflict.add': 'Conflict of interest declared',
  'audit.action.review.conflict.remove': 'Conflict of interest withdrawn',
  'audit.action.page.create': 'Page created',
  'audit.action.page.update': 'Page edited',
  'audit.action.page.publish': 'Page published or unpublished',
  'audit.action.page.delete': 'Page deleted',
  'audit.action.news.create': 'News created',
  'audit.action.news.update': 'News edited',
  'audit.action.news.publish': 'News published or unpublished',
  'audit.action.news.delete': 'News deleted',
  'audit.action.settings.update': 'Settings saved',
  'audit.action.export.users': 'Users exported',
  'audit.action.export.theses': 'Abstracts exported',
  'audit.action.export.participants': 'Participants exported',
  'audit.action.export.audit': 'Audit trail exported',
  'audit.resource.thesis': 'Abstract',
  'audit.resource.payment': 'Payment',
  'audit.resource.participant': 'Participant',
  'audit.resource.user': 'User',
  'audit.resource.page': 'Page',
  'audit.resource.news': 'News',
  'audit.resource.settings': 'Settings',
  'audit.resource.audit': 'Audit trail',
  'audit.resource.programme': 'Programme',
  'audit.resource.programme_room': 'Programme room',
  'audit.resource.programme_session': 'Programme session',
  'audit.resource.programme_slot': 'Programme slot',
  'audit.resource.timing_report': 'Timing report',
  'audit.action.programme.create': 'Added to the programme',
  'audit.action.programme.update': 'Changed in the programme',
  'audit.action.programme.delete': 'Removed from the programme',
  'audit.action.programme.publish': 'Published the programme',
  'audit.action.timing_report.resolve': 'Resolved a timing report',
  'audit.resource.book': 'Book of abstracts',
  'audit.resource.letter': 'Invitation letter',
  'audit.resource.certificate': 'Certificate',
  'audit.action.book.build': 'Built the book of abstracts',
  'audit.action.letter.approve': 'Approved an invitation letter',
  'audit.action.letter.refuse': 'Refused an invitation letter',
  'audit.action.letter.purge': 'Deleted passport data',
  'audit.action.certificate.issue': 'Issued certificates',
} satisfies Labels<'audit.action', AuditAction> & Labels<'audit.resource', AuditResource>;

const auditLabelsAz: typeof auditLabelsEn = {
  'audit.action.thesis.accept': 'Tezis qəbul edildi',
  'audit.action.thesis.reject': 'Tezis rədd edildi',
  'audit.action.payment.accept': 'Ödəniş təsdiqləndi',
  'audit.action.payment.reject': 'Ödəniş rədd edildi',
  'audit.action.participant.accept': 'İştirakçı təsdiqləndi',
  'audit.action.user.role': 'Rol dəyişdirildi',
  'audit.action.user.update': 'Hesab redaktə edildi',
  'audit.action.reviewer.topics': 'Rəyçinin mövzuları təyin edildi',
  'audit.action.review.assign': 'Rəyçi təyin edildi',
  'audit.action.review.unassign': 'Rəyçi geri çağırıldı',
  'audit.action.review.create': 'Rəy yazıldı',
  'audit.action.review.update': 'Rəy redaktə edildi',
  'audit.action.review.draft': 'Rəyin qaralaması saxlanıldı',
  'audit.action.review.decline': 'Rəyçi təyinatdan imtina etdi',
  'audit.action.review.conflict.add': 'Maraqlar toqquşması qeyd edildi',
  'audit.action.review.conflict.remove': 'Maraqlar toqquşması ləğv edildi',
  'audit.action.page.create': 'Səhifə yaradıldı',
  'audit.action.page.update': 'Səhifə redaktə edildi',
  'audit.action.page.publish': 'Səhifə dərc edildi və ya dərcdən çıxarıldı',
  'audit.action.page.delete': 'Səhifə silindi',
  'audit.action.news.create': 'Xəbər yaradıldı',
  'audit.action.news.update': 'Xəbər redaktə edildi',
  'audit.action.news.publish': 'Xəbər dərc edildi və ya dərcdən çıxarıldı',
  'audit.action.news.delete': 'Xəbər silindi',
  'audit.action.settings.update': 'Parametrlər yadda saxlanıldı',
  'audit.action.export.users': 'İstifadəçilər ixrac edildi',
  'audit.action.export.theses': 'Tezislər ixrac edildi',
  'audit.action.export.participants': 'İştirakçılar ixrac edildi',
  'audit.action.export.audit': 'Audit jurnalı ixrac edildi',
  'audit.resource.thesis': 'Tezis',
  'audit.resource.payment': 'Ödəniş',
  'audit.resource.participant': 'İştirakçı',
  'audit.resource.user': 'İstifadəçi',
  'audit.resource.page': 'Səhifə',
  'audit.resource.news': 'Xəbər',
  'audit.resource.settings': 'Parametrlər',
  'audit.resource.audit': 'Audit jurnalı',
  'audit.resource.programme': 'Proqram',
  'audit.resource.programme_room': 'Proqram zalı',
  'audit.resource.programme_session': 'Proqram iclası',
  'audit.resource.programme_slot': 'Proqram bəndi',
  'audit.resource.timing_report': 'Vaxt bildirişi',
  'audit.action.programme.create': 'Proqrama əlavə edildi',
  'audit.action.programme.update': 'Proqramda dəyişdirildi',
  'audit.action.programme.delete': 'Proqramdan silindi',
  'audit.action.programme.publish': 'Proqram dərc edildi',
  'audit.action.timing_report.resolve': 'Vaxt bildirişi həll edildi',
  'audit.resource.book': 'Tezislər kitabı',
  'audit.resource.letter': 'Dəvət məktubu',
  'audit.resource.certificate': 'Sertifikat',
  'audit.action.book.build': 'Tezislər kitabı hazırlandı',
  'audit.action.letter.approve': 'Dəvət məktubu təsdiqləndi',
  'audit.action.letter.refuse': 'Dəvət məktubu rədd edildi',
  'audit.action.letter.purge': 'Pasport məlumatları silindi',
  'audit.action.certificate.issue': 'Sertifikatlar verildi',
};

const reviewLabelsEn = {
  'review.criterion.originality': 'Originality',
  'review.criterion.relevance': 'Relevance to the topic',
  'review.criterion.clarity': 'Clarity',
  'review.recommendation.accept': 'Accept',
  'review.recommendation.revise': 'Revise',
  'review.recommendation.reject': 'Reject',
} satisfies Labels<'review.criterion', ReviewCriterion> &
  Labels<'review.recommendation', ReviewRecommendation>;

const reviewLabelsAz: typeof reviewLabelsEn = {
  'review.criterion.originality': 'Orijinallıq',
  'review.criterion.relevance': 'Mövzuya uyğunluq',
  'review.criterion.clarity': 'Aydınlıq',
  'review.recommendation.accept': 'Qəbul edilsin',
  'review.recommendation.revise': 'Düzəliş edilsin',
  'review.recommendation.reject': 'Rədd edilsin',
};

/**
 * Texts of reviewing and of the audit trail that the API writes: refusals, mails, the audit
 * export, the names of roles, criteria, recommendations, actions and resources.
 */
export const reviewMessages = defineMessages(
  {
    'role.reviewer': 'Reviewer',
    'admin.users.role.reviewer': 'Reviewer',
    'error.reviewerNotFound': 'Reviewer not found',
    'error.reviewClosed':
      'The organisers have decided on this abstract: its reviews can no longer be changed',
    'error.reviewConflictOfInterest':
      'This reviewer has a conflict of interest with this abstract and cannot review it',
    'error.reviewAlreadyAssigned': 'This reviewer is already assigned to this abstract',
    'error.reviewAlreadyWritten':
      'This reviewer has already reviewed the abstract and cannot be withdrawn',
    'error.declineAfterReview':
      'You have already submitted your review of this abstract: it can no longer be declined',
    'error.reviewProposalStale':
      'Reviewers, topics or assignments changed since this proposal was made. Preview it again',
    'error.conflictExists': 'This conflict of interest is already declared',
    'error.conflictAssigned':
      'This reviewer is assigned to the abstract: withdraw them before declaring the conflict',
    'error.conflictNotFound': 'Conflict of interest not found',
    'error.reviewerFromUserOnly': 'Only a regular user (an author) can be made a reviewer',
    'error.pdfNotFound': 'The archive holds no PDF',
    'validation.notReviewer': 'Choose one of the reviewers',
    'validation.reviewScore': 'Choose a score from 1 to 5',
    'validation.auditPageTooDeep':
      'Narrow the filters (dates, person, action) to see older entries',
    'notification.reviews_complete': 'All reviews of "{title}" are in',
    'notification.review_declined': '{userName} declined to review "{title}"',
    'mail.reviewAssignedSubject': 'Abstracts for you to review',
    'mail.reviewAssignedBody':
      'Hello {name},\n\nThe organisers have asked you to review these abstracts:\n\n{list}\n\nYou will find them, with their files, in your panel:\n\n{link}\n\nThank you for your help.',
    'mail.reviewsCompleteSubject': 'All reviews are in: "{title}"',
    'mail.reviewsCompleteBody':
      'Hello {name},\n\nAll {count} reviews of the abstract "{title}" are in (mean score {mean}). It is ready for your decision:\n\n{link}',
    'auditExport.sheet': 'Audit trail',
    'auditExport.time': 'Time (UTC)',
    'auditExport.actor': 'Person',
    'auditExport.role': 'Role',
    'auditExport.action': 'Action',
    'auditExport.resource': 'Resource',
    'auditExport.resourceId': 'Record',
    'auditExport.before': 'Before',
    'auditExport.after': 'After',
    'auditExport.system': 'System',
    ...reviewLabelsEn,
    ...auditLabelsEn,
  },
  {
    'role.reviewer': 'Rəyçi',
    'admin.users.role.reviewer': 'Rəyçi',
    'error.reviewerNotFound': 'Rəyçi tapılmadı',
    'error.reviewClosed':
      'Təşkilatçılar bu tezis barədə qərar veriblər: onun rəyləri artıq dəyişdirilə bilməz',
    'error.reviewConflictOfInterest':
      'Bu rəyçinin həmin tezislə maraqlar toqquşması var və o, tezisə rəy verə bilməz',
    'error.reviewAlreadyAssigned': 'Bu rəyçi artıq həmin tezisə təyin edilib',
    'error.reviewAlreadyWritten': 'Bu rəyçi artıq tezisə rəy yazıb və geri çağırıla bilməz',
    'error.declineAfterReview':
      'Siz bu tezisə rəyinizi artıq göndərmisiniz: təyinatdan imtina etmək mümkün deyil',
    'error.reviewProposalStale':
      'Bu təklif hazırlanandan sonra rəyçilər, mövzular və ya təyinatlar dəyişib. Təklifə yenidən baxın',
    'error.conflictExists': 'Bu maraqlar toqquşması artıq qeyd edilib',
    'error.conflictAssigned':
      'Bu rəyçi həmin tezisə təyin edilib: toqquşmanı qeyd etməzdən əvvəl onu geri çağırın',
    'error.conflictNotFound': 'Maraqlar toqquşması tapılmadı',
    'error.reviewerFromUserOnly': 'Yalnız adi istifadəçini (müəllifi) rəyçi etmək olar',
    'error.pdfNotFound': 'Arxivdə PDF yoxdur',
    'validation.notReviewer': 'Rəyçilərdən birini seçin',
    'validation.reviewScore': '1-dən 5-ə qədər bal seçin',
    'validation.auditPageTooDeep':
      'Köhnə qeydləri görmək üçün filtrləri daraldın (tarixlər, şəxs, əməliyyat)',
    'notification.reviews_complete': '"{title}" tezisinin bütün rəyləri daxil olub',
    'notification.review_declined': '{userName} "{title}" tezisinə rəy yazmaqdan imtina etdi',
    'mail.reviewAssignedSubject': 'Rəy vermək üçün tezislər',
    'mail.reviewAssignedBody':
      'Salam, {name}!\n\nTəşkilatçılar sizdən bu tezislərə rəy verməyi xahiş edirlər:\n\n{list}\n\nOnları faylları ilə birlikdə panelinizdə tapacaqsınız:\n\n{link}\n\nKöməyiniz üçün təşəkkür edirik.',
    'mail.reviewsCompleteSubject': 'Bütün rəylər daxil olub: "{title}"',
    'mail.reviewsCompleteBody':
      'Salam, {name}!\n\n"{title}" tezisinin bütün {count} rəyi daxil olub (orta bal {mean}). Tezis qərarınızı gözləyir:\n\n{link}',
    'auditExport.sheet': 'Audit jurnalı',
    'auditExport.time': 'Vaxt (UTC)',
    'auditExport.actor': 'Şəxs',
    'auditExport.role': 'Rol',
    'auditExport.action': 'Əməliyyat',
    'auditExport.resource': 'Obyekt',
    'auditExport.resourceId': 'Qeyd',
    'auditExport.before': 'Əvvəl',
    'auditExport.after': 'Sonra',
    'auditExport.system': 'Sistem',
    ...reviewLabelsAz,
    ...auditLabelsAz,
  },
);
