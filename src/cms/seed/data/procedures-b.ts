import type { SeedProcedure } from './types'

/**
 * Procedures of the categories body, dermatology, laser and orthopaedics.
 * Prices are indicative (CZK incl. VAT); the final price is confirmed at the consultation.
 */
export const proceduresB: SeedProcedure[] = [
  // ───────────────────────────── BODY ─────────────────────────────
  {
    key: 'abdominoplasty',
    category: 'body',
    sortOrder: 1,
    name: {
      cs: 'Abdominoplastika (plastika břicha)',
      en: 'Abdominoplasty (tummy tuck)',
      de: 'Bauchdeckenstraffung (Abdominoplastik)',
    },
    slug: { cs: 'abdominoplastika', en: 'abdominoplasty', de: 'bauchdeckenstraffung' },
    subtitle: {
      cs: 'Pevné a ploché břicho po těhotenství nebo výrazném zhubnutí',
      en: 'A firmer, flatter abdomen after pregnancy or major weight loss',
      de: 'Ein straffer, flacher Bauch nach Schwangerschaft oder starker Gewichtsabnahme',
    },
    perex: {
      cs: 'Abdominoplastika odstraní nadbytečnou kůži a tuk v oblasti břicha a v případě potřeby zpevní povolené břišní svaly. Pomůže tam, kde už cvičení ani strava nestačí.',
      en: 'A tummy tuck removes excess skin and fat from the abdomen and, where needed, tightens separated abdominal muscles. It helps where diet and exercise can no longer make a difference.',
      de: 'Bei der Bauchdeckenstraffung werden überschüssige Haut und Fettgewebe am Bauch entfernt und bei Bedarf die auseinandergewichenen Bauchmuskeln gestrafft. Sie hilft dort, wo Sport und Ernährung nicht mehr ausreichen.',
    },
    metaDesc: {
      cs: 'Abdominoplastika v Praze: odstranění přebytečné kůže a tuku, zpevnění břišních svalů. Balíček včetně anestezie, hospitalizace a kontrol.',
      en: 'Tummy tuck in Prague: removal of excess skin and fat with abdominal muscle repair. All-inclusive package with anaesthesia, hospital stay and check-ups.',
      de: 'Bauchdeckenstraffung in Prag: Entfernung überschüssiger Haut, Straffung der Bauchmuskeln. All-inclusive-Paket mit Narkose, Klinikaufenthalt und Kontrollen.',
    },
    content: {
      cs: [
        { h2: 'Komu abdominoplastika pomůže' },
        {
          p: 'Po těhotenství nebo po velkém úbytku hmotnosti zůstává na břiše často povolená kůže, strie a tukový val, který nezmizí ani při zdravém životním stylu. Abdominoplastika je určena ženám i mužům se stabilní hmotností, kteří už neplánují výrazné hubnutí a v případě žen ani další těhotenství. Po porodu je vhodné počkat alespoň rok a ukončit kojení.',
        },
        {
          p: 'Operace probíhá v celkové anestezii. Řez vede chirurg nízko nad stydkou krajinou, aby jizvu bylo možné skrýt pod spodním prádlem nebo plavkami. Odstraní přebytečnou kůži s podkožním tukem, podle potřeby sešije rozestoupené přímé břišní svaly a vytvoří pupku nové místo. Často se zákrok doplňuje liposukcí boků, která pomůže vymodelovat pas.',
        },
        {
          p: 'První noci strávíte na našem lůžkovém oddělení pod dohledem lékařů a sester. Doma počítejte zhruba se dvěma týdny klidového režimu bez zvedání těžších břemen. Kompresní prádlo se nosí šest týdnů a sportovat můžete přibližně po dvou měsících. Jizva postupně bledne, konečný výsledek se ustálí během několika měsíců.',
        },
      ],
      en: [
        { h2: 'Who is a tummy tuck for?' },
        {
          p: 'After pregnancy or significant weight loss, many people are left with loose skin, stretch marks and a fold of fat on the lower abdomen that does not respond to a healthy lifestyle. A tummy tuck is suitable for women and men whose weight is stable and who are not planning further major weight loss or, for women, another pregnancy. We recommend waiting at least a year after giving birth and after breastfeeding has ended.',
        },
        {
          p: 'The operation is performed under general anaesthesia. The incision runs low above the pubic area, so that the scar can be hidden by underwear or swimwear. The surgeon removes the excess skin and fat, repairs separated abdominal muscles where necessary and repositions the navel. Liposuction of the flanks is often added to give the waist a more natural contour.',
        },
        {
          p: 'You will spend the first nights on our inpatient ward, looked after by our doctors and nurses. At home, plan for about two weeks of rest without lifting anything heavy. The compression garment is worn for six weeks, and most patients return to sport after around two months. The scar fades gradually, and the final result settles over several months.',
        },
      ],
      de: [
        { h2: 'Für wen eignet sich eine Bauchdeckenstraffung?' },
        {
          p: 'Nach einer Schwangerschaft oder einer starken Gewichtsabnahme bleiben am Bauch oft schlaffe Haut, Dehnungsstreifen und eine Fettschürze zurück, die sich auch mit gesunder Lebensweise nicht zurückbilden. Der Eingriff eignet sich für Frauen und Männer mit stabilem Gewicht, die keine größere Abnahme und – bei Frauen – keine weitere Schwangerschaft mehr planen. Nach einer Geburt sollten mindestens zwölf Monate vergangen und die Stillzeit beendet sein.',
        },
        {
          p: 'Die Operation erfolgt in Vollnarkose. Der Schnitt verläuft tief oberhalb der Schamregion, sodass die Narbe später unter Slip oder Bikini verborgen bleibt. Der Chirurg entfernt überschüssige Haut mit dem darunterliegenden Fettgewebe, vernäht bei Bedarf die auseinandergewichenen geraden Bauchmuskeln und versetzt den Bauchnabel. Häufig wird zusätzlich an den Flanken abgesaugt, um die Taille harmonisch zu formen.',
        },
        {
          p: 'Die ersten Nächte verbringen Sie auf unserer Station, betreut von Ärzten und Pflegepersonal. Zu Hause sollten Sie sich etwa zwei Wochen schonen und nichts Schweres heben. Die Kompressionswäsche wird sechs Wochen getragen, Sport ist nach rund zwei Monaten wieder möglich. Die Narbe verblasst allmählich, das endgültige Ergebnis zeigt sich nach einigen Monaten.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková',
            'Délka operace: 2–3 hodiny',
            'Hospitalizace: 1–2 noci',
            'Kompresní prádlo: 6 týdnů',
            'Návrat do práce: po 2–3 týdnech, sport po 6–8 týdnech',
            'Kontroly: převaz do týdne, kontrola po 2 týdnech, 3 a 6 měsících',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general',
            'Duration: 2–3 hours',
            'Hospital stay: 1–2 nights',
            'Compression garment: 6 weeks',
            'Back to work: after 2–3 weeks; sport after 6–8 weeks',
            'Follow-up: dressing change within a week, check-ups at 2 weeks, 3 and 6 months',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose',
            'Dauer: 2–3 Stunden',
            'Klinikaufenthalt: 1–2 Nächte',
            'Kompressionswäsche: 6 Wochen',
            'Arbeitsfähigkeit: nach 2–3 Wochen, Sport nach 6–8 Wochen',
            'Nachsorge: Verbandswechsel in der ersten Woche, Kontrollen nach 2 Wochen, 3 und 6 Monaten',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Abdominoplastika', en: 'Abdominoplasty', de: 'Bauchdeckenstraffung' },
        amount: 105000,
      },
      {
        name: {
          cs: 'Abdominoplastika s liposukcí boků',
          en: 'Abdominoplasty with flank liposuction',
          de: 'Bauchdeckenstraffung mit Fettabsaugung an den Flanken',
        },
        amount: 125000,
      },
    ],
    doctors: ['petr-vzorovy', 'tomas-smysleny'],
    combinations: ['liposuction', 'diastasis-recti', 'mommy-makeover'],
  },
  {
    key: 'mini-abdominoplasty',
    category: 'body',
    sortOrder: 2,
    name: {
      cs: 'Mini abdominoplastika',
      en: 'Mini abdominoplasty (mini tummy tuck)',
      de: 'Mini-Bauchdeckenstraffung',
    },
    slug: { cs: 'mini-abdominoplastika', en: 'mini-abdominoplasty', de: 'mini-bauchdeckenstraffung' },
    subtitle: {
      cs: 'Šetrnější řešení pro povolenou kůži v podbřišku',
      en: 'A gentler solution for loose skin below the navel',
      de: 'Die schonendere Lösung bei erschlaffter Haut am Unterbauch',
    },
    perex: {
      cs: 'Mini abdominoplastika upraví podbřišek s menším množstvím nadbytečné kůže. Jizva je kratší, pupek zůstává na svém místě a rekonvalescence bývá rychlejší než u klasické plastiky břicha.',
      en: 'A mini tummy tuck treats the lower abdomen where there is only a modest amount of excess skin. The scar is shorter, the navel stays where it is and recovery is usually quicker than after a full abdominoplasty.',
      de: 'Die Mini-Bauchdeckenstraffung korrigiert den Unterbauch, wenn nur wenig überschüssige Haut vorhanden ist. Die Narbe ist kürzer, der Bauchnabel bleibt unverändert und die Erholung verläuft meist schneller als nach einer klassischen Straffung.',
    },
    metaDesc: {
      cs: 'Mini abdominoplastika v Praze: úprava podbřišku s kratší jizvou a rychlejší rekonvalescencí. Cena včetně anestezie, pobytu a kontrol.',
      en: 'Mini tummy tuck in Prague: tightening of the lower abdomen with a shorter scar and quicker recovery. All-inclusive price with anaesthesia and check-ups.',
      de: 'Mini-Bauchdeckenstraffung in Prag: Straffung des Unterbauchs mit kürzerer Narbe und schnellerer Erholung. All-inclusive-Preis mit Narkose und Nachsorge.',
    },
    content: {
      cs: [
        { h2: 'Kdy stačí menší zákrok' },
        {
          p: 'Mini abdominoplastika je vhodná pro pacienty, kterým vadí hlavně převis kůže a menší tukový val pod pupkem, zatímco horní část břicha je pevná. Typicky jde o ženy po porodu s dobrou kvalitou kůže nebo o lidi, kteří zhubli jen několik kilogramů. Zda vám postačí menší zákrok, nebo je lepší klasická abdominoplastika, posoudí chirurg při osobní konzultaci.',
        },
        {
          p: 'Zákrok se provádí v celkové anestezii. Řez je kratší než u klasické plastiky a vede nízko nad stydkou krajinou. Chirurg odstraní nadbytečnou kůži a tuk v podbřišku, případně zpevní spodní část břišní stěny. Pupek se nepřesouvá, takže kolem něj nevzniká jizva. Zákrok lze doplnit liposukcí boků nebo podbřišku.',
        },
        {
          p: 'Většina pacientů odchází domů druhý den. Kompresní prádlo nosíte čtyři až šest týdnů a do kanceláře se můžete vrátit zhruba po deseti dnech. Otok podbřišku postupně odeznívá během několika týdnů, jizva zraje asi rok. Cena zahrnuje anestezii, pobyt na klinice, kompresní prádlo, léky i všechny pooperační kontroly.',
        },
      ],
      en: [
        { h2: 'When a smaller procedure is enough' },
        {
          p: 'A mini tummy tuck suits patients who are mainly bothered by loose skin and a small bulge below the navel, while the upper abdomen is still firm. Typically these are women after childbirth with good skin quality, or people who have lost a moderate amount of weight. During the consultation, the surgeon will assess whether a mini procedure is sufficient or whether a full abdominoplasty would give a better result.',
        },
        {
          p: 'The procedure is carried out under general anaesthesia. The incision is shorter than in a full tummy tuck and is placed low above the pubic area. The surgeon removes the excess skin and fat from the lower abdomen and may tighten the lower part of the abdominal wall. The navel is not moved, so there is no scar around it. Liposuction of the flanks or lower abdomen can be added.',
        },
        {
          p: 'Most patients go home the following day. The compression garment is worn for four to six weeks, and office work is usually possible after about ten days. Swelling of the lower abdomen subsides over several weeks, and the scar continues to mature for around a year.',
        },
      ],
      de: [
        { h2: 'Wann ein kleinerer Eingriff genügt' },
        {
          p: 'Die Mini-Bauchdeckenstraffung eignet sich für Patientinnen und Patienten, die vor allem ein Hautüberschuss und ein kleines Fettpolster unterhalb des Nabels stört, während der Oberbauch noch straff ist. Das sind häufig Frauen nach einer Geburt mit guter Hautqualität oder Menschen nach moderater Gewichtsabnahme. Ob der kleinere Eingriff ausreicht oder eine klassische Straffung sinnvoller ist, klärt der Chirurg im persönlichen Gespräch.',
        },
        {
          p: 'Der Eingriff erfolgt in Vollnarkose. Der Schnitt ist kürzer als bei der klassischen Bauchdeckenstraffung und liegt tief oberhalb der Schamregion. Der Chirurg entfernt überschüssige Haut und Fett am Unterbauch und strafft bei Bedarf den unteren Teil der Bauchwand. Der Nabel wird nicht versetzt, daher entsteht dort keine Narbe. Eine Fettabsaugung an Flanken oder Unterbauch lässt sich ergänzen.',
        },
        {
          p: 'Die meisten Patienten gehen am Folgetag nach Hause. Die Kompressionswäsche wird vier bis sechs Wochen getragen, Büroarbeit ist meist nach etwa zehn Tagen wieder möglich. Die Schwellung am Unterbauch klingt innerhalb einiger Wochen ab, die Narbe reift etwa ein Jahr lang.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková',
            'Délka operace: 1–1,5 hodiny',
            'Hospitalizace: 1 noc',
            'Kompresní prádlo: 4–6 týdnů',
            'Návrat do práce: po 10–14 dnech, sport po 6 týdnech',
            'Kontroly: po týdnu, 2 týdnech a 3 měsících',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general',
            'Duration: 1–1.5 hours',
            'Hospital stay: 1 night',
            'Compression garment: 4–6 weeks',
            'Back to work: after 10–14 days; sport after 6 weeks',
            'Follow-up: after 1 week, 2 weeks and 3 months',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose',
            'Dauer: 1–1,5 Stunden',
            'Klinikaufenthalt: 1 Nacht',
            'Kompressionswäsche: 4–6 Wochen',
            'Arbeitsfähigkeit: nach 10–14 Tagen, Sport nach 6 Wochen',
            'Nachsorge: nach 1 Woche, 2 Wochen und 3 Monaten',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Mini abdominoplastika', en: 'Mini abdominoplasty', de: 'Mini-Bauchdeckenstraffung' },
        amount: 69000,
      },
    ],
    doctors: ['tomas-smysleny'],
    combinations: ['liposuction'],
  },
  {
    key: 'liposuction',
    category: 'body',
    sortOrder: 3,
    name: { cs: 'Liposukce', en: 'Liposuction', de: 'Fettabsaugung (Liposuktion)' },
    slug: { cs: 'liposukce', en: 'liposuction', de: 'fettabsaugung' },
    subtitle: {
      cs: 'Modelace postavy tam, kde tuk nereaguje na dietu ani cvičení',
      en: 'Body contouring where fat resists diet and exercise',
      de: 'Konturen formen, wo Fettpolster Diät und Sport trotzen',
    },
    perex: {
      cs: 'Liposukce odstraní lokální tukové zásoby na břiše, bocích, stehnech, kolenou, pažích či bradě. Nejde o metodu hubnutí, ale o způsob, jak postavě vrátit vyvážené proporce.',
      en: 'Liposuction removes localised fat deposits from the abdomen, flanks, thighs, knees, arms or chin. It is not a weight-loss method but a way to restore balanced proportions.',
      de: 'Die Fettabsaugung entfernt örtliche Fettdepots an Bauch, Hüften, Oberschenkeln, Knien, Oberarmen oder Kinn. Sie ist keine Methode zum Abnehmen, sondern ein Weg zu harmonischen Proportionen.',
    },
    metaDesc: {
      cs: 'Liposukce v Praze na Klinice {kratky-nazev}: šetrné odstranění lokálního tuku z břicha, boků, stehen či paží. Orientační ceny a průběh zákroku.',
      en: 'Liposuction in Prague at {clinic}: gentle removal of localised fat from the abdomen, flanks, thighs or arms. Indicative prices and what to expect.',
      de: 'Fettabsaugung in Prag in der {clinic}: schonende Entfernung örtlicher Fettpolster an Bauch, Hüften, Oberschenkeln. Richtpreise und Ablauf.',
    },
    content: {
      cs: [
        { h2: 'Pro koho je liposukce vhodná' },
        {
          p: 'Liposukce pomáhá lidem s přiměřenou hmotností, kterým se na některých místech drží tuk bez ohledu na stravu a pohyb. Nejčastěji jde o břicho, boky, vnější a vnitřní stehna, oblast kolen, paže nebo podbradek. Důležitá je dobrá pružnost kůže, aby se po odsátí tuku mohla stáhnout. Při výraznějším převisu kůže lékař doporučí spíše plastiku dané oblasti.',
        },
        {
          p: 'Do ošetřované oblasti chirurg nejprve vpraví tumescentní roztok, který snižuje krvácení a otok. Poté tenkými kanylami zavedenými drobnými vpichy tuk šetrně odsaje a dbá na plynulé přechody mezi oblastmi. Menší rozsah lze provést v lokální anestezii se sedací, rozsáhlejší liposukce probíhá v celkové anestezii.',
        },
        {
          p: 'Po zákroku nosíte kompresní prádlo, které pomáhá kůži přilnout k podkladu a zmírňuje otok. Modřiny a citlivost ustupují během dvou až tří týdnů. Výsledek se postupně zlepšuje a definitivní tvar je patrný asi po třech až šesti měsících. Při stabilní hmotnosti je dlouhodobý.',
        },
      ],
      en: [
        { h2: 'Who is liposuction suitable for?' },
        {
          p: 'Liposuction helps people of reasonable weight who carry stubborn fat in certain areas regardless of diet and exercise. The most common areas are the abdomen, flanks, outer and inner thighs, knees, upper arms and under the chin. Good skin elasticity matters, so that the skin can retract once the fat has been removed. Where there is significant loose skin, the doctor will usually recommend a lift of that area instead.',
        },
        {
          p: 'First, the surgeon infiltrates the area with a tumescent solution that reduces bleeding and swelling. The fat is then gently removed through thin cannulas inserted via tiny incisions, with care taken to create smooth transitions between areas. Smaller areas can be treated under local anaesthesia with sedation; more extensive liposuction is performed under general anaesthesia.',
        },
        {
          p: 'After the procedure you will wear a compression garment, which helps the skin settle and reduces swelling. Bruising and tenderness fade within two to three weeks. The result keeps improving, and the final contour is visible after about three to six months. As long as your weight remains stable, it is long-lasting.',
        },
      ],
      de: [
        { h2: 'Für wen eignet sich eine Fettabsaugung?' },
        {
          p: 'Die Fettabsaugung hilft Menschen mit weitgehend normalem Gewicht, bei denen sich an bestimmten Stellen hartnäckige Fettpolster halten. Am häufigsten behandeln wir Bauch, Hüften, Reiterhosen und Innenschenkel, Knie, Oberarme und Doppelkinn. Wichtig ist eine gute Hautelastizität, damit sich die Haut nach der Absaugung zusammenziehen kann. Bei deutlichem Hautüberschuss ist eine Straffung oft die bessere Wahl.',
        },
        {
          p: 'Zunächst wird eine Tumeszenzlösung in das Gewebe eingebracht, die Blutungen und Schwellungen verringert. Anschließend saugt der Chirurg das Fett über feine Kanülen ab, die durch winzige Schnitte eingeführt werden, und achtet auf fließende Übergänge. Kleinere Areale lassen sich in örtlicher Betäubung mit Sedierung behandeln, größere Absaugungen erfolgen in Vollnarkose.',
        },
        {
          p: 'Nach dem Eingriff tragen Sie Kompressionswäsche, damit sich die Haut gut anlegt und Schwellungen zurückgehen. Blaue Flecken und Druckempfindlichkeit klingen in zwei bis drei Wochen ab. Das endgültige Ergebnis zeigt sich nach etwa drei bis sechs Monaten und bleibt bei stabilem Gewicht dauerhaft erhalten.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková, u menších oblastí lokální se sedací',
            'Délka zákroku: 1–3 hodiny podle rozsahu',
            'Hospitalizace: žádná nebo 1 noc',
            'Kompresní prádlo: 4–6 týdnů',
            'Návrat do práce: po 5–7 dnech, sport po 4 týdnech',
            'Kontroly: po týdnu, měsíci a 3 měsících',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general; local with sedation for smaller areas',
            'Duration: 1–3 hours depending on the extent',
            'Hospital stay: none or 1 night',
            'Compression garment: 4–6 weeks',
            'Back to work: after 5–7 days; sport after 4 weeks',
            'Follow-up: after 1 week, 1 month and 3 months',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose, bei kleineren Arealen örtliche Betäubung mit Sedierung',
            'Dauer: 1–3 Stunden je nach Umfang',
            'Klinikaufenthalt: ambulant oder 1 Nacht',
            'Kompressionswäsche: 4–6 Wochen',
            'Arbeitsfähigkeit: nach 5–7 Tagen, Sport nach 4 Wochen',
            'Nachsorge: nach 1 Woche, 1 Monat und 3 Monaten',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Liposukce – 1 oblast', en: 'Liposuction – 1 area', de: 'Fettabsaugung – 1 Areal' },
        amount: 39000,
      },
      {
        name: { cs: 'Liposukce – 3 oblasti', en: 'Liposuction – 3 areas', de: 'Fettabsaugung – 3 Areale' },
        amount: 69000,
      },
    ],
    doctors: ['tomas-smysleny', 'martin-modelovy'],
    combinations: ['abdominoplasty', 'fat-transfer', 'augmentation-liposuction'],
  },
  {
    key: 'arm-lift',
    category: 'body',
    sortOrder: 4,
    name: { cs: 'Plastika paží (brachioplastika)', en: 'Arm lift (brachioplasty)', de: 'Oberarmstraffung' },
    slug: { cs: 'plastika-pazi', en: 'arm-lift', de: 'oberarmstraffung' },
    subtitle: {
      cs: 'Pevnější paže bez povislé kůže',
      en: 'Firmer upper arms without sagging skin',
      de: 'Straffe Oberarme ohne hängende Haut',
    },
    perex: {
      cs: 'Plastika paží odstraní povolenou kůži a tuk na vnitřní straně paží, které se často objeví s věkem nebo po výrazném zhubnutí. Paže získají pevnější a štíhlejší tvar.',
      en: 'An arm lift removes the loose skin and fat on the inner side of the upper arms that often appears with age or after major weight loss. The arms regain a firmer, slimmer shape.',
      de: 'Die Oberarmstraffung entfernt schlaffe Haut und Fett an der Innenseite der Oberarme, wie sie mit dem Alter oder nach starker Gewichtsabnahme entstehen. Die Arme wirken wieder straffer und schlanker.',
    },
    metaDesc: {
      cs: 'Plastika paží v Praze: odstranění povolené kůže na pažích po zhubnutí či s věkem. Průběh zákroku, rekonvalescence a orientační cena.',
      en: 'Arm lift (brachioplasty) in Prague: removal of sagging upper-arm skin after weight loss or with age. Procedure, recovery and indicative price.',
      de: 'Oberarmstraffung in Prag: Entfernung schlaffer Haut an den Oberarmen nach Gewichtsabnahme oder im Alter. Ablauf, Heilung und Richtpreis.',
    },
    content: {
      cs: [
        { h2: 'Komu plastika paží pomůže' },
        {
          p: 'Povislou kůži na vnitřní straně paží nelze odstranit cvičením, protože posilování zpevní sval, nikoli kůži. Brachioplastika je vhodná pro ženy i muže se stabilní hmotností, které povolená kůže omezuje při výběru oblečení nebo jim je nepříjemná. Pokud jde hlavně o tuk a kůže je pružná, může postačit samotná liposukce.',
        },
        {
          p: 'Zákrok probíhá v celkové anestezii. Chirurg vede řez na vnitřní straně paže od podpaží směrem k lokti, aby byla jizva co nejméně nápadná při běžném držení těla. Odstraní přebytečnou kůži a tuk, často v kombinaci s liposukcí, a tkáně pečlivě sešije. Délka řezu se odvíjí od množství nadbytečné kůže.',
        },
        {
          p: 'Po operaci nosíte kompresní návleky na paže přibližně šest týdnů. Ruce můžete běžně používat, ale zhruba měsíc je nezvedejte nad hlavu a nenoste těžké věci. Jizva bývá zpočátku výraznější a během prvního roku postupně bledne. Důležitá je ochrana před sluncem a péče o jizvu podle doporučení lékaře.',
        },
      ],
      en: [
        { h2: 'Who can benefit from an arm lift?' },
        {
          p: 'Sagging skin on the inner upper arms cannot be removed by exercise: strength training firms the muscle, not the skin. Brachioplasty is suitable for women and men of stable weight whose loose skin limits their choice of clothing or simply bothers them. If the issue is mainly fat and the skin is still elastic, liposuction alone may be enough.',
        },
        {
          p: 'The procedure is performed under general anaesthesia. The incision runs along the inner side of the arm from the armpit towards the elbow, so that the scar is as discreet as possible in everyday positions. The surgeon removes the excess skin and fat, often combined with liposuction, and closes the tissues in layers. The length of the scar depends on how much skin needs to be removed.',
        },
        {
          p: 'After the operation you will wear compression sleeves for about six weeks. You can use your arms for everyday tasks, but avoid lifting them above your head or carrying heavy loads for around a month. The scar is more visible at first and fades over the first year. Sun protection and scar care as advised by your doctor make a real difference.',
        },
      ],
      de: [
        { h2: 'Für wen eignet sich eine Oberarmstraffung?' },
        {
          p: 'Schlaffe Haut an der Innenseite der Oberarme lässt sich durch Training nicht beseitigen – Krafttraining strafft den Muskel, nicht die Haut. Der Eingriff eignet sich für Frauen und Männer mit stabilem Gewicht, die sich durch die erschlaffte Haut gestört fühlen oder bei der Kleiderwahl eingeschränkt sind. Steht vor allem Fett im Vordergrund und ist die Haut elastisch, kann eine Fettabsaugung genügen.',
        },
        {
          p: 'Die Operation erfolgt in Vollnarkose. Der Schnitt verläuft an der Innenseite des Oberarms von der Achsel Richtung Ellenbogen, damit die Narbe in alltäglichen Haltungen möglichst unauffällig bleibt. Der Chirurg entfernt überschüssige Haut und Fett, häufig kombiniert mit einer Absaugung, und verschließt das Gewebe schichtweise. Die Länge der Narbe richtet sich nach dem Hautüberschuss.',
        },
        {
          p: 'Nach der Operation tragen Sie etwa sechs Wochen lang Kompressionsärmel. Alltägliche Tätigkeiten sind möglich, die Arme sollten Sie jedoch rund einen Monat nicht über den Kopf heben und nichts Schweres tragen. Die Narbe ist anfangs deutlicher sichtbar und verblasst im ersten Jahr. Sonnenschutz und konsequente Narbenpflege sind dabei wichtig.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková',
            'Délka operace: 1,5–2 hodiny',
            'Hospitalizace: 1 noc',
            'Kompresní návleky: 6 týdnů',
            'Návrat do práce: po 10–14 dnech, sport po 6 týdnech',
            'Kontroly: po týdnu, 2 týdnech a 3 měsících',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general',
            'Duration: 1.5–2 hours',
            'Hospital stay: 1 night',
            'Compression sleeves: 6 weeks',
            'Back to work: after 10–14 days; sport after 6 weeks',
            'Follow-up: after 1 week, 2 weeks and 3 months',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose',
            'Dauer: 1,5–2 Stunden',
            'Klinikaufenthalt: 1 Nacht',
            'Kompressionsärmel: 6 Wochen',
            'Arbeitsfähigkeit: nach 10–14 Tagen, Sport nach 6 Wochen',
            'Nachsorge: nach 1 Woche, 2 Wochen und 3 Monaten',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Plastika paží', en: 'Arm lift', de: 'Oberarmstraffung' },
        amount: 69000,
      },
    ],
    doctors: ['tomas-smysleny'],
    combinations: ['liposuction', 'breast-lift'],
  },
  {
    key: 'thigh-lift',
    category: 'body',
    sortOrder: 5,
    name: { cs: 'Plastika stehen', en: 'Thigh lift', de: 'Oberschenkelstraffung' },
    slug: { cs: 'plastika-stehen', en: 'thigh-lift', de: 'oberschenkelstraffung' },
    subtitle: {
      cs: 'Zpevnění vnitřní strany stehen po zhubnutí',
      en: 'Tightening the inner thighs after weight loss',
      de: 'Straffere Innenschenkel nach Gewichtsabnahme',
    },
    perex: {
      cs: 'Plastika stehen odstraní povolenou kůži na vnitřní straně stehen, která způsobuje odírání a znesnadňuje výběr oblečení. Stehna získají pevnější a vyváženější tvar.',
      en: 'A thigh lift removes loose skin on the inner thighs that causes chafing and makes clothes harder to choose. The thighs become firmer and better proportioned.',
      de: 'Die Oberschenkelstraffung entfernt erschlaffte Haut an den Innenschenkeln, die zu Wundscheuern führt und die Kleiderwahl erschwert. Die Beine wirken straffer und ausgewogener.',
    },
    metaDesc: {
      cs: 'Plastika stehen v Praze: odstranění povolené kůže na vnitřní straně stehen po zhubnutí. Průběh operace, rekonvalescence a orientační cena.',
      en: 'Thigh lift in Prague: removal of loose inner-thigh skin after weight loss. How the operation works, what recovery looks like and the indicative price.',
      de: 'Oberschenkelstraffung in Prag: Entfernung schlaffer Haut an den Innenschenkeln nach Gewichtsabnahme. Ablauf, Erholung und Richtpreis.',
    },
    content: {
      cs: [
        { h2: 'Kdy zvážit plastiku stehen' },
        {
          p: 'Po velkém úbytku hmotnosti nebo s přibývajícím věkem ztrácí kůže na vnitřní straně stehen pružnost. Převislá kůže se při chůzi odírá, v létě způsobuje opruzeniny a ani pravidelný pohyb ji nezpevní. Zákrok je vhodný pro pacienty se stabilní hmotností, kteří jsou v dobrém celkovém zdravotním stavu a nekouří, případně jsou ochotni kouření na čas operace přerušit.',
        },
        {
          p: 'Operace probíhá v celkové anestezii. Podle množství nadbytečné kůže vede chirurg řez v třiselné rýze, případně i podél vnitřní strany stehna směrem ke koleni. Odstraní přebytečnou kůži a tuk, zbylé tkáně zpevní a ukotví tak, aby se jizva neposouvala. Zákrok se často kombinuje s liposukcí, která pomůže vyrovnat tvar celé končetiny.',
        },
        {
          p: 'Po operaci zůstáváte jednu až dvě noci na klinice. Kompresní prádlo nosíte šest týdnů a první dva týdny je třeba vyhnout se dlouhému sezení, roznožování a namáhavé chůzi. Jizva se hojí pomaleji kvůli pohybu a tření v této oblasti, proto jsou pravidelné kontroly a pečlivá péče důležité.',
        },
      ],
      en: [
        { h2: 'When to consider a thigh lift' },
        {
          p: 'After major weight loss or with age, the skin on the inner thighs loses elasticity. The loose skin rubs when walking, causes irritation in summer and does not tighten with exercise. The procedure is suitable for patients of stable weight who are in good general health and do not smoke, or are willing to stop smoking for the period around the operation.',
        },
        {
          p: 'The operation is performed under general anaesthesia. Depending on the amount of excess skin, the incision is placed in the groin crease and, if needed, along the inner thigh towards the knee. The surgeon removes the excess skin and fat, then tightens and anchors the remaining tissues so that the scar does not migrate. Liposuction is often added to even out the shape of the whole leg.',
        },
        {
          p: 'You will stay at the clinic for one or two nights. The compression garment is worn for six weeks, and for the first two weeks you should avoid prolonged sitting, wide leg movements and strenuous walking. Because of movement and friction in this area, the scar heals more slowly, so regular check-ups and careful wound care are important.',
        },
      ],
      de: [
        { h2: 'Wann eine Oberschenkelstraffung sinnvoll ist' },
        {
          p: 'Nach starker Gewichtsabnahme oder mit zunehmendem Alter verliert die Haut an den Innenschenkeln an Spannkraft. Die überschüssige Haut scheuert beim Gehen, führt im Sommer zu Hautreizungen und lässt sich durch Sport nicht straffen. Der Eingriff eignet sich für Patienten mit stabilem Gewicht und gutem Allgemeinzustand, die nicht rauchen oder bereit sind, rund um die Operation darauf zu verzichten.',
        },
        {
          p: 'Die Operation erfolgt in Vollnarkose. Je nach Hautüberschuss verläuft der Schnitt in der Leistenfalte und bei Bedarf zusätzlich an der Innenseite des Oberschenkels Richtung Knie. Der Chirurg entfernt überschüssige Haut und Fett und verankert das verbleibende Gewebe so, dass sich die Narbe nicht verschiebt. Oft wird ergänzend abgesaugt, um die Form des ganzen Beins anzugleichen.',
        },
        {
          p: 'Sie bleiben ein bis zwei Nächte in der Klinik. Die Kompressionswäsche wird sechs Wochen getragen; in den ersten zwei Wochen sollten Sie langes Sitzen, Grätschbewegungen und anstrengendes Gehen vermeiden. Durch Bewegung und Reibung heilt die Narbe in dieser Region langsamer, daher sind regelmäßige Kontrollen und sorgfältige Wundpflege wichtig.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková',
            'Délka operace: 2–3 hodiny',
            'Hospitalizace: 1–2 noci',
            'Kompresní prádlo: 6 týdnů',
            'Návrat do práce: po 2–3 týdnech, sport po 6–8 týdnech',
            'Kontroly: po týdnu, 2 týdnech, 6 týdnech a 3 měsících',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general',
            'Duration: 2–3 hours',
            'Hospital stay: 1–2 nights',
            'Compression garment: 6 weeks',
            'Back to work: after 2–3 weeks; sport after 6–8 weeks',
            'Follow-up: after 1 week, 2 weeks, 6 weeks and 3 months',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose',
            'Dauer: 2–3 Stunden',
            'Klinikaufenthalt: 1–2 Nächte',
            'Kompressionswäsche: 6 Wochen',
            'Arbeitsfähigkeit: nach 2–3 Wochen, Sport nach 6–8 Wochen',
            'Nachsorge: nach 1 Woche, 2 Wochen, 6 Wochen und 3 Monaten',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Plastika stehen', en: 'Thigh lift', de: 'Oberschenkelstraffung' },
        amount: 79000,
      },
    ],
    doctors: ['tomas-smysleny'],
    combinations: ['liposuction', 'buttock-lift'],
  },
  {
    key: 'buttock-lift',
    category: 'body',
    sortOrder: 6,
    name: { cs: 'Lifting hýždí', en: 'Buttock lift', de: 'Gesäßstraffung' },
    slug: { cs: 'lifting-hyzdi', en: 'buttock-lift', de: 'gesassstraffung' },
    subtitle: {
      cs: 'Zvednutí a zpevnění povolených hýždí',
      en: 'Lifting and firming sagging buttocks',
      de: 'Anhebung und Straffung eines erschlafften Gesäßes',
    },
    perex: {
      cs: 'Lifting hýždí odstraní povolenou kůži v horní části hýždí a vrátí jim přirozeně zvednutý tvar. Podle potřeby jej lze doplnit o transfer vlastního tuku pro větší objem.',
      en: 'A buttock lift removes loose skin at the top of the buttocks and restores a naturally lifted shape. If more volume is wanted, it can be combined with a transfer of your own fat.',
      de: 'Die Gesäßstraffung entfernt erschlaffte Haut im oberen Gesäßbereich und gibt dem Po wieder eine natürlich angehobene Form. Für mehr Volumen lässt sie sich mit Eigenfett kombinieren.',
    },
    metaDesc: {
      cs: 'Lifting hýždí v Praze: zvednutí a zpevnění povolených hýždí po zhubnutí, případně s transferem tuku. Průběh, rekonvalescence a cena.',
      en: 'Buttock lift in Prague: lifting and firming sagging buttocks after weight loss, optionally with fat transfer. Procedure, recovery and indicative price.',
      de: 'Gesäßstraffung in Prag: Anhebung eines erschlafften Gesäßes nach Gewichtsabnahme, auf Wunsch mit Eigenfett. Ablauf, Erholung und Richtpreis.',
    },
    content: {
      cs: [
        { h2: 'Pro koho je lifting hýždí určen' },
        {
          p: 'S věkem a zejména po výrazném zhubnutí hýždě ztrácejí objem a kůže se povoluje, takže se hýždě propadají a splývají se stehny. Posilování zlepší svalový tonus, ale nadbytečnou kůži neodstraní. Lifting hýždí je vhodný pro pacienty se stabilní hmotností, kteří chtějí zlepšit tvar a obrys zadní strany těla.',
        },
        {
          p: 'Zákrok probíhá v celkové anestezii. Chirurg odstraní pruh nadbytečné kůže a tuku v horní části hýždí a zbylé tkáně vytáhne vzhůru. Jizva vede v linii, kterou lze skrýt pod spodním prádlem či plavkami. Pokud hýždím chybí objem, může lékař využít vlastní tkáň nebo zákrok doplnit o transfer tuku odsátého z břicha či boků.',
        },
        {
          p: 'První dny po operaci je třeba omezit sezení a spát na břiše či na boku. Kompresní prádlo nosíte šest týdnů. Do kanceláře se většina pacientů vrací po dvou až třech týdnech, s posilováním a běháním je lepší počkat dva měsíce. Konečný tvar se ustálí po odeznění otoku během několika měsíců.',
        },
      ],
      en: [
        { h2: 'Who is a buttock lift for?' },
        {
          p: 'With age, and especially after major weight loss, the buttocks lose volume and the skin slackens, so that they sag and merge with the thighs. Strength training improves muscle tone but cannot remove excess skin. A buttock lift is suitable for patients of stable weight who want to improve the shape and contour of the back of the body.',
        },
        {
          p: 'The procedure is performed under general anaesthesia. The surgeon removes a strip of excess skin and fat at the top of the buttocks and lifts the remaining tissues upwards. The scar runs along a line that can be hidden under underwear or swimwear. If the buttocks lack volume, the surgeon can use your own tissue or add a transfer of fat taken from the abdomen or flanks.',
        },
        {
          p: 'For the first days after surgery you should limit sitting and sleep on your front or side. The compression garment is worn for six weeks. Most patients return to office work after two to three weeks, while weight training and running should wait about two months. The final shape settles over several months as the swelling goes down.',
        },
      ],
      de: [
        { h2: 'Für wen eignet sich eine Gesäßstraffung?' },
        {
          p: 'Mit dem Alter und besonders nach einer starken Gewichtsabnahme verliert das Gesäß an Volumen, die Haut erschlafft und der Po geht fließend in die Oberschenkel über. Training verbessert die Muskulatur, entfernt aber keine überschüssige Haut. Die Gesäßstraffung eignet sich für Patienten mit stabilem Gewicht, die Form und Kontur der Körperrückseite verbessern möchten.',
        },
        {
          p: 'Der Eingriff erfolgt in Vollnarkose. Der Chirurg entfernt einen Streifen überschüssiger Haut und Fett im oberen Gesäßbereich und hebt das verbleibende Gewebe an. Die Narbe verläuft so, dass sie unter Slip oder Badebekleidung verborgen bleibt. Fehlt dem Gesäß Volumen, kann eigenes Gewebe genutzt oder abgesaugtes Fett von Bauch oder Flanken übertragen werden.',
        },
        {
          p: 'In den ersten Tagen nach der Operation sollten Sie möglichst wenig sitzen und auf dem Bauch oder der Seite schlafen. Die Kompressionswäsche wird sechs Wochen getragen. Büroarbeit ist meist nach zwei bis drei Wochen möglich, mit Krafttraining und Laufen sollten Sie rund zwei Monate warten. Die endgültige Form zeigt sich nach Abklingen der Schwellung.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková',
            'Délka operace: 2–3 hodiny',
            'Hospitalizace: 1–2 noci',
            'Kompresní prádlo: 6 týdnů; první 2 týdny omezit sezení',
            'Návrat do práce: po 2–3 týdnech, sport po 8 týdnech',
            'Kontroly: po týdnu, 2 týdnech a 3 měsících',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general',
            'Duration: 2–3 hours',
            'Hospital stay: 1–2 nights',
            'Compression garment: 6 weeks; limit sitting for the first 2 weeks',
            'Back to work: after 2–3 weeks; sport after 8 weeks',
            'Follow-up: after 1 week, 2 weeks and 3 months',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose',
            'Dauer: 2–3 Stunden',
            'Klinikaufenthalt: 1–2 Nächte',
            'Kompressionswäsche: 6 Wochen; in den ersten 2 Wochen wenig sitzen',
            'Arbeitsfähigkeit: nach 2–3 Wochen, Sport nach 8 Wochen',
            'Nachsorge: nach 1 Woche, 2 Wochen und 3 Monaten',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Lifting hýždí', en: 'Buttock lift', de: 'Gesäßstraffung' },
        amount: 85000,
      },
      {
        name: {
          cs: 'Lifting hýždí s transferem tuku',
          en: 'Buttock lift with fat transfer',
          de: 'Gesäßstraffung mit Eigenfetttransfer',
        },
        amount: 115000,
      },
    ],
    doctors: ['tomas-smysleny'],
    combinations: ['fat-transfer', 'liposuction', 'thigh-lift'],
  },
  {
    key: 'diastasis-recti',
    category: 'body',
    sortOrder: 7,
    name: {
      cs: 'Operace diastázy břišních svalů',
      en: 'Diastasis recti repair',
      de: 'Operation der Rektusdiastase',
    },
    slug: { cs: 'operace-diastazy', en: 'diastasis-recti-repair', de: 'rektusdiastase-operation' },
    subtitle: {
      cs: 'Obnovení pevné břišní stěny po těhotenství',
      en: 'Restoring a firm abdominal wall after pregnancy',
      de: 'Eine stabile Bauchwand nach der Schwangerschaft',
    },
    perex: {
      cs: 'Diastáza je rozestup přímých břišních svalů, který po porodu často přetrvává i přes cílené cvičení. Operace svaly opět spojí, zpevní břišní stěnu a zlepší tvar břicha.',
      en: 'Diastasis recti is a separation of the straight abdominal muscles that often persists after childbirth despite targeted exercise. Surgery brings the muscles back together, strengthens the abdominal wall and improves the shape of the abdomen.',
      de: 'Eine Rektusdiastase ist ein Auseinanderweichen der geraden Bauchmuskeln, das nach der Geburt trotz gezielten Trainings oft bestehen bleibt. Die Operation vereint die Muskeln wieder und stabilisiert die Bauchwand.',
    },
    metaDesc: {
      cs: 'Operace diastázy břišních svalů v Praze: sešití rozestoupených svalů a zpevnění břišní stěny po porodu. Průběh, rekonvalescence, cena.',
      en: 'Diastasis recti repair in Prague: the separated abdominal muscles are stitched together to restore a firm abdominal wall. Procedure, recovery, price.',
      de: 'Rektusdiastase-Operation in Prag: Vernähen der auseinandergewichenen Bauchmuskeln für eine stabile Bauchwand nach der Geburt. Ablauf und Preis.',
    },
    content: {
      cs: [
        { h2: 'Kdy je operace diastázy na místě' },
        {
          p: 'Rozestup přímých břišních svalů se projevuje vyklenutím břicha, zejména při námaze, a může souviset s bolestmi zad nebo pocitem nestability trupu. Prvním krokem je vždy cílená rehabilitace pod vedením fyzioterapeuta. Pokud diastáza přetrvává i rok po porodu a obtíže neustupují, je vhodné zvážit operační řešení. Často bývá spojena s pupeční kýlou, kterou lze ošetřit současně.',
        },
        {
          p: 'Zákrok probíhá v celkové anestezii. Chirurg přístupem nízko nad stydkou krajinou sešije rozestoupené svaly pevným stehem po celé jejich délce a podle potřeby ošetří kýlu. Protože se diastáza obvykle pojí s povolenou kůží, provádí se operace nejčastěji současně s abdominoplastikou, která odstraní přebytečnou kůži a tuk.',
        },
        {
          p: 'Po operaci zůstáváte dvě noci na klinice. Břišní pás nebo kompresní prádlo nosíte šest až osm týdnů a zhruba tři měsíce nezvedáte těžší břemena, včetně malých dětí, pokud to jde. Zpočátku je vhodné chodit mírně v předklonu. Po zhojení doporučujeme pokračovat v posilování hlubokého stabilizačního systému.',
        },
      ],
      en: [
        { h2: 'When surgery for diastasis makes sense' },
        {
          p: 'A separation of the straight abdominal muscles shows as a bulge of the abdomen, especially on exertion, and may be linked to back pain or a feeling of core instability. The first step is always targeted rehabilitation with a physiotherapist. If the diastasis persists a year after childbirth and the symptoms continue, surgical repair is worth considering. It is often associated with an umbilical hernia, which can be treated at the same time.',
        },
        {
          p: 'The procedure is performed under general anaesthesia. Through an incision low above the pubic area, the surgeon stitches the separated muscles together along their entire length with strong sutures and repairs any hernia. Because diastasis usually goes hand in hand with loose skin, the repair is most often combined with an abdominoplasty that removes excess skin and fat.',
        },
        {
          p: 'You will stay at the clinic for two nights. An abdominal binder or compression garment is worn for six to eight weeks, and you should avoid lifting heavy loads, including small children where possible, for about three months. At first it helps to walk slightly bent forward. Once healed, we recommend continuing to strengthen the deep core muscles.',
        },
      ],
      de: [
        { h2: 'Wann eine Operation sinnvoll ist' },
        {
          p: 'Eine Rektusdiastase zeigt sich als Vorwölbung des Bauches, besonders bei Anstrengung, und kann mit Rückenschmerzen oder einem instabilen Rumpfgefühl einhergehen. Der erste Schritt ist immer ein gezieltes Training unter physiotherapeutischer Anleitung. Besteht die Diastase ein Jahr nach der Geburt fort und bleiben die Beschwerden, ist eine Operation zu erwägen. Häufig liegt zusätzlich ein Nabelbruch vor, der gleich mitversorgt wird.',
        },
        {
          p: 'Der Eingriff erfolgt in Vollnarkose. Über einen tiefen Schnitt oberhalb der Schamregion vernäht der Chirurg die auseinandergewichenen Muskeln auf ganzer Länge mit festen Nähten und versorgt bei Bedarf einen Bruch. Da die Diastase meist mit überschüssiger Haut einhergeht, wird die Operation oft mit einer Bauchdeckenstraffung kombiniert.',
        },
        {
          p: 'Sie bleiben zwei Nächte in der Klinik. Ein Bauchgurt oder Kompressionsmieder wird sechs bis acht Wochen getragen, schweres Heben – wenn möglich auch von Kleinkindern – sollten Sie etwa drei Monate vermeiden. Anfangs ist eine leicht vorgebeugte Haltung angenehmer. Nach der Heilung empfehlen wir, die tiefe Rumpfmuskulatur weiter zu trainieren.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková',
            'Délka operace: 2–3 hodiny',
            'Hospitalizace: 2 noci',
            'Břišní pás nebo kompresní prádlo: 6–8 týdnů',
            'Návrat do práce: po 3 týdnech; těžká břemena až po 3 měsících',
            'Kontroly: po týdnu, 3 týdnech, 6 týdnech a 3 měsících',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general',
            'Duration: 2–3 hours',
            'Hospital stay: 2 nights',
            'Abdominal binder or compression garment: 6–8 weeks',
            'Back to work: after 3 weeks; no heavy lifting for 3 months',
            'Follow-up: after 1 week, 3 weeks, 6 weeks and 3 months',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose',
            'Dauer: 2–3 Stunden',
            'Klinikaufenthalt: 2 Nächte',
            'Bauchgurt oder Kompressionsmieder: 6–8 Wochen',
            'Arbeitsfähigkeit: nach 3 Wochen; schweres Heben erst nach 3 Monaten',
            'Nachsorge: nach 1 Woche, 3 Wochen, 6 Wochen und 3 Monaten',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Operace diastázy', en: 'Diastasis recti repair', de: 'Rektusdiastase-Operation' },
        amount: 89000,
      },
      {
        name: {
          cs: 'Operace diastázy s abdominoplastikou',
          en: 'Diastasis repair with abdominoplasty',
          de: 'Rektusdiastase-Operation mit Bauchdeckenstraffung',
        },
        amount: 119000,
      },
    ],
    doctors: ['tomas-smysleny'],
    combinations: ['abdominoplasty', 'mommy-makeover'],
  },
  {
    key: 'fat-transfer',
    category: 'body',
    sortOrder: 8,
    name: {
      cs: 'Transfer vlastního tuku (lipofilling)',
      en: 'Fat transfer (lipofilling)',
      de: 'Eigenfetttransfer (Lipofilling)',
    },
    slug: { cs: 'transfer-vlastniho-tuku', en: 'fat-transfer', de: 'eigenfetttransfer' },
    subtitle: {
      cs: 'Přirozený objem z vlastní tkáně',
      en: 'Natural volume from your own tissue',
      de: 'Natürliches Volumen aus körpereigenem Gewebe',
    },
    perex: {
      cs: 'Při transferu tuku se vlastní tuk odsátý z místa, kde přebývá, přenese tam, kde chybí objem – do obličeje, prsou, hýždí nebo na hřbety rukou. Výsledek působí přirozeně a na dotek je měkký.',
      en: 'In a fat transfer, your own fat is taken from an area where there is too much and moved to where volume is missing – the face, breasts, buttocks or backs of the hands. The result looks natural and feels soft.',
      de: 'Beim Eigenfetttransfer wird Fett dort entnommen, wo es zu viel ist, und dort eingebracht, wo Volumen fehlt – im Gesicht, an Brust, Gesäß oder Handrücken. Das Ergebnis wirkt natürlich und fühlt sich weich an.',
    },
    metaDesc: {
      cs: 'Transfer vlastního tuku (lipofilling) v Praze: přirozené doplnění objemu obličeje, prsou či hýždí vlastní tkání. Průběh, výsledky a ceny.',
      en: 'Fat transfer (lipofilling) in Prague: natural volume for the face, breasts or buttocks using your own fat. How it works, what results to expect, prices.',
      de: 'Eigenfetttransfer (Lipofilling) in Prag: natürliches Volumen für Gesicht, Brust oder Gesäß mit körpereigenem Fett. Ablauf, Ergebnisse, Preise.',
    },
    content: {
      cs: [
        { h2: 'Jak transfer tuku funguje' },
        {
          p: 'Vlastní tuk je přirozená výplň, kterou tělo nepovažuje za cizí materiál. Hodí se k doplnění propadlých tváří a spánků, k jemnému zvětšení nebo úpravě tvaru prsou, k modelaci hýždí či k omlazení hřbetů rukou. Zákrok má dvojí efekt: tuk ubude tam, kde je ho nadbytek, a objem přibude tam, kde ho chcete mít.',
        },
        {
          p: 'Nejprve chirurg šetrnou liposukcí odebere tuk, nejčastěji z břicha, boků nebo stehen. Tuk se následně přečistí a tenkými kanylami vpravuje v drobných dávkách do cílové oblasti, aby se dobře prokrvil. Menší transfer do obličeje lze provést v lokální anestezii se sedací, větší objemy v celkové anestezii.',
        },
        {
          p: 'Část přeneseného tuku se v prvních měsících vstřebá, proto chirurg aplikuje o něco větší množství. Tuk, který se uchytí, zůstává trvale. Pro požadovaný objem bývá někdy vhodný druhý zákrok s odstupem alespoň tří měsíců. Otoky a modřiny odeznívají během dvou až tří týdnů.',
        },
      ],
      en: [
        { h2: 'How fat transfer works' },
        {
          p: 'Your own fat is a natural filler that the body does not treat as foreign material. It is well suited to restoring hollow cheeks and temples, to subtly enlarging or reshaping the breasts, to contouring the buttocks or to rejuvenating the backs of the hands. The procedure has a double benefit: fat is reduced where there is too much and volume is added where you want it.',
        },
        {
          p: 'First, the surgeon harvests fat by gentle liposuction, usually from the abdomen, flanks or thighs. The fat is then purified and injected in small portions through fine cannulas into the target area, so that it can develop a good blood supply. A smaller transfer to the face can be done under local anaesthesia with sedation; larger volumes require general anaesthesia.',
        },
        {
          p: 'Part of the transferred fat is reabsorbed in the first months, so the surgeon injects a slightly larger amount. The fat that takes hold stays permanently. To reach the desired volume, a second session after at least three months is sometimes advisable. Swelling and bruising subside within two to three weeks.',
        },
      ],
      de: [
        { h2: 'So funktioniert der Eigenfetttransfer' },
        {
          p: 'Eigenes Fett ist ein natürlicher Füllstoff, den der Körper nicht als Fremdmaterial erkennt. Es eignet sich, um eingefallene Wangen und Schläfen aufzufüllen, die Brust behutsam zu vergrößern oder zu formen, das Gesäß zu modellieren oder Handrücken zu verjüngen. Der Eingriff wirkt doppelt: Fett verschwindet, wo es stört, und Volumen entsteht, wo es gewünscht ist.',
        },
        {
          p: 'Zunächst entnimmt der Chirurg Fett durch eine schonende Absaugung, meist an Bauch, Flanken oder Oberschenkeln. Das Fett wird aufbereitet und anschließend in kleinen Portionen über feine Kanülen in die Zielregion eingebracht, damit es gut durchblutet wird. Kleinere Behandlungen im Gesicht sind in örtlicher Betäubung mit Sedierung möglich, größere Mengen erfordern eine Vollnarkose.',
        },
        {
          p: 'Ein Teil des übertragenen Fetts wird in den ersten Monaten abgebaut, deshalb bringt der Chirurg etwas mehr ein. Das eingeheilte Fett bleibt dauerhaft erhalten. Für das gewünschte Volumen kann nach frühestens drei Monaten eine zweite Sitzung sinnvoll sein. Schwellungen und Blutergüsse klingen innerhalb von zwei bis drei Wochen ab.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: lokální se sedací (obličej) nebo celková (prsa, hýždě)',
            'Délka zákroku: 1–3 hodiny podle rozsahu',
            'Hospitalizace: žádná nebo 1 noc',
            'Kompresní prádlo v místě odběru: 4 týdny',
            'Návrat do práce: po 5–10 dnech',
            'Kontroly: po týdnu a po 3 měsících, kdy se hodnotí výsledný objem',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: local with sedation (face) or general (breasts, buttocks)',
            'Duration: 1–3 hours depending on the extent',
            'Hospital stay: none or 1 night',
            'Compression garment at the donor site: 4 weeks',
            'Back to work: after 5–10 days',
            'Follow-up: after 1 week and after 3 months, when the final volume is assessed',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: örtliche Betäubung mit Sedierung (Gesicht) oder Vollnarkose (Brust, Gesäß)',
            'Dauer: 1–3 Stunden je nach Umfang',
            'Klinikaufenthalt: ambulant oder 1 Nacht',
            'Kompressionswäsche an der Entnahmestelle: 4 Wochen',
            'Arbeitsfähigkeit: nach 5–10 Tagen',
            'Nachsorge: nach 1 Woche und nach 3 Monaten zur Beurteilung des Volumens',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Transfer tuku do obličeje', en: 'Fat transfer to the face', de: 'Eigenfetttransfer ins Gesicht' },
        amount: 45000,
      },
      {
        name: { cs: 'Transfer tuku do prsou', en: 'Fat transfer to the breasts', de: 'Eigenfetttransfer in die Brust' },
        amount: 85000,
      },
      {
        name: { cs: 'Transfer tuku do hýždí', en: 'Fat transfer to the buttocks', de: 'Eigenfetttransfer ins Gesäß' },
        amount: 95000,
      },
    ],
    doctors: ['tomas-smysleny', 'martin-modelovy'],
    combinations: ['liposuction', 'breast-augmentation', 'facelift-necklift'],
  },
  // ────────────────────────── DERMATOLOGY ──────────────────────────
  {
    key: 'botox',
    category: 'dermatology',
    sortOrder: 1,
    name: { cs: 'Botox', en: 'Botox', de: 'Botox' },
    slug: { cs: 'botox', en: 'botox', de: 'botox' },
    subtitle: {
      cs: 'Jemné vyhlazení mimických vrásek',
      en: 'Gently softening expression lines',
      de: 'Mimikfalten sanft glätten',
    },
    perex: {
      cs: 'Botulotoxin uvolní svaly, které vytvářejí vrásky na čele, mezi obočím a kolem očí. Správně dávkovaný vyhladí pleť a zachová přirozenou mimiku.',
      en: 'Botulinum toxin relaxes the muscles that create lines on the forehead, between the brows and around the eyes. Dosed correctly, it smooths the skin while keeping your natural expressions.',
      de: 'Botulinumtoxin entspannt die Muskeln, die Falten auf der Stirn, zwischen den Augenbrauen und um die Augen verursachen. Richtig dosiert glättet es die Haut und erhält die natürliche Mimik.',
    },
    metaDesc: {
      cs: 'Botox v Praze u zkušených dermatoložek: vyhlazení vrásek na čele, mezi obočím a kolem očí s přirozeným výsledkem. Cena od 4 500 Kč za oblast.',
      en: 'Botox in Prague by experienced dermatologists: softening forehead lines, frown lines and crow’s feet with a natural look. From CZK 4,500 per area.',
      de: 'Botox in Prag von erfahrenen Dermatologinnen: Stirnfalten, Zornesfalte und Krähenfüße natürlich glätten. Ab 4.500 CZK pro Zone.',
    },
    content: {
      cs: [
        { h2: 'Jak botulotoxin působí' },
        {
          p: 'Mimické vrásky vznikají opakovaným stahováním obličejových svalů. Botulotoxin dočasně tlumí přenos nervového vzruchu do vybraného svalu, který se tak uvolní a kůže nad ním se vyhladí. Nejčastěji ošetřujeme vodorovné vrásky na čele, svislé vrásky mezi obočím a vějířky kolem očí. Cílem je odpočatý vzhled, nikoli ztuhlý obličej.',
        },
        {
          p: 'Před aplikací s vámi lékařka probere vaše představy, posoudí mimiku a vyloučí případné kontraindikace, například těhotenství, kojení nebo některá nervosvalová onemocnění. Samotný zákrok trvá jen několik minut: přípravek se vpraví velmi tenkou jehlou do přesně určených bodů. Ihned poté se můžete vrátit k běžným činnostem.',
        },
        {
          p: 'Účinek nastupuje postupně během tří až sedmi dnů a plně se projeví do dvou týdnů, kdy vás zveme na kontrolu. Výsledek vydrží obvykle tři až šest měsíců. Při pravidelném opakování si svaly často zvyknou na menší aktivitu a efekt bývá delší.',
        },
      ],
      en: [
        { h2: 'How botulinum toxin works' },
        {
          p: 'Expression lines are caused by the repeated contraction of facial muscles. Botulinum toxin temporarily blocks the nerve signal to a selected muscle, which then relaxes so that the skin above it smooths out. The areas we treat most often are horizontal forehead lines, vertical frown lines between the brows and crow’s feet. The aim is a rested look, not a frozen face.',
        },
        {
          p: 'Before treatment, the doctor will discuss your expectations, assess your facial expressions and rule out contraindications such as pregnancy, breastfeeding or certain neuromuscular conditions. The treatment itself takes only a few minutes: the product is injected with a very fine needle into precisely selected points. You can return to your usual activities straight away.',
        },
        {
          p: 'The effect develops gradually over three to seven days and is fully visible within two weeks, when we invite you for a check-up. Results usually last three to six months. With regular treatments, the muscles often become less active and the effect tends to last longer.',
        },
      ],
      de: [
        { h2: 'So wirkt Botulinumtoxin' },
        {
          p: 'Mimikfalten entstehen durch das wiederholte Anspannen der Gesichtsmuskeln. Botulinumtoxin hemmt vorübergehend die Nervenimpulse an einen bestimmten Muskel, der sich daraufhin entspannt – die Haut darüber wird glatter. Am häufigsten behandeln wir Stirnfalten, die Zornesfalte zwischen den Augenbrauen und Krähenfüße. Ziel ist ein erholter Ausdruck, kein starres Gesicht.',
        },
        {
          p: 'Vor der Behandlung bespricht die Ärztin Ihre Wünsche, beurteilt Ihre Mimik und schließt Gegenanzeigen wie Schwangerschaft, Stillzeit oder bestimmte neuromuskuläre Erkrankungen aus. Die Injektion selbst dauert nur wenige Minuten: Das Präparat wird mit einer sehr feinen Nadel an genau festgelegten Punkten gesetzt. Danach können Sie sofort Ihrem Alltag nachgehen.',
        },
        {
          p: 'Die Wirkung setzt nach drei bis sieben Tagen ein und ist nach zwei Wochen voll ausgeprägt; dann laden wir Sie zur Kontrolle ein. Das Ergebnis hält in der Regel drei bis sechs Monate. Bei regelmäßiger Anwendung werden die Muskeln oft weniger aktiv, und die Wirkung hält länger an.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: není nutná, používá se velmi tenká jehla',
            'Délka ošetření: 15–20 minut',
            'Hospitalizace: žádná, do práce můžete hned',
            'První den nesportujte, nemasírujte ošetřené místo a vynechte saunu',
            'Účinek: nástup do 7 dnů, trvání 3–6 měsíců',
            'Kontrola: po 2 týdnech, případná korekce je v ceně',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: not needed; a very fine needle is used',
            'Duration: 15–20 minutes',
            'Hospital stay: none; you can go straight back to work',
            'On the day: no sport, no massaging the treated area, no sauna',
            'Effect: visible within 7 days, lasts 3–6 months',
            'Follow-up: after 2 weeks; any touch-up is included in the price',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Betäubung: nicht nötig, es wird eine sehr feine Nadel verwendet',
            'Dauer: 15–20 Minuten',
            'Klinikaufenthalt: keiner, Sie können direkt zur Arbeit',
            'Am Behandlungstag: kein Sport, keine Massage der Region, keine Sauna',
            'Wirkung: Eintritt innerhalb von 7 Tagen, Dauer 3–6 Monate',
            'Nachsorge: Kontrolle nach 2 Wochen, eventuelle Korrektur inklusive',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Botox – 1 oblast', en: 'Botox – 1 area', de: 'Botox – 1 Zone' },
        amount: 4500,
      },
      {
        name: {
          cs: 'Botox – 3 oblasti (čelo, mezi obočím, vějířky)',
          en: 'Botox – 3 areas (forehead, frown lines, crow’s feet)',
          de: 'Botox – 3 Zonen (Stirn, Zornesfalte, Krähenfüße)',
        },
        amount: 11000,
      },
    ],
    doctors: ['lucie-nahodila', 'klara-fiktivni'],
    combinations: ['fillers', 'mesotherapy', 'chemical-peel'],
  },
  {
    key: 'fillers',
    category: 'dermatology',
    sortOrder: 2,
    name: {
      cs: 'Výplně kyselinou hyaluronovou',
      en: 'Hyaluronic acid fillers',
      de: 'Hyaluronsäure-Filler',
    },
    slug: { cs: 'vyplne-kyselinou-hyaluronovou', en: 'hyaluronic-acid-fillers', de: 'hyaluronsaure-filler' },
    subtitle: {
      cs: 'Objem a kontura bez skalpelu',
      en: 'Volume and contour without surgery',
      de: 'Volumen und Kontur ohne Skalpell',
    },
    perex: {
      cs: 'Kyselina hyaluronová přirozeně doplní ztracený objem, zjemní hlubší vrásky a zvýrazní rty, lícní kosti či linii brady. Výsledek je patrný ihned po ošetření.',
      en: 'Hyaluronic acid restores lost volume, softens deeper lines and enhances the lips, cheekbones or jawline in a natural way. The result is visible immediately after treatment.',
      de: 'Hyaluronsäure ersetzt verlorenes Volumen, mildert tiefere Falten und betont Lippen, Wangenknochen oder Kinnlinie auf natürliche Weise. Das Ergebnis ist sofort sichtbar.',
    },
    metaDesc: {
      cs: 'Výplně kyselinou hyaluronovou v Praze: rty, nasolabiální rýhy, lícní kosti a brada. Přirozený výsledek ihned po ošetření. Ceny za 1 ml.',
      en: 'Hyaluronic acid fillers in Prague: lips, nasolabial folds, cheekbones and chin. A natural-looking result straight after treatment. Prices per 1 ml.',
      de: 'Hyaluronsäure-Filler in Prag: Lippen, Nasolabialfalten, Wangenknochen und Kinn. Natürliches Ergebnis direkt nach der Behandlung. Preise pro ml.',
    },
    content: {
      cs: [
        { h2: 'Co výplně dokážou' },
        {
          p: 'Kyselina hyaluronová je látka, kterou naše tělo samo přirozeně obsahuje a která v kůži váže vodu. S věkem jí ubývá, obličej ztrácí objem a prohlubují se rýhy. Výplně se používají k vyhlazení nasolabiálních rýh a vrásek kolem úst, k jemnému zvětšení a hydrataci rtů, k doplnění lícních partií nebo ke zvýraznění brady a čelisti.',
        },
        {
          p: 'Používáme výhradně certifikované přípravky renomovaných výrobců. Většina z nich obsahuje lokální anestetikum, takže je aplikace dobře snesitelná. Lékařka nejprve zhodnotí proporce obličeje a navrhne postup, který respektuje vaše rysy. Přípravek vpravuje jehlou nebo tupou kanylou, výsledek je vidět okamžitě a v případě potřeby jej lze enzymem bezpečně rozpustit.',
        },
        {
          p: 'Po ošetření se může objevit mírný otok nebo drobná modřina, které odezní do několika dnů. Výplň se postupně vstřebává, v závislosti na oblasti a typu přípravku vydrží šest až osmnáct měsíců. Rty se obvykle vstřebávají rychleji než lícní partie.',
        },
      ],
      en: [
        { h2: 'What fillers can do' },
        {
          p: 'Hyaluronic acid occurs naturally in the body and binds water in the skin. As we age, its levels decrease, the face loses volume and folds deepen. Fillers are used to soften nasolabial folds and lines around the mouth, to subtly enhance and hydrate the lips, to restore volume in the cheeks or to define the chin and jawline.',
        },
        {
          p: 'We use only certified products from reputable manufacturers. Most contain a local anaesthetic, which makes the treatment comfortable. The doctor first assesses the proportions of your face and suggests an approach that respects your features. The filler is placed with a needle or a blunt cannula; the result is visible immediately and, if necessary, it can be safely dissolved with an enzyme.',
        },
        {
          p: 'Mild swelling or small bruises may appear after treatment and fade within a few days. The filler is gradually absorbed and, depending on the area and product, lasts six to eighteen months. Lip fillers usually break down faster than those in the cheeks.',
        },
      ],
      de: [
        { h2: 'Was Filler bewirken können' },
        {
          p: 'Hyaluronsäure kommt natürlich im Körper vor und bindet Feuchtigkeit in der Haut. Mit dem Alter nimmt ihr Anteil ab, das Gesicht verliert an Volumen und Falten vertiefen sich. Filler werden eingesetzt, um Nasolabialfalten und Fältchen um den Mund zu mildern, Lippen dezent aufzubauen und mit Feuchtigkeit zu versorgen, Wangen aufzufüllen oder Kinn und Kieferlinie zu betonen.',
        },
        {
          p: 'Wir verwenden ausschließlich zertifizierte Präparate renommierter Hersteller. Die meisten enthalten ein örtliches Betäubungsmittel, sodass die Behandlung gut verträglich ist. Die Ärztin beurteilt zunächst die Proportionen Ihres Gesichts und schlägt ein Vorgehen vor, das Ihre Züge respektiert. Das Ergebnis ist sofort sichtbar und lässt sich bei Bedarf mit einem Enzym sicher wieder auflösen.',
        },
        {
          p: 'Nach der Behandlung können leichte Schwellungen oder kleine Blutergüsse auftreten, die nach wenigen Tagen abklingen. Der Filler wird nach und nach abgebaut und hält je nach Region und Präparat sechs bis achtzehn Monate. An den Lippen baut er sich meist schneller ab als an den Wangen.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: znecitlivující krém, přípravek obsahuje lidokain',
            'Délka ošetření: 30–45 minut',
            'Hospitalizace: žádná',
            'Otok a drobné modřiny: 1–3 dny; 2 dny nesportujte a vynechte saunu',
            'Trvání výsledku: 6–18 měsíců podle oblasti',
            'Kontrola: po 2–4 týdnech',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: numbing cream; the product contains lidocaine',
            'Duration: 30–45 minutes',
            'Hospital stay: none',
            'Swelling and minor bruising: 1–3 days; avoid sport and sauna for 2 days',
            'Results last: 6–18 months depending on the area',
            'Follow-up: after 2–4 weeks',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Betäubung: Betäubungscreme, das Präparat enthält Lidocain',
            'Dauer: 30–45 Minuten',
            'Klinikaufenthalt: keiner',
            'Schwellung und kleine Blutergüsse: 1–3 Tage; 2 Tage kein Sport, keine Sauna',
            'Haltbarkeit: 6–18 Monate je nach Region',
            'Nachsorge: Kontrolle nach 2–4 Wochen',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Kyselina hyaluronová – 1 ml',
          en: 'Hyaluronic acid – 1 ml',
          de: 'Hyaluronsäure – 1 ml',
        },
        amount: 7500,
      },
      {
        name: {
          cs: 'Každý další ml při stejném ošetření',
          en: 'Each additional ml in the same session',
          de: 'Jeder weitere ml in derselben Sitzung',
        },
        amount: 6500,
      },
    ],
    doctors: ['lucie-nahodila'],
    combinations: ['botox', 'mesotherapy', 'thread-lift'],
  },
  {
    key: 'prp',
    category: 'dermatology',
    sortOrder: 3,
    name: {
      cs: 'PRP – plazma bohatá na krevní destičky',
      en: 'PRP – platelet-rich plasma',
      de: 'PRP – plättchenreiches Plasma (Eigenbluttherapie)',
    },
    slug: { cs: 'prp', en: 'prp', de: 'prp-eigenbluttherapie' },
    subtitle: {
      cs: 'Regenerace pleti a vlasů z vlastní krve',
      en: 'Skin and hair regeneration from your own blood',
      de: 'Regeneration von Haut und Haar aus dem eigenen Blut',
    },
    perex: {
      cs: 'PRP využívá růstové faktory z vlastní krevní plazmy k podpoře obnovy kůže a vlasových folikulů. Metoda je vhodná pro unavenou pleť, jemné vrásky i řídnoucí vlasy.',
      en: 'PRP uses growth factors from your own blood plasma to support the renewal of skin and hair follicles. It is suitable for tired-looking skin, fine lines and thinning hair.',
      de: 'PRP nutzt Wachstumsfaktoren aus dem eigenen Blutplasma, um die Erneuerung von Haut und Haarfollikeln zu unterstützen. Die Methode eignet sich für müde Haut, feine Linien und dünner werdendes Haar.',
    },
    metaDesc: {
      cs: 'PRP (plazma bohatá na krevní destičky) v Praze: regenerace pleti, jemné vrásky a podpora růstu vlasů z vlastní krve. Průběh a ceny.',
      en: 'PRP (platelet-rich plasma) in Prague: skin regeneration, fine lines and support for hair growth using your own blood. How it works and prices.',
      de: 'PRP-Eigenbluttherapie in Prag: Hautregeneration, feine Linien und Unterstützung des Haarwachstums mit dem eigenen Blut. Ablauf und Preise.',
    },
    content: {
      cs: [
        { h2: 'Princip metody PRP' },
        {
          p: 'Krevní destičky obsahují růstové faktory, které se v těle podílejí na hojení a obnově tkání. Při ošetření PRP se z malého množství vaší krve připraví plazma s jejich vysokou koncentrací a ta se vpraví do kůže obličeje, krku, dekoltu nebo vlasové pokožky. Protože jde o vlastní materiál, riziko alergické reakce je minimální.',
        },
        {
          p: 'Ošetření začíná běžným odběrem krve. Vzorek se zpracuje v certifikované centrifuze a získaná plazma se aplikuje jemnými vpichy nebo v kombinaci s mikrojehličkováním. Obličej předem znecitlivíme krémem. Celé ošetření trvá zhruba hodinu a poté se můžete vrátit k běžnému dni, jen s mírným zarudnutím.',
        },
        {
          p: 'Pleť bývá po sérii ošetření pevnější, hydratovanější a má jednotnější tón. U řídnoucích vlasů může PRP zpomalit jejich vypadávání a podpořit růst. Výsledky se liší člověk od člověka, a proto lékařka vždy nejdříve posoudí, zda je metoda pro vás vhodná. Doporučujeme sérii tří ošetření v měsíčních intervalech.',
        },
      ],
      en: [
        { h2: 'How PRP works' },
        {
          p: 'Platelets contain growth factors that play a role in healing and tissue renewal. For a PRP treatment, plasma with a high concentration of platelets is prepared from a small sample of your blood and introduced into the skin of the face, neck, décolleté or scalp. Because it is your own material, the risk of an allergic reaction is minimal.',
        },
        {
          p: 'The treatment begins with a routine blood draw. The sample is processed in a certified centrifuge, and the plasma is applied through fine injections or combined with microneedling. The face is numbed beforehand with a cream. The whole session takes about an hour, after which you can go about your day with only mild redness.',
        },
        {
          p: 'After a course of treatments, the skin tends to be firmer, better hydrated and more even in tone. For thinning hair, PRP may slow hair loss and support regrowth. Results vary from person to person, so the doctor will always assess first whether the method is right for you. We recommend a course of three sessions at monthly intervals.',
        },
      ],
      de: [
        { h2: 'Das Prinzip der PRP-Behandlung' },
        {
          p: 'Blutplättchen enthalten Wachstumsfaktoren, die an Wundheilung und Geweberneuerung beteiligt sind. Für die PRP-Behandlung wird aus einer kleinen Menge Ihres Blutes ein Plasma mit hoher Plättchenkonzentration gewonnen und in die Haut von Gesicht, Hals, Dekolleté oder Kopfhaut eingebracht. Da es sich um körpereigenes Material handelt, ist das Allergierisiko minimal.',
        },
        {
          p: 'Die Behandlung beginnt mit einer gewöhnlichen Blutabnahme. Die Probe wird in einer zertifizierten Zentrifuge aufbereitet und das Plasma mit feinen Injektionen oder kombiniert mit Microneedling aufgetragen. Das Gesicht wird vorher mit einer Creme betäubt. Die Sitzung dauert etwa eine Stunde, danach können Sie mit einer leichten Rötung Ihrem Tag nachgehen.',
        },
        {
          p: 'Nach einer Behandlungsserie wirkt die Haut oft straffer, praller und ebenmäßiger. Bei dünner werdendem Haar kann PRP den Haarausfall verlangsamen und das Wachstum unterstützen. Die Ergebnisse sind individuell verschieden, daher prüft die Ärztin zuerst, ob die Methode für Sie geeignet ist. Wir empfehlen drei Sitzungen im Abstand von einem Monat.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: znecitlivující krém',
            'Délka ošetření: přibližně 60 minut včetně odběru krve',
            'Hospitalizace: žádná',
            'Zarudnutí a drobné vpichy: 1–2 dny; 24 hodin bez make-upu',
            'Doporučená série: 3 ošetření po 4 týdnech, poté udržovací jednou ročně',
            'Výsledek hodnotíme po dokončení série',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: numbing cream',
            'Duration: about 60 minutes including the blood draw',
            'Hospital stay: none',
            'Redness and small puncture marks: 1–2 days; no make-up for 24 hours',
            'Recommended course: 3 sessions 4 weeks apart, then a maintenance session once a year',
            'Results are assessed after the course is completed',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Betäubung: Betäubungscreme',
            'Dauer: etwa 60 Minuten inklusive Blutabnahme',
            'Klinikaufenthalt: keiner',
            'Rötung und kleine Einstichstellen: 1–2 Tage; 24 Stunden kein Make-up',
            'Empfohlene Serie: 3 Sitzungen im Abstand von 4 Wochen, danach einmal jährlich auffrischen',
            'Die Ergebnisse beurteilen wir nach Abschluss der Serie',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'PRP – 1 ošetření', en: 'PRP – 1 session', de: 'PRP – 1 Sitzung' },
        amount: 4900,
      },
      {
        name: { cs: 'PRP – série 3 ošetření', en: 'PRP – course of 3 sessions', de: 'PRP – Serie mit 3 Sitzungen' },
        amount: 12900,
      },
      {
        name: {
          cs: 'PRP vlasové pokožky – 1 ošetření',
          en: 'PRP for the scalp – 1 session',
          de: 'PRP für die Kopfhaut – 1 Sitzung',
        },
        amount: 5500,
      },
    ],
    doctors: ['lucie-nahodila'],
    combinations: ['mesotherapy', 'laser-resurfacing'],
  },
  {
    key: 'stem-cells',
    category: 'dermatology',
    sortOrder: 4,
    name: {
      cs: 'Kmenové buňky z tukové tkáně',
      en: 'Stem cell treatment (adipose-derived)',
      de: 'Stammzellbehandlung aus Eigenfett',
    },
    slug: { cs: 'kmenove-bunky', en: 'stem_cells', de: 'stammzellbehandlung' },
    subtitle: {
      cs: 'Regenerační ošetření pleti z vlastních buněk',
      en: 'Regenerative skin treatment using your own cells',
      de: 'Regenerative Hautbehandlung mit körpereigenen Zellen',
    },
    perex: {
      cs: 'Z malého množství vlastního tuku se během jediného ošetření získá buněčná frakce bohatá na kmenové buňky, která se vpraví do pleti. Metoda podporuje přirozenou regeneraci kůže a zlepšuje její kvalitu.',
      en: 'In a single session, a cell fraction rich in stem cells is obtained from a small amount of your own fat and introduced into the skin. The method supports the skin’s natural regeneration and improves its quality.',
      de: 'Aus einer kleinen Menge Eigenfett wird in einer einzigen Sitzung eine stammzellreiche Zellfraktion gewonnen und in die Haut eingebracht. Die Methode unterstützt die natürliche Regeneration und verbessert die Hautqualität.',
    },
    metaDesc: {
      cs: 'Ošetření kmenovými buňkami z vlastního tuku v Praze: regenerace a zlepšení kvality pleti obličeje, krku a dekoltu. Průběh, péče a cena.',
      en: 'Stem cell treatment from your own fat in Prague: regeneration and improved skin quality on the face, neck and décolleté. Procedure, aftercare and price.',
      de: 'Stammzellbehandlung aus Eigenfett in Prag: Regeneration und bessere Hautqualität an Gesicht, Hals und Dekolleté. Ablauf, Nachsorge und Preis.',
    },
    content: {
      cs: [
        { h2: 'Co je ošetření kmenovými buňkami' },
        {
          p: 'Tuková tkáň je přirozeným zdrojem kmenových buněk a dalších buněk, které se podílejí na obnově tkání. Ošetření je určeno pro pacienty, kteří chtějí zlepšit kvalitu, pevnost a tón pleti obličeje, krku či dekoltu, případně zjemnit jizvy po akné. Jde o moderní regenerační metodu; její účinky se dále zkoumají a výsledek se u každého projeví jinak.',
        },
        {
          p: 'V lokální anestezii se nejprve tenkou kanylou odebere malé množství tuku, obvykle z břicha nebo vnitřní strany stehen. Tkáň se ještě během téhož ošetření zpracuje v uzavřeném sterilním systému, který oddělí buněčnou frakci. Ta se poté jemnými vpichy vpraví do ošetřované oblasti. Celý postup trvá přibližně dvě hodiny.',
        },
        {
          p: 'Otok a drobné modřiny v místě odběru i aplikace odezní během jednoho až dvou týdnů. Zlepšení pleti nastupuje postupně, protože regenerace kůže probíhá v řádu týdnů, a hodnotí se zhruba po třech měsících. Zda je metoda pro vás vhodná, posoudí lékařka při konzultaci.',
        },
      ],
      en: [
        { h2: 'What is a stem cell treatment?' },
        {
          p: 'Fat tissue is a natural source of stem cells and other cells involved in tissue renewal. The treatment is intended for patients who wish to improve the quality, firmness and tone of the skin on the face, neck or décolleté, or to soften acne scars. It is a modern regenerative method whose effects are still being studied, and results differ from person to person.',
        },
        {
          p: 'Under local anaesthesia, a small amount of fat is first harvested with a thin cannula, usually from the abdomen or inner thighs. During the same session, the tissue is processed in a closed sterile system that separates the cell fraction, which is then introduced into the treatment area with fine injections. The whole procedure takes about two hours.',
        },
        {
          p: 'Swelling and minor bruising at the donor and treatment sites fade within one to two weeks. Improvement in the skin appears gradually, as skin renewal takes weeks, and is assessed after about three months. The doctor will discuss at your consultation whether this method is suitable for you.',
        },
      ],
      de: [
        { h2: 'Was ist eine Stammzellbehandlung?' },
        {
          p: 'Fettgewebe ist eine natürliche Quelle für Stammzellen und weitere Zellen, die an der Geweberneuerung beteiligt sind. Die Behandlung richtet sich an Patienten, die Qualität, Festigkeit und Teint der Haut an Gesicht, Hals oder Dekolleté verbessern oder Aknenarben mildern möchten. Es handelt sich um eine moderne regenerative Methode, deren Wirkung weiter erforscht wird; die Ergebnisse fallen individuell aus.',
        },
        {
          p: 'Zunächst wird in örtlicher Betäubung mit einer dünnen Kanüle eine kleine Menge Fett entnommen, meist am Bauch oder an der Innenseite der Oberschenkel. Noch in derselben Sitzung wird das Gewebe in einem geschlossenen sterilen System aufbereitet und die Zellfraktion abgetrennt. Diese wird anschließend mit feinen Injektionen in die Behandlungsregion eingebracht. Der gesamte Ablauf dauert etwa zwei Stunden.',
        },
        {
          p: 'Schwellungen und kleine Blutergüsse an Entnahme- und Behandlungsstelle klingen innerhalb von ein bis zwei Wochen ab. Die Verbesserung der Haut zeigt sich allmählich, da die Hauterneuerung Wochen dauert, und wird nach etwa drei Monaten beurteilt. Ob die Methode für Sie geeignet ist, bespricht die Ärztin mit Ihnen im Beratungsgespräch.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: lokální',
            'Délka ošetření: přibližně 2 hodiny',
            'Hospitalizace: žádná, odcházíte týž den',
            'Otok a modřiny: 1–2 týdny; do práce obvykle po 2–3 dnech',
            'Výsledek: postupný, hodnotí se po 3 měsících',
            'Kontroly: po týdnu a po 3 měsících',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: local',
            'Duration: about 2 hours',
            'Hospital stay: none; you go home the same day',
            'Swelling and bruising: 1–2 weeks; back to work usually after 2–3 days',
            'Results: gradual, assessed after 3 months',
            'Follow-up: after 1 week and after 3 months',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Betäubung: örtlich',
            'Dauer: etwa 2 Stunden',
            'Klinikaufenthalt: keiner, Sie gehen am selben Tag nach Hause',
            'Schwellung und Blutergüsse: 1–2 Wochen; arbeitsfähig meist nach 2–3 Tagen',
            'Ergebnis: stellt sich allmählich ein, Beurteilung nach 3 Monaten',
            'Nachsorge: nach 1 Woche und nach 3 Monaten',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Kmenové buňky – obličej',
          en: 'Stem cell treatment – face',
          de: 'Stammzellbehandlung – Gesicht',
        },
        amount: 39000,
      },
      {
        name: {
          cs: 'Kmenové buňky – obličej, krk a dekolt',
          en: 'Stem cell treatment – face, neck and décolleté',
          de: 'Stammzellbehandlung – Gesicht, Hals und Dekolleté',
        },
        amount: 49000,
      },
    ],
    doctors: ['lucie-nahodila'],
    combinations: ['prp', 'fat-transfer', 'laser-resurfacing'],
  },
  {
    key: 'mesotherapy',
    category: 'dermatology',
    sortOrder: 5,
    name: { cs: 'Mezoterapie', en: 'Mesotherapy', de: 'Mesotherapie' },
    slug: { cs: 'mezoterapie', en: 'mesotherapy', de: 'mesotherapie' },
    subtitle: {
      cs: 'Hydratace a vitalita pleti zevnitř',
      en: 'Hydration and radiance from within',
      de: 'Feuchtigkeit und Frische für die Haut von innen',
    },
    perex: {
      cs: 'Mezoterapie přivádí do kůže drobnými vpichy kyselinu hyaluronovou, vitaminy a aminokyseliny. Pleť je po sérii ošetření hydratovanější, pružnější a svěžejší.',
      en: 'Mesotherapy delivers hyaluronic acid, vitamins and amino acids into the skin through tiny injections. After a course of treatments, the skin is better hydrated, more elastic and fresher-looking.',
      de: 'Bei der Mesotherapie gelangen Hyaluronsäure, Vitamine und Aminosäuren über feinste Injektionen direkt in die Haut. Nach einer Serie wirkt sie praller, elastischer und frischer.',
    },
    metaDesc: {
      cs: 'Mezoterapie v Praze: hydratace a omlazení pleti obličeje, krku, dekoltu a rukou kyselinou hyaluronovou a vitaminy. Průběh a ceny.',
      en: 'Mesotherapy in Prague: hydration and rejuvenation of the face, neck, décolleté and hands with hyaluronic acid and vitamins. How it works and prices.',
      de: 'Mesotherapie in Prag: Feuchtigkeit und Verjüngung für Gesicht, Hals, Dekolleté und Hände mit Hyaluronsäure und Vitaminen. Ablauf und Preise.',
    },
    content: {
      cs: [
        { h2: 'Pro koho je mezoterapie vhodná' },
        {
          p: 'Mezoterapie je vhodná pro každého, kdo má pleť unavenou, dehydratovanou nebo bez jasu, ať už kvůli věku, stresu, slunci či kouření. Pomáhá také zjemnit drobné vrásky v okolí očí a úst a zlepšit vzhled pokožky na krku, v dekoltu a na hřbetech rukou. Na rozdíl od výplní nemění objem ani rysy obličeje, ale zlepšuje kvalitu samotné kůže.',
        },
        {
          p: 'Po odlíčení a znecitlivění krémem lékařka vpraví směs účinných látek do povrchových vrstev kůže jemnými vpichy nebo speciálním aplikátorem. Složení koktejlu přizpůsobí potřebám vaší pleti. Ošetření trvá kolem půl hodiny a drobné pupínky po vpiších zmizí během jednoho až dvou dnů.',
        },
        {
          p: 'Nejlepších výsledků dosáhnete sérií tří až čtyř ošetření s odstupem dvou až čtyř týdnů. Efekt pak udržují opakovaná ošetření přibližně jednou za půl roku. Mezoterapii lze dobře kombinovat s botoxem nebo chemickým peelingem. Protože nejde o zákrok s dlouhou rekonvalescencí, můžete ošetření snadno naplánovat i v pracovním týdnu.',
        },
      ],
      en: [
        { h2: 'Who is mesotherapy for?' },
        {
          p: 'Mesotherapy suits anyone whose skin looks tired, dehydrated or dull, whether because of age, stress, sun or smoking. It also helps soften fine lines around the eyes and mouth and improves the appearance of the skin on the neck, décolleté and backs of the hands. Unlike fillers, it does not change volume or facial features; it improves the quality of the skin itself.',
        },
        {
          p: 'After cleansing and applying a numbing cream, the doctor introduces a blend of active ingredients into the upper layers of the skin with fine injections or a special applicator. The composition is tailored to the needs of your skin. The treatment takes about half an hour, and the small bumps from the injections disappear within one to two days.',
        },
        {
          p: 'The best results come from a course of three to four treatments, two to four weeks apart. The effect is then maintained with a treatment roughly every six months. Mesotherapy combines well with Botox or a chemical peel. As there is practically no downtime, it is easy to fit a session into a working week.',
        },
      ],
      de: [
        { h2: 'Für wen eignet sich Mesotherapie?' },
        {
          p: 'Die Mesotherapie eignet sich für alle, deren Haut müde, trocken oder fahl wirkt – ob durch Alter, Stress, Sonne oder Rauchen. Sie mildert außerdem feine Linien um Augen und Mund und verbessert das Hautbild an Hals, Dekolleté und Handrücken. Anders als Filler verändert sie weder Volumen noch Gesichtszüge, sondern die Qualität der Haut selbst.',
        },
        {
          p: 'Nach der Reinigung und dem Auftragen einer Betäubungscreme bringt die Ärztin eine Wirkstoffmischung mit feinen Injektionen oder einem speziellen Applikator in die oberen Hautschichten ein. Die Zusammensetzung wird auf Ihre Haut abgestimmt. Die Behandlung dauert rund eine halbe Stunde; kleine Quaddeln an den Einstichstellen verschwinden nach ein bis zwei Tagen.',
        },
        {
          p: 'Die besten Ergebnisse erzielen Sie mit einer Serie von drei bis vier Behandlungen im Abstand von zwei bis vier Wochen. Danach genügt eine Auffrischung etwa alle sechs Monate. Die Mesotherapie lässt sich gut mit Botox oder einem chemischen Peeling kombinieren. Da praktisch keine Ausfallzeit entsteht, passt eine Sitzung problemlos in die Arbeitswoche.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: znecitlivující krém',
            'Délka ošetření: 30–45 minut',
            'Hospitalizace: žádná',
            'Drobné pupínky a zarudnutí: 1–2 dny; 24 hodin bez make-upu a sauny',
            'Doporučená série: 3–4 ošetření po 2–4 týdnech, udržovací po 6 měsících',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: numbing cream',
            'Duration: 30–45 minutes',
            'Hospital stay: none',
            'Small bumps and redness: 1–2 days; no make-up or sauna for 24 hours',
            'Recommended course: 3–4 sessions 2–4 weeks apart, maintenance every 6 months',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Betäubung: Betäubungscreme',
            'Dauer: 30–45 Minuten',
            'Klinikaufenthalt: keiner',
            'Kleine Quaddeln und Rötung: 1–2 Tage; 24 Stunden kein Make-up, keine Sauna',
            'Empfohlene Serie: 3–4 Sitzungen im Abstand von 2–4 Wochen, Auffrischung alle 6 Monate',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Mezoterapie – 1 ošetření', en: 'Mesotherapy – 1 session', de: 'Mesotherapie – 1 Sitzung' },
        amount: 3500,
      },
      {
        name: {
          cs: 'Mezoterapie – série 4 ošetření',
          en: 'Mesotherapy – course of 4 sessions',
          de: 'Mesotherapie – Serie mit 4 Sitzungen',
        },
        amount: 12000,
      },
    ],
    doctors: ['lucie-nahodila'],
    combinations: ['botox', 'chemical-peel', 'prp'],
  },
  {
    key: 'chemical-peel',
    category: 'dermatology',
    sortOrder: 6,
    name: { cs: 'Chemický peeling', en: 'Chemical peel', de: 'Chemisches Peeling' },
    slug: { cs: 'chemicky-peeling', en: 'chemical-peel', de: 'chemisches-peeling' },
    subtitle: {
      cs: 'Jasnější a sjednocená pleť',
      en: 'Clearer, more even skin',
      de: 'Ein klareres, ebenmäßiges Hautbild',
    },
    perex: {
      cs: 'Chemický peeling řízeně odstraní odumřelé buňky z povrchu kůže a povzbudí její obnovu. Pomáhá při akné, pigmentových skvrnách, rozšířených pórech i jemných vráskách.',
      en: 'A chemical peel removes dead cells from the skin’s surface in a controlled way and stimulates renewal. It helps with acne, pigmentation, enlarged pores and fine lines.',
      de: 'Ein chemisches Peeling löst abgestorbene Zellen kontrolliert von der Hautoberfläche und regt die Erneuerung an. Es hilft bei Akne, Pigmentflecken, großen Poren und feinen Linien.',
    },
    metaDesc: {
      cs: 'Chemický peeling v Praze pod dohledem dermatoložky: akné, pigmentové skvrny, rozšířené póry a jemné vrásky. Typy peelingů a ceny.',
      en: 'Chemical peel in Prague under a dermatologist’s supervision: acne, pigmentation, enlarged pores and fine lines. Types of peel and prices.',
      de: 'Chemisches Peeling in Prag unter dermatologischer Aufsicht: bei Akne, Pigmentflecken, großen Poren und feinen Linien. Peelingarten und Preise.',
    },
    content: {
      cs: [
        { h2: 'Jaký peeling je pro vás vhodný' },
        {
          p: 'Podle stavu pleti zvolí dermatoložka povrchový, nebo středně hluboký peeling. Povrchové peelingy s kyselinou mandlovou, glykolovou či salicylovou jsou šetrné, pomáhají u mastné pleti se sklonem k akné a rozjasňují unavenou pleť. Středně hluboký peeling s kyselinou trichloroctovou působí výrazněji na pigmentové skvrny, jizvičky a jemné vrásky, ale vyžaduje delší rekonvalescenci.',
        },
        {
          ul: [
            'akné a mastná pleť s rozšířenými póry',
            'pigmentové skvrny a nerovnoměrný tón pleti',
            'jemné vrásky a unavený vzhled',
            'drobné jizvy po akné',
          ],
        },
        {
          p: 'Po důkladném odlíčení se roztok nanese na pleť a po přesně určené době se neutralizuje. Během působení cítíte mírné pálení nebo štípání. Následujících několik dní se kůže může jemně olupovat. Peeling je nejvhodnější provádět od podzimu do jara a po celou dobu je nutné chránit pleť krémem s vysokým ochranným faktorem.',
        },
      ],
      en: [
        { h2: 'Which peel is right for you?' },
        {
          p: 'Depending on your skin, the dermatologist will choose a superficial or a medium-depth peel. Superficial peels with mandelic, glycolic or salicylic acid are gentle, help oily and acne-prone skin and brighten a tired complexion. A medium-depth peel with trichloroacetic acid works more intensively on pigmentation, small scars and fine lines, but requires a longer recovery.',
        },
        {
          ul: [
            'acne and oily skin with enlarged pores',
            'pigmentation and uneven skin tone',
            'fine lines and a tired appearance',
            'minor acne scars',
          ],
        },
        {
          p: 'After thorough cleansing, the solution is applied to the skin and neutralised after a precisely timed interval. While it works you will feel mild warmth or tingling. Over the following days, the skin may peel gently. Peels are best done between autumn and spring, and high-factor sun protection is essential throughout the course.',
        },
      ],
      de: [
        { h2: 'Welches Peeling passt zu Ihnen?' },
        {
          p: 'Je nach Hautzustand wählt die Dermatologin ein oberflächliches oder mitteltiefes Peeling. Oberflächliche Peelings mit Mandel-, Glykol- oder Salicylsäure sind sanft, helfen bei fettiger, zu Akne neigender Haut und lassen einen müden Teint strahlen. Ein mitteltiefes Peeling mit Trichloressigsäure wirkt intensiver auf Pigmentflecken, kleine Narben und feine Linien, erfordert aber eine längere Erholung.',
        },
        {
          ul: [
            'Akne und fettige Haut mit vergrößerten Poren',
            'Pigmentflecken und ungleichmäßiger Teint',
            'feine Linien und ein müdes Hautbild',
            'leichte Aknenarben',
          ],
        },
        {
          p: 'Nach gründlicher Reinigung wird die Lösung aufgetragen und nach einer genau bemessenen Einwirkzeit neutralisiert. Währenddessen spüren Sie ein leichtes Brennen oder Prickeln. In den folgenden Tagen kann sich die Haut fein schälen. Am besten eignet sich die Zeit von Herbst bis Frühling; konsequenter Sonnenschutz mit hohem Lichtschutzfaktor ist während der gesamten Behandlung unerlässlich.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: není nutná',
            'Délka ošetření: 30–45 minut',
            'Hospitalizace: žádná',
            'Zarudnutí a olupování: 1–3 dny u povrchového, 5–7 dní u středně hlubokého peelingu',
            'Série: 3–6 povrchových peelingů po 2–4 týdnech',
            'Ochrana: krém s SPF 50 denně, bez opalování a solária',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: not needed',
            'Duration: 30–45 minutes',
            'Hospital stay: none',
            'Redness and peeling: 1–3 days for a superficial peel, 5–7 days for a medium-depth peel',
            'Course: 3–6 superficial peels 2–4 weeks apart',
            'Protection: SPF 50 daily, no sunbathing or sunbeds',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Betäubung: nicht nötig',
            'Dauer: 30–45 Minuten',
            'Klinikaufenthalt: keiner',
            'Rötung und Schälen: 1–3 Tage beim oberflächlichen, 5–7 Tage beim mitteltiefen Peeling',
            'Serie: 3–6 oberflächliche Peelings im Abstand von 2–4 Wochen',
            'Schutz: täglich LSF 50, kein Sonnenbad und kein Solarium',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Povrchový peeling', en: 'Superficial peel', de: 'Oberflächliches Peeling' },
        amount: 2500,
      },
      {
        name: { cs: 'Středně hluboký peeling', en: 'Medium-depth peel', de: 'Mitteltiefes Peeling' },
        amount: 4900,
      },
    ],
    doctors: ['lucie-nahodila', 'klara-fiktivni'],
    combinations: ['mesotherapy', 'botox'],
  },
  {
    key: 'mole-removal',
    category: 'dermatology',
    sortOrder: 7,
    name: { cs: 'Odstranění znamének', en: 'Mole removal', de: 'Muttermalentfernung' },
    slug: { cs: 'odstraneni-znamenek', en: 'mole-removal', de: 'muttermalentfernung' },
    subtitle: {
      cs: 'Bezpečně, s histologickým vyšetřením',
      en: 'Safely, with histological examination',
      de: 'Sicher und mit histologischer Untersuchung',
    },
    perex: {
      cs: 'Znaménka odstraňujeme ze zdravotních i estetických důvodů. Každé znaménko nejprve vyšetříme dermatoskopem a odstraněnou tkáň odesíláme k histologickému vyšetření.',
      en: 'We remove moles for both medical and cosmetic reasons. Every mole is first examined with a dermatoscope, and the removed tissue is sent for histological analysis.',
      de: 'Wir entfernen Muttermale aus medizinischen wie aus ästhetischen Gründen. Jedes Muttermal wird vorher dermatoskopisch untersucht und das entfernte Gewebe anschließend histologisch begutachtet.',
    },
    metaDesc: {
      cs: 'Odstranění znamének v Praze: dermatoskopické vyšetření, šetrné odstranění v lokální anestezii a histologie. Průběh, hojení a ceny.',
      en: 'Mole removal in Prague: dermatoscopic examination, gentle removal under local anaesthesia and histology. What to expect, healing and prices.',
      de: 'Muttermalentfernung in Prag: Auflichtmikroskopie, schonende Entfernung in örtlicher Betäubung und Histologie. Ablauf, Heilung und Preise.',
    },
    content: {
      cs: [
        { h2: 'Kdy znaménko odstranit' },
        {
          p: 'Většina znamének je neškodná, ale některá je vhodné odstranit, pokud mění tvar, barvu či velikost, svědí, krvácejí nebo se nacházejí na místě, kde je často dráždí oblečení či holení. Jiná vám mohou vadit čistě esteticky. O vhodnosti a způsobu odstranění vždy rozhoduje dermatoložka po vyšetření dermatoskopem.',
        },
        {
          p: 'Zákrok probíhá v lokální anestezii a je nebolestivý. Podezřelá nebo větší znaménka se odstraňují chirurgicky s malým okrajem zdravé kůže a rána se uzavře jemným stehem. Drobná nevýrazná znaménka lze z estetických důvodů šetrně snést radiofrekvenčním přístrojem. Odebraná tkáň putuje do histologické laboratoře a výsledek s vámi lékařka probere přibližně za dva až tři týdny.',
        },
        {
          p: 'Ránu je třeba několik dní udržovat v suchu a chránit před sluncem. Stehy se vytahují po sedmi až čtrnácti dnech podle místa na těle. Jizva postupně bledne; aby byla co nejméně nápadná, doporučujeme ji alespoň půl roku chránit krémem s vysokým ochranným faktorem.',
        },
      ],
      en: [
        { h2: 'When to have a mole removed' },
        {
          p: 'Most moles are harmless, but some are worth removing if they change shape, colour or size, itch, bleed, or sit where clothing or shaving irritates them. Others may simply bother you for cosmetic reasons. Whether and how a mole should be removed is always decided by the dermatologist after a dermatoscopic examination.',
        },
        {
          p: 'The procedure is performed under local anaesthesia and is painless. Suspicious or larger moles are excised surgically with a small margin of healthy skin, and the wound is closed with fine stitches. Small, flat moles can be gently shaved off with a radiofrequency device for cosmetic reasons. The tissue is sent to a histology laboratory, and the doctor will discuss the result with you in about two to three weeks.',
        },
        {
          p: 'Keep the wound dry for a few days and protect it from the sun. Stitches are removed after seven to fourteen days depending on the location. The scar fades over time; to keep it as discreet as possible, we recommend protecting it with high-factor sunscreen for at least six months.',
        },
      ],
      de: [
        { h2: 'Wann ein Muttermal entfernt werden sollte' },
        {
          p: 'Die meisten Muttermale sind harmlos. Entfernt werden sollten jedoch solche, die Form, Farbe oder Größe verändern, jucken, bluten oder an Stellen liegen, an denen Kleidung oder Rasur sie reizen. Andere stören einfach aus ästhetischen Gründen. Ob und wie ein Muttermal entfernt wird, entscheidet stets die Dermatologin nach einer Untersuchung mit dem Auflichtmikroskop.',
        },
        {
          p: 'Der Eingriff erfolgt in örtlicher Betäubung und ist schmerzfrei. Verdächtige oder größere Muttermale werden chirurgisch mit einem kleinen Sicherheitsabstand entfernt und mit feinen Nähten verschlossen. Kleine, flache Male lassen sich aus ästhetischen Gründen schonend mit einem Radiofrequenzgerät abtragen. Das Gewebe wird histologisch untersucht; den Befund bespricht die Ärztin nach etwa zwei bis drei Wochen mit Ihnen.',
        },
        {
          p: 'Die Wunde sollte einige Tage trocken gehalten und vor Sonne geschützt werden. Die Fäden werden je nach Körperstelle nach sieben bis vierzehn Tagen gezogen. Die Narbe verblasst mit der Zeit; damit sie möglichst unauffällig bleibt, empfehlen wir mindestens sechs Monate lang Sonnenschutz mit hohem Lichtschutzfaktor.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: lokální',
            'Délka zákroku: 15–30 minut',
            'Hospitalizace: žádná',
            'Stehy: vytažení po 7–14 dnech',
            'Výsledek histologie: za 2–3 týdny',
            'Do práce můžete týž den; sport a koupání až po zhojení rány',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: local',
            'Duration: 15–30 minutes',
            'Hospital stay: none',
            'Stitches: removed after 7–14 days',
            'Histology result: within 2–3 weeks',
            'Work: the same day; sport and swimming once the wound has healed',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Betäubung: örtlich',
            'Dauer: 15–30 Minuten',
            'Klinikaufenthalt: keiner',
            'Fäden: werden nach 7–14 Tagen gezogen',
            'Histologischer Befund: nach 2–3 Wochen',
            'Arbeit: am selben Tag möglich; Sport und Baden erst nach Abheilung der Wunde',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Odstranění znaménka včetně histologie',
          en: 'Mole removal including histology',
          de: 'Muttermalentfernung inklusive Histologie',
        },
        amount: 2900,
      },
      {
        name: {
          cs: 'Každé další znaménko při stejném zákroku',
          en: 'Each additional mole in the same session',
          de: 'Jedes weitere Muttermal in derselben Sitzung',
        },
        amount: 1500,
      },
    ],
    doctors: ['klara-fiktivni'],
    combinations: ['skin-tag-removal'],
  },
  {
    key: 'skin-tag-removal',
    category: 'dermatology',
    sortOrder: 8,
    name: { cs: 'Odstranění fibromů', en: 'Skin tag removal' },
    slug: { cs: 'odstraneni-fibromu', en: 'skin-tag-removal' },
    subtitle: {
      cs: 'Rychle a šetrně, bez nápadných stop',
      en: 'Quick and gentle, with barely a trace',
    },
    perex: {
      cs: 'Fibromy jsou drobné nezhoubné výrůstky kůže, nejčastěji na krku, v podpaží nebo pod prsy. Odstraníme je šetrně během jediné krátké návštěvy.',
      en: 'Skin tags are small benign growths, most often found on the neck, in the armpits or under the breasts. We remove them gently in a single short visit.',
    },
    metaDesc: {
      cs: 'Odstranění fibromů v Praze: šetrné odstranění stopkatých výrůstků na krku, v podpaží a jinde na těle během jedné krátké návštěvy.',
      en: 'Skin tag removal in Prague: gentle removal of skin tags on the neck, armpits and elsewhere on the body in one short visit. Procedure and prices.',
    },
    content: {
      cs: [
        { h2: 'Co jsou fibromy a proč je odstranit' },
        {
          p: 'Měkké fibromy jsou malé, obvykle stopkaté výrůstky barvy kůže nebo o něco tmavší. Objevují se hlavně na krku, v podpaží, v tříslech, pod prsy či na očních víčkách a s věkem jejich počet přibývá. Jsou neškodné, ale mohou se zachytávat o oblečení nebo šperky, dráždit se a krvácet, a mnoha lidem vadí esteticky.',
        },
        {
          p: 'Před ošetřením dermatoložka fibromy zkontroluje, aby vyloučila jiný typ kožního útvaru. Ošetřované místo znecitliví krémem nebo drobnou injekcí lokálního anestetika. Fibromy poté odstraní radiofrekvenčním přístrojem nebo jemnými chirurgickými nůžkami. V jednom sezení lze ošetřit i desítky fibromů.',
        },
        {
          p: 'Na místě ošetření vznikne drobný strupek, který do sedmi až deseti dnů sám odpadne. Kůže pod ním bývá zpočátku světle růžová a postupně se barevně sjednotí s okolím. Během hojení místa nestrhávejte a chraňte je před sluncem.',
        },
      ],
      en: [
        { h2: 'What skin tags are and why remove them' },
        {
          p: 'Skin tags are small, usually stalked growths that are skin-coloured or slightly darker. They appear mainly on the neck, in the armpits and groin, under the breasts or on the eyelids, and tend to become more numerous with age. They are harmless, but they can catch on clothing or jewellery, become irritated and bleed, and many people find them unsightly.',
        },
        {
          p: 'Before treatment, the dermatologist checks the growths to rule out any other type of skin lesion. The area is numbed with a cream or a small injection of local anaesthetic. The skin tags are then removed with a radiofrequency device or fine surgical scissors. Dozens of skin tags can be treated in one session.',
        },
        {
          p: 'A tiny scab forms at each treated spot and falls off on its own within seven to ten days. The skin underneath is light pink at first and gradually blends in with the surrounding skin. During healing, do not pick at the scabs and protect the area from the sun.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: znecitlivující krém nebo lokální injekce',
            'Délka ošetření: 15–30 minut podle počtu fibromů',
            'Hospitalizace: žádná, do práce můžete ihned',
            'Hojení: strupky odpadnou za 7–10 dní',
            'Kontrola: není obvykle nutná, v případě potřeby po 2 týdnech',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: numbing cream or local injection',
            'Duration: 15–30 minutes depending on the number of skin tags',
            'Hospital stay: none; you can return to work immediately',
            'Healing: scabs fall off within 7–10 days',
            'Follow-up: usually not needed; if required, after 2 weeks',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Odstranění fibromů – do 5 kusů', en: 'Skin tag removal – up to 5' },
        amount: 1500,
      },
      {
        name: { cs: 'Odstranění fibromů – do 20 kusů', en: 'Skin tag removal – up to 20' },
        amount: 3500,
      },
    ],
    doctors: ['klara-fiktivni'],
    combinations: ['mole-removal'],
  },
  {
    key: 'hyperhidrosis',
    category: 'dermatology',
    sortOrder: 9,
    name: {
      cs: 'Léčba nadměrného pocení (hyperhidrózy)',
      en: 'Hyperhidrosis treatment',
      de: 'Behandlung von übermäßigem Schwitzen (Hyperhidrose)',
    },
    slug: { cs: 'lecba-nadmerneho-poceni', en: 'hyperhidrosis-treatment', de: 'hyperhidrose-behandlung' },
    subtitle: {
      cs: 'Suché podpaží i dlaně na mnoho měsíců',
      en: 'Dry underarms and palms for many months',
      de: 'Trockene Achseln und Hände für viele Monate',
    },
    perex: {
      cs: 'Nadměrné pocení v podpaží nebo na dlaních dokáže výrazně komplikovat pracovní i společenský život. Aplikace botulotoxinu omezí činnost potních žláz na šest až dvanáct měsíců.',
      en: 'Excessive sweating in the armpits or on the palms can make work and social life genuinely difficult. Botulinum toxin injections reduce sweat gland activity for six to twelve months.',
      de: 'Übermäßiges Schwitzen unter den Achseln oder an den Händen kann Beruf und Privatleben spürbar belasten. Injektionen mit Botulinumtoxin bremsen die Schweißdrüsen für sechs bis zwölf Monate.',
    },
    metaDesc: {
      cs: 'Léčba nadměrného pocení v Praze: aplikace botulotoxinu do podpaží či dlaní s účinkem 6–12 měsíců. Průběh ošetření a orientační ceny.',
      en: 'Hyperhidrosis treatment in Prague: botulinum toxin for excessive sweating of the armpits or palms, lasting 6–12 months. Procedure and prices.',
      de: 'Behandlung von Hyperhidrose in Prag: Botulinumtoxin gegen starkes Schwitzen an Achseln oder Händen, Wirkung 6–12 Monate. Ablauf und Preise.',
    },
    content: {
      cs: [
        { h2: 'Když antiperspiranty nestačí' },
        {
          p: 'O hyperhidróze mluvíme tehdy, když se člověk potí mnohem více, než tělo potřebuje k regulaci teploty, a běžné antiperspiranty nepomáhají. Nejčastěji postihuje podpaží, dlaně a chodidla. Před ošetřením dermatoložka vyloučí, že pocení nesouvisí s jiným onemocněním, například se štítnou žlázou, a probere s vámi možnosti léčby.',
        },
        {
          p: 'Botulotoxin se vpravuje velmi tenkou jehlou do kůže v oblasti, kde se nadměrně potíte; rozsah lékařka předem vyznačí jednoduchým jodoškrobovým testem. Ošetření podpaží je téměř nebolestivé, u dlaní používáme znecitlivění. Přípravek dočasně blokuje nervové signály, které potní žlázy aktivují. Zákrok trvá přibližně půl hodiny a hned poté se můžete vrátit do práce.',
        },
        {
          p: 'Účinek nastupuje během několika dní a plně se projeví do dvou týdnů. V podpaží vydrží obvykle šest až dvanáct měsíců, na dlaních bývá kratší. Tělo se nadále ochlazuje pocením na jiných místech, takže léčba termoregulaci nenaruší. Ošetření lze podle potřeby bezpečně opakovat.',
        },
      ],
      en: [
        { h2: 'When antiperspirants are not enough' },
        {
          p: 'Hyperhidrosis means sweating far more than the body needs to regulate its temperature, in a way that ordinary antiperspirants cannot control. It most often affects the armpits, palms and soles of the feet. Before treatment, the dermatologist will rule out an underlying condition such as a thyroid disorder and go through your treatment options with you.',
        },
        {
          p: 'Botulinum toxin is injected with a very fine needle into the skin of the area where you sweat excessively; the doctor first marks the area using a simple starch-iodine test. Treating the armpits is almost painless, while for the palms we use numbing. The product temporarily blocks the nerve signals that activate the sweat glands. The treatment takes about half an hour and you can return to work straight away.',
        },
        {
          p: 'The effect begins within a few days and is fully developed within two weeks. In the armpits it usually lasts six to twelve months; on the palms it tends to be shorter. The body continues to cool itself by sweating elsewhere, so temperature regulation is not affected. The treatment can be safely repeated as needed.',
        },
      ],
      de: [
        { h2: 'Wenn Antitranspirante nicht mehr helfen' },
        {
          p: 'Von Hyperhidrose spricht man, wenn der Körper weit mehr schwitzt, als für die Temperaturregulation nötig wäre, und herkömmliche Antitranspirante nicht helfen. Betroffen sind vor allem Achseln, Handflächen und Fußsohlen. Vor der Behandlung klärt die Dermatologin ab, ob eine andere Ursache, etwa eine Schilddrüsenerkrankung, dahintersteckt, und bespricht mit Ihnen die Behandlungsmöglichkeiten.',
        },
        {
          p: 'Das Botulinumtoxin wird mit einer sehr feinen Nadel in die Haut der betroffenen Region injiziert; deren Ausdehnung markiert die Ärztin vorher mit einem einfachen Jod-Stärke-Test. In den Achseln ist die Behandlung kaum schmerzhaft, an den Händen setzen wir eine Betäubung ein. Das Präparat blockiert vorübergehend die Nervensignale, die die Schweißdrüsen aktivieren. Die Behandlung dauert etwa eine halbe Stunde.',
        },
        {
          p: 'Die Wirkung setzt nach wenigen Tagen ein und ist nach zwei Wochen voll entfaltet. In den Achseln hält sie meist sechs bis zwölf Monate, an den Händen etwas kürzer. Der Körper kühlt sich weiterhin über andere Hautregionen, die Temperaturregulation bleibt also erhalten. Die Behandlung kann bei Bedarf problemlos wiederholt werden.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: v podpaží není nutná, u dlaní znecitlivění',
            'Délka ošetření: přibližně 30 minut',
            'Hospitalizace: žádná, do práce můžete ihned',
            'První den nesportujte a vynechte saunu',
            'Účinek: do 2 týdnů, trvání 6–12 měsíců v podpaží',
            'Kontrola: po 2 týdnech',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: not needed for the armpits; numbing for the palms',
            'Duration: about 30 minutes',
            'Hospital stay: none; you can return to work immediately',
            'On the day: no sport and no sauna',
            'Effect: within 2 weeks, lasting 6–12 months in the armpits',
            'Follow-up: after 2 weeks',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Betäubung: an den Achseln nicht nötig, an den Händen Betäubung',
            'Dauer: etwa 30 Minuten',
            'Klinikaufenthalt: keiner, Sie können sofort zur Arbeit',
            'Am Behandlungstag: kein Sport, keine Sauna',
            'Wirkung: innerhalb von 2 Wochen, an den Achseln 6–12 Monate anhaltend',
            'Nachsorge: Kontrolle nach 2 Wochen',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Hyperhidróza – podpaží', en: 'Hyperhidrosis – armpits', de: 'Hyperhidrose – Achseln' },
        amount: 12000,
      },
      {
        name: { cs: 'Hyperhidróza – dlaně', en: 'Hyperhidrosis – palms', de: 'Hyperhidrose – Handflächen' },
        amount: 14000,
      },
    ],
    doctors: ['klara-fiktivni'],
    combinations: ['botox'],
  },
  // ───────────────────────────── LASER ─────────────────────────────
  {
    key: 'permanent-hair-removal',
    category: 'laser',
    sortOrder: 1,
    name: {
      cs: 'Trvalá epilace diodovým laserem',
      en: 'Permanent hair removal with a diode laser',
      de: 'Dauerhafte Haarentfernung mit Diodenlaser',
    },
    slug: { cs: 'trvala-epilace', en: 'permanent-hair-removal', de: 'dauerhafte-haarentfernung' },
    subtitle: {
      cs: 'Hladká pokožka bez holení a depilace',
      en: 'Smooth skin without shaving or waxing',
      de: 'Glatte Haut ohne Rasieren und Wachsen',
    },
    perex: {
      cs: 'Diodový laser šetrně a účinně ničí vlasové folikuly a dlouhodobě omezí růst chloupků. Ošetřujeme obličej, podpaží, třísla, nohy, záda i hrudník u žen i mužů.',
      en: 'A diode laser gently and effectively disables hair follicles, giving a long-term reduction in hair growth. We treat the face, underarms, bikini line, legs, back and chest for women and men.',
      de: 'Der Diodenlaser schädigt die Haarfollikel schonend und wirksam und reduziert den Haarwuchs langfristig. Wir behandeln Gesicht, Achseln, Bikinizone, Beine, Rücken und Brust bei Frauen und Männern.',
    },
    metaDesc: {
      cs: 'Trvalá epilace diodovým laserem v Praze: obličej, podpaží, třísla, nohy i záda. Šetrné ošetření pod dohledem dermatoložky. Ceny za sezení.',
      en: 'Permanent hair removal with a diode laser in Prague: face, underarms, bikini line, legs and back. Gentle treatment supervised by dermatologists.',
      de: 'Dauerhafte Haarentfernung mit Diodenlaser in Prag: Gesicht, Achseln, Bikinizone, Beine, Rücken. Schonende Behandlung unter ärztlicher Aufsicht.',
    },
    content: {
      cs: [
        { h2: 'Jak laserová epilace funguje' },
        {
          p: 'Světlo diodového laseru pohltí pigment v chloupku a vzniklé teplo poškodí vlasový folikul, který pak chloupek přestane tvořit. Laser působí jen na chloupky v aktivní fázi růstu, a proto je třeba ošetření několikrát zopakovat. Nejlépe reagují tmavé chloupky, u velmi světlých, šedivých nebo zrzavých je účinek omezený. Vhodnost ošetření a nastavení laseru posoudí lékařka při úvodní konzultaci.',
        },
        {
          p: 'Den před ošetřením oblast oholte, chloupky ale nevytrhávejte ani nedepilujte voskem. Laser má chlazenou hlavici, takže zákrok bývá dobře snesitelný – většina klientů popisuje jen lehké brnění nebo teplo. Podle velikosti oblasti trvá sezení od deseti minut do jedné hodiny a poté se můžete hned vrátit k běžným činnostem.',
        },
        {
          p: 'Obvykle je potřeba šest až osm sezení v odstupu čtyř až osmi týdnů. Počet chloupků se výrazně a dlouhodobě sníží; k udržení výsledku může být vhodné jedno ošetření ročně. Čtyři týdny před ošetřením a po něm se neopalujte a nechoďte do solária.',
        },
      ],
      en: [
        { h2: 'How laser hair removal works' },
        {
          p: 'The light of the diode laser is absorbed by the pigment in the hair, and the resulting heat damages the hair follicle so that it stops producing hair. The laser only affects hairs in their active growth phase, which is why several sessions are needed. Dark hair responds best; for very light, grey or red hair the effect is limited. The doctor will assess suitability and set the laser parameters at your first consultation.',
        },
        {
          p: 'Shave the area the day before, but do not pluck or wax. The laser has a cooled handpiece, so the treatment is usually comfortable – most clients describe only a slight tingling or warmth. Depending on the size of the area, a session takes from ten minutes to an hour, and you can go straight back to your usual activities.',
        },
        {
          p: 'Usually six to eight sessions are needed, four to eight weeks apart. Hair growth is significantly reduced for the long term; a single session a year may help maintain the result. Avoid sunbathing and sunbeds for four weeks before and after each treatment.',
        },
      ],
      de: [
        { h2: 'So funktioniert die Laser-Haarentfernung' },
        {
          p: 'Das Licht des Diodenlasers wird vom Pigment im Haar aufgenommen; die entstehende Wärme schädigt den Haarfollikel, der daraufhin kein Haar mehr bildet. Der Laser wirkt nur auf Haare in der aktiven Wachstumsphase, deshalb sind mehrere Sitzungen notwendig. Dunkle Haare sprechen am besten an, bei sehr hellen, grauen oder roten Haaren ist die Wirkung begrenzt. Die Eignung und die Einstellungen des Lasers legt die Ärztin im ersten Gespräch fest.',
        },
        {
          p: 'Rasieren Sie die Region am Vortag, zupfen oder wachsen Sie jedoch nicht. Der Laser verfügt über einen gekühlten Applikator, daher ist die Behandlung gut verträglich – die meisten spüren nur ein leichtes Kribbeln oder Wärme. Je nach Größe der Zone dauert eine Sitzung zehn Minuten bis eine Stunde; danach können Sie sofort Ihrem Alltag nachgehen.',
        },
        {
          p: 'In der Regel sind sechs bis acht Sitzungen im Abstand von vier bis acht Wochen erforderlich. Der Haarwuchs wird deutlich und langfristig reduziert; eine Auffrischung pro Jahr kann das Ergebnis erhalten. Vier Wochen vor und nach jeder Behandlung sollten Sie auf Sonnenbäder und Solarium verzichten.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: není nutná, hlavice laseru kůži chladí',
            'Délka sezení: 10–60 minut podle oblasti',
            'Hospitalizace: žádná, běžné činnosti ihned',
            'Počet sezení: obvykle 6–8 v odstupu 4–8 týdnů',
            'Před ošetřením: den předem oholit, 4 týdny se neopalovat',
            'Po ošetření: 2 dny bez sauny a sportu, denně krém s SPF 50',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: not needed; the laser handpiece cools the skin',
            'Session length: 10–60 minutes depending on the area',
            'Hospital stay: none; normal activities straight away',
            'Number of sessions: usually 6–8, 4–8 weeks apart',
            'Before treatment: shave the day before, no tanning for 4 weeks',
            'After treatment: no sauna or sport for 2 days, SPF 50 daily',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Betäubung: nicht nötig, der Applikator kühlt die Haut',
            'Sitzungsdauer: 10–60 Minuten je nach Zone',
            'Klinikaufenthalt: keiner, Alltag sofort möglich',
            'Anzahl der Sitzungen: meist 6–8 im Abstand von 4–8 Wochen',
            'Vor der Behandlung: am Vortag rasieren, 4 Wochen nicht bräunen',
            'Nach der Behandlung: 2 Tage keine Sauna und kein Sport, täglich LSF 50',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Podpaží – 1 sezení', en: 'Underarms – 1 session', de: 'Achseln – 1 Sitzung' },
        amount: 1500,
      },
      {
        name: { cs: 'Třísla – 1 sezení', en: 'Bikini line – 1 session', de: 'Bikinizone – 1 Sitzung' },
        amount: 1900,
      },
      {
        name: { cs: 'Celé nohy – 1 sezení', en: 'Full legs – 1 session', de: 'Beine komplett – 1 Sitzung' },
        amount: 4900,
      },
    ],
    doctors: ['lucie-nahodila', 'klara-fiktivni'],
    combinations: [],
  },
  {
    key: 'laser-resurfacing',
    category: 'laser',
    sortOrder: 2,
    name: {
      cs: 'Laserové omlazení pleti',
      en: 'Laser skin resurfacing',
      de: 'Laser-Hauterneuerung (Resurfacing)',
    },
    slug: { cs: 'laserove-omlazeni-pleti', en: 'laser-skin-resurfacing', de: 'laser-hauterneuerung' },
    subtitle: {
      cs: 'Hladší textura, méně vrásek a jizev',
      en: 'Smoother texture, fewer lines and scars',
      de: 'Feinere Hautstruktur, weniger Falten und Narben',
    },
    perex: {
      cs: 'Frakční CO₂ laser obnoví povrch kůže a podpoří tvorbu nového kolagenu. Pomáhá při vráskách, jizvách po akné, rozšířených pórech a poškození pleti sluncem.',
      en: 'A fractional CO₂ laser renews the skin’s surface and stimulates new collagen. It helps with wrinkles, acne scars, enlarged pores and sun-damaged skin.',
      de: 'Der fraktionierte CO₂-Laser erneuert die Hautoberfläche und regt die Bildung von neuem Kollagen an. Er hilft bei Falten, Aknenarben, großen Poren und sonnengeschädigter Haut.',
    },
    metaDesc: {
      cs: 'Laserové omlazení pleti frakčním CO₂ laserem v Praze: vrásky, jizvy po akné, póry a poškození sluncem. Průběh, hojení a ceny.',
      en: 'Laser skin resurfacing with a fractional CO₂ laser in Prague: wrinkles, acne scars, pores and sun damage. What to expect, healing and prices.',
      de: 'Laser-Hauterneuerung mit fraktioniertem CO₂-Laser in Prag: Falten, Aknenarben, Poren und Sonnenschäden. Ablauf, Heilung und Preise.',
    },
    content: {
      cs: [
        { h2: 'Pro koho je laserové omlazení vhodné' },
        {
          p: 'Ošetření je určeno pro pleť s jemnými i hlubšími vráskami, s jizvami po akné, nerovnoměrnou texturou nebo známkami dlouhodobého působení slunce. Laser vytvoří v kůži síť mikroskopických kanálků a mezi nimi ponechá neporušenou tkáň, což urychluje hojení. Kůže reaguje tvorbou nového kolagenu a elastinu, takže se zlepšení projevuje ještě několik měsíců po ošetření.',
        },
        {
          p: 'Přibližně hodinu před zákrokem naneseme na pleť znecitlivující krém. Samotné ošetření trvá třicet až šedesát minut podle rozsahu a během něj cítíte teplo a píchání. Pokud máte sklon k oparům, předepíše vám lékařka preventivní léky. Ošetření neprovádíme na opálenou pleť a v období léčby isotretinoinem.',
        },
        {
          p: 'Po zákroku je pleť zarudlá a oteklá, během několika dní se jemně olupuje. Počítejte asi s týdnem, kdy se budete chtít vyhnout společenským akcím. Nejvhodnější je ošetření na podzim a v zimě. Po celou dobu hojení je nezbytná důsledná ochrana před sluncem a péče podle doporučení lékařky.',
        },
      ],
      en: [
        { h2: 'Who is laser resurfacing for?' },
        {
          p: 'The treatment is designed for skin with fine or deeper wrinkles, acne scars, uneven texture or signs of long-term sun exposure. The laser creates a grid of microscopic channels in the skin while leaving the tissue between them intact, which speeds up healing. The skin responds by producing new collagen and elastin, so the improvement continues for several months after treatment.',
        },
        {
          p: 'About an hour before the procedure, we apply a numbing cream. The treatment itself takes thirty to sixty minutes depending on the area, and you will feel warmth and prickling. If you are prone to cold sores, the doctor will prescribe preventive medication. We do not treat tanned skin or patients currently taking isotretinoin.',
        },
        {
          p: 'Afterwards the skin is red and swollen, and it peels gently over the following days. Allow about a week during which you may prefer to avoid social occasions. Autumn and winter are the best seasons for treatment. Strict sun protection and aftercare as advised by the doctor are essential throughout healing.',
        },
      ],
      de: [
        { h2: 'Für wen eignet sich die Laser-Hauterneuerung?' },
        {
          p: 'Die Behandlung richtet sich an Haut mit feinen oder tieferen Falten, Aknenarben, unebener Struktur oder Zeichen langjähriger Sonneneinwirkung. Der Laser erzeugt ein Raster mikroskopisch feiner Kanäle und lässt das Gewebe dazwischen intakt, was die Heilung beschleunigt. Die Haut reagiert mit der Bildung von neuem Kollagen und Elastin, sodass sich das Ergebnis noch Monate nach der Behandlung verbessert.',
        },
        {
          p: 'Etwa eine Stunde vor dem Eingriff tragen wir eine Betäubungscreme auf. Die Behandlung selbst dauert je nach Umfang dreißig bis sechzig Minuten; Sie spüren Wärme und ein Stechen. Bei Neigung zu Lippenherpes verordnet die Ärztin vorbeugend Medikamente. Gebräunte Haut sowie Patienten unter Isotretinoin-Therapie behandeln wir nicht.',
        },
        {
          p: 'Nach dem Eingriff ist die Haut gerötet und geschwollen und schält sich in den folgenden Tagen fein. Rechnen Sie mit etwa einer Woche, in der Sie gesellschaftliche Termine lieber meiden. Herbst und Winter sind die ideale Jahreszeit. Während der gesamten Heilung sind konsequenter Sonnenschutz und die Pflege nach ärztlicher Anweisung unerlässlich.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: znecitlivující krém',
            'Délka ošetření: 30–60 minut',
            'Hospitalizace: žádná',
            'Zarudnutí, otok a olupování: 5–7 dní; do práce po týdnu',
            'Počet ošetření: 1–3 v odstupu 6–8 týdnů',
            'Kontrola: po týdnu; SPF 50 minimálně 3 měsíce',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: numbing cream',
            'Duration: 30–60 minutes',
            'Hospital stay: none',
            'Redness, swelling and peeling: 5–7 days; back to work after a week',
            'Number of treatments: 1–3, 6–8 weeks apart',
            'Follow-up: after 1 week; SPF 50 for at least 3 months',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Betäubung: Betäubungscreme',
            'Dauer: 30–60 Minuten',
            'Klinikaufenthalt: keiner',
            'Rötung, Schwellung und Schälen: 5–7 Tage; arbeitsfähig nach einer Woche',
            'Anzahl der Behandlungen: 1–3 im Abstand von 6–8 Wochen',
            'Nachsorge: Kontrolle nach 1 Woche; mindestens 3 Monate LSF 50',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Celý obličej', en: 'Full face', de: 'Gesamtes Gesicht' },
        amount: 9900,
      },
      {
        name: { cs: 'Obličej, krk a dekolt', en: 'Face, neck and décolleté', de: 'Gesicht, Hals und Dekolleté' },
        amount: 14900,
      },
    ],
    doctors: ['lucie-nahodila'],
    combinations: ['prp', 'botox', 'facelift-necklift'],
  },
  {
    key: 'vascular-laser',
    category: 'laser',
    sortOrder: 3,
    name: {
      cs: 'Laserové odstranění žilek',
      en: 'Vascular laser treatment',
      de: 'Laserbehandlung von Äderchen und Besenreisern',
    },
    slug: { cs: 'laserove-odstraneni-zilek', en: 'vascular-laser-treatment', de: 'laserbehandlung-besenreiser' },
    subtitle: {
      cs: 'Rozšířené žilky v obličeji a na nohou',
      en: 'Thread veins on the face and legs',
      de: 'Erweiterte Äderchen im Gesicht und an den Beinen',
    },
    perex: {
      cs: 'Laser cíleně uzavře drobné rozšířené cévky v obličeji, na nohou i jinde na těle a odstraní také rubínové skvrny. Okolní kůže zůstává nepoškozená.',
      en: 'The laser precisely seals small dilated vessels on the face, legs and elsewhere on the body, and also removes cherry angiomas. The surrounding skin is left intact.',
      de: 'Der Laser verschließt gezielt kleine erweiterte Gefäße im Gesicht, an den Beinen und am Körper und entfernt auch rubinrote Blutschwämmchen. Die umgebende Haut bleibt unversehrt.',
    },
    metaDesc: {
      cs: 'Laserové odstranění žilek v Praze: rozšířené cévky v obličeji, metličky na nohou a rubínové skvrny. Průběh ošetření, počet sezení a ceny.',
      en: 'Vascular laser treatment in Prague: facial thread veins, spider veins on the legs and cherry angiomas. How it works, number of sessions and prices.',
      de: 'Laserbehandlung von Äderchen in Prag: Couperose, Besenreiser an den Beinen und Blutschwämmchen. Ablauf, Anzahl der Sitzungen und Preise.',
    },
    content: {
      cs: [
        { h2: 'Co lze laserem ošetřit' },
        {
          p: 'Rozšířené žilky na tvářích a na nose, takzvané kuperózní žilky, drobné metličky na nohou nebo rubínové skvrny na těle jsou časté a většinou neškodné, ale mohou být nepříjemné esteticky. Laserové světlo pohltí hemoglobin v cévě, ta se zahřeje a uzavře a tělo ji během několika týdnů vstřebá. U žilek na nohou nejprve posoudíme, zda je vhodné doplnit cévní vyšetření, protože větší křečové žíly laser neřeší.',
        },
        {
          p: 'Ošetření probíhá bez anestezie, kůži chladíme kontaktní hlavicí nebo proudem studeného vzduchu. Pocit připomíná cvrnknutí gumičkou. Podle rozsahu trvá sezení patnáct až třicet minut. Ošetřená místa mohou být několik hodin až dní zarudlá a mírně oteklá, na nohou mohou žilky dočasně ztmavnout.',
        },
        {
          p: 'Drobné žilky v obličeji často zmizí po jednom až dvou ošetřeních, metličky na nohou obvykle vyžadují dvě až tři sezení v odstupu šesti týdnů. Před ošetřením i po něm se vyhněte slunci a opalování, na nohy doporučujeme na několik dní kompresní punčochy.',
        },
      ],
      en: [
        { h2: 'What the laser can treat' },
        {
          p: 'Dilated thread veins on the cheeks and nose, small spider veins on the legs and cherry angiomas on the body are common and usually harmless, but they can be a cosmetic nuisance. The laser light is absorbed by the haemoglobin in the vessel, which heats up and closes, and the body clears it over the following weeks. For leg veins, we first assess whether a vascular examination is advisable, as larger varicose veins cannot be treated with this laser.',
        },
        {
          p: 'The treatment is done without anaesthesia; the skin is cooled with a contact handpiece or a stream of cold air. It feels like the snap of a rubber band. Depending on the extent, a session takes fifteen to thirty minutes. The treated areas may be red and slightly swollen for a few hours to days, and leg veins may temporarily look darker.',
        },
        {
          p: 'Small facial veins often disappear after one or two treatments, while spider veins on the legs usually need two to three sessions six weeks apart. Avoid sun exposure and tanning before and after treatment; for the legs, we recommend wearing compression stockings for a few days.',
        },
      ],
      de: [
        { h2: 'Was sich mit dem Laser behandeln lässt' },
        {
          p: 'Erweiterte Äderchen an Wangen und Nase (Couperose), Besenreiser an den Beinen und rubinrote Blutschwämmchen am Körper sind weit verbreitet und meist harmlos, stören aber oft optisch. Das Laserlicht wird vom Hämoglobin im Gefäß aufgenommen, das Gefäß erhitzt sich, verschließt sich und wird vom Körper in den folgenden Wochen abgebaut. Bei Äderchen an den Beinen prüfen wir zunächst, ob eine Gefäßuntersuchung sinnvoll ist, denn größere Krampfadern lassen sich so nicht behandeln.',
        },
        {
          p: 'Die Behandlung erfolgt ohne Betäubung; die Haut wird über einen Kontaktapplikator oder einen Kaltluftstrom gekühlt. Das Gefühl ähnelt dem Schnalzen eines Gummibands. Je nach Umfang dauert eine Sitzung fünfzehn bis dreißig Minuten. Die behandelten Stellen können einige Stunden bis Tage gerötet und leicht geschwollen sein, Besenreiser wirken vorübergehend dunkler.',
        },
        {
          p: 'Feine Äderchen im Gesicht verschwinden oft nach ein bis zwei Behandlungen, Besenreiser an den Beinen benötigen meist zwei bis drei Sitzungen im Abstand von sechs Wochen. Meiden Sie vor und nach der Behandlung Sonne und Bräunung; an den Beinen empfehlen wir für einige Tage Kompressionsstrümpfe.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: není nutná, kůže se chladí',
            'Délka ošetření: 15–30 minut',
            'Hospitalizace: žádná, do práce můžete ihned',
            'Počet ošetření: 1–3 v odstupu 4–6 týdnů',
            'Po ošetření: 2 týdny bez slunce a sauny, na nohy kompresní punčochy na 3–5 dní',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: not needed; the skin is cooled',
            'Duration: 15–30 minutes',
            'Hospital stay: none; you can return to work immediately',
            'Number of treatments: 1–3, 4–6 weeks apart',
            'Afterwards: no sun or sauna for 2 weeks; compression stockings for 3–5 days after leg treatment',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Betäubung: nicht nötig, die Haut wird gekühlt',
            'Dauer: 15–30 Minuten',
            'Klinikaufenthalt: keiner, Sie können sofort zur Arbeit',
            'Anzahl der Behandlungen: 1–3 im Abstand von 4–6 Wochen',
            'Danach: 2 Wochen keine Sonne und keine Sauna, an den Beinen 3–5 Tage Kompressionsstrümpfe',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Obličej – 1 ošetření', en: 'Face – 1 session', de: 'Gesicht – 1 Sitzung' },
        amount: 2900,
      },
      {
        name: { cs: 'Dolní končetiny – 1 ošetření', en: 'Legs – 1 session', de: 'Beine – 1 Sitzung' },
        amount: 3900,
      },
      {
        name: {
          cs: 'Rubínové skvrny – do 10 kusů',
          en: 'Cherry angiomas – up to 10',
          de: 'Blutschwämmchen – bis zu 10 Stück',
        },
        amount: 1900,
      },
    ],
    doctors: ['lucie-nahodila', 'klara-fiktivni'],
    combinations: ['laser-resurfacing'],
  },
  {
    key: 'tattoo-removal',
    category: 'laser',
    sortOrder: 4,
    name: { cs: 'Laserové odstranění tetování', en: 'Laser tattoo removal' },
    slug: { cs: 'laserove-odstraneni-tetovani', en: 'tattoo-removal' },
    subtitle: {
      cs: 'Postupné vyblednutí nechtěného tetování',
      en: 'Gradually fading an unwanted tattoo',
    },
    perex: {
      cs: 'Laser rozbije částice tetovacího pigmentu na drobné úlomky, které tělo samo odplaví. Tetování postupně bledne, případně jej lze zesvětlit před překrytím novým motivem.',
      en: 'The laser breaks tattoo ink into tiny fragments that the body then clears away. The tattoo fades gradually, or it can be lightened before a cover-up.',
    },
    metaDesc: {
      cs: 'Laserové odstranění tetování v Praze: postupné vyblednutí nebo zesvětlení před překrytím. Počet sezení, průběh a ceny podle velikosti.',
      en: 'Laser tattoo removal in Prague: gradual fading or lightening before a cover-up. Number of sessions, what to expect and prices by size.',
    },
    content: {
      cs: [
        { h2: 'Jak laser tetování odstraňuje' },
        {
          p: 'Velmi krátké a intenzivní pulzy laseru rozbijí pigment v kůži na mikroskopické částice, které postupně odstraní lymfatický systém. Nejlépe reaguje černá a tmavě modrá barva, červené, žluté a zelené odstíny vyžadují více sezení. Amatérská tetování s menším množstvím pigmentu mizí rychleji než profesionální. Při konzultaci vám dermatoložka odhadne počet sezení a vysvětlí, jaký výsledek je reálný.',
        },
        {
          p: 'Před ošetřením lze kůži znecitlivět krémem. Pocit při zákroku připomíná cvrnknutí gumičkou nebo dopad horké kapky. Sezení trvá podle velikosti tetování deset až třicet minut. Ošetřené místo je poté zarudlé a oteklé, mohou se objevit drobné puchýřky a strupy, které se zhojí do dvou týdnů. Ránu ošetřujte podle pokynů a nestrhávejte strupy.',
        },
        {
          p: 'Obvykle je potřeba pět až deset sezení, u rozsáhlých nebo barevných tetování i více, vždy s odstupem šesti až osmi týdnů. Úplné odstranění nelze vždy zaručit a na kůži může zůstat jemný stín nebo změna pigmentace. Ošetřovanou oblast chraňte před sluncem.',
        },
      ],
      en: [
        { h2: 'How the laser removes a tattoo' },
        {
          p: 'Very short, intense laser pulses shatter the ink in the skin into microscopic particles that the lymphatic system gradually removes. Black and dark blue respond best, while red, yellow and green shades need more sessions. Amateur tattoos with less pigment fade faster than professional ones. At the consultation, the dermatologist will estimate the number of sessions and explain what result is realistic.',
        },
        {
          p: 'The skin can be numbed with a cream beforehand. The sensation is like the snap of a rubber band combined with a hot droplet. A session takes ten to thirty minutes depending on the size of the tattoo. The treated area is then red and swollen, and small blisters and scabs may form; these heal within two weeks. Care for the area as instructed and do not pick at the scabs.',
        },
        {
          p: 'Usually five to ten sessions are needed, and more for large or colourful tattoos, always six to eight weeks apart. Complete removal cannot always be guaranteed, and a faint shadow or change in pigmentation may remain. Protect the treated area from the sun.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: znecitlivující krém podle potřeby',
            'Délka sezení: 10–30 minut',
            'Hospitalizace: žádná, do práce můžete ihned',
            'Hojení: zarudnutí, puchýřky a strupy 1–2 týdny',
            'Počet sezení: obvykle 5–10 v odstupu 6–8 týdnů',
            'Po ošetření: bez slunce, sauny a koupání do zhojení',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: numbing cream if required',
            'Session length: 10–30 minutes',
            'Hospital stay: none; you can return to work immediately',
            'Healing: redness, small blisters and scabs for 1–2 weeks',
            'Number of sessions: usually 5–10, 6–8 weeks apart',
            'Afterwards: no sun, sauna or swimming until healed',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Malé tetování (do 5 × 5 cm) – 1 sezení',
          en: 'Small tattoo (up to 5 × 5 cm) – 1 session',
        },
        amount: 1900,
      },
      {
        name: {
          cs: 'Střední tetování (do 10 × 10 cm) – 1 sezení',
          en: 'Medium tattoo (up to 10 × 10 cm) – 1 session',
        },
        amount: 3500,
      },
    ],
    doctors: ['klara-fiktivni'],
    combinations: [],
  },
  // ────────────────────────── ORTHOPAEDICS ──────────────────────────
  {
    key: 'knee-arthroscopy',
    category: 'orthopaedics',
    sortOrder: 1,
    name: { cs: 'Artroskopie kolene', en: 'Knee arthroscopy', de: 'Kniearthroskopie' },
    slug: { cs: 'artroskopie-kolene', en: 'knee-arthroscopy', de: 'kniearthroskopie' },
    subtitle: {
      cs: 'Šetrná léčba menisku a chrupavky malými vpichy',
      en: 'Minimally invasive treatment of the meniscus and cartilage',
      de: 'Schonende Behandlung von Meniskus und Knorpel über kleine Zugänge',
    },
    perex: {
      cs: 'Artroskopie umožňuje vyšetřit a ošetřit kolenní kloub přes dva až tři drobné vpichy. Nejčastěji řeší poranění menisku, poškození chrupavky nebo volná tělíska v kloubu.',
      en: 'Arthroscopy allows the knee joint to be examined and treated through two or three small incisions. It is most often used for meniscus tears, cartilage damage or loose bodies in the joint.',
      de: 'Bei der Arthroskopie wird das Kniegelenk über zwei bis drei kleine Zugänge untersucht und behandelt. Häufige Gründe sind Meniskusrisse, Knorpelschäden oder freie Gelenkkörper.',
    },
    metaDesc: {
      cs: 'Artroskopie kolene v Praze: šetrné ošetření menisku a chrupavky, krátká hospitalizace a rychlý návrat k pohybu. Balíček včetně anestezie.',
      en: 'Knee arthroscopy in Prague: minimally invasive treatment of meniscus and cartilage, short hospital stay and quick return to activity. All-inclusive.',
      de: 'Kniearthroskopie in Prag: schonende Behandlung von Meniskus und Knorpel, kurzer Klinikaufenthalt, rasche Mobilisierung. All-inclusive-Paket.',
    },
    content: {
      cs: [
        { h2: 'Kdy je artroskopie kolene vhodná' },
        {
          p: 'K artroskopii doporučujeme přistoupit při dlouhodobých bolestech kolene, otocích, blokádách nebo pocitu nestability, které neustoupily po rehabilitaci a klidovém režimu. Nejčastější příčinou je natržený meniskus po sportovním úrazu nebo z opotřebení. Indikaci vždy stanoví ortoped na základě vyšetření a magnetické rezonance.',
        },
        {
          p: 'Zákrok probíhá nejčastěji ve spinální anestezii, která znecitliví dolní polovinu těla, případně v celkové anestezii. Ortoped zavede do kloubu přes malé vpichy optiku s kamerou a jemné nástroje. Poškozenou část menisku odstraní nebo meniskus sešije, ošetří chrupavku a odstraní volná tělíska. Díky miniinvazivnímu přístupu zůstávají po zákroku jen drobné jizvičky.',
        },
        {
          p: 'Na klinice zůstáváte obvykle jednu noc. Chodit můžete druhý den s oporou berlí, které po odstranění části menisku odložíte zhruba za jeden až dva týdny; po sešití menisku je odlehčování delší. Rehabilitaci zahajujeme co nejdříve, protože rozhoduje o rychlosti návratu ke sportu. Cena balíčku zahrnuje anestezii, hospitalizaci, léky a pooperační kontroly.',
        },
      ],
      en: [
        { h2: 'When knee arthroscopy is recommended' },
        {
          p: 'We recommend arthroscopy for persistent knee pain, swelling, locking or a feeling of instability that has not improved with physiotherapy and rest. The most common cause is a torn meniscus, whether from a sports injury or from wear and tear. The indication is always made by the orthopaedic surgeon based on a clinical examination and an MRI scan.',
        },
        {
          p: 'The procedure is most commonly performed under spinal anaesthesia, or alternatively under general anaesthesia. Through small incisions, the surgeon introduces a camera and fine instruments into the joint. The damaged part of the meniscus is trimmed or the meniscus is repaired, the cartilage is treated and any loose bodies are removed. Thanks to the minimally invasive approach, only tiny scars remain.',
        },
        {
          p: 'You will usually stay at the clinic for one night. You can walk the next day with crutches, which most patients put aside after one to two weeks following a partial meniscectomy; after a meniscus repair, the period of reduced weight-bearing is longer. Rehabilitation starts as early as possible, as it determines how quickly you return to sport. The package includes anaesthesia, hospital stay, medication and post-operative check-ups.',
        },
      ],
      de: [
        { h2: 'Wann eine Kniearthroskopie sinnvoll ist' },
        {
          p: 'Eine Arthroskopie empfehlen wir bei anhaltenden Knieschmerzen, Schwellungen, Blockaden oder Instabilitätsgefühl, die sich mit Physiotherapie und Schonung nicht gebessert haben. Häufigste Ursache ist ein Meniskusriss, sei es nach einer Sportverletzung oder durch Verschleiß. Die Indikation stellt stets der Orthopäde anhand der klinischen Untersuchung und einer MRT-Aufnahme.',
        },
        {
          p: 'Der Eingriff erfolgt meist in Spinalanästhesie, alternativ in Vollnarkose. Über kleine Zugänge führt der Orthopäde eine Kamera und feine Instrumente in das Gelenk ein. Der geschädigte Meniskusanteil wird geglättet oder der Meniskus genäht, der Knorpel versorgt und freie Gelenkkörper werden entfernt. Dank des minimalinvasiven Vorgehens bleiben nur winzige Narben zurück.',
        },
        {
          p: 'In der Regel bleiben Sie eine Nacht in der Klinik. Schon am nächsten Tag gehen Sie mit Unterarmgehstützen, die nach einer Teilentfernung des Meniskus meist nach ein bis zwei Wochen entbehrlich sind; nach einer Meniskusnaht ist die Entlastung länger. Die Physiotherapie beginnt so früh wie möglich. Im Paketpreis sind Narkose, Klinikaufenthalt, Medikamente und Nachkontrollen enthalten.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: spinální nebo celková',
            'Délka zákroku: 30–60 minut',
            'Hospitalizace: 1 noc',
            'Berle: 1–2 týdny, po sešití menisku 4–6 týdnů',
            'Návrat do práce: kancelář po 1–2 týdnech, sport po 6–12 týdnech',
            'Kontroly: stehy po 10–14 dnech, poté podle průběhu rehabilitace',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: spinal or general',
            'Duration: 30–60 minutes',
            'Hospital stay: 1 night',
            'Crutches: 1–2 weeks; 4–6 weeks after a meniscus repair',
            'Back to work: office work after 1–2 weeks; sport after 6–12 weeks',
            'Follow-up: stitch removal after 10–14 days, then according to rehabilitation progress',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Spinalanästhesie oder Vollnarkose',
            'Dauer: 30–60 Minuten',
            'Klinikaufenthalt: 1 Nacht',
            'Unterarmgehstützen: 1–2 Wochen, nach Meniskusnaht 4–6 Wochen',
            'Arbeitsfähigkeit: Bürotätigkeit nach 1–2 Wochen, Sport nach 6–12 Wochen',
            'Nachsorge: Fadenzug nach 10–14 Tagen, danach je nach Verlauf der Reha',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Artroskopie kolene', en: 'Knee arthroscopy', de: 'Kniearthroskopie' },
        amount: 55000,
      },
      {
        name: {
          cs: 'Artroskopie kolene se suturou menisku',
          en: 'Knee arthroscopy with meniscus repair',
          de: 'Kniearthroskopie mit Meniskusnaht',
        },
        amount: 69000,
      },
    ],
    doctors: ['ondrej-domnely'],
    combinations: [],
  },
  {
    key: 'hallux-valgus',
    category: 'orthopaedics',
    sortOrder: 2,
    name: {
      cs: 'Operace vbočeného palce (hallux valgus)',
      en: 'Hallux valgus surgery (bunion correction)',
      de: 'Hallux-valgus-Operation',
    },
    slug: { cs: 'operace-vboceneho-palce', en: 'hallux-valgus-surgery', de: 'hallux-valgus-operation' },
    subtitle: {
      cs: 'Korekce vbočeného palce pro chůzi bez bolesti',
      en: 'Correcting a bunion for pain-free walking',
      de: 'Korrektur des Ballenzehs für schmerzfreies Gehen',
    },
    perex: {
      cs: 'Vbočený palec způsobuje bolest, otlaky a potíže s výběrem obuvi. Operační korekce vrátí palci správné postavení a ulehčí chůzi.',
      en: 'A bunion causes pain, pressure points and difficulty finding comfortable shoes. Surgical correction restores the big toe to its proper position and makes walking easier.',
      de: 'Ein Hallux valgus verursacht Schmerzen, Druckstellen und Probleme beim Schuhkauf. Die operative Korrektur bringt die Großzehe wieder in die richtige Stellung und erleichtert das Gehen.',
    },
    metaDesc: {
      cs: 'Operace vbočeného palce (hallux valgus) v Praze: korekce postavení palce, krátká hospitalizace a pooperační bota v ceně. Průběh a cena.',
      en: 'Hallux valgus surgery in Prague: bunion correction with a short hospital stay, post-operative shoe included. Procedure, recovery and price.',
      de: 'Hallux-valgus-Operation in Prag: Korrektur des Ballenzehs mit kurzem Klinikaufenthalt, Verbandschuh inklusive. Ablauf, Heilung und Preis.',
    },
    content: {
      cs: [
        { h2: 'Kdy zvážit operaci' },
        {
          p: 'Hallux valgus je vybočení palce směrem k ostatním prstům, při kterém na vnitřní straně nohy vystupuje hlavice první nártní kosti. Operace je na místě, pokud deformita bolí, způsobuje otlaky a záněty nebo omezuje výběr obuvi a úlevu nepřinesly vložky ani vhodné boty. Rozhodnutí vždy předchází vyšetření ortopedem a rentgen nohy ve stoje.',
        },
        {
          p: 'Zákrok se provádí ve spinální nebo celkové anestezii doplněné o znecitlivění nohy, které tlumí bolest i po operaci. Ortoped přetne první nártní kost, posune ji do správného postavení a zajistí drobnými titanovými šroubky, které obvykle není nutné odstraňovat. Zároveň upraví měkké tkáně kolem kloubu. Typ korekce volí podle tíže deformity.',
        },
        {
          p: 'Chodit můžete již den po operaci ve speciální odlehčovací botě, kterou nosíte šest týdnů. Noha je zpočátku oteklá a je třeba ji často držet ve zvýšené poloze. Do kancelářské práce se většina pacientů vrací po dvou až třech týdnech, do běžné obuvi po šesti až osmi týdnech. Otok může mírně přetrvávat i několik měsíců.',
        },
      ],
      en: [
        { h2: 'When to consider surgery' },
        {
          p: 'Hallux valgus is a deviation of the big toe towards the other toes, causing the head of the first metatarsal to protrude on the inner side of the foot. Surgery is appropriate when the deformity is painful, causes pressure sores and inflammation or limits your choice of footwear, and insoles or suitable shoes have not helped. The decision is always preceded by an orthopaedic examination and a standing X-ray of the foot.',
        },
        {
          p: 'The procedure is performed under spinal or general anaesthesia combined with a nerve block of the foot, which also relieves pain after surgery. The surgeon cuts the first metatarsal bone, shifts it into the correct position and fixes it with small titanium screws that usually do not need to be removed. The soft tissues around the joint are adjusted at the same time. The type of correction depends on the severity of the deformity.',
        },
        {
          p: 'You can walk the day after surgery in a special off-loading shoe, worn for six weeks. The foot is swollen at first and should be kept elevated as often as possible. Most patients return to office work after two to three weeks and to normal shoes after six to eight weeks. Mild swelling may persist for several months.',
        },
      ],
      de: [
        { h2: 'Wann eine Operation sinnvoll ist' },
        {
          p: 'Beim Hallux valgus weicht die Großzehe zu den übrigen Zehen hin ab, während das Köpfchen des ersten Mittelfußknochens an der Innenseite des Fußes hervortritt. Eine Operation ist angezeigt, wenn die Fehlstellung schmerzt, Druckstellen und Entzündungen verursacht oder die Schuhwahl einschränkt und Einlagen oder passende Schuhe nicht geholfen haben. Vorher erfolgen immer eine orthopädische Untersuchung und ein Röntgenbild im Stehen.',
        },
        {
          p: 'Der Eingriff erfolgt in Spinalanästhesie oder Vollnarkose, ergänzt durch eine Nervenblockade am Fuß, die auch nach der Operation Schmerzen lindert. Der Orthopäde durchtrennt den ersten Mittelfußknochen, verschiebt ihn in die richtige Position und fixiert ihn mit kleinen Titanschrauben, die meist nicht entfernt werden müssen. Gleichzeitig werden die Weichteile um das Gelenk korrigiert.',
        },
        {
          p: 'Bereits am Tag nach der Operation können Sie in einem speziellen Entlastungsschuh gehen, den Sie sechs Wochen tragen. Der Fuß ist anfangs geschwollen und sollte möglichst oft hochgelagert werden. Büroarbeit ist meist nach zwei bis drei Wochen wieder möglich, normale Schuhe nach sechs bis acht Wochen. Eine leichte Schwellung kann einige Monate bestehen bleiben.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: spinální nebo celková, doplněná o znecitlivění nohy',
            'Délka operace: 60–90 minut',
            'Hospitalizace: 1–2 noci',
            'Odlehčovací bota: 6 týdnů, chůze od prvního dne',
            'Návrat do práce: kancelář po 2–3 týdnech; řízení auta zhruba po 6 týdnech',
            'Kontroly: stehy po 14 dnech, rentgen po 6 týdnech',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: spinal or general, combined with a nerve block of the foot',
            'Duration: 60–90 minutes',
            'Hospital stay: 1–2 nights',
            'Off-loading shoe: 6 weeks, walking from day one',
            'Back to work: office work after 2–3 weeks; driving after about 6 weeks',
            'Follow-up: stitch removal after 14 days, X-ray after 6 weeks',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Spinalanästhesie oder Vollnarkose mit Nervenblockade am Fuß',
            'Dauer: 60–90 Minuten',
            'Klinikaufenthalt: 1–2 Nächte',
            'Entlastungsschuh: 6 Wochen, Gehen ab dem ersten Tag',
            'Arbeitsfähigkeit: Bürotätigkeit nach 2–3 Wochen; Autofahren nach etwa 6 Wochen',
            'Nachsorge: Fadenzug nach 14 Tagen, Röntgenkontrolle nach 6 Wochen',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Operace vbočeného palce – jedna noha',
          en: 'Hallux valgus surgery – one foot',
          de: 'Hallux-valgus-Operation – ein Fuß',
        },
        amount: 45000,
      },
    ],
    doctors: ['ondrej-domnely'],
    combinations: [],
  },
  {
    key: 'carpal-tunnel',
    category: 'orthopaedics',
    sortOrder: 3,
    name: { cs: 'Operace syndromu karpálního tunelu', en: 'Carpal tunnel release' },
    slug: { cs: 'operace-karpalniho-tunelu', en: 'carpal-tunnel-release' },
    subtitle: {
      cs: 'Konec brnění a nočních bolestí ruky',
      en: 'An end to tingling and night-time hand pain',
    },
    perex: {
      cs: 'Syndrom karpálního tunelu vzniká útlakem nervu v zápěstí a projevuje se brněním a necitlivostí prstů. Krátký ambulantní zákrok nerv uvolní a obtíže zpravidla rychle ustoupí.',
      en: 'Carpal tunnel syndrome is caused by pressure on a nerve in the wrist and shows as tingling and numbness in the fingers. A short outpatient procedure releases the nerve, and symptoms usually improve quickly.',
    },
    metaDesc: {
      cs: 'Operace karpálního tunelu v Praze: krátký ambulantní zákrok v lokální anestezii, který uvolní stlačený nerv. Průběh, rekonvalescence, cena.',
      en: 'Carpal tunnel release in Prague: a short outpatient procedure under local anaesthesia that frees the compressed nerve. Procedure, recovery, price.',
    },
    content: {
      cs: [
        { h2: 'Příznaky a kdy operovat' },
        {
          p: 'Typickým příznakem je brnění a necitlivost palce, ukazováčku a prostředníčku, které budí ze spánku a zhoršuje se při práci s počítačem, řízení nebo držení telefonu. Později může slábnout stisk a předměty padají z ruky. Diagnózu potvrdí ortoped vyšetřením a elektromyografií. Pokud nepomáhá noční dlaha ani další konzervativní léčba, je operace nejspolehlivějším řešením.',
        },
        {
          p: 'Zákrok trvá asi dvacet minut a probíhá v lokální anestezii, takže jste po celou dobu při vědomí. Ortoped krátkým řezem na dlani protne vazivový pruh, který nerv v zápěstí utlačuje, a ránu uzavře několika stehy. Domů odcházíte ještě týž den s lehkým obvazem.',
        },
        {
          p: 'Prsty můžete hýbat ihned po zákroku a jejich pohyb je dokonce žádoucí. Noční brnění často zmizí během několika dní, u dlouhodobého útlaku se citlivost obnovuje pomaleji, i několik měsíců. Stehy se odstraňují po deseti až čtrnácti dnech. Plnou zátěž ruky doporučujeme zhruba po šesti týdnech.',
        },
      ],
      en: [
        { h2: 'Symptoms and when to operate' },
        {
          p: 'The typical symptoms are tingling and numbness in the thumb, index and middle fingers that wake you at night and get worse when using a computer, driving or holding a phone. Later, grip strength may weaken and objects may slip from the hand. The diagnosis is confirmed by an orthopaedic examination and electromyography. If a night splint and other conservative treatment do not help, surgery is the most reliable solution.',
        },
        {
          p: 'The procedure takes about twenty minutes and is performed under local anaesthesia, so you remain awake throughout. Through a short incision in the palm, the surgeon divides the ligament that compresses the nerve in the wrist and closes the wound with a few stitches. You go home the same day with a light dressing.',
        },
        {
          p: 'You can move your fingers immediately after the procedure, and doing so is encouraged. Night-time tingling often disappears within a few days; after long-standing compression, sensation returns more slowly, sometimes over several months. Stitches are removed after ten to fourteen days. We recommend returning to full hand strain after about six weeks.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: lokální',
            'Délka zákroku: 15–20 minut',
            'Hospitalizace: žádná, domů odcházíte týž den',
            'Stehy: odstranění po 10–14 dnech',
            'Návrat do práce: kancelář po 1–2 týdnech, manuální práce po 4–6 týdnech',
            'Kontroly: po týdnu a při odstranění stehů',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: local',
            'Duration: 15–20 minutes',
            'Hospital stay: none; you go home the same day',
            'Stitches: removed after 10–14 days',
            'Back to work: office work after 1–2 weeks; manual work after 4–6 weeks',
            'Follow-up: after 1 week and at stitch removal',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Operace karpálního tunelu – jedna ruka', en: 'Carpal tunnel release – one hand' },
        amount: 22000,
      },
    ],
    doctors: ['ondrej-domnely'],
    combinations: [],
  },
  {
    key: 'shoulder-arthroscopy',
    category: 'orthopaedics',
    sortOrder: 4,
    name: { cs: 'Artroskopie ramene', en: 'Shoulder arthroscopy', de: 'Schulterarthroskopie' },
    slug: { cs: 'artroskopie-ramene', en: 'shoulder-arthroscopy', de: 'schulterarthroskopie' },
    subtitle: {
      cs: 'Miniinvazivní léčba bolestivého a nestabilního ramene',
      en: 'Minimally invasive treatment for a painful or unstable shoulder',
      de: 'Minimalinvasive Behandlung schmerzhafter oder instabiler Schultern',
    },
    perex: {
      cs: 'Artroskopie ramene řeší přes drobné vpichy poranění rotátorové manžety, syndrom bolestivého ramene i opakované vykloubení. Šetrný přístup urychluje hojení a návrat k pohybu.',
      en: 'Shoulder arthroscopy treats rotator cuff tears, shoulder impingement and recurrent dislocation through small incisions. The gentle approach speeds up healing and your return to movement.',
      de: 'Die Schulterarthroskopie behandelt über kleine Zugänge Rotatorenmanschettenrisse, das Impingement-Syndrom und wiederkehrende Ausrenkungen. Der schonende Zugang beschleunigt Heilung und Mobilisierung.',
    },
    metaDesc: {
      cs: 'Artroskopie ramene v Praze: rotátorová manžeta, impingement a nestabilita ramene. Miniinvazivní zákrok, hospitalizace a kontroly v ceně.',
      en: 'Shoulder arthroscopy in Prague: rotator cuff, impingement and shoulder instability. Minimally invasive surgery; hospital stay and check-ups included.',
      de: 'Schulterarthroskopie in Prag: Rotatorenmanschette, Impingement und Instabilität. Minimalinvasiver Eingriff, Klinikaufenthalt und Nachsorge inklusive.',
    },
    content: {
      cs: [
        { h2: 'Kdy artroskopie ramene pomůže' },
        {
          p: 'Bolest ramene při zvedání paže, noční bolesti, slabost nebo opakované vykloubení výrazně omezují v práci, sportu i spánku. Pokud obtíže přetrvávají i po rehabilitaci a konzervativní léčbě, může být řešením artroskopie. Ortoped ji doporučí po klinickém vyšetření a zhodnocení ultrazvuku či magnetické rezonance.',
        },
        {
          ul: [
            'přetržení nebo natržení šlach rotátorové manžety',
            'syndrom bolestivého ramene (impingement) a zúžený podakromiální prostor',
            'opakované vykloubení a nestabilita ramene',
            'vápenaté usazeniny ve šlachách a potíže šlachy bicepsu',
          ],
        },
        {
          p: 'Operace probíhá v celkové anestezii doplněné o znecitlivění nervové pleteně, které tlumí bolest i v prvních hodinách po zákroku. Po sešití šlach nosíte ortézu tři až šest týdnů a rehabilitace trvá několik měsíců. Její pravidelnost je pro konečný výsledek stejně důležitá jako samotná operace. Cena balíčku zahrnuje anestezii, hospitalizaci, ortézu, léky a kontroly.',
        },
      ],
      en: [
        { h2: 'When shoulder arthroscopy can help' },
        {
          p: 'Shoulder pain when raising the arm, pain at night, weakness or repeated dislocation can seriously affect work, sport and sleep. If symptoms persist despite physiotherapy and conservative treatment, arthroscopy may be the answer. The orthopaedic surgeon will recommend it after a clinical examination and a review of ultrasound or MRI findings.',
        },
        {
          ul: [
            'partial or complete rotator cuff tears',
            'shoulder impingement and a narrowed subacromial space',
            'recurrent dislocation and shoulder instability',
            'calcific deposits in the tendons and biceps tendon problems',
          ],
        },
        {
          p: 'The operation is performed under general anaesthesia combined with a nerve block, which relieves pain in the first hours after surgery. After a tendon repair, you wear a shoulder brace for three to six weeks, and rehabilitation takes several months. Regular physiotherapy matters as much for the final result as the operation itself. The package price includes anaesthesia, hospital stay, the brace, medication and check-ups.',
        },
      ],
      de: [
        { h2: 'Wann eine Schulterarthroskopie hilft' },
        {
          p: 'Schmerzen beim Heben des Arms, nächtliche Beschwerden, Kraftverlust oder wiederholtes Ausrenken schränken Beruf, Sport und Schlaf erheblich ein. Bestehen die Beschwerden trotz Physiotherapie und konservativer Behandlung fort, kann eine Arthroskopie die Lösung sein. Der Orthopäde empfiehlt sie nach klinischer Untersuchung und Auswertung von Ultraschall oder MRT.',
        },
        {
          ul: [
            'Teil- oder vollständige Risse der Rotatorenmanschette',
            'Impingement-Syndrom mit verengtem Raum unter dem Schulterdach',
            'wiederkehrende Ausrenkungen und Schulterinstabilität',
            'Kalkablagerungen in den Sehnen und Beschwerden der Bizepssehne',
          ],
        },
        {
          p: 'Die Operation erfolgt in Vollnarkose, ergänzt durch eine Nervenblockade, die auch in den ersten Stunden danach Schmerzen lindert. Nach einer Sehnennaht tragen Sie drei bis sechs Wochen eine Schulterorthese, die Rehabilitation dauert mehrere Monate. Ihre Regelmäßigkeit ist für das Ergebnis ebenso wichtig wie die Operation selbst. Im Paketpreis sind Narkose, Aufenthalt, Orthese, Medikamente und Kontrollen enthalten.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková se znecitlivěním nervové pleteně',
            'Délka operace: 1–2 hodiny',
            'Hospitalizace: 1–2 noci',
            'Ortéza: 3–6 týdnů po sešití šlach',
            'Návrat do práce: kancelář po 2–4 týdnech, řízení auta po 6 týdnech',
            'Kontroly: stehy po 10–14 dnech, dále po 6 týdnech a 3 měsících',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general with a nerve block',
            'Duration: 1–2 hours',
            'Hospital stay: 1–2 nights',
            'Shoulder brace: 3–6 weeks after a tendon repair',
            'Back to work: office work after 2–4 weeks; driving after 6 weeks',
            'Follow-up: stitch removal after 10–14 days, then at 6 weeks and 3 months',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose mit Nervenblockade',
            'Dauer: 1–2 Stunden',
            'Klinikaufenthalt: 1–2 Nächte',
            'Schulterorthese: 3–6 Wochen nach einer Sehnennaht',
            'Arbeitsfähigkeit: Bürotätigkeit nach 2–4 Wochen, Autofahren nach 6 Wochen',
            'Nachsorge: Fadenzug nach 10–14 Tagen, Kontrollen nach 6 Wochen und 3 Monaten',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Artroskopie ramene', en: 'Shoulder arthroscopy', de: 'Schulterarthroskopie' },
        amount: 75000,
      },
      {
        name: {
          cs: 'Artroskopie ramene se sešitím rotátorové manžety',
          en: 'Shoulder arthroscopy with rotator cuff repair',
          de: 'Schulterarthroskopie mit Naht der Rotatorenmanschette',
        },
        amount: 95000,
      },
    ],
    doctors: ['ondrej-domnely'],
    combinations: [],
  },
  {
    key: 'orthopaedic-consultation',
    category: 'orthopaedics',
    sortOrder: 5,
    name: { cs: 'Ortopedická konzultace', en: 'Orthopaedic consultation', de: 'Orthopädische Beratung' },
    slug: { cs: 'ortopedicka-konzultace', en: 'orthopaedic-consultation', de: 'orthopadische-beratung' },
    subtitle: {
      cs: 'Vyšetření a plán léčby bez dlouhého čekání',
      en: 'Examination and a treatment plan without a long wait',
      de: 'Untersuchung und Behandlungsplan ohne lange Wartezeit',
    },
    perex: {
      cs: 'Při konzultaci ortoped vyšetří bolestivý kloub nebo páteř, zhodnotí dosavadní snímky a navrhne další postup. Na termín nečekáte týdny a doporučení od praktického lékaře nepotřebujete.',
      en: 'During the consultation, the orthopaedic surgeon examines the painful joint or spine, reviews any imaging and proposes the next steps. You will not wait weeks for an appointment, and no referral is needed.',
      de: 'Im Beratungsgespräch untersucht der Orthopäde das schmerzende Gelenk oder die Wirbelsäule, beurteilt vorhandene Aufnahmen und schlägt das weitere Vorgehen vor. Sie warten nicht wochenlang und brauchen keine Überweisung.',
    },
    metaDesc: {
      cs: 'Ortopedická konzultace v Praze bez doporučení a dlouhého čekání: vyšetření kloubů, ultrazvuk, zhodnocení snímků a plán léčby.',
      en: 'Orthopaedic consultation in Prague without a referral or long wait: joint examination, ultrasound, review of imaging and a clear treatment plan.',
      de: 'Orthopädische Beratung in Prag ohne Überweisung und lange Wartezeit: Gelenkuntersuchung, Ultraschall, Befundbesprechung und Behandlungsplan.',
    },
    content: {
      cs: [
        { h2: 'S čím se na nás můžete obrátit' },
        {
          p: 'Na ortopedickou konzultaci můžete přijít s bolestí kolene, ramene, kyčle, nohy či ruky, s potížemi po sportovním úrazu nebo s dlouhodobými obtížemi, které omezují běžný pohyb. Ortoped se vám bude věnovat bez spěchu, podrobně se zeptá na obtíže a vyšetří pohyblivost, stabilitu a sílu postiženého kloubu.',
        },
        {
          p: 'Součástí konzultace může být ultrazvukové vyšetření kloubu přímo v ordinaci. Pokud máte rentgenové snímky nebo výsledky magnetické rezonance, přineste je s sebou i se zprávami. Na závěr s vámi lékař probere diagnózu a možnosti léčby: od rehabilitace, ortéz a injekční terapie až po operační řešení, pokud je skutečně potřeba.',
        },
        {
          p: 'Pokud je vhodný operační zákrok, připravíme vám přehlednou nabídku, včetně termínu a ceny balíčku. Všechny orientační ceny ortopedických operací zahrnují anestezii, hospitalizaci, léky a pooperační kontroly. Rozhodnutí je vždy na vás a na konzultaci se nemusíte zavazovat k žádnému dalšímu ošetření. Klidně si vezměte čas na rozmyšlenou.',
        },
      ],
      en: [
        { h2: 'What we can help with' },
        {
          p: 'You can come to an orthopaedic consultation with pain in the knee, shoulder, hip, foot or hand, with problems after a sports injury, or with long-term complaints that limit everyday movement. The orthopaedic surgeon will take time to listen, ask about your symptoms in detail and examine the mobility, stability and strength of the affected joint.',
        },
        {
          p: 'The consultation can include an ultrasound examination of the joint right in the surgery. If you have X-rays or MRI results, please bring the images together with the reports. At the end, the doctor will explain the diagnosis and the treatment options, from physiotherapy, braces and injections to surgery when it is genuinely needed.',
        },
        {
          p: 'If surgery is recommended, we will give you a clear proposal including the date and the package price. The indicative prices of our orthopaedic operations include anaesthesia, hospital stay, medication and post-operative check-ups. The decision is always yours, and the consultation does not commit you to any further treatment, so take all the time you need.',
        },
      ],
      de: [
        { h2: 'Womit Sie zu uns kommen können' },
        {
          p: 'Zur orthopädischen Beratung können Sie mit Beschwerden an Knie, Schulter, Hüfte, Fuß oder Hand kommen, nach einer Sportverletzung oder mit länger bestehenden Problemen, die Ihre Beweglichkeit im Alltag einschränken. Der Orthopäde nimmt sich Zeit, fragt genau nach Ihren Beschwerden und untersucht Beweglichkeit, Stabilität und Kraft des betroffenen Gelenks.',
        },
        {
          p: 'Zur Beratung kann eine Ultraschalluntersuchung des Gelenks direkt in der Praxis gehören. Bringen Sie vorhandene Röntgen- oder MRT-Aufnahmen bitte zusammen mit den Befunden mit. Abschließend erläutert der Arzt die Diagnose und die Behandlungsmöglichkeiten – von Physiotherapie, Orthesen und Injektionen bis zur Operation, wenn sie wirklich notwendig ist.',
        },
        {
          p: 'Ist ein operativer Eingriff sinnvoll, erhalten Sie ein übersichtliches Angebot mit Termin und Paketpreis. Die Richtpreise unserer orthopädischen Operationen umfassen Narkose, Klinikaufenthalt, Medikamente und Nachkontrollen. Die Entscheidung liegt immer bei Ihnen; die Beratung verpflichtet Sie zu keiner weiteren Behandlung. Nehmen Sie sich in Ruhe Bedenkzeit.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Délka konzultace: 30–45 minut',
            'Doporučení od lékaře: není potřeba',
            'S sebou: dosavadní lékařské zprávy, rentgenové snímky a výsledky magnetické rezonance',
            'Ultrazvuk kloubu: možný přímo při konzultaci',
            'Výsledek: diagnóza a písemný návrh léčby',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Length of consultation: 30–45 minutes',
            'Referral: not required',
            'Please bring: previous medical reports, X-rays and MRI results',
            'Joint ultrasound: available during the consultation',
            'Outcome: a diagnosis and a written treatment proposal',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Dauer der Beratung: 30–45 Minuten',
            'Überweisung: nicht erforderlich',
            'Bitte mitbringen: bisherige Arztbriefe, Röntgen- und MRT-Aufnahmen',
            'Gelenkultraschall: direkt während der Beratung möglich',
            'Ergebnis: Diagnose und schriftlicher Behandlungsvorschlag',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Ortopedická konzultace', en: 'Orthopaedic consultation', de: 'Orthopädische Beratung' },
        amount: 1500,
      },
      {
        name: {
          cs: 'Konzultace s ultrazvukovým vyšetřením kloubu',
          en: 'Consultation with joint ultrasound',
          de: 'Beratung mit Gelenkultraschall',
        },
        amount: 2500,
      },
    ],
    doctors: ['ondrej-domnely'],
    combinations: [],
  },
]
