import { CONFERENCE, PROGRAMME_COMPLAINT_HOURS, THESIS_LIMITS } from '@conf/common';
import { CONFERENCE_NAME, EXAMPLE_NOTE, conferenceDays } from './conference.js';
import { SEED_DATES, longDate } from './dates.js';
import { SECTIONS } from './topics.js';
import { sitePath, type SeedPage } from './types.js';

const en = (path: string) => sitePath('en', path);
const az = (path: string) => sitePath('az', path);
const L = THESIS_LIMITS;
const zipMb = L.zipMaxBytes / 1024 / 1024;
const sectionList = (locale: 'en' | 'az', field: 'mathematics' | 'mechanics') =>
  `<ul>${SECTIONS.filter((s) => s.field === field)
    .map((s) => `<li>${s.name[locale]}</li>`)
    .join('')}</ul>`;

/** The four conference days, from common's CONFERENCE dates. */
const day = (offset: number) => {
  const d = new Date(`${CONFERENCE.startDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

const speakerRows = (locale: 'en' | 'az') =>
  [1, 2, 3, 4]
    .map((n) =>
      locale === 'en'
        ? `<li><strong>Example Speaker ${n}</strong>, Example University, Country. <em>Title of the plenary lecture to be announced.</em></li>`
        : `<li><strong>Nümunə Məruzəçi ${n}</strong>, Nümunə Universiteti, Ölkə. <em>Plenar məruzənin mövzusu elan ediləcək.</em></li>`,
    )
    .join('');

/** Topics, speakers, abstracts, programme, proceedings and archive. */
export const scientificPages: SeedPage[] = [
  {
    slug: 'topics',
    position: 35,
    en: {
      title: 'Conference topics',
      description: `The sections of the ${CONFERENCE_NAME.en}: mathematics and mechanics.`,
      body: `<h2>Conference topics</h2>
<p>Abstracts are welcome in every area of mathematics and mechanics. When you submit an abstract, you choose the section that fits it best; the program committee may move it to a neighbouring section to keep the sessions balanced.</p>
<h3>Mathematics</h3>
${sectionList('en', 'mathematics')}
<h3>Mechanics</h3>
${sectionList('en', 'mechanics')}
<p>Read the <a href="${en('/pages/abstracts')}">abstract guidelines</a> before submitting.</p>`,
    },
    az: {
      title: 'Konfransın mövzuları',
      description:
        'Riyaziyyat və Mexanika üzrə Beynəlxalq Konfransın bölmələri: riyaziyyat və mexanika.',
      body: `<h2>Konfransın mövzuları</h2>
<p>Riyaziyyat və mexanikanın bütün sahələri üzrə tezislər qəbul olunur. Tezisi göndərərkən ona ən uyğun bölməni seçirsiniz; iclasların tarazlığı üçün proqram komitəsi onu qonşu bölməyə keçirə bilər.</p>
<h3>Riyaziyyat</h3>
${sectionList('az', 'mathematics')}
<h3>Mexanika</h3>
${sectionList('az', 'mechanics')}
<p>Göndərməzdən əvvəl <a href="${az('/pages/abstracts')}">tezis qaydaları</a> ilə tanış olun.</p>`,
    },
  },
  {
    slug: 'plenary-speakers',
    position: 43,
    en: {
      title: 'Plenary speakers',
      description: `Plenary lectures of the ${CONFERENCE_NAME.en}.`,
      body: `<h2>Plenary speakers</h2>
<p>Each morning of the conference opens with plenary lectures by invited speakers from mathematics and mechanics.</p>
${EXAMPLE_NOTE.en}
<ul>${speakerRows('en')}</ul>`,
    },
    az: {
      title: 'Plenar məruzəçilər',
      description: 'Riyaziyyat və Mexanika üzrə Beynəlxalq Konfransın plenar məruzələri.',
      body: `<h2>Plenar məruzəçilər</h2>
<p>Konfransın hər günü riyaziyyat və mexanika sahəsindən dəvət olunmuş alimlərin plenar məruzələri ilə açılır.</p>
${EXAMPLE_NOTE.az}
<ul>${speakerRows('az')}</ul>`,
    },
  },
  {
    slug: 'abstracts',
    position: 50,
    en: {
      title: 'Abstract guidelines',
      description: `How to prepare and submit an abstract: title of ${L.titleMinWords}-${L.titleMaxWords} words, ${L.keywordsMin}-${L.keywordsMax} keywords, a .zip with the .tex and .pdf.`,
      body: `<h2>Abstract guidelines</h2>
<p>Abstracts are submitted from the <a href="${en('/user/panel/theses/send')}">user panel</a> after you <a href="${en('/user/reg')}">create an account</a>. Please fill in every field in English.</p>
<h3>What an abstract must contain</h3>
<ul>
<li><strong>Title:</strong> ${L.titleMinWords} to ${L.titleMaxWords} words.</li>
<li><strong>Keywords:</strong> ${L.keywordsMin} to ${L.keywordsMax}.</li>
<li><strong>Section:</strong> one of the <a href="${en('/pages/topics')}">conference topics</a>.</li>
<li><strong>Authors:</strong> at least one, each with name, surname, e-mail, country, city, institution, phone, academic degree and title; one author is marked as the corresponding author.</li>
<li><strong>File:</strong> a <strong>.zip</strong> archive holding the LaTeX source (<strong>.tex</strong>) and the compiled <strong>.pdf</strong> of the abstract, at most <strong>${zipMb} MB</strong>.</li>
</ul>
<p>Prepare the abstract with the template archive, which you can download from the sidebar of your panel.</p>
<h3>After submission</h3>
<p>The abstract goes to the editors of the scientific committee. You follow its status in <a href="${en('/user/panel/theses/submitted')}">your submitted abstracts</a>: once it is accepted, you pay the fee if it applies to you (see <a href="${en('/pages/registration')}">registration</a>); if it is rejected, you see the reason and may upload a revised .zip.</p>
<p>Deadline for submission: <strong>${longDate('en', SEED_DATES.abstractDeadline)}</strong>.</p>`,
    },
    az: {
      title: 'Tezis qaydaları',
      description: `Tezisi necə hazırlamaq və göndərmək olar: ${L.titleMinWords}-${L.titleMaxWords} sözlük başlıq, ${L.keywordsMin}-${L.keywordsMax} açar söz, .tex və .pdf faylları olan .zip arxivi.`,
      body: `<h2>Tezis qaydaları</h2>
<p>Tezislər <a href="${az('/user/reg')}">qeydiyyatdan keçdikdən</a> sonra <a href="${az('/user/panel/theses/send')}">şəxsi kabinetdən</a> göndərilir. Bütün sahələri ingilis dilində doldurun.</p>
<h3>Tezisə tələblər</h3>
<ul>
<li><strong>Başlıq:</strong> ${L.titleMinWords}-${L.titleMaxWords} söz.</li>
<li><strong>Açar sözlər:</strong> ${L.keywordsMin}-${L.keywordsMax} ədəd.</li>
<li><strong>Bölmə:</strong> <a href="${az('/pages/topics')}">konfrans mövzularından</a> biri.</li>
<li><strong>Müəlliflər:</strong> ən azı bir nəfər; hər müəllifin adı, soyadı, e-poçtu, ölkəsi, şəhəri, təşkilatı, telefonu, elmi dərəcəsi və elmi adı göstərilir; müəlliflərdən biri məsul müəllif kimi qeyd olunur.</li>
<li><strong>Fayl:</strong> tezisin LaTeX mətni (<strong>.tex</strong>) və hazır <strong>.pdf</strong> faylı olan <strong>.zip</strong> arxivi, həcmi <strong>${zipMb} MB</strong>-dan çox olmamalıdır.</li>
</ul>
<p>Tezisi şablon arxivi əsasında hazırlayın; onu şəxsi kabinetinizin yan menyusundan yükləyə bilərsiniz.</p>
<h3>Göndərildikdən sonra</h3>
<p>Tezis elmi komitənin redaktorlarına çatır. Onun vəziyyətini <a href="${az('/user/panel/theses/submitted')}">göndərilmiş tezislər</a> bölməsində izləyirsiniz: qəbul edildikdən sonra, sizə aiddirsə, iştirak haqqını ödəyirsiniz (bax: <a href="${az('/pages/registration')}">qeydiyyat</a>); rədd edilərsə, səbəbini görür və düzəldilmiş .zip arxivini yenidən yükləyə bilərsiniz.</p>
<p>Göndərmənin son tarixi: <strong>${longDate('az', SEED_DATES.abstractDeadline)}</strong>.</p>`,
    },
  },
  {
    slug: 'academic_program',
    position: 55,
    en: {
      title: 'Academic programme',
      description: `Outline of the academic programme, ${conferenceDays('en')}, and online access.`,
      body: `<h2>Academic programme</h2>
<p>The detailed programme, with the time and room of every talk, is published here on <strong>${longDate('en', SEED_DATES.programme)}</strong>.</p>
<h3>Outline</h3>
<table><thead><tr><th>Day</th><th>Programme</th></tr></thead><tbody>
<tr><td>${longDate('en', day(0))}</td><td>Registration of participants, opening ceremony, plenary lectures, welcome reception</td></tr>
<tr><td>${longDate('en', day(1))}</td><td>Plenary lectures; section sessions</td></tr>
<tr><td>${longDate('en', day(2))}</td><td>Plenary lectures; section sessions; social programme</td></tr>
<tr><td>${longDate('en', day(3))}</td><td>Section sessions; closing session</td></tr>
</tbody></table>
<p>Plenary lectures last 40 minutes; section talks last 15 minutes, followed by 5 minutes of discussion.</p>
<h3>Timing problems: within ${PROGRAMME_COMPLAINT_HOURS} hours</h3>
<p>Check the time of your talk as soon as the programme is published. Participants must report any problem with the timing of their talk <strong>within ${PROGRAMME_COMPLAINT_HOURS} hours</strong> of its publication, through the messages of the <a href="${en('/user/panel/messages')}">user panel</a>. After that the programme is final.</p>
<h3>Online participation</h3>
<p>Sessions are also broadcast by Zoom. The Zoom links of the sessions are published on this page before the conference.</p>`,
    },
    az: {
      title: 'Elmi proqram',
      description: `Elmi proqramın ümumi planı, ${conferenceDays('az')}, və onlayn qoşulma.`,
      body: `<h2>Elmi proqram</h2>
<p>Hər məruzənin vaxtı və otağı göstərilən ətraflı proqram <strong>${longDate('az', SEED_DATES.programme)}</strong> tarixində burada dərc olunur.</p>
<h3>Ümumi plan</h3>
<table><thead><tr><th>Gün</th><th>Proqram</th></tr></thead><tbody>
<tr><td>${longDate('az', day(0))}</td><td>İştirakçıların qeydiyyatı, açılış mərasimi, plenar məruzələr, qarşılama ziyafəti</td></tr>
<tr><td>${longDate('az', day(1))}</td><td>Plenar məruzələr; bölmə iclasları</td></tr>
<tr><td>${longDate('az', day(2))}</td><td>Plenar məruzələr; bölmə iclasları; mədəni proqram</td></tr>
<tr><td>${longDate('az', day(3))}</td><td>Bölmə iclasları; bağlanış iclası</td></tr>
</tbody></table>
<p>Plenar məruzələr 40 dəqiqə, bölmə məruzələri isə 15 dəqiqə davam edir, ardınca 5 dəqiqə müzakirə olur.</p>
<h3>Vaxtla bağlı problemlər: ${PROGRAMME_COMPLAINT_HOURS} saat ərzində</h3>
<p>Proqram dərc olunan kimi məruzənizin vaxtını yoxlayın. İştirakçılar məruzələrinin vaxtı ilə bağlı hər hansı problemi proqram dərc olunduqdan sonra <strong>${PROGRAMME_COMPLAINT_HOURS} saat ərzində</strong> <a href="${az('/user/panel/messages')}">şəxsi kabinetdəki</a> mesajlar vasitəsilə bildirməlidirlər. Bu müddətdən sonra proqram yekun sayılır.</p>
<h3>Onlayn iştirak</h3>
<p>İclaslar Zoom vasitəsilə də yayımlanır. İclasların Zoom keçidləri konfransdan əvvəl bu səhifədə dərc olunacaq.</p>`,
    },
  },
  {
    slug: 'proceedings',
    position: 60,
    en: {
      title: 'Proceedings',
      description: `The book of abstracts of the ${CONFERENCE_NAME.en}.`,
      body: `<h2>Proceedings</h2>
<p>The accepted abstracts are published in the electronic <strong>book of abstracts</strong> of the conference, available on this site before the conference opens. The list of accepted abstracts is already visible on the <a href="${en('/accepted_abstracts')}">accepted abstracts</a> page as decisions are made.</p>
<p>Only abstracts whose authors have completed registration (and paid the fee where it applies) are included.</p>
<p>Information on the publication of full papers based on the talks, if arranged, will be announced in the news.</p>`,
    },
    az: {
      title: 'Materiallar',
      description: 'Riyaziyyat və Mexanika üzrə Beynəlxalq Konfransın tezislər toplusu.',
      body: `<h2>Konfrans materialları</h2>
<p>Qəbul olunmuş tezislər konfransın elektron <strong>tezislər toplusunda</strong> dərc olunur; toplu konfrans açılmazdan əvvəl bu saytda yerləşdiriləcək. Qəbul olunmuş tezislərin siyahısı qərarlar verildikcə <a href="${az('/accepted_abstracts')}">qəbul olunmuş tezislər</a> səhifəsində görünür.</p>
<p>Topluya yalnız müəllifləri qeydiyyatı tamamlamış (və tələb olunduqda iştirak haqqını ödəmiş) tezislər daxil edilir.</p>
<p>Məruzələr əsasında tam məqalələrin nəşri təşkil olunarsa, bu barədə məlumat xəbərlərdə elan ediləcək.</p>`,
    },
  },
  {
    slug: 'archive',
    position: 70,
    en: {
      title: 'Archive',
      description:
        'Earlier conferences on mathematics and mechanics: programmes, abstracts and photographs.',
      body: `<h2>Archive</h2>
<p>This page collects the materials of earlier conferences: programmes, books of abstracts and photographs. The organisers add them here as they are digitised.</p>
<ul>
<li><a href="${en('/gallery-2024')}">Photographs of the 2024 conference</a></li>
</ul>`,
    },
    az: {
      title: 'Arxiv',
      description:
        'Riyaziyyat və mexanika üzrə əvvəlki konfranslar: proqramlar, tezislər və fotoşəkillər.',
      body: `<h2>Arxiv</h2>
<p>Bu səhifədə əvvəlki konfransların materialları toplanır: proqramlar, tezislər topluları və fotoşəkillər. Təşkilatçılar onları rəqəmsallaşdırdıqca buraya əlavə edirlər.</p>
<ul>
<li><a href="${az('/gallery-2024')}">2024-cü il konfransının fotoşəkilləri</a></li>
</ul>`,
    },
  },
];
