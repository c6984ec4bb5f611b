/**
 * The content of the 2025 conference as 0003-content-seed inserted it: every page and news item
 * in English and Azerbaijani, bodies already through the sanitiser of that day. Frozen: the seed
 * is history, so neither a later edit of the rules it quoted (fees, dates) nor a change of the
 * sanitiser changes what this migration inserts.
 */

export interface SeedText {
  title: string;
  description: string;
  body: string;
}

export interface SeedNewsText {
  title: string;
  summary: string;
  body: string;
}

export const SEED_PAGES: ReadonlyArray<{
  slug: string;
  position: number;
  en: SeedText;
  az: SeedText;
}> = [
  {
    slug: 'home',
    position: 0,
    en: {
      title: 'International Conference on Mathematics and Mechanics',
      description:
        'International Conference on Mathematics and Mechanics, Baku, 03-06 September 2025: call for abstracts, registration, programme and travel information.',
      body: '<h2>Welcome to Baku</h2>\n<p>We are pleased to invite mathematicians, specialists in mechanics, engineers and students to the <strong>International Conference on Mathematics and Mechanics</strong>, held in Baku, Azerbaijan, on <strong>03-06 September 2025</strong>.</p>\n<p>The conference brings together researchers working in pure and applied mathematics and in theoretical and applied mechanics, so that results, methods and open problems can be discussed across the two fields. The programme consists of plenary lectures, section talks and discussions; the working languages are English and Azerbaijani.</p>\n<h3>How to take part</h3>\n<ol>\n<li><a href="/user/reg">Create an account</a> and declare your participation.</li>\n<li>Prepare your abstract following the <a href="/pages/abstracts">abstract guidelines</a> and submit it from your panel.</li>\n<li>After acceptance, pay the fee as described on the <a href="/pages/registration">registration page</a> (students of master\'s and doctoral programmes are exempt).</li>\n</ol>\n<p>See the <a href="/pages/topics">conference topics</a>, the <a href="/pages/important-dates">important dates</a> and practical information on the <a href="/venue">venue</a>, <a href="/accommodation">accommodation</a> and <a href="/pages/visa">visa</a>.</p>\n<p>We look forward to welcoming you in Baku.</p>',
    },
    az: {
      title: 'Riyaziyyat və Mexanika üzrə Beynəlxalq Konfrans',
      description:
        'Riyaziyyat və Mexanika üzrə Beynəlxalq Konfrans, Bakı, 03-06 sentyabr 2025: tezislərin qəbulu, qeydiyyat, proqram və səfər məlumatı.',
      body: '<h2>Bakıya xoş gəlmisiniz</h2>\n<p>Riyaziyyatçıları, mexanika mütəxəssislərini, mühəndisləri və tələbələri <strong>03-06 sentyabr 2025</strong> tarixlərində Bakı şəhərində keçiriləcək <strong>Riyaziyyat və Mexanika üzrə Beynəlxalq Konfransa</strong> dəvət etməkdən məmnunuq.</p>\n<p>Konfrans nəzəri və tətbiqi riyaziyyat, eləcə də nəzəri və tətbiqi mexanika sahəsində çalışan tədqiqatçıları bir araya gətirir ki, iki sahənin nəticələri, metodları və açıq məsələləri birlikdə müzakirə olunsun. Proqrama plenar məruzələr, bölmə məruzələri və müzakirələr daxildir; iş dilləri ingilis və Azərbaycan dilləridir.</p>\n<h3>Necə iştirak etmək olar</h3>\n<ol>\n<li><a href="/az/user/reg">Qeydiyyatdan keçin</a> və iştirakınızı bildirin.</li>\n<li>Tezisinizi <a href="/az/pages/abstracts">tezis qaydalarına</a> uyğun hazırlayın və şəxsi kabinetinizdən göndərin.</li>\n<li>Tezis qəbul edildikdən sonra <a href="/az/pages/registration">qeydiyyat səhifəsində</a> göstərildiyi kimi iştirak haqqını ödəyin (magistrantlar və doktorantlar ödənişdən azaddır).</li>\n</ol>\n<p><a href="/az/pages/topics">Konfransın mövzuları</a>, <a href="/az/pages/important-dates">mühüm tarixlər</a>, həmçinin <a href="/az/venue">keçirilmə yeri</a>, <a href="/az/accommodation">yaşayış</a> və <a href="/az/pages/visa">viza</a> haqqında məlumatla tanış olun.</p>\n<p>Sizi Bakıda görməyə şad olarıq.</p>',
    },
  },
  {
    slug: 'about_azerbaijan',
    position: 10,
    en: {
      title: 'About Azerbaijan',
      description: 'Azerbaijan and its capital Baku: a short guide for conference participants.',
      body: '<h2>Azerbaijan</h2>\n<p>Azerbaijan lies on the western shore of the Caspian Sea, where Eastern Europe meets Western Asia, between the Greater Caucasus mountains and the Kura-Araz lowland. Its capital and largest city is Baku, on the Absheron Peninsula.</p>\n<h3>Baku</h3>\n<p>Baku combines a medieval walled Old City (İçərişəhər), with the Maiden Tower and the Palace of the Shirvanshahs, a UNESCO World Heritage site, with the architecture of the oil boom of the early twentieth century and modern buildings along the Caspian seaside boulevard. Gobustan, with its prehistoric rock carvings, also on the UNESCO list, is about an hour\'s drive south of the city.</p>\n<h3>Practical facts</h3>\n<ul>\n<li><strong>Language:</strong> Azerbaijani; Russian and, increasingly, English are widely understood in Baku.</li>\n<li><strong>Currency:</strong> Azerbaijani manat (AZN). Bank cards are accepted widely; ATMs are easy to find.</li>\n<li><strong>Time zone:</strong> UTC+4 all year round.</li>\n<li><strong>Electricity:</strong> 220 V, 50 Hz; European plugs (types C and F).</li>\n<li><strong>Weather in early September:</strong> usually warm and dry, with daytime temperatures around 25 °C and a frequent wind from the sea.</li>\n<li><strong>Emergency number:</strong> 112.</li>\n</ul>\n<p>See also: <a href="/venue">venue and directions</a>, <a href="/accommodation">accommodation</a>, <a href="/pages/visa">visa</a>.</p>',
    },
    az: {
      title: 'Azərbaycan haqqında',
      description: 'Azərbaycan və onun paytaxtı Bakı: konfrans iştirakçıları üçün qısa bələdçi.',
      body: '<h2>Azərbaycan</h2>\n<p>Azərbaycan Xəzər dənizinin qərb sahilində, Şərqi Avropa ilə Qərbi Asiyanın qovuşduğu yerdə, Böyük Qafqaz dağları ilə Kür-Araz ovalığı arasında yerləşir. Paytaxtı və ən böyük şəhəri Abşeron yarımadasındakı Bakıdır.</p>\n<h3>Bakı</h3>\n<p>Bakıda Qız qalası və Şirvanşahlar sarayı ilə birlikdə UNESCO-nun Dünya İrsi siyahısına daxil edilmiş orta əsr İçərişəhər, XX əsrin əvvəllərindəki neft bumu dövrünün memarlıq abidələri və Dənizkənarı bulvar boyunca ucalan müasir binalar yan-yana yaşayır. Tarixdən əvvəlki qayaüstü təsvirləri ilə tanınan və həmçinin UNESCO siyahısında olan Qobustan şəhərdən təxminən bir saatlıq məsafədə, cənubda yerləşir.</p>\n<h3>Faydalı məlumat</h3>\n<ul>\n<li><strong>Dil:</strong> Azərbaycan dili; Bakıda rus dili və getdikcə daha çox ingilis dili də başa düşülür.</li>\n<li><strong>Valyuta:</strong> Azərbaycan manatı (AZN). Bank kartları geniş qəbul olunur, bankomatlar hər yerdədir.</li>\n<li><strong>Saat qurşağı:</strong> il boyu UTC+4.</li>\n<li><strong>Elektrik şəbəkəsi:</strong> 220 V, 50 Hs; Avropa tipli rozetkalar (C və F tipləri).</li>\n<li><strong>Sentyabrın əvvəlində hava:</strong> adətən isti və quru olur, gündüz temperaturu təxminən 25 °C, dənizdən tez-tez külək əsir.</li>\n<li><strong>Təcili yardım nömrəsi:</strong> 112.</li>\n</ul>\n<p>Həmçinin baxın: <a href="/az/venue">keçirilmə yeri və yol</a>, <a href="/az/accommodation">yaşayış</a>, <a href="/az/pages/visa">viza</a>.</p>',
    },
  },
  {
    slug: 'venue',
    position: 20,
    en: {
      title: 'Venue',
      description:
        'The conference takes place in Baku, Azerbaijan, on 03-06 September 2025: getting there and getting around.',
      body: '<h2>Conference venue: Baku</h2>\n<p>The International Conference on Mathematics and Mechanics takes place in Baku on 03-06 September 2025. The exact address of the conference hall and the room of each section are given in the <a href="/pages/academic_program">academic programme</a> and sent to registered participants before the conference.</p>\n<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=49.8000%2C40.3500%2C49.8800%2C40.4000&amp;layer=mapnik" width="100%" height="400" loading="lazy" title="Map of central Baku"></iframe>\n<h3>Arriving by air</h3>\n<p>Heydar Aliyev International Airport (GYD) is about 25 km north-east of the city centre. From the airport you can reach the centre:</p>\n<ul>\n<li>by the airport express bus to the 28 May metro station in the city centre, running around the clock; fares are paid with a BakuKart transport card, sold at machines in the arrivals hall;</li>\n<li>by taxi: use the official taxi desk at the airport or a ride-hailing app, and agree the fare in advance; the ride takes 25-40 minutes depending on traffic.</li>\n</ul>\n<h3>Getting around Baku</h3>\n<p>The Baku Metro and city buses are inexpensive and are paid with the same BakuKart card. The city centre, the Old City and the seaside boulevard are pleasant to explore on foot. Taxis ordered through an app are convenient for evening journeys.</p>\n<p>Questions about travel? Write to the organisers from your <a href="/user/panel/messages">panel</a> or see the <a href="/contact">contact page</a>.</p>',
    },
    az: {
      title: 'Keçirilmə yeri',
      description:
        'Konfrans 03-06 sentyabr 2025 tarixlərində Bakı şəhərində keçirilir: necə gəlmək və şəhərdə necə hərəkət etmək olar.',
      body: '<h2>Konfransın keçirilmə yeri: Bakı</h2>\n<p>Riyaziyyat və Mexanika üzrə Beynəlxalq Konfrans 03-06 sentyabr 2025 tarixlərində Bakı şəhərində keçirilir. Konfrans zalının dəqiq ünvanı və hər bölmənin otağı <a href="/az/pages/academic_program">elmi proqramda</a> göstərilir və konfransdan əvvəl qeydiyyatdan keçmiş iştirakçılara göndərilir.</p>\n<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=49.8000%2C40.3500%2C49.8800%2C40.4000&amp;layer=mapnik" width="100%" height="400" loading="lazy" title="Bakının mərkəzinin xəritəsi"></iframe>\n<h3>Təyyarə ilə gəliş</h3>\n<p>Heydər Əliyev Beynəlxalq Aeroportu (GYD) şəhər mərkəzindən təxminən 25 km şimal-şərqdə yerləşir. Aeroportdan mərkəzə:</p>\n<ul>\n<li>gecə-gündüz işləyən aeroekspress avtobusu ilə şəhər mərkəzindəki "28 May" metro stansiyasına gəlmək olar; gediş haqqı gəliş zalındakı aparatlarda satılan BakıKart nəqliyyat kartı ilə ödənilir;</li>\n<li>taksi ilə: aeroportdakı rəsmi taksi məntəqəsindən və ya taksi çağırma tətbiqindən istifadə edin və qiyməti əvvəlcədən razılaşdırın; yol tıxacdan asılı olaraq 25-40 dəqiqə çəkir.</li>\n</ul>\n<h3>Bakıda hərəkət</h3>\n<p>Bakı metrosu və şəhər avtobusları ucuzdur, gediş haqqı həmin BakıKart ilə ödənilir. Şəhər mərkəzini, İçərişəhəri və Dənizkənarı bulvarı piyada gəzmək xoşdur. Axşam saatlarında tətbiq vasitəsilə çağırılan taksi rahatdır.</p>\n<p>Səfərlə bağlı sualınız var? <a href="/az/user/panel/messages">Şəxsi kabinetinizdən</a> təşkilatçılara yazın və ya <a href="/az/contact">əlaqə səhifəsinə</a> baxın.</p>',
    },
  },
  {
    slug: 'accommodation',
    position: 30,
    en: {
      title: 'Accommodation',
      description: 'Where to stay in Baku during the conference, 03-06 September 2025.',
      body: '<h2>Accommodation</h2>\n<p>Participants arrange their own accommodation. Baku offers a wide choice, from guest houses and apartments to international hotel chains, and most are within easy reach of the city centre by metro or taxi.</p>\n<h3>Advice</h3>\n<ul>\n<li><strong>Book early.</strong> Early September is a busy season in Baku; rooms near the centre fill up well before the conference.</li>\n<li><strong>Stay near a metro station</strong> or in the centre (the Old City, Fountain Square, the seaside boulevard) to keep travel to the conference short.</li>\n<li><strong>Registration of stay.</strong> Foreign visitors staying in Azerbaijan longer than the period set by law must be registered at their address; hotels do this for their guests. If you rent a private flat, ask the landlord, and check the current rules on the <a href="/pages/visa">visa page</a>.</li>\n<li><strong>Invitation letters.</strong> If your hotel or your visa application needs a letter from the organisers, ask for it through the messages of your <a href="/user/panel/messages">panel</a>.</li>\n</ul>\n<p>Recommended hotels with conference rates, if agreed, are announced here and in the <a href="/">news</a>.</p>',
    },
    az: {
      title: 'Yaşayış',
      description: 'Konfrans zamanı (03-06 sentyabr 2025) Bakıda harada qalmaq olar.',
      body: '<h2>Yaşayış</h2>\n<p>İştirakçılar yaşayış yerini özləri təşkil edirlər. Bakıda qonaq evlərindən və mənzillərdən tutmuş beynəlxalq otel şəbəkələrinə qədər geniş seçim var; əksəriyyətindən şəhər mərkəzinə metro və ya taksi ilə asanlıqla çatmaq olur.</p>\n<h3>Tövsiyələr</h3>\n<ul>\n<li><strong>Yeri əvvəlcədən sifariş edin.</strong> Sentyabrın əvvəli Bakıda gur mövsümdür; mərkəzə yaxın otaqlar konfransdan xeyli əvvəl tutulur.</li>\n<li><strong>Metro stansiyasının yaxınlığında</strong> və ya mərkəzdə (İçərişəhər, Fəvvarələr meydanı, Dənizkənarı bulvar) qalın ki, konfransa yol qısa olsun.</li>\n<li><strong>Yaşayış yeri üzrə qeydiyyat.</strong> Azərbaycanda qanunla müəyyən olunmuş müddətdən artıq qalan xarici qonaqlar yaşadıqları ünvan üzrə qeydiyyata alınmalıdır; otellər bunu öz qonaqları üçün edir. Şəxsi mənzil kirayələyirsinizsə, ev sahibindən soruşun və qüvvədə olan qaydaları <a href="/az/pages/visa">viza səhifəsində</a> yoxlayın.</li>\n<li><strong>Dəvət məktubu.</strong> Otel və ya viza müraciətiniz üçün təşkilatçılardan məktub lazımdırsa, onu <a href="/az/user/panel/messages">şəxsi kabinetinizdəki</a> mesajlar vasitəsilə istəyin.</li>\n</ul>\n<p>Konfrans iştirakçıları üçün güzəştli qiymətlə tövsiyə olunan otellər razılaşdırılarsa, burada və <a href="/az">xəbərlərdə</a> elan ediləcək.</p>',
    },
  },
  {
    slug: 'contact',
    position: 90,
    en: {
      title: 'Contact',
      description:
        'How to reach the organisers of the International Conference on Mathematics and Mechanics.',
      body: '<h2>Contact the organisers</h2>\n<p>The quickest way to reach the organising committee is the <strong>messages</strong> section of your <a href="/user/panel/messages">user panel</a>: your question goes straight to the organisers and you see their answer there in real time. <a href="/user/reg">Create an account</a> if you do not have one yet.</p>\n<h3>Postal and e-mail contact</h3>\n<p><em>Example entries, to be replaced by the organisers in the admin console:</em></p>\n<ul>\n<li>Location: Baku, Azerbaijan (AZ)</li>\n<li>E-mail: <a href="mailto:conference@example.org">conference@example.org</a></li>\n<li>Phone: +994 00 000 00 00</li>\n</ul>',
    },
    az: {
      title: 'Əlaqə',
      description:
        'Riyaziyyat və Mexanika üzrə Beynəlxalq Konfransın təşkilatçıları ilə necə əlaqə saxlamaq olar.',
      body: '<h2>Təşkilatçılarla əlaqə</h2>\n<p>Təşkilat komitəsi ilə ən sürətli əlaqə yolu <a href="/az/user/panel/messages">şəxsi kabinetinizin</a> <strong>mesajlar</strong> bölməsidir: sualınız birbaşa təşkilatçılara çatır və cavabı orada dərhal görürsünüz. Hesabınız yoxdursa, <a href="/az/user/reg">qeydiyyatdan keçin</a>.</p>\n<h3>Poçt və e-poçt ilə əlaqə</h3>\n<p><em>Nümunə qeydlərdir, təşkilatçılar onları admin panelində əvəz edəcəklər:</em></p>\n<ul>\n<li>Ünvan: Bakı, Azərbaycan (AZ)</li>\n<li>E-poçt: <a href="mailto:conference@example.org">conference@example.org</a></li>\n<li>Telefon: +994 00 000 00 00</li>\n</ul>',
    },
  },
  {
    slug: 'gallery',
    position: 80,
    en: {
      title: 'Gallery',
      description: 'Photographs of the conferences on mathematics and mechanics in Baku.',
      body: '<h2>Gallery</h2>\n<p>Photographs from the conferences are collected by year:</p>\n<ul>\n<li><a href="/gallery-2025">Gallery 2025</a>: photographs of this year\'s conference are added during and after 03-06 September 2025.</li>\n<li><a href="/gallery-2024">Gallery 2024</a>: the previous conference.</li>\n</ul>\n<p>Participants who would like to share their photographs may send them to the organisers through the messages of their <a href="/user/panel/messages">panel</a>.</p>',
    },
    az: {
      title: 'Qalereya',
      description: 'Bakıda keçirilən riyaziyyat və mexanika konfranslarının fotoşəkilləri.',
      body: '<h2>Qalereya</h2>\n<p>Konfransların fotoşəkilləri illər üzrə toplanır:</p>\n<ul>\n<li><a href="/az/gallery-2025">Qalereya 2025</a>: builki konfransın şəkilləri 03-06 sentyabr 2025 tarixlərində və ondan sonra əlavə olunur.</li>\n<li><a href="/az/gallery-2024">Qalereya 2024</a>: əvvəlki konfrans.</li>\n</ul>\n<p>Fotoşəkillərini paylaşmaq istəyən iştirakçılar onları <a href="/az/user/panel/messages">şəxsi kabinetlərindəki</a> mesajlar vasitəsilə təşkilatçılara göndərə bilərlər.</p>',
    },
  },
  {
    slug: 'test',
    position: 1000,
    en: {
      title: 'Test page',
      description: 'A simple page for checking how content is displayed.',
      body: '<h2>Test page</h2>\n<p>This page lets the organisers check how content looks on the site: a paragraph with <strong>bold</strong> and <em>italic</em> text and a <a href="/">link to the home page</a>.</p>\n<ul><li>First item</li><li>Second item</li></ul>\n<table><thead><tr><th>Column A</th><th>Column B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
    },
    az: {
      title: 'Sınaq səhifəsi',
      description: 'Məzmunun necə göründüyünü yoxlamaq üçün sadə səhifə.',
      body: '<h2>Sınaq səhifəsi</h2>\n<p>Bu səhifə təşkilatçılara məzmunun saytda necə göründüyünü yoxlamağa imkan verir: <strong>qalın</strong> və <em>kursiv</em> mətnli abzas və <a href="/az">ana səhifəyə keçid</a>.</p>\n<ul><li>Birinci bənd</li><li>İkinci bənd</li></ul>\n<table><thead><tr><th>A sütunu</th><th>B sütunu</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
    },
  },
  {
    slug: 'topics',
    position: 35,
    en: {
      title: 'Conference topics',
      description:
        'The sections of the International Conference on Mathematics and Mechanics: mathematics and mechanics.',
      body: '<h2>Conference topics</h2>\n<p>Abstracts are welcome in every area of mathematics and mechanics. When you submit an abstract, you choose the section that fits it best; the program committee may move it to a neighbouring section to keep the sessions balanced.</p>\n<h3>Mathematics</h3>\n<ul><li>Algebra and geometry</li><li>Real and complex analysis</li><li>Differential equations</li><li>Functional analysis and operator theory</li><li>Probability theory and mathematical statistics</li><li>Mathematical physics</li><li>Computational mathematics and numerical methods</li><li>Control theory and optimisation</li></ul>\n<h3>Mechanics</h3>\n<ul><li>Theoretical mechanics</li><li>Mechanics of deformable solids</li><li>Fluid mechanics</li></ul>\n<p>Read the <a href="/pages/abstracts">abstract guidelines</a> before submitting.</p>',
    },
    az: {
      title: 'Konfransın mövzuları',
      description:
        'Riyaziyyat və Mexanika üzrə Beynəlxalq Konfransın bölmələri: riyaziyyat və mexanika.',
      body: '<h2>Konfransın mövzuları</h2>\n<p>Riyaziyyat və mexanikanın bütün sahələri üzrə tezislər qəbul olunur. Tezisi göndərərkən ona ən uyğun bölməni seçirsiniz; iclasların tarazlığı üçün proqram komitəsi onu qonşu bölməyə keçirə bilər.</p>\n<h3>Riyaziyyat</h3>\n<ul><li>Cəbr və həndəsə</li><li>Həqiqi və kompleks analiz</li><li>Diferensial tənliklər</li><li>Funksional analiz və operatorlar nəzəriyyəsi</li><li>Ehtimal nəzəriyyəsi və riyazi statistika</li><li>Riyazi fizika</li><li>Hesablama riyaziyyatı və ədədi üsullar</li><li>İdarəetmə nəzəriyyəsi və optimallaşdırma</li></ul>\n<h3>Mexanika</h3>\n<ul><li>Nəzəri mexanika</li><li>Deformasiya olunan bərk cisimlər mexanikası</li><li>Maye və qaz mexanikası</li></ul>\n<p>Göndərməzdən əvvəl <a href="/az/pages/abstracts">tezis qaydaları</a> ilə tanış olun.</p>',
    },
  },
  {
    slug: 'plenary-speakers',
    position: 43,
    en: {
      title: 'Plenary speakers',
      description: 'Plenary lectures of the International Conference on Mathematics and Mechanics.',
      body: '<h2>Plenary speakers</h2>\n<p>Each morning of the conference opens with plenary lectures by invited speakers from mathematics and mechanics.</p>\n<blockquote><p><strong>Example content.</strong> The entries below are placeholders, not real people. The organisers replace them with the actual list in the admin console (Pages).</p></blockquote>\n<ul><li><strong>Example Speaker 1</strong>, Example University, Country. <em>Title of the plenary lecture to be announced.</em></li><li><strong>Example Speaker 2</strong>, Example University, Country. <em>Title of the plenary lecture to be announced.</em></li><li><strong>Example Speaker 3</strong>, Example University, Country. <em>Title of the plenary lecture to be announced.</em></li><li><strong>Example Speaker 4</strong>, Example University, Country. <em>Title of the plenary lecture to be announced.</em></li></ul>',
    },
    az: {
      title: 'Plenar məruzəçilər',
      description: 'Riyaziyyat və Mexanika üzrə Beynəlxalq Konfransın plenar məruzələri.',
      body: '<h2>Plenar məruzəçilər</h2>\n<p>Konfransın hər günü riyaziyyat və mexanika sahəsindən dəvət olunmuş alimlərin plenar məruzələri ilə açılır.</p>\n<blockquote><p><strong>Nümunə məzmun.</strong> Aşağıdakı qeydlər real şəxslər deyil, yer tutuculardır. Təşkilatçılar onları admin panelində (Səhifələr bölməsində) həqiqi siyahı ilə əvəz edirlər.</p></blockquote>\n<ul><li><strong>Nümunə Məruzəçi 1</strong>, Nümunə Universiteti, Ölkə. <em>Plenar məruzənin mövzusu elan ediləcək.</em></li><li><strong>Nümunə Məruzəçi 2</strong>, Nümunə Universiteti, Ölkə. <em>Plenar məruzənin mövzusu elan ediləcək.</em></li><li><strong>Nümunə Məruzəçi 3</strong>, Nümunə Universiteti, Ölkə. <em>Plenar məruzənin mövzusu elan ediləcək.</em></li><li><strong>Nümunə Məruzəçi 4</strong>, Nümunə Universiteti, Ölkə. <em>Plenar məruzənin mövzusu elan ediləcək.</em></li></ul>',
    },
  },
  {
    slug: 'abstracts',
    position: 50,
    en: {
      title: 'Abstract guidelines',
      description:
        'How to prepare and submit an abstract: title of 3-50 words, 3-5 keywords, a .zip with the .tex and .pdf.',
      body: '<h2>Abstract guidelines</h2>\n<p>Abstracts are submitted from the <a href="/user/panel/theses/send">user panel</a> after you <a href="/user/reg">create an account</a>. Please fill in every field in English.</p>\n<h3>What an abstract must contain</h3>\n<ul>\n<li><strong>Title:</strong> 3 to 50 words.</li>\n<li><strong>Keywords:</strong> 3 to 5.</li>\n<li><strong>Section:</strong> one of the <a href="/pages/topics">conference topics</a>.</li>\n<li><strong>Authors:</strong> at least one, each with name, surname, e-mail, country, city, institution, phone, academic degree and title; one author is marked as the corresponding author.</li>\n<li><strong>File:</strong> a <strong>.zip</strong> archive holding the LaTeX source (<strong>.tex</strong>) and the compiled <strong>.pdf</strong> of the abstract, at most <strong>50 MB</strong>.</li>\n</ul>\n<p>Prepare the abstract with the template archive, which you can download from the sidebar of your panel.</p>\n<h3>After submission</h3>\n<p>The abstract goes to the editors of the scientific committee. You follow its status in <a href="/user/panel/theses/submitted">your submitted abstracts</a>: once it is accepted, you pay the fee if it applies to you (see <a href="/pages/registration">registration</a>); if it is rejected, you see the reason and may upload a revised .zip.</p>\n<p>Deadline for submission: <strong>15 June 2025</strong>.</p>',
    },
    az: {
      title: 'Tezis qaydaları',
      description:
        'Tezisi necə hazırlamaq və göndərmək olar: 3-50 sözlük başlıq, 3-5 açar söz, .tex və .pdf faylları olan .zip arxivi.',
      body: '<h2>Tezis qaydaları</h2>\n<p>Tezislər <a href="/az/user/reg">qeydiyyatdan keçdikdən</a> sonra <a href="/az/user/panel/theses/send">şəxsi kabinetdən</a> göndərilir. Bütün sahələri ingilis dilində doldurun.</p>\n<h3>Tezisə tələblər</h3>\n<ul>\n<li><strong>Başlıq:</strong> 3-50 söz.</li>\n<li><strong>Açar sözlər:</strong> 3-5 ədəd.</li>\n<li><strong>Bölmə:</strong> <a href="/az/pages/topics">konfrans mövzularından</a> biri.</li>\n<li><strong>Müəlliflər:</strong> ən azı bir nəfər; hər müəllifin adı, soyadı, e-poçtu, ölkəsi, şəhəri, təşkilatı, telefonu, elmi dərəcəsi və elmi adı göstərilir; müəlliflərdən biri məsul müəllif kimi qeyd olunur.</li>\n<li><strong>Fayl:</strong> tezisin LaTeX mətni (<strong>.tex</strong>) və hazır <strong>.pdf</strong> faylı olan <strong>.zip</strong> arxivi, həcmi <strong>50 MB</strong>-dan çox olmamalıdır.</li>\n</ul>\n<p>Tezisi şablon arxivi əsasında hazırlayın; onu şəxsi kabinetinizin yan menyusundan yükləyə bilərsiniz.</p>\n<h3>Göndərildikdən sonra</h3>\n<p>Tezis elmi komitənin redaktorlarına çatır. Onun vəziyyətini <a href="/az/user/panel/theses/submitted">göndərilmiş tezislər</a> bölməsində izləyirsiniz: qəbul edildikdən sonra, sizə aiddirsə, iştirak haqqını ödəyirsiniz (bax: <a href="/az/pages/registration">qeydiyyat</a>); rədd edilərsə, səbəbini görür və düzəldilmiş .zip arxivini yenidən yükləyə bilərsiniz.</p>\n<p>Göndərmənin son tarixi: <strong>15 iyun 2025</strong>.</p>',
    },
  },
  {
    slug: 'academic_program',
    position: 55,
    en: {
      title: 'Academic programme',
      description: 'Outline of the academic programme, 03-06 September 2025, and online access.',
      body: '<h2>Academic programme</h2>\n<p>The detailed programme, with the time and room of every talk, is published here on <strong>20 August 2025</strong>.</p>\n<h3>Outline</h3>\n<table><thead><tr><th>Day</th><th>Programme</th></tr></thead><tbody>\n<tr><td>3 September 2025</td><td>Registration of participants, opening ceremony, plenary lectures, welcome reception</td></tr>\n<tr><td>4 September 2025</td><td>Plenary lectures; section sessions</td></tr>\n<tr><td>5 September 2025</td><td>Plenary lectures; section sessions; social programme</td></tr>\n<tr><td>6 September 2025</td><td>Section sessions; closing session</td></tr>\n</tbody></table>\n<p>Plenary lectures last 40 minutes; section talks last 15 minutes, followed by 5 minutes of discussion.</p>\n<h3>Timing problems: within 48 hours</h3>\n<p>Check the time of your talk as soon as the programme is published. Participants must report any problem with the timing of their talk <strong>within 48 hours</strong> of its publication, through the messages of the <a href="/user/panel/messages">user panel</a>. After that the programme is final.</p>\n<h3>Online participation</h3>\n<p>Sessions are also broadcast by Zoom. The Zoom links of the sessions are published on this page before the conference.</p>',
    },
    az: {
      title: 'Elmi proqram',
      description: 'Elmi proqramın ümumi planı, 03-06 sentyabr 2025, və onlayn qoşulma.',
      body: '<h2>Elmi proqram</h2>\n<p>Hər məruzənin vaxtı və otağı göstərilən ətraflı proqram <strong>20 avqust 2025</strong> tarixində burada dərc olunur.</p>\n<h3>Ümumi plan</h3>\n<table><thead><tr><th>Gün</th><th>Proqram</th></tr></thead><tbody>\n<tr><td>3 sentyabr 2025</td><td>İştirakçıların qeydiyyatı, açılış mərasimi, plenar məruzələr, qarşılama ziyafəti</td></tr>\n<tr><td>4 sentyabr 2025</td><td>Plenar məruzələr; bölmə iclasları</td></tr>\n<tr><td>5 sentyabr 2025</td><td>Plenar məruzələr; bölmə iclasları; mədəni proqram</td></tr>\n<tr><td>6 sentyabr 2025</td><td>Bölmə iclasları; bağlanış iclası</td></tr>\n</tbody></table>\n<p>Plenar məruzələr 40 dəqiqə, bölmə məruzələri isə 15 dəqiqə davam edir, ardınca 5 dəqiqə müzakirə olur.</p>\n<h3>Vaxtla bağlı problemlər: 48 saat ərzində</h3>\n<p>Proqram dərc olunan kimi məruzənizin vaxtını yoxlayın. İştirakçılar məruzələrinin vaxtı ilə bağlı hər hansı problemi proqram dərc olunduqdan sonra <strong>48 saat ərzində</strong> <a href="/az/user/panel/messages">şəxsi kabinetdəki</a> mesajlar vasitəsilə bildirməlidirlər. Bu müddətdən sonra proqram yekun sayılır.</p>\n<h3>Onlayn iştirak</h3>\n<p>İclaslar Zoom vasitəsilə də yayımlanır. İclasların Zoom keçidləri konfransdan əvvəl bu səhifədə dərc olunacaq.</p>',
    },
  },
  {
    slug: 'proceedings',
    position: 60,
    en: {
      title: 'Proceedings',
      description:
        'The book of abstracts of the International Conference on Mathematics and Mechanics.',
      body: '<h2>Proceedings</h2>\n<p>The accepted abstracts are published in the electronic <strong>book of abstracts</strong> of the conference, available on this site before the conference opens. The list of accepted abstracts is already visible on the <a href="/accepted_abstracts">accepted abstracts</a> page as decisions are made.</p>\n<p>Only abstracts whose authors have completed registration (and paid the fee where it applies) are included.</p>\n<p>Information on the publication of full papers based on the talks, if arranged, will be announced in the news.</p>',
    },
    az: {
      title: 'Materiallar',
      description: 'Riyaziyyat və Mexanika üzrə Beynəlxalq Konfransın tezislər toplusu.',
      body: '<h2>Konfrans materialları</h2>\n<p>Qəbul olunmuş tezislər konfransın elektron <strong>tezislər toplusunda</strong> dərc olunur; toplu konfrans açılmazdan əvvəl bu saytda yerləşdiriləcək. Qəbul olunmuş tezislərin siyahısı qərarlar verildikcə <a href="/az/accepted_abstracts">qəbul olunmuş tezislər</a> səhifəsində görünür.</p>\n<p>Topluya yalnız müəllifləri qeydiyyatı tamamlamış (və tələb olunduqda iştirak haqqını ödəmiş) tezislər daxil edilir.</p>\n<p>Məruzələr əsasında tam məqalələrin nəşri təşkil olunarsa, bu barədə məlumat xəbərlərdə elan ediləcək.</p>',
    },
  },
  {
    slug: 'archive',
    position: 70,
    en: {
      title: 'Archive',
      description:
        'Earlier conferences on mathematics and mechanics: programmes, abstracts and photographs.',
      body: '<h2>Archive</h2>\n<p>This page collects the materials of earlier conferences: programmes, books of abstracts and photographs. The organisers add them here as they are digitised.</p>\n<ul>\n<li><a href="/gallery-2024">Photographs of the 2024 conference</a></li>\n</ul>',
    },
    az: {
      title: 'Arxiv',
      description:
        'Riyaziyyat və mexanika üzrə əvvəlki konfranslar: proqramlar, tezislər və fotoşəkillər.',
      body: '<h2>Arxiv</h2>\n<p>Bu səhifədə əvvəlki konfransların materialları toplanır: proqramlar, tezislər topluları və fotoşəkillər. Təşkilatçılar onları rəqəmsallaşdırdıqca buraya əlavə edirlər.</p>\n<ul>\n<li><a href="/az/gallery-2024">2024-cü il konfransının fotoşəkilləri</a></li>\n</ul>',
    },
  },
  {
    slug: 'organizing-committee',
    position: 40,
    en: {
      title: 'Organizing committee',
      description: 'Organizing committee: International Conference on Mathematics and Mechanics.',
      body: '<h2>Organizing committee</h2>\n<p>The organizing committee prepares the conference: the venue, registration, the fee, the programme and the social events.</p>\n<blockquote><p><strong>Example content.</strong> The entries below are placeholders, not real people. The organisers replace them with the actual list in the admin console (Pages).</p></blockquote>\n<table><thead><tr><th>Name</th><th>Affiliation</th><th>Role</th></tr></thead><tbody><tr><td>Example Member 1</td><td>Example University, Country</td><td>Chair</td></tr><tr><td>Example Member 2</td><td>Example University, Country</td><td>Vice-chair</td></tr><tr><td>Example Member 3</td><td>Example University, Country</td><td>Secretary</td></tr><tr><td>Example Member 4</td><td>Example University, Country</td><td>Member</td></tr><tr><td>Example Member 5</td><td>Example University, Country</td><td>Member</td></tr><tr><td>Example Member 6</td><td>Example University, Country</td><td>Member</td></tr></tbody></table>',
    },
    az: {
      title: 'Təşkilat komitəsi',
      description: 'Təşkilat komitəsi: Riyaziyyat və Mexanika üzrə Beynəlxalq Konfrans.',
      body: '<h2>Təşkilat komitəsi</h2>\n<p>Təşkilat komitəsi konfransı hazırlayır: keçirilmə yeri, qeydiyyat, iştirak haqqı, proqram və mədəni tədbirlər onun üzərindədir.</p>\n<blockquote><p><strong>Nümunə məzmun.</strong> Aşağıdakı qeydlər real şəxslər deyil, yer tutuculardır. Təşkilatçılar onları admin panelində (Səhifələr bölməsində) həqiqi siyahı ilə əvəz edirlər.</p></blockquote>\n<table><thead><tr><th>Ad, soyad</th><th>Təşkilat</th><th>Vəzifə</th></tr></thead><tbody><tr><td>Nümunə Üzv 1</td><td>Nümunə Universiteti, Ölkə</td><td>Sədr</td></tr><tr><td>Nümunə Üzv 2</td><td>Nümunə Universiteti, Ölkə</td><td>Sədr müavini</td></tr><tr><td>Nümunə Üzv 3</td><td>Nümunə Universiteti, Ölkə</td><td>Katib</td></tr><tr><td>Nümunə Üzv 4</td><td>Nümunə Universiteti, Ölkə</td><td>Üzv</td></tr><tr><td>Nümunə Üzv 5</td><td>Nümunə Universiteti, Ölkə</td><td>Üzv</td></tr><tr><td>Nümunə Üzv 6</td><td>Nümunə Universiteti, Ölkə</td><td>Üzv</td></tr></tbody></table>',
    },
  },
  {
    slug: 'scientific-committee',
    position: 41,
    en: {
      title: 'Scientific committee',
      description: 'Scientific committee: International Conference on Mathematics and Mechanics.',
      body: '<h2>Scientific committee</h2>\n<p>The scientific committee sets the scientific direction of the conference, reviews the submitted abstracts and decides on their acceptance.</p>\n<blockquote><p><strong>Example content.</strong> The entries below are placeholders, not real people. The organisers replace them with the actual list in the admin console (Pages).</p></blockquote>\n<table><thead><tr><th>Name</th><th>Affiliation</th><th>Role</th></tr></thead><tbody><tr><td>Example Member 1</td><td>Example University, Country</td><td>Chair</td></tr><tr><td>Example Member 2</td><td>Example University, Country</td><td>Vice-chair</td></tr><tr><td>Example Member 3</td><td>Example University, Country</td><td>Member</td></tr><tr><td>Example Member 4</td><td>Example University, Country</td><td>Member</td></tr><tr><td>Example Member 5</td><td>Example University, Country</td><td>Member</td></tr><tr><td>Example Member 6</td><td>Example University, Country</td><td>Member</td></tr><tr><td>Example Member 7</td><td>Example University, Country</td><td>Member</td></tr></tbody></table>',
    },
    az: {
      title: 'Elmi komitə',
      description: 'Elmi komitə: Riyaziyyat və Mexanika üzrə Beynəlxalq Konfrans.',
      body: '<h2>Elmi komitə</h2>\n<p>Elmi komitə konfransın elmi istiqamətini müəyyən edir, göndərilmiş tezisləri rəyə verir və onların qəbulu barədə qərar çıxarır.</p>\n<blockquote><p><strong>Nümunə məzmun.</strong> Aşağıdakı qeydlər real şəxslər deyil, yer tutuculardır. Təşkilatçılar onları admin panelində (Səhifələr bölməsində) həqiqi siyahı ilə əvəz edirlər.</p></blockquote>\n<table><thead><tr><th>Ad, soyad</th><th>Təşkilat</th><th>Vəzifə</th></tr></thead><tbody><tr><td>Nümunə Üzv 1</td><td>Nümunə Universiteti, Ölkə</td><td>Sədr</td></tr><tr><td>Nümunə Üzv 2</td><td>Nümunə Universiteti, Ölkə</td><td>Sədr müavini</td></tr><tr><td>Nümunə Üzv 3</td><td>Nümunə Universiteti, Ölkə</td><td>Üzv</td></tr><tr><td>Nümunə Üzv 4</td><td>Nümunə Universiteti, Ölkə</td><td>Üzv</td></tr><tr><td>Nümunə Üzv 5</td><td>Nümunə Universiteti, Ölkə</td><td>Üzv</td></tr><tr><td>Nümunə Üzv 6</td><td>Nümunə Universiteti, Ölkə</td><td>Üzv</td></tr><tr><td>Nümunə Üzv 7</td><td>Nümunə Universiteti, Ölkə</td><td>Üzv</td></tr></tbody></table>',
    },
  },
  {
    slug: 'program-committee',
    position: 42,
    en: {
      title: 'Program committee',
      description: 'Program committee: International Conference on Mathematics and Mechanics.',
      body: '<h2>Program committee</h2>\n<p>The program committee arranges the accepted talks into sections and sessions and prepares the academic programme.</p>\n<blockquote><p><strong>Example content.</strong> The entries below are placeholders, not real people. The organisers replace them with the actual list in the admin console (Pages).</p></blockquote>\n<table><thead><tr><th>Name</th><th>Affiliation</th><th>Role</th></tr></thead><tbody><tr><td>Example Member 1</td><td>Example University, Country</td><td>Chair</td></tr><tr><td>Example Member 2</td><td>Example University, Country</td><td>Secretary</td></tr><tr><td>Example Member 3</td><td>Example University, Country</td><td>Member</td></tr><tr><td>Example Member 4</td><td>Example University, Country</td><td>Member</td></tr><tr><td>Example Member 5</td><td>Example University, Country</td><td>Member</td></tr></tbody></table>',
    },
    az: {
      title: 'Proqram komitəsi',
      description: 'Proqram komitəsi: Riyaziyyat və Mexanika üzrə Beynəlxalq Konfrans.',
      body: '<h2>Proqram komitəsi</h2>\n<p>Proqram komitəsi qəbul olunmuş məruzələri bölmə və iclaslar üzrə bölüşdürür və elmi proqramı hazırlayır.</p>\n<blockquote><p><strong>Nümunə məzmun.</strong> Aşağıdakı qeydlər real şəxslər deyil, yer tutuculardır. Təşkilatçılar onları admin panelində (Səhifələr bölməsində) həqiqi siyahı ilə əvəz edirlər.</p></blockquote>\n<table><thead><tr><th>Ad, soyad</th><th>Təşkilat</th><th>Vəzifə</th></tr></thead><tbody><tr><td>Nümunə Üzv 1</td><td>Nümunə Universiteti, Ölkə</td><td>Sədr</td></tr><tr><td>Nümunə Üzv 2</td><td>Nümunə Universiteti, Ölkə</td><td>Katib</td></tr><tr><td>Nümunə Üzv 3</td><td>Nümunə Universiteti, Ölkə</td><td>Üzv</td></tr><tr><td>Nümunə Üzv 4</td><td>Nümunə Universiteti, Ölkə</td><td>Üzv</td></tr><tr><td>Nümunə Üzv 5</td><td>Nümunə Universiteti, Ölkə</td><td>Üzv</td></tr></tbody></table>',
    },
  },
  {
    slug: 'working-group',
    position: 44,
    en: {
      title: 'Working group',
      description: 'Working group: International Conference on Mathematics and Mechanics.',
      body: "<h2>Working group</h2>\n<p>The working group answers participants' questions, handles registration at the venue and supports the sessions on the conference days.</p>\n<blockquote><p><strong>Example content.</strong> The entries below are placeholders, not real people. The organisers replace them with the actual list in the admin console (Pages).</p></blockquote>\n<table><thead><tr><th>Name</th><th>Affiliation</th><th>Role</th></tr></thead><tbody><tr><td>Example Member 1</td><td>Example University, Country</td><td>Secretary</td></tr><tr><td>Example Member 2</td><td>Example University, Country</td><td>Member</td></tr><tr><td>Example Member 3</td><td>Example University, Country</td><td>Member</td></tr><tr><td>Example Member 4</td><td>Example University, Country</td><td>Member</td></tr></tbody></table>",
    },
    az: {
      title: 'İşçi qrup',
      description: 'İşçi qrup: Riyaziyyat və Mexanika üzrə Beynəlxalq Konfrans.',
      body: '<h2>İşçi qrup</h2>\n<p>İşçi qrup iştirakçıların suallarını cavablandırır, konfrans yerində qeydiyyatı aparır və konfrans günlərində iclaslara texniki dəstək verir.</p>\n<blockquote><p><strong>Nümunə məzmun.</strong> Aşağıdakı qeydlər real şəxslər deyil, yer tutuculardır. Təşkilatçılar onları admin panelində (Səhifələr bölməsində) həqiqi siyahı ilə əvəz edirlər.</p></blockquote>\n<table><thead><tr><th>Ad, soyad</th><th>Təşkilat</th><th>Vəzifə</th></tr></thead><tbody><tr><td>Nümunə Üzv 1</td><td>Nümunə Universiteti, Ölkə</td><td>Katib</td></tr><tr><td>Nümunə Üzv 2</td><td>Nümunə Universiteti, Ölkə</td><td>Üzv</td></tr><tr><td>Nümunə Üzv 3</td><td>Nümunə Universiteti, Ölkə</td><td>Üzv</td></tr><tr><td>Nümunə Üzv 4</td><td>Nümunə Universiteti, Ölkə</td><td>Üzv</td></tr></tbody></table>',
    },
  },
  {
    slug: 'important-dates',
    position: 36,
    en: {
      title: 'Important dates',
      description:
        'Deadlines of the International Conference on Mathematics and Mechanics: abstracts, notification, fee payment, conference days.',
      body: '<h2>Important dates</h2>\n<table><thead><tr><th>Event</th><th>Date</th></tr></thead><tbody>\n<tr><td>Call for abstracts opens</td><td><strong>1 March 2025</strong></td></tr>\n<tr><td>Abstract submission deadline</td><td><strong>15 June 2025</strong></td></tr>\n<tr><td>Notification of acceptance (at the latest)</td><td><strong>15 July 2025</strong></td></tr>\n<tr><td>Fee payment deadline</td><td><strong>1 August 2025</strong></td></tr>\n<tr><td>Publication of the academic programme</td><td><strong>20 August 2025</strong></td></tr>\n<tr><td>Conference in Baku</td><td><strong>03-06 September 2025</strong></td></tr>\n</tbody></table>\n<p>Abstracts are reviewed as they arrive, so an early submission usually means an early decision. Problems with the timing of your talk must be reported within 48 hours of the programme\'s publication (see the <a href="/pages/academic_program">academic programme</a>).</p>',
    },
    az: {
      title: 'Mühüm tarixlər',
      description:
        'Riyaziyyat və Mexanika üzrə Beynəlxalq Konfransın son tarixləri: tezislər, qərar, ödəniş, konfrans günləri.',
      body: '<h2>Mühüm tarixlər</h2>\n<table><thead><tr><th>Hadisə</th><th>Tarix</th></tr></thead><tbody>\n<tr><td>Tezislərin qəbuluna başlanır</td><td><strong>1 mart 2025</strong></td></tr>\n<tr><td>Tezislərin göndərilməsinin son tarixi</td><td><strong>15 iyun 2025</strong></td></tr>\n<tr><td>Qəbul barədə qərarın bildirilməsi (ən gec)</td><td><strong>15 iyul 2025</strong></td></tr>\n<tr><td>İştirak haqqının ödənilməsinin son tarixi</td><td><strong>1 avqust 2025</strong></td></tr>\n<tr><td>Elmi proqramın dərci</td><td><strong>20 avqust 2025</strong></td></tr>\n<tr><td>Konfrans, Bakı</td><td><strong>03-06 sentyabr 2025</strong></td></tr>\n</tbody></table>\n<p>Tezislər daxil olduqca rəyə verilir, ona görə də tezisi erkən göndərən adətən qərarı da erkən alır. Məruzənizin vaxtı ilə bağlı problemlər proqram dərc olunduqdan sonra 48 saat ərzində bildirilməlidir (bax: <a href="/az/pages/academic_program">elmi proqram</a>).</p>',
    },
  },
  {
    slug: 'registration',
    position: 37,
    en: {
      title: 'Registration and fee',
      description:
        'How to register, submit an abstract and pay the fee: 30 AZN for local and 50 EUR for foreign participants.',
      body: '<h2>Registration</h2>\n<ol>\n<li><strong>Create an account</strong> on the <a href="/user/reg">registration form</a>. Fill in every field in English; fields marked * are required.</li>\n<li><strong>Declare your participation</strong> in your <a href="/user/panel">panel</a>. The organisers confirm it, and confirmed participants appear on the <a href="/participants">participants</a> page.</li>\n<li><strong>Submit your abstract</strong> from the panel, following the <a href="/pages/abstracts">abstract guidelines</a>, by 15 June 2025.</li>\n<li><strong>Pay the fee</strong> once your abstract is accepted, by 1 August 2025: pay by bank transfer and upload a photograph or scan of the receipt on the payment page of the abstract in your panel. The organisers check the receipt and confirm the payment.</li>\n</ol>\n<h3>Abstract fee</h3>\n<table><thead><tr><th>Participant</th><th>Fee per abstract</th></tr></thead><tbody>\n<tr><td>Local participants (from Azerbaijan)</td><td><strong>30 AZN</strong></td></tr>\n<tr><td>Foreign participants</td><td><strong>50 EUR</strong></td></tr>\n<tr><td>Master\'s student, Doctoral student (PhD candidate)</td><td><strong>exempt</strong></td></tr>\n</tbody></table>\n<p>The fee is determined from the country and academic degree in the account of the author who submits the abstract; the panel shows the amount due before you pay. Bank details for the transfer are shown on the payment page.</p>',
    },
    az: {
      title: 'Qeydiyyat və iştirak haqqı',
      description:
        'Qeydiyyat, tezisin göndərilməsi və iştirak haqqının ödənilməsi: yerli iştirakçılar üçün 30 AZN, xarici iştirakçılar üçün 50 EUR.',
      body: '<h2>Qeydiyyat</h2>\n<ol>\n<li><strong>Hesab yaradın:</strong> <a href="/az/user/reg">qeydiyyat formasını</a> doldurun. Bütün sahələri ingilis dilində yazın; * ilə qeyd olunmuş sahələr mütləqdir.</li>\n<li><strong>İştirakınızı bildirin:</strong> bunu <a href="/az/user/panel">şəxsi kabinetinizdə</a> edin. Təşkilatçılar onu təsdiqləyir, təsdiqlənmiş iştirakçılar <a href="/az/participants">iştirakçılar</a> səhifəsində görünür.</li>\n<li><strong>Tezisinizi göndərin:</strong> <a href="/az/pages/abstracts">tezis qaydalarına</a> uyğun olaraq, 15 iyun 2025 tarixinədək kabinetdən göndərin.</li>\n<li><strong>İştirak haqqını ödəyin:</strong> tezisiniz qəbul olunduqdan sonra, 1 avqust 2025 tarixinədək bank köçürməsi ilə ödəyin və qəbzin şəklini və ya skan surətini kabinetinizdə tezisin ödəniş səhifəsinə yükləyin. Təşkilatçılar qəbzi yoxlayıb ödənişi təsdiqləyirlər.</li>\n</ol>\n<h3>Tezis üçün iştirak haqqı</h3>\n<table><thead><tr><th>İştirakçı</th><th>Hər tezis üçün haqq</th></tr></thead><tbody>\n<tr><td>Yerli iştirakçılar (Azərbaycandan)</td><td><strong>30 AZN</strong></td></tr>\n<tr><td>Xarici iştirakçılar</td><td><strong>50 EUR</strong></td></tr>\n<tr><td>Magistrant, Doktorant</td><td><strong>ödənişdən azaddır</strong></td></tr>\n</tbody></table>\n<p>Haqq tezisi göndərən müəllifin hesabında göstərilmiş ölkə və elmi dərəcəyə əsasən müəyyən olunur; ödənilməli məbləğ ödənişdən əvvəl kabinetdə göstərilir. Köçürmə üçün bank rekvizitləri ödəniş səhifəsindədir.</p>',
    },
  },
  {
    slug: 'visa',
    position: 38,
    en: {
      title: 'Visa',
      description: 'Entering Azerbaijan for the conference: e-visa through the ASAN Visa portal.',
      body: '<h2>Visa</h2>\n<p>Most foreign participants need a visa to enter Azerbaijan. Citizens of some countries may enter without a visa or receive one on arrival; the rules change from time to time, so <strong>always check the current requirements for your citizenship on the official portal</strong> before you travel.</p>\n<h3>Electronic visa (ASAN Visa)</h3>\n<ul>\n<li>Apply online on the official portal of the State Migration Service, <a href="https://evisa.gov.az/" target="_blank" rel="noopener noreferrer">evisa.gov.az</a> (ASAN Visa). Beware of look-alike websites that charge extra fees.</li>\n<li>You need a passport valid well beyond the end of your stay, a digital copy of its photo page, and a bank card to pay the visa fee online.</li>\n<li>The e-visa is sent by e-mail; print it or keep it on your phone and show it with your passport at border control.</li>\n<li>Apply early, at least a few weeks before 3 September 2025; processing usually takes a few working days, and an urgent service is offered for a higher fee.</li>\n</ul>\n<h3>Invitation letter</h3>\n<p>If you need an official invitation from the organisers (for a visa or for your institution), ask for it through the messages of your <a href="/user/panel/messages">panel</a>, giving your full name as in the passport, your citizenship and passport number.</p>\n<p><em>This page is general guidance, not legal advice; the official portal is the authority on visa rules.</em></p>',
    },
    az: {
      title: 'Viza',
      description: 'Konfrans üçün Azərbaycana gəliş: ASAN Viza portalı vasitəsilə elektron viza.',
      body: '<h2>Viza</h2>\n<p>Xarici iştirakçıların əksəriyyətinin Azərbaycana gəlmək üçün vizaya ehtiyacı var. Bəzi ölkələrin vətəndaşları vizasız gələ və ya vizanı sərhəddə ala bilərlər; qaydalar vaxtaşırı dəyişir, ona görə də səfərdən əvvəl <strong>vətəndaşlığınız üçün qüvvədə olan tələbləri mütləq rəsmi portalda yoxlayın</strong>.</p>\n<h3>Elektron viza (ASAN Viza)</h3>\n<ul>\n<li>Müraciəti Dövlət Miqrasiya Xidmətinin rəsmi portalında, <a href="https://evisa.gov.az/" target="_blank" rel="noopener noreferrer">evisa.gov.az</a> (ASAN Viza) saytında onlayn edin. Əlavə haqq tələb edən oxşar saytlardan ehtiyatlı olun.</li>\n<li>Qalacağınız müddətin sonundan xeyli sonra da etibarlı olan pasport, onun şəkilli səhifəsinin elektron surəti və viza rüsumunu onlayn ödəmək üçün bank kartı lazımdır.</li>\n<li>Elektron viza e-poçtla göndərilir; onu çap edin və ya telefonunuzda saxlayın və sərhəd keçid məntəqəsində pasportla birlikdə təqdim edin.</li>\n<li>Müraciəti erkən, 3 sentyabr 2025 tarixindən ən azı bir neçə həftə əvvəl edin; baxılma adətən bir neçə iş günü çəkir, daha yüksək rüsumla təcili xidmət də mövcuddur.</li>\n</ul>\n<h3>Dəvət məktubu</h3>\n<p>Təşkilatçılardan rəsmi dəvət məktubu lazımdırsa (viza və ya işlədiyiniz təşkilat üçün), onu <a href="/az/user/panel/messages">şəxsi kabinetinizdəki</a> mesajlar vasitəsilə istəyin; pasportda yazıldığı kimi tam adınızı, vətəndaşlığınızı və pasport nömrənizi göstərin.</p>\n<p><em>Bu səhifə ümumi tövsiyədir, hüquqi məsləhət deyil; viza qaydaları üzrə əsas mənbə rəsmi portaldır.</em></p>',
    },
  },
  {
    slug: 'social_program',
    position: 39,
    en: {
      title: 'Social programme',
      description:
        'Social events of the International Conference on Mathematics and Mechanics in Baku.',
      body: '<h2>Social programme</h2>\n<p>Besides the scientific sessions, the organisers plan a social programme so that participants can meet informally and get to know Baku:</p>\n<ul>\n<li><strong>Welcome reception</strong> on the evening of the first day, 3 September 2025.</li>\n<li><strong>Guided walk through the Old City</strong> (İçərişəhər), with the Maiden Tower and the Palace of the Shirvanshahs.</li>\n<li><strong>Conference dinner.</strong></li>\n</ul>\n<p>Times, meeting points and any optional excursions are announced in the <a href="/pages/academic_program">academic programme</a> and at the registration desk.</p>',
    },
    az: {
      title: 'Mədəni proqram',
      description: 'Riyaziyyat və Mexanika üzrə Beynəlxalq Konfransın Bakıdakı mədəni tədbirləri.',
      body: '<h2>Mədəni proqram</h2>\n<p>Elmi iclaslarla yanaşı, təşkilatçılar iştirakçıların qeyri-rəsmi şəraitdə görüşməsi və Bakı ilə tanış olması üçün mədəni proqram planlaşdırırlar:</p>\n<ul>\n<li>Birinci gün, 3 sentyabr 2025 axşamı <strong>qarşılama ziyafəti</strong>.</li>\n<li>Qız qalası və Şirvanşahlar sarayı ilə birlikdə <strong>İçərişəhərə bələdçili gəzinti</strong>.</li>\n<li><strong>Konfrans şam yeməyi.</strong></li>\n</ul>\n<p>Vaxt, görüş yerləri və əlavə ekskursiyalar <a href="/az/pages/academic_program">elmi proqramda</a> və qeydiyyat masasında elan olunur.</p>',
    },
  },
];

export const SEED_NEWS: ReadonlyArray<{ publishedAt: string; en: SeedNewsText; az: SeedNewsText }> =
  [
    {
      publishedAt: '2025-03-01T09:00:00Z',
      en: {
        title: 'Call for abstracts is open',
        summary:
          'Abstracts for the International Conference on Mathematics and Mechanics (Baku, 03-06 September 2025) are accepted until 15 June 2025.',
        body: '<p>The call for abstracts of the <strong>International Conference on Mathematics and Mechanics</strong> is open. Abstracts in every area of mathematics and mechanics are welcome; see the <a href="/pages/topics">topics</a>.</p>\n<p>Submit a .zip archive with the .tex and .pdf of your abstract (at most 50 MB) from your panel by <strong>15 June 2025</strong>. The <a href="/pages/abstracts">abstract guidelines</a> explain the requirements.</p>',
      },
      az: {
        title: 'Tezislərin qəbulu başladı',
        summary:
          'Riyaziyyat və Mexanika üzrə Beynəlxalq Konfrans (Bakı, 03-06 sentyabr 2025) üçün tezislər 15 iyun 2025 tarixinədək qəbul olunur.',
        body: '<p><strong>Riyaziyyat və Mexanika üzrə Beynəlxalq Konfrans</strong> üçün tezislərin qəbulu başladı. Riyaziyyat və mexanikanın bütün sahələri üzrə tezislər qəbul olunur; <a href="/az/pages/topics">mövzulara</a> baxın.</p>\n<p>Tezisinizin .tex və .pdf fayllarını saxlayan .zip arxivini (ən çox 50 MB) <strong>15 iyun 2025</strong> tarixinədək şəxsi kabinetinizdən göndərin. Tələblər <a href="/az/pages/abstracts">tezis qaydalarında</a> izah olunub.</p>',
      },
    },
    {
      publishedAt: '2025-03-01T10:00:00Z',
      en: {
        title: 'Registration is open',
        summary:
          "Create an account to declare participation and submit abstracts. Fee: 30 AZN for local, 50 EUR for foreign participants; master's and doctoral students are exempt.",
        body: '<p>Registration for the conference is open. <a href="/user/reg">Create an account</a>, declare your participation and submit your abstract from your panel.</p>\n<p>The fee per accepted abstract is <strong>30 AZN</strong> for local and <strong>50 EUR</strong> for foreign participants; master\'s and doctoral students are exempt. Details are on the <a href="/pages/registration">registration page</a>.</p>',
      },
      az: {
        title: 'Qeydiyyat başladı',
        summary:
          'İştirakınızı bildirmək və tezis göndərmək üçün hesab yaradın. İştirak haqqı: yerli iştirakçılar üçün 30 AZN, xarici iştirakçılar üçün 50 EUR; magistrantlar və doktorantlar ödənişdən azaddır.',
        body: '<p>Konfransa qeydiyyat başladı. <a href="/az/user/reg">Hesab yaradın</a>, iştirakınızı bildirin və tezisinizi şəxsi kabinetinizdən göndərin.</p>\n<p>Qəbul olunmuş hər tezis üçün iştirak haqqı yerli iştirakçılar üçün <strong>30 AZN</strong>, xarici iştirakçılar üçün <strong>50 EUR</strong> təşkil edir; magistrantlar və doktorantlar ödənişdən azaddır. Ətraflı məlumat <a href="/az/pages/registration">qeydiyyat səhifəsindədir</a>.</p>',
      },
    },
    {
      publishedAt: '2025-04-01T09:00:00Z',
      en: {
        title: 'Venue and travel information for Baku',
        summary:
          'The conference takes place in Baku on 03-06 September 2025. Practical information on travel, accommodation and visas is now online.',
        body: '<p>The conference takes place in <strong>Baku</strong> on <strong>03-06 September 2025</strong>. We have published practical information for participants travelling to Azerbaijan:</p>\n<ul>\n<li><a href="/venue">Venue and directions</a>, with a map of central Baku</li>\n<li><a href="/accommodation">Accommodation</a></li>\n<li><a href="/pages/visa">Visa</a>: apply early through the official ASAN Visa portal</li>\n</ul>',
      },
      az: {
        title: 'Bakı: keçirilmə yeri və səfər məlumatı',
        summary:
          'Konfrans 03-06 sentyabr 2025 tarixlərində Bakı şəhərində keçirilir. Səfər, yaşayış və viza barədə faydalı məlumat artıq saytdadır.',
        body: '<p>Konfrans <strong>03-06 sentyabr 2025</strong> tarixlərində <strong>Bakı</strong> şəhərində keçirilir. Azərbaycana gələn iştirakçılar üçün faydalı məlumat dərc etdik:</p>\n<ul>\n<li><a href="/az/venue">Keçirilmə yeri və yol</a>, Bakının mərkəzinin xəritəsi ilə</li>\n<li><a href="/az/accommodation">Yaşayış</a></li>\n<li><a href="/az/pages/visa">Viza</a>: müraciəti erkən, rəsmi ASAN Viza portalı vasitəsilə edin</li>\n</ul>',
      },
    },
  ];
