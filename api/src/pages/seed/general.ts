import { CONFERENCE } from '@conf/common';
import { CITY, CONFERENCE_NAME, conferenceDays } from './conference.js';
import { sitePath, type SeedPage } from './types.js';

const en = (path: string) => sitePath('en', path);
const az = (path: string) => sitePath('az', path);

/** A map of central Baku; OpenStreetMap embeds are among the two the sanitiser allows. */
const BAKU_MAP =
  '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=49.8000%2C40.3500%2C49.8800%2C40.4000&amp;layer=mapnik" width="100%" height="400" loading="lazy" title="Map of central Baku"></iframe>';
const BAKU_MAP_AZ = BAKU_MAP.replace('Map of central Baku', 'Bakının mərkəzinin xəritəsi');

/** Home, the country, travel and stay, contact, gallery and the test page. */
export const generalPages: SeedPage[] = [
  {
    slug: 'home',
    position: 0,
    en: {
      title: CONFERENCE_NAME.en,
      description: `${CONFERENCE_NAME.en}, ${CITY.en}, ${conferenceDays('en')}: call for abstracts, registration, programme and travel information.`,
      body: `<h2>Welcome to ${CITY.en}</h2>
<p>We are pleased to invite mathematicians, specialists in mechanics, engineers and students to the <strong>${CONFERENCE_NAME.en}</strong>, held in ${CITY.en}, Azerbaijan, on <strong>${conferenceDays('en')}</strong>.</p>
<p>The conference brings together researchers working in pure and applied mathematics and in theoretical and applied mechanics, so that results, methods and open problems can be discussed across the two fields. The programme consists of plenary lectures, section talks and discussions; the working languages are English and Azerbaijani.</p>
<h3>How to take part</h3>
<ol>
<li><a href="${en('/user/reg')}">Create an account</a> and declare your participation.</li>
<li>Prepare your abstract following the <a href="${en('/pages/abstracts')}">abstract guidelines</a> and submit it from your panel.</li>
<li>After acceptance, pay the fee as described on the <a href="${en('/pages/registration')}">registration page</a> (students of master's and doctoral programmes are exempt).</li>
</ol>
<p>See the <a href="${en('/pages/topics')}">conference topics</a>, the <a href="${en('/pages/important-dates')}">important dates</a> and practical information on the <a href="${en('/venue')}">venue</a>, <a href="${en('/accommodation')}">accommodation</a> and <a href="${en('/pages/visa')}">visa</a>.</p>
<p>We look forward to welcoming you in ${CITY.en}.</p>`,
    },
    az: {
      title: CONFERENCE_NAME.az,
      description: `${CONFERENCE_NAME.az}, ${CITY.az}, ${conferenceDays('az')}: tezislərin qəbulu, qeydiyyat, proqram və səfər məlumatı.`,
      body: `<h2>${CITY.az}ya xoş gəlmisiniz</h2>
<p>Riyaziyyatçıları, mexanika mütəxəssislərini, mühəndisləri və tələbələri <strong>${conferenceDays('az')}</strong> tarixlərində ${CITY.az} şəhərində keçiriləcək <strong>${CONFERENCE_NAME.az}a</strong> dəvət etməkdən məmnunuq.</p>
<p>Konfrans nəzəri və tətbiqi riyaziyyat, eləcə də nəzəri və tətbiqi mexanika sahəsində çalışan tədqiqatçıları bir araya gətirir ki, iki sahənin nəticələri, metodları və açıq məsələləri birlikdə müzakirə olunsun. Proqrama plenar məruzələr, bölmə məruzələri və müzakirələr daxildir; iş dilləri ingilis və Azərbaycan dilləridir.</p>
<h3>Necə iştirak etmək olar</h3>
<ol>
<li><a href="${az('/user/reg')}">Qeydiyyatdan keçin</a> və iştirakınızı bildirin.</li>
<li>Tezisinizi <a href="${az('/pages/abstracts')}">tezis qaydalarına</a> uyğun hazırlayın və şəxsi kabinetinizdən göndərin.</li>
<li>Tezis qəbul edildikdən sonra <a href="${az('/pages/registration')}">qeydiyyat səhifəsində</a> göstərildiyi kimi iştirak haqqını ödəyin (magistrantlar və doktorantlar ödənişdən azaddır).</li>
</ol>
<p><a href="${az('/pages/topics')}">Konfransın mövzuları</a>, <a href="${az('/pages/important-dates')}">mühüm tarixlər</a>, həmçinin <a href="${az('/venue')}">keçirilmə yeri</a>, <a href="${az('/accommodation')}">yaşayış</a> və <a href="${az('/pages/visa')}">viza</a> haqqında məlumatla tanış olun.</p>
<p>Sizi ${CITY.az}da görməyə şad olarıq.</p>`,
    },
  },
  {
    slug: 'about_azerbaijan',
    position: 10,
    en: {
      title: 'About Azerbaijan',
      description: 'Azerbaijan and its capital Baku: a short guide for conference participants.',
      body: `<h2>Azerbaijan</h2>
<p>Azerbaijan lies on the western shore of the Caspian Sea, where Eastern Europe meets Western Asia, between the Greater Caucasus mountains and the Kura-Araz lowland. Its capital and largest city is Baku, on the Absheron Peninsula.</p>
<h3>Baku</h3>
<p>Baku combines a medieval walled Old City (İçərişəhər), with the Maiden Tower and the Palace of the Shirvanshahs, a UNESCO World Heritage site, with the architecture of the oil boom of the early twentieth century and modern buildings along the Caspian seaside boulevard. Gobustan, with its prehistoric rock carvings, also on the UNESCO list, is about an hour's drive south of the city.</p>
<h3>Practical facts</h3>
<ul>
<li><strong>Language:</strong> Azerbaijani; Russian and, increasingly, English are widely understood in Baku.</li>
<li><strong>Currency:</strong> Azerbaijani manat (AZN). Bank cards are accepted widely; ATMs are easy to find.</li>
<li><strong>Time zone:</strong> UTC+4 all year round.</li>
<li><strong>Electricity:</strong> 220 V, 50 Hz; European plugs (types C and F).</li>
<li><strong>Weather in early September:</strong> usually warm and dry, with daytime temperatures around 25 °C and a frequent wind from the sea.</li>
<li><strong>Emergency number:</strong> 112.</li>
</ul>
<p>See also: <a href="${en('/venue')}">venue and directions</a>, <a href="${en('/accommodation')}">accommodation</a>, <a href="${en('/pages/visa')}">visa</a>.</p>`,
    },
    az: {
      title: 'Azərbaycan haqqında',
      description: 'Azərbaycan və onun paytaxtı Bakı: konfrans iştirakçıları üçün qısa bələdçi.',
      body: `<h2>Azərbaycan</h2>
<p>Azərbaycan Xəzər dənizinin qərb sahilində, Şərqi Avropa ilə Qərbi Asiyanın qovuşduğu yerdə, Böyük Qafqaz dağları ilə Kür-Araz ovalığı arasında yerləşir. Paytaxtı və ən böyük şəhəri Abşeron yarımadasındakı Bakıdır.</p>
<h3>Bakı</h3>
<p>Bakıda Qız qalası və Şirvanşahlar sarayı ilə birlikdə UNESCO-nun Dünya İrsi siyahısına daxil edilmiş orta əsr İçərişəhər, XX əsrin əvvəllərindəki neft bumu dövrünün memarlıq abidələri və Dənizkənarı bulvar boyunca ucalan müasir binalar yan-yana yaşayır. Tarixdən əvvəlki qayaüstü təsvirləri ilə tanınan və həmçinin UNESCO siyahısında olan Qobustan şəhərdən təxminən bir saatlıq məsafədə, cənubda yerləşir.</p>
<h3>Faydalı məlumat</h3>
<ul>
<li><strong>Dil:</strong> Azərbaycan dili; Bakıda rus dili və getdikcə daha çox ingilis dili də başa düşülür.</li>
<li><strong>Valyuta:</strong> Azərbaycan manatı (AZN). Bank kartları geniş qəbul olunur, bankomatlar hər yerdədir.</li>
<li><strong>Saat qurşağı:</strong> il boyu UTC+4.</li>
<li><strong>Elektrik şəbəkəsi:</strong> 220 V, 50 Hs; Avropa tipli rozetkalar (C və F tipləri).</li>
<li><strong>Sentyabrın əvvəlində hava:</strong> adətən isti və quru olur, gündüz temperaturu təxminən 25 °C, dənizdən tez-tez külək əsir.</li>
<li><strong>Təcili yardım nömrəsi:</strong> 112.</li>
</ul>
<p>Həmçinin baxın: <a href="${az('/venue')}">keçirilmə yeri və yol</a>, <a href="${az('/accommodation')}">yaşayış</a>, <a href="${az('/pages/visa')}">viza</a>.</p>`,
    },
  },
  {
    slug: 'venue',
    position: 20,
    en: {
      title: 'Venue',
      description: `The conference takes place in ${CITY.en}, Azerbaijan, on ${conferenceDays('en')}: getting there and getting around.`,
      body: `<h2>Conference venue: ${CITY.en}</h2>
<p>The ${CONFERENCE_NAME.en} takes place in ${CITY.en} on ${conferenceDays('en')}. The exact address of the conference hall and the room of each section are given in the <a href="${en('/pages/academic_program')}">academic programme</a> and sent to registered participants before the conference.</p>
${BAKU_MAP}
<h3>Arriving by air</h3>
<p>Heydar Aliyev International Airport (GYD) is about 25 km north-east of the city centre. From the airport you can reach the centre:</p>
<ul>
<li>by the airport express bus to the 28 May metro station in the city centre, running around the clock; fares are paid with a BakuKart transport card, sold at machines in the arrivals hall;</li>
<li>by taxi: use the official taxi desk at the airport or a ride-hailing app, and agree the fare in advance; the ride takes 25-40 minutes depending on traffic.</li>
</ul>
<h3>Getting around ${CITY.en}</h3>
<p>The Baku Metro and city buses are inexpensive and are paid with the same BakuKart card. The city centre, the Old City and the seaside boulevard are pleasant to explore on foot. Taxis ordered through an app are convenient for evening journeys.</p>
<p>Questions about travel? Write to the organisers from your <a href="${en('/user/panel/messages')}">panel</a> or see the <a href="${en('/contact')}">contact page</a>.</p>`,
    },
    az: {
      title: 'Keçirilmə yeri',
      description: `Konfrans ${conferenceDays('az')} tarixlərində ${CITY.az} şəhərində keçirilir: necə gəlmək və şəhərdə necə hərəkət etmək olar.`,
      body: `<h2>Konfransın keçirilmə yeri: ${CITY.az}</h2>
<p>${CONFERENCE_NAME.az} ${conferenceDays('az')} tarixlərində ${CITY.az} şəhərində keçirilir. Konfrans zalının dəqiq ünvanı və hər bölmənin otağı <a href="${az('/pages/academic_program')}">elmi proqramda</a> göstərilir və konfransdan əvvəl qeydiyyatdan keçmiş iştirakçılara göndərilir.</p>
${BAKU_MAP_AZ}
<h3>Təyyarə ilə gəliş</h3>
<p>Heydər Əliyev Beynəlxalq Aeroportu (GYD) şəhər mərkəzindən təxminən 25 km şimal-şərqdə yerləşir. Aeroportdan mərkəzə:</p>
<ul>
<li>gecə-gündüz işləyən aeroekspress avtobusu ilə şəhər mərkəzindəki "28 May" metro stansiyasına gəlmək olar; gediş haqqı gəliş zalındakı aparatlarda satılan BakıKart nəqliyyat kartı ilə ödənilir;</li>
<li>taksi ilə: aeroportdakı rəsmi taksi məntəqəsindən və ya taksi çağırma tətbiqindən istifadə edin və qiyməti əvvəlcədən razılaşdırın; yol tıxacdan asılı olaraq 25-40 dəqiqə çəkir.</li>
</ul>
<h3>${CITY.az}da hərəkət</h3>
<p>Bakı metrosu və şəhər avtobusları ucuzdur, gediş haqqı həmin BakıKart ilə ödənilir. Şəhər mərkəzini, İçərişəhəri və Dənizkənarı bulvarı piyada gəzmək xoşdur. Axşam saatlarında tətbiq vasitəsilə çağırılan taksi rahatdır.</p>
<p>Səfərlə bağlı sualınız var? <a href="${az('/user/panel/messages')}">Şəxsi kabinetinizdən</a> təşkilatçılara yazın və ya <a href="${az('/contact')}">əlaqə səhifəsinə</a> baxın.</p>`,
    },
  },
  {
    slug: 'accommodation',
    position: 30,
    en: {
      title: 'Accommodation',
      description: `Where to stay in ${CITY.en} during the conference, ${conferenceDays('en')}.`,
      body: `<h2>Accommodation</h2>
<p>Participants arrange their own accommodation. ${CITY.en} offers a wide choice, from guest houses and apartments to international hotel chains, and most are within easy reach of the city centre by metro or taxi.</p>
<h3>Advice</h3>
<ul>
<li><strong>Book early.</strong> Early September is a busy season in ${CITY.en}; rooms near the centre fill up well before the conference.</li>
<li><strong>Stay near a metro station</strong> or in the centre (the Old City, Fountain Square, the seaside boulevard) to keep travel to the conference short.</li>
<li><strong>Registration of stay.</strong> Foreign visitors staying in Azerbaijan longer than the period set by law must be registered at their address; hotels do this for their guests. If you rent a private flat, ask the landlord, and check the current rules on the <a href="${en('/pages/visa')}">visa page</a>.</li>
<li><strong>Invitation letters.</strong> If your hotel or your visa application needs a letter from the organisers, ask for it through the messages of your <a href="${en('/user/panel/messages')}">panel</a>.</li>
</ul>
<p>Recommended hotels with conference rates, if agreed, are announced here and in the <a href="${en('/')}">news</a>.</p>`,
    },
    az: {
      title: 'Yaşayış',
      description: `Konfrans zamanı (${conferenceDays('az')}) ${CITY.az}da harada qalmaq olar.`,
      body: `<h2>Yaşayış</h2>
<p>İştirakçılar yaşayış yerini özləri təşkil edirlər. ${CITY.az}da qonaq evlərindən və mənzillərdən tutmuş beynəlxalq otel şəbəkələrinə qədər geniş seçim var; əksəriyyətindən şəhər mərkəzinə metro və ya taksi ilə asanlıqla çatmaq olur.</p>
<h3>Tövsiyələr</h3>
<ul>
<li><strong>Yeri əvvəlcədən sifariş edin.</strong> Sentyabrın əvvəli ${CITY.az}da gur mövsümdür; mərkəzə yaxın otaqlar konfransdan xeyli əvvəl tutulur.</li>
<li><strong>Metro stansiyasının yaxınlığında</strong> və ya mərkəzdə (İçərişəhər, Fəvvarələr meydanı, Dənizkənarı bulvar) qalın ki, konfransa yol qısa olsun.</li>
<li><strong>Yaşayış yeri üzrə qeydiyyat.</strong> Azərbaycanda qanunla müəyyən olunmuş müddətdən artıq qalan xarici qonaqlar yaşadıqları ünvan üzrə qeydiyyata alınmalıdır; otellər bunu öz qonaqları üçün edir. Şəxsi mənzil kirayələyirsinizsə, ev sahibindən soruşun və qüvvədə olan qaydaları <a href="${az('/pages/visa')}">viza səhifəsində</a> yoxlayın.</li>
<li><strong>Dəvət məktubu.</strong> Otel və ya viza müraciətiniz üçün təşkilatçılardan məktub lazımdırsa, onu <a href="${az('/user/panel/messages')}">şəxsi kabinetinizdəki</a> mesajlar vasitəsilə istəyin.</li>
</ul>
<p>Konfrans iştirakçıları üçün güzəştli qiymətlə tövsiyə olunan otellər razılaşdırılarsa, burada və <a href="${az('/')}">xəbərlərdə</a> elan ediləcək.</p>`,
    },
  },
  {
    slug: 'contact',
    position: 90,
    en: {
      title: 'Contact',
      description: `How to reach the organisers of the ${CONFERENCE_NAME.en}.`,
      body: `<h2>Contact the organisers</h2>
<p>The quickest way to reach the organising committee is the <strong>messages</strong> section of your <a href="${en('/user/panel/messages')}">user panel</a>: your question goes straight to the organisers and you see their answer there in real time. <a href="${en('/user/reg')}">Create an account</a> if you do not have one yet.</p>
<h3>Postal and e-mail contact</h3>
<p><em>Example entries, to be replaced by the organisers in the admin console:</em></p>
<ul>
<li>Location: ${CITY.en}, Azerbaijan (${CONFERENCE.countryCode})</li>
<li>E-mail: <a href="mailto:conference@example.org">conference@example.org</a></li>
<li>Phone: +994 00 000 00 00</li>
</ul>`,
    },
    az: {
      title: 'Əlaqə',
      description:
        'Riyaziyyat və Mexanika üzrə Beynəlxalq Konfransın təşkilatçıları ilə necə əlaqə saxlamaq olar.',
      body: `<h2>Təşkilatçılarla əlaqə</h2>
<p>Təşkilat komitəsi ilə ən sürətli əlaqə yolu <a href="${az('/user/panel/messages')}">şəxsi kabinetinizin</a> <strong>mesajlar</strong> bölməsidir: sualınız birbaşa təşkilatçılara çatır və cavabı orada dərhal görürsünüz. Hesabınız yoxdursa, <a href="${az('/user/reg')}">qeydiyyatdan keçin</a>.</p>
<h3>Poçt və e-poçt ilə əlaqə</h3>
<p><em>Nümunə qeydlərdir, təşkilatçılar onları admin panelində əvəz edəcəklər:</em></p>
<ul>
<li>Ünvan: ${CITY.az}, Azərbaycan (${CONFERENCE.countryCode})</li>
<li>E-poçt: <a href="mailto:conference@example.org">conference@example.org</a></li>
<li>Telefon: +994 00 000 00 00</li>
</ul>`,
    },
  },
  {
    slug: 'gallery',
    position: 80,
    en: {
      title: 'Gallery',
      description: 'Photographs of the conferences on mathematics and mechanics in Baku.',
      body: `<h2>Gallery</h2>
<p>Photographs from the conferences are collected by year:</p>
<ul>
<li><a href="${en('/gallery-2025')}">Gallery 2025</a>: photographs of this year's conference are added during and after ${conferenceDays('en')}.</li>
<li><a href="${en('/gallery-2024')}">Gallery 2024</a>: the previous conference.</li>
</ul>
<p>Participants who would like to share their photographs may send them to the organisers through the messages of their <a href="${en('/user/panel/messages')}">panel</a>.</p>`,
    },
    az: {
      title: 'Qalereya',
      description: 'Bakıda keçirilən riyaziyyat və mexanika konfranslarının fotoşəkilləri.',
      body: `<h2>Qalereya</h2>
<p>Konfransların fotoşəkilləri illər üzrə toplanır:</p>
<ul>
<li><a href="${az('/gallery-2025')}">Qalereya 2025</a>: builki konfransın şəkilləri ${conferenceDays('az')} tarixlərində və ondan sonra əlavə olunur.</li>
<li><a href="${az('/gallery-2024')}">Qalereya 2024</a>: əvvəlki konfrans.</li>
</ul>
<p>Fotoşəkillərini paylaşmaq istəyən iştirakçılar onları <a href="${az('/user/panel/messages')}">şəxsi kabinetlərindəki</a> mesajlar vasitəsilə təşkilatçılara göndərə bilərlər.</p>`,
    },
  },
  {
    slug: 'test',
    position: 1000,
    en: {
      title: 'Test page',
      description: 'A simple page for checking how content is displayed.',
      body: `<h2>Test page</h2>
<p>This page lets the organisers check how content looks on the site: a paragraph with <strong>bold</strong> and <em>italic</em> text and a <a href="${en('/')}">link to the home page</a>.</p>
<ul><li>First item</li><li>Second item</li></ul>
<table><thead><tr><th>Column A</th><th>Column B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>`,
    },
    az: {
      title: 'Sınaq səhifəsi',
      description: 'Məzmunun necə göründüyünü yoxlamaq üçün sadə səhifə.',
      body: `<h2>Sınaq səhifəsi</h2>
<p>Bu səhifə təşkilatçılara məzmunun saytda necə göründüyünü yoxlamağa imkan verir: <strong>qalın</strong> və <em>kursiv</em> mətnli abzas və <a href="${az('/')}">ana səhifəyə keçid</a>.</p>
<ul><li>Birinci bənd</li><li>İkinci bənd</li></ul>
<table><thead><tr><th>A sütunu</th><th>B sütunu</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>`,
    },
  },
];
