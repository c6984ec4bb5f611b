import {
  ACADEMIC_DEGREE_LABELS,
  CONFERENCE,
  FEE_EXEMPT_DEGREES,
  FOREIGN_FEE,
  LOCAL_FEE,
  PROGRAMME_COMPLAINT_HOURS,
  type Locale,
} from '@conf/common';
import { CITY, CONFERENCE_NAME, conferenceDays } from './conference.js';
import { SEED_DATES, longDate } from './dates.js';
import { sitePath, type SeedPage } from './types.js';

const en = (path: string) => sitePath('en', path);
const az = (path: string) => sitePath('az', path);

const fee = (f: { amount: number; currency: string }) => `${f.amount} ${f.currency}`;
/** "Master's student, Doctoral student (PhD candidate)": the exempt degrees of common's rule. */
const exempt = (locale: Locale) =>
  FEE_EXEMPT_DEGREES.map((d) => ACADEMIC_DEGREE_LABELS[d][locale]).join(', ');

const dateRows = (locale: Locale, labels: Record<keyof typeof SEED_DATES | 'conference', string>) =>
  [
    [labels.callOpens, longDate(locale, SEED_DATES.callOpens)],
    [labels.abstractDeadline, longDate(locale, SEED_DATES.abstractDeadline)],
    [labels.notification, longDate(locale, SEED_DATES.notification)],
    [labels.feeDeadline, longDate(locale, SEED_DATES.feeDeadline)],
    [labels.programme, longDate(locale, SEED_DATES.programme)],
    [labels.conference, conferenceDays(locale)],
  ]
    .map(([what, when]) => `<tr><td>${what}</td><td><strong>${when}</strong></td></tr>`)
    .join('\n');

/** Dates, registration and fee, visa and the social programme. */
export const participationPages: SeedPage[] = [
  {
    slug: 'important-dates',
    position: 36,
    en: {
      title: 'Important dates',
      description: `Deadlines of the ${CONFERENCE_NAME.en}: abstracts, notification, fee payment, conference days.`,
      body: `<h2>Important dates</h2>
<table><thead><tr><th>Event</th><th>Date</th></tr></thead><tbody>
${dateRows('en', {
  callOpens: 'Call for abstracts opens',
  abstractDeadline: 'Abstract submission deadline',
  notification: 'Notification of acceptance (at the latest)',
  feeDeadline: 'Fee payment deadline',
  programme: 'Publication of the academic programme',
  conference: `Conference in ${CITY.en}`,
})}
</tbody></table>
<p>Abstracts are reviewed as they arrive, so an early submission usually means an early decision. Problems with the timing of your talk must be reported within ${PROGRAMME_COMPLAINT_HOURS} hours of the programme's publication (see the <a href="${en('/pages/academic_program')}">academic programme</a>).</p>`,
    },
    az: {
      title: 'Mühüm tarixlər',
      description:
        'Riyaziyyat və Mexanika üzrə Beynəlxalq Konfransın son tarixləri: tezislər, qərar, ödəniş, konfrans günləri.',
      body: `<h2>Mühüm tarixlər</h2>
<table><thead><tr><th>Hadisə</th><th>Tarix</th></tr></thead><tbody>
${dateRows('az', {
  callOpens: 'Tezislərin qəbuluna başlanır',
  abstractDeadline: 'Tezislərin göndərilməsinin son tarixi',
  notification: 'Qəbul barədə qərarın bildirilməsi (ən gec)',
  feeDeadline: 'İştirak haqqının ödənilməsinin son tarixi',
  programme: 'Elmi proqramın dərci',
  conference: `Konfrans, ${CITY.az}`,
})}
</tbody></table>
<p>Tezislər daxil olduqca rəyə verilir, ona görə də tezisi erkən göndərən adətən qərarı da erkən alır. Məruzənizin vaxtı ilə bağlı problemlər proqram dərc olunduqdan sonra ${PROGRAMME_COMPLAINT_HOURS} saat ərzində bildirilməlidir (bax: <a href="${az('/pages/academic_program')}">elmi proqram</a>).</p>`,
    },
  },
  {
    slug: 'registration',
    position: 37,
    en: {
      title: 'Registration and fee',
      description: `How to register, submit an abstract and pay the fee: ${fee(LOCAL_FEE)} for local and ${fee(FOREIGN_FEE)} for foreign participants.`,
      body: `<h2>Registration</h2>
<ol>
<li><strong>Create an account</strong> on the <a href="${en('/user/reg')}">registration form</a>. Fill in every field in English; fields marked * are required.</li>
<li><strong>Declare your participation</strong> in your <a href="${en('/user/panel')}">panel</a>. The organisers confirm it, and confirmed participants appear on the <a href="${en('/participants')}">participants</a> page.</li>
<li><strong>Submit your abstract</strong> from the panel, following the <a href="${en('/pages/abstracts')}">abstract guidelines</a>, by ${longDate('en', SEED_DATES.abstractDeadline)}.</li>
<li><strong>Pay the fee</strong> once your abstract is accepted, by ${longDate('en', SEED_DATES.feeDeadline)}: pay by bank transfer and upload a photograph or scan of the receipt on the payment page of the abstract in your panel. The organisers check the receipt and confirm the payment.</li>
</ol>
<h3>Abstract fee</h3>
<table><thead><tr><th>Participant</th><th>Fee per abstract</th></tr></thead><tbody>
<tr><td>Local participants (from Azerbaijan)</td><td><strong>${fee(LOCAL_FEE)}</strong></td></tr>
<tr><td>Foreign participants</td><td><strong>${fee(FOREIGN_FEE)}</strong></td></tr>
<tr><td>${exempt('en')}</td><td><strong>exempt</strong></td></tr>
</tbody></table>
<p>The fee is determined from the country and academic degree in the account of the author who submits the abstract; the panel shows the amount due before you pay. Bank details for the transfer are shown on the payment page.</p>`,
    },
    az: {
      title: 'Qeydiyyat və iştirak haqqı',
      description: `Qeydiyyat, tezisin göndərilməsi və iştirak haqqının ödənilməsi: yerli iştirakçılar üçün ${fee(LOCAL_FEE)}, xarici iştirakçılar üçün ${fee(FOREIGN_FEE)}.`,
      body: `<h2>Qeydiyyat</h2>
<ol>
<li><strong>Hesab yaradın:</strong> <a href="${az('/user/reg')}">qeydiyyat formasını</a> doldurun. Bütün sahələri ingilis dilində yazın; * ilə qeyd olunmuş sahələr mütləqdir.</li>
<li><strong>İştirakınızı bildirin:</strong> bunu <a href="${az('/user/panel')}">şəxsi kabinetinizdə</a> edin. Təşkilatçılar onu təsdiqləyir, təsdiqlənmiş iştirakçılar <a href="${az('/participants')}">iştirakçılar</a> səhifəsində görünür.</li>
<li><strong>Tezisinizi göndərin:</strong> <a href="${az('/pages/abstracts')}">tezis qaydalarına</a> uyğun olaraq, ${longDate('az', SEED_DATES.abstractDeadline)} tarixinədək kabinetdən göndərin.</li>
<li><strong>İştirak haqqını ödəyin:</strong> tezisiniz qəbul olunduqdan sonra, ${longDate('az', SEED_DATES.feeDeadline)} tarixinədək bank köçürməsi ilə ödəyin və qəbzin şəklini və ya skan surətini kabinetinizdə tezisin ödəniş səhifəsinə yükləyin. Təşkilatçılar qəbzi yoxlayıb ödənişi təsdiqləyirlər.</li>
</ol>
<h3>Tezis üçün iştirak haqqı</h3>
<table><thead><tr><th>İştirakçı</th><th>Hər tezis üçün haqq</th></tr></thead><tbody>
<tr><td>Yerli iştirakçılar (Azərbaycandan)</td><td><strong>${fee(LOCAL_FEE)}</strong></td></tr>
<tr><td>Xarici iştirakçılar</td><td><strong>${fee(FOREIGN_FEE)}</strong></td></tr>
<tr><td>${exempt('az')}</td><td><strong>ödənişdən azaddır</strong></td></tr>
</tbody></table>
<p>Haqq tezisi göndərən müəllifin hesabında göstərilmiş ölkə və elmi dərəcəyə əsasən müəyyən olunur; ödənilməli məbləğ ödənişdən əvvəl kabinetdə göstərilir. Köçürmə üçün bank rekvizitləri ödəniş səhifəsindədir.</p>`,
    },
  },
  {
    slug: 'visa',
    position: 38,
    en: {
      title: 'Visa',
      description: 'Entering Azerbaijan for the conference: e-visa through the ASAN Visa portal.',
      body: `<h2>Visa</h2>
<p>Most foreign participants need a visa to enter Azerbaijan. Citizens of some countries may enter without a visa or receive one on arrival; the rules change from time to time, so <strong>always check the current requirements for your citizenship on the official portal</strong> before you travel.</p>
<h3>Electronic visa (ASAN Visa)</h3>
<ul>
<li>Apply online on the official portal of the State Migration Service, <a href="https://evisa.gov.az/" target="_blank">evisa.gov.az</a> (ASAN Visa). Beware of look-alike websites that charge extra fees.</li>
<li>You need a passport valid well beyond the end of your stay, a digital copy of its photo page, and a bank card to pay the visa fee online.</li>
<li>The e-visa is sent by e-mail; print it or keep it on your phone and show it with your passport at border control.</li>
<li>Apply early, at least a few weeks before ${longDate('en', CONFERENCE.startDate)}; processing usually takes a few working days, and an urgent service is offered for a higher fee.</li>
</ul>
<h3>Invitation letter</h3>
<p>If you need an official invitation from the organisers (for a visa or for your institution), ask for it through the messages of your <a href="${en('/user/panel/messages')}">panel</a>, giving your full name as in the passport, your citizenship and passport number.</p>
<p><em>This page is general guidance, not legal advice; the official portal is the authority on visa rules.</em></p>`,
    },
    az: {
      title: 'Viza',
      description: 'Konfrans üçün Azərbaycana gəliş: ASAN Viza portalı vasitəsilə elektron viza.',
      body: `<h2>Viza</h2>
<p>Xarici iştirakçıların əksəriyyətinin Azərbaycana gəlmək üçün vizaya ehtiyacı var. Bəzi ölkələrin vətəndaşları vizasız gələ və ya vizanı sərhəddə ala bilərlər; qaydalar vaxtaşırı dəyişir, ona görə də səfərdən əvvəl <strong>vətəndaşlığınız üçün qüvvədə olan tələbləri mütləq rəsmi portalda yoxlayın</strong>.</p>
<h3>Elektron viza (ASAN Viza)</h3>
<ul>
<li>Müraciəti Dövlət Miqrasiya Xidmətinin rəsmi portalında, <a href="https://evisa.gov.az/" target="_blank">evisa.gov.az</a> (ASAN Viza) saytında onlayn edin. Əlavə haqq tələb edən oxşar saytlardan ehtiyatlı olun.</li>
<li>Qalacağınız müddətin sonundan xeyli sonra da etibarlı olan pasport, onun şəkilli səhifəsinin elektron surəti və viza rüsumunu onlayn ödəmək üçün bank kartı lazımdır.</li>
<li>Elektron viza e-poçtla göndərilir; onu çap edin və ya telefonunuzda saxlayın və sərhəd keçid məntəqəsində pasportla birlikdə təqdim edin.</li>
<li>Müraciəti erkən, ${longDate('az', CONFERENCE.startDate)} tarixindən ən azı bir neçə həftə əvvəl edin; baxılma adətən bir neçə iş günü çəkir, daha yüksək rüsumla təcili xidmət də mövcuddur.</li>
</ul>
<h3>Dəvət məktubu</h3>
<p>Təşkilatçılardan rəsmi dəvət məktubu lazımdırsa (viza və ya işlədiyiniz təşkilat üçün), onu <a href="${az('/user/panel/messages')}">şəxsi kabinetinizdəki</a> mesajlar vasitəsilə istəyin; pasportda yazıldığı kimi tam adınızı, vətəndaşlığınızı və pasport nömrənizi göstərin.</p>
<p><em>Bu səhifə ümumi tövsiyədir, hüquqi məsləhət deyil; viza qaydaları üzrə əsas mənbə rəsmi portaldır.</em></p>`,
    },
  },
  {
    slug: 'social_program',
    position: 39,
    en: {
      title: 'Social programme',
      description: `Social events of the ${CONFERENCE_NAME.en} in ${CITY.en}.`,
      body: `<h2>Social programme</h2>
<p>Besides the scientific sessions, the organisers plan a social programme so that participants can meet informally and get to know ${CITY.en}:</p>
<ul>
<li><strong>Welcome reception</strong> on the evening of the first day, ${longDate('en', CONFERENCE.startDate)}.</li>
<li><strong>Guided walk through the Old City</strong> (İçərişəhər), with the Maiden Tower and the Palace of the Shirvanshahs.</li>
<li><strong>Conference dinner.</strong></li>
</ul>
<p>Times, meeting points and any optional excursions are announced in the <a href="${en('/pages/academic_program')}">academic programme</a> and at the registration desk.</p>`,
    },
    az: {
      title: 'Mədəni proqram',
      description: 'Riyaziyyat və Mexanika üzrə Beynəlxalq Konfransın Bakıdakı mədəni tədbirləri.',
      body: `<h2>Mədəni proqram</h2>
<p>Elmi iclaslarla yanaşı, təşkilatçılar iştirakçıların qeyri-rəsmi şəraitdə görüşməsi və ${CITY.az} ilə tanış olması üçün mədəni proqram planlaşdırırlar:</p>
<ul>
<li>Birinci gün, ${longDate('az', CONFERENCE.startDate)} axşamı <strong>qarşılama ziyafəti</strong>.</li>
<li>Qız qalası və Şirvanşahlar sarayı ilə birlikdə <strong>İçərişəhərə bələdçili gəzinti</strong>.</li>
<li><strong>Konfrans şam yeməyi.</strong></li>
</ul>
<p>Vaxt, görüş yerləri və əlavə ekskursiyalar <a href="${az('/pages/academic_program')}">elmi proqramda</a> və qeydiyyat masasında elan olunur.</p>`,
    },
  },
];
