import type { SeedPerson, SeedPersonCategory } from './types'

/** Groups on the team page, in display order. */
export const personCategories: SeedPersonCategory[] = [
  {
    key: 'plastic-surgeons',
    sortOrder: 1,
    name: { cs: 'Plastičtí chirurgové', en: 'Plastic surgeons', de: 'Plastische Chirurgen' },
  },
  {
    key: 'dermatologists',
    sortOrder: 2,
    name: { cs: 'Dermatologové', en: 'Dermatologists', de: 'Dermatologen' },
  },
  {
    key: 'orthopaedists',
    sortOrder: 3,
    name: { cs: 'Ortopedie', en: 'Orthopaedics', de: 'Orthopädie' },
  },
  {
    key: 'anaesthesiologists',
    sortOrder: 4,
    name: { cs: 'Anesteziologie', en: 'Anaesthesiology', de: 'Anästhesiologie' },
  },
  {
    key: 'nurses',
    sortOrder: 5,
    name: { cs: 'Zdravotní sestry', en: 'Nursing staff', de: 'Pflegeteam' },
  },
  {
    key: 'reception',
    sortOrder: 6,
    name: { cs: 'Recepce', en: 'Reception', de: 'Empfang' },
  },
]

/** All names are fictional placeholders. */
export const people: SeedPerson[] = [
  // ───────────────────────── Plastic surgeons ─────────────────────────
  {
    key: 'petr-vzorovy',
    name: 'MUDr. Petr Vzorový',
    slug: 'petr-vzorovy',
    hasDetailPage: true,
    isHeadPhysician: true,
    category: 'plastic-surgeons',
    sortOrder: 1,
    position: {
      cs: 'Primář, plastický chirurg',
      en: 'Head physician, plastic surgeon',
      de: 'Chefarzt, Facharzt für Plastische Chirurgie',
    },
    perex: {
      cs: 'Primář Kliniky {kratky-nazev} se více než dvacet let věnuje estetické plastické chirurgii, především operacím prsou a omlazení obličeje.',
      en: '{clinic}’s head physician has spent more than twenty years in aesthetic plastic surgery, with a particular focus on breast surgery and facial rejuvenation.',
      de: 'Der Chefarzt der {clinic} ist seit über zwanzig Jahren in der ästhetischen Plastischen Chirurgie tätig – mit Schwerpunkt auf Brustoperationen und Gesichtsverjüngung.',
    },
    content: {
      cs: [
        {
          p: 'Vystudoval 1. lékařskou fakultu Univerzity Karlovy v Praze a atestaci z plastické chirurgie složil v roce 2006. Zkušenosti sbíral na oddělení plastické chirurgie pražské fakultní nemocnice a na odborných stážích v Rakousku a Belgii.',
        },
        {
          p: 'Specializuje se na zvětšení a modelaci prsou, výměnu implantátů, facelift a kombinované operace po těhotenství. Jako primář odborně vede celý chirurgický tým a dohlíží na bezpečnostní standardy kliniky.',
        },
        {
          p: 'Za nejdůležitější část léčby považuje klidnou a otevřenou konzultaci. S každým klientem hledá řešení, které odpovídá jeho postavě, zdravotnímu stavu i očekáváním – a pokud zákrok nedoporučuje, řekne to na rovinu.',
        },
      ],
      en: [
        {
          p: 'He graduated from the First Faculty of Medicine of Charles University in Prague and obtained his board certification in plastic surgery in 2006. He trained at the plastic surgery department of a Prague teaching hospital and completed fellowships in Austria and Belgium.',
        },
        {
          p: 'His main areas are breast augmentation and reshaping, implant replacement, facelifts and combined procedures after pregnancy. As head physician he leads the surgical team and oversees the clinic’s safety standards.',
        },
        {
          p: 'For him, the most important part of any treatment is an unhurried, honest consultation. He looks for a solution that suits each patient’s body, health and expectations – and if he does not recommend a procedure, he says so plainly.',
        },
      ],
      de: [
        {
          p: 'Er studierte an der 1. Medizinischen Fakultät der Karls-Universität in Prag und legte 2006 die Facharztprüfung für Plastische Chirurgie ab. Seine Erfahrung sammelte er an der Abteilung für Plastische Chirurgie eines Prager Universitätsklinikums sowie bei Hospitationen in Österreich und Belgien.',
        },
        {
          p: 'Seine Schwerpunkte sind Brustvergrößerung und Bruststraffung, Implantatwechsel, Facelift und kombinierte Eingriffe nach der Schwangerschaft. Als Chefarzt leitet er das chirurgische Team und verantwortet die Sicherheitsstandards der Klinik.',
        },
        {
          p: 'Am wichtigsten ist ihm ein ausführliches und ehrliches Beratungsgespräch. Er sucht mit jeder Patientin und jedem Patienten eine Lösung, die zu Körper, Gesundheit und Erwartungen passt – und rät offen ab, wenn ein Eingriff nicht sinnvoll ist.',
        },
      ],
    },
    metaDesc: {
      cs: 'MUDr. Petr Vzorový, primář Kliniky {kratky-nazev} v Praze – plastický chirurg se zaměřením na operace prsou, facelift a kombinované zákroky.',
      en: 'MUDr. Petr Vzorový, head physician of {clinic} Prague – plastic surgeon specialising in breast surgery, facelifts and combined procedures.',
      de: 'MUDr. Petr Vzorový, Chefarzt der {clinic} Prag – Facharzt für Plastische Chirurgie mit Schwerpunkt Brustchirurgie, Facelift und Kombinationseingriffe.',
    },
    highScores: {
      cs: [
        'Od roku 2013 primář Kliniky {kratky-nazev}',
        'Atestace z plastické chirurgie (2006)',
        'Oddělení plastické chirurgie pražské fakultní nemocnice (2001–2013)',
        'Odborné stáže v Rakousku a Belgii',
        'Přednášející na kurzech estetické chirurgie prsu',
      ],
      en: [
        'Head physician of {clinic} since 2013',
        'Board certification in plastic surgery (2006)',
        'Plastic surgery department of a Prague teaching hospital (2001–2013)',
        'Fellowships in Austria and Belgium',
        'Lecturer on courses in aesthetic breast surgery',
      ],
      de: [
        'Seit 2013 Chefarzt der {clinic}',
        'Facharztprüfung für Plastische Chirurgie (2006)',
        'Abteilung für Plastische Chirurgie eines Prager Universitätsklinikums (2001–2013)',
        'Hospitationen in Österreich und Belgien',
        'Referent bei Fortbildungen zur ästhetischen Brustchirurgie',
      ],
    },
    procedures: [
      'breast-augmentation',
      'breast-lift',
      'breast-lift-with-implants',
      'implant-replacement',
      'facelift-necklift',
      'facelift-blepharoplasty',
      'mommy-makeover',
      'augmentation-liposuction',
      'abdominoplasty',
    ],
  },
  {
    key: 'jana-ukazkova',
    name: 'MUDr. Jana Ukázková',
    slug: 'jana-ukazkova',
    hasDetailPage: true,
    category: 'plastic-surgeons',
    sortOrder: 2,
    position: {
      cs: 'Plastická chirurgyně',
      en: 'Plastic surgeon',
      de: 'Fachärztin für Plastische Chirurgie',
    },
    perex: {
      cs: 'Věnuje se především jemným zákrokům v obličeji – operacím očních víček, liftingu obočí a rtů. Zakládá si na přirozeném výsledku, který neprozradí, že jste byli na operaci.',
      en: 'She focuses on delicate facial surgery – eyelids, brow and lip lifts – and aims for natural results that do not give away that you have had surgery.',
      de: 'Sie ist auf feine Eingriffe im Gesicht spezialisiert – Lidkorrekturen, Stirn- und Lippenlifting – und legt Wert auf natürliche Ergebnisse, die eine Operation nicht verraten.',
    },
    content: {
      cs: [
        {
          p: 'Absolvovala Lékařskou fakultu Masarykovy univerzity v Brně. Po atestaci z plastické chirurgie se dále vzdělávala v okuloplastice a estetické chirurgii obličeje, mimo jiné na kurzech ve Vídni a Mnichově.',
        },
        {
          p: 'Jejím hlavním zaměřením je blefaroplastika horních i dolních víček, lifting obočí a rtů, odstranění Bichatových tukových polštářů a korekce odstálých uší. Spolu s primářem provádí i facelift.',
        },
        {
          p: 'Na konzultaci si bere čas na podrobný rozbor obličeje a často pracuje s fotografiemi, aby klientka přesně věděla, co může od zákroku čekat. Preferuje menší, dobře promyšlené změny před výraznými zásahy.',
        },
      ],
      en: [
        {
          p: 'She graduated from the Faculty of Medicine of Masaryk University in Brno. After board certification in plastic surgery she continued training in oculoplastic and facial aesthetic surgery, including courses in Vienna and Munich.',
        },
        {
          p: 'Her main areas are upper and lower eyelid surgery, brow and lip lifts, buccal fat removal and ear correction. Together with the head physician she also performs facelifts.',
        },
        {
          p: 'At the consultation she takes time for a detailed analysis of the face and often works with photographs, so that patients know exactly what to expect. She prefers small, well-considered changes to dramatic ones.',
        },
      ],
      de: [
        {
          p: 'Sie studierte an der Medizinischen Fakultät der Masaryk-Universität in Brünn. Nach der Facharztprüfung für Plastische Chirurgie bildete sie sich in okuloplastischer und ästhetischer Gesichtschirurgie weiter, unter anderem in Wien und München.',
        },
        {
          p: 'Ihre Schwerpunkte sind Ober- und Unterlidstraffung, Stirn- und Lippenlifting, die Entfernung der Wangenfettpolster sowie Ohrenkorrekturen. Gemeinsam mit dem Chefarzt führt sie auch Faceliftings durch.',
        },
        {
          p: 'Im Beratungsgespräch analysiert sie das Gesicht ausführlich und arbeitet oft mit Fotos, damit Sie genau wissen, was Sie erwartet. Kleine, gut durchdachte Veränderungen sind ihr lieber als drastische Eingriffe.',
        },
      ],
    },
    metaDesc: {
      cs: 'MUDr. Jana Ukázková, plastická chirurgyně Kliniky {kratky-nazev} – operace očních víček, lifting obočí a rtů, korekce uší.',
      en: 'MUDr. Jana Ukázková, plastic surgeon at {clinic} Prague – eyelid surgery, brow and lip lifts, ear correction.',
      de: 'MUDr. Jana Ukázková, Fachärztin für Plastische Chirurgie an der {clinic} Prag – Lidstraffung, Stirn- und Lippenlifting, Ohrenkorrektur.',
    },
    highScores: {
      cs: [
        'Atestace z plastické chirurgie (2011)',
        'Kurzy okuloplastiky ve Vídni a Mnichově',
        'Oddělení plastické chirurgie krajské nemocnice (2009–2015)',
        'V Klinice {kratky-nazev} od roku 2015',
      ],
      en: [
        'Board certification in plastic surgery (2011)',
        'Oculoplastic surgery courses in Vienna and Munich',
        'Plastic surgery department of a regional hospital (2009–2015)',
        'At {clinic} since 2015',
      ],
      de: [
        'Facharztprüfung für Plastische Chirurgie (2011)',
        'Fortbildungen in Okuloplastik in Wien und München',
        'Abteilung für Plastische Chirurgie eines Regionalkrankenhauses (2009–2015)',
        'Seit 2015 an der {clinic}',
      ],
    },
    procedures: [
      'blepharoplasty',
      'lower-blepharoplasty',
      'upper-lower-blepharoplasty',
      'brow-lift',
      'lip-lift',
      'buccal-fat-removal',
      'thread-lift',
      'otoplasty',
      'facelift-necklift',
      'facelift-blepharoplasty',
    ],
  },
  {
    key: 'tomas-smysleny',
    name: 'MUDr. Tomáš Smyšlený',
    slug: 'tomas-smysleny',
    hasDetailPage: true,
    category: 'plastic-surgeons',
    sortOrder: 3,
    position: {
      cs: 'Plastický chirurg',
      en: 'Plastic surgeon',
      de: 'Facharzt für Plastische Chirurgie',
    },
    perex: {
      cs: 'Specialista na tvarování postavy – liposukci, plastiku břicha a operace po velkém úbytku hmotnosti, včetně řešení diastázy břišních svalů.',
      en: 'A specialist in body contouring – liposuction, tummy tucks and surgery after major weight loss, including the repair of diastasis recti.',
      de: 'Spezialist für Körperformung – Fettabsaugung, Bauchdeckenstraffung und Eingriffe nach starkem Gewichtsverlust, einschließlich der Behandlung einer Rektusdiastase.',
    },
    content: {
      cs: [
        {
          p: 'Vystudoval 3. lékařskou fakultu Univerzity Karlovy a základní chirurgický kmen absolvoval na chirurgickém oddělení. Atestaci z plastické chirurgie získal v roce 2012 a poté se zaměřil na chirurgii trupu a končetin.',
        },
        {
          p: 'Provádí liposukce, plastiky břicha včetně sešití diastázy, liftingy paží, stehen a hýždí a přenos vlastního tuku. Často operuje klienty po bariatrických operacích nebo po výrazném zhubnutí.',
        },
        {
          p: 'Klade důraz na pečlivou přípravu před operací i na pooperační péči. Vysvětluje, že výsledek tvarování postavy se ustaluje několik měsíců a že zdravý životní styl je jeho nedílnou součástí.',
        },
      ],
      en: [
        {
          p: 'He studied at the Third Faculty of Medicine of Charles University and completed his surgical foundation training at a general surgery department. He became board-certified in plastic surgery in 2012 and has since focused on surgery of the trunk and limbs.',
        },
        {
          p: 'He performs liposuction, tummy tucks including diastasis repair, arm, thigh and buttock lifts, and fat transfer. Many of his patients come to him after bariatric surgery or significant weight loss.',
        },
        {
          p: 'He puts great emphasis on careful preparation and aftercare. He explains openly that body contouring results take several months to settle and that a healthy lifestyle is part of keeping them.',
        },
      ],
      de: [
        {
          p: 'Er studierte an der 3. Medizinischen Fakultät der Karls-Universität und absolvierte die chirurgische Basisweiterbildung in der Allgemeinchirurgie. 2012 legte er die Facharztprüfung für Plastische Chirurgie ab und konzentriert sich seitdem auf die Chirurgie von Rumpf und Extremitäten.',
        },
        {
          p: 'Er führt Fettabsaugungen, Bauchdeckenstraffungen einschließlich Rektusdiastase-Versorgung, Oberarm-, Oberschenkel- und Gesäßstraffungen sowie Eigenfetttransfer durch. Viele seiner Patientinnen und Patienten kommen nach einer bariatrischen Operation oder nach starker Gewichtsabnahme zu ihm.',
        },
        {
          p: 'Großen Wert legt er auf sorgfältige Vorbereitung und Nachsorge. Er erklärt offen, dass sich das Ergebnis einer Körperformung über mehrere Monate entwickelt und ein gesunder Lebensstil dazugehört.',
        },
      ],
    },
    metaDesc: {
      cs: 'MUDr. Tomáš Smyšlený, plastický chirurg Kliniky {kratky-nazev} – liposukce, plastika břicha, diastáza a tvarování postavy po zhubnutí.',
      en: 'MUDr. Tomáš Smyšlený, plastic surgeon at {clinic} Prague – liposuction, tummy tuck, diastasis recti repair and body contouring after weight loss.',
      de: 'MUDr. Tomáš Smyšlený, Facharzt für Plastische Chirurgie an der {clinic} Prag – Fettabsaugung, Bauchdeckenstraffung, Rektusdiastase und Körperformung.',
    },
    highScores: {
      cs: [
        'Atestace z plastické chirurgie (2012)',
        'Chirurgické oddělení fakultní nemocnice (2007–2012)',
        'Stáž v oblasti tvarování postavy po bariatrických operacích',
        'V Klinice {kratky-nazev} od roku 2014',
      ],
      en: [
        'Board certification in plastic surgery (2012)',
        'General surgery department of a teaching hospital (2007–2012)',
        'Fellowship in body contouring after bariatric surgery',
        'At {clinic} since 2014',
      ],
      de: [
        'Facharztprüfung für Plastische Chirurgie (2012)',
        'Chirurgische Abteilung eines Universitätsklinikums (2007–2012)',
        'Hospitation zur Körperformung nach bariatrischer Chirurgie',
        'Seit 2014 an der {clinic}',
      ],
    },
    procedures: [
      'liposuction',
      'abdominoplasty',
      'mini-abdominoplasty',
      'abdominoplasty-liposuction',
      'diastasis-recti',
      'arm-lift',
      'thigh-lift',
      'buttock-lift',
      'fat-transfer',
      'gynecomastia',
    ],
  },
  {
    key: 'eva-prikladna',
    name: 'MUDr. Eva Příkladná',
    slug: 'eva-prikladna',
    hasDetailPage: true,
    category: 'plastic-surgeons',
    sortOrder: 4,
    position: {
      cs: 'Plastická chirurgyně',
      en: 'Plastic surgeon',
      de: 'Fachärztin für Plastische Chirurgie',
    },
    perex: {
      cs: 'Zaměřuje se na chirurgii prsou a intimní plastiky. Klientky oceňují její citlivý přístup a srozumitelné vysvětlení každého kroku.',
      en: 'She specialises in breast and intimate surgery. Patients value her sensitive approach and clear explanations at every step.',
      de: 'Sie ist auf Brust- und Intimchirurgie spezialisiert. Patientinnen schätzen ihre einfühlsame Art und ihre verständlichen Erklärungen.',
    },
    content: {
      cs: [
        {
          p: 'Studovala na Lékařské fakultě Univerzity Palackého v Olomouci. Atestaci z plastické chirurgie složila v roce 2014 a doplnila si ji kurzy estetické chirurgie prsu a intimní chirurgie v Německu.',
        },
        {
          p: 'Provádí zvětšení, modelaci i zmenšení prsou, korekce bradavek, labioplastiku a zmenšení kožní řasy klitorisu. Často operuje ženy po těhotenství a kojení, kdy kombinuje více zákroků najednou.',
        },
        {
          p: 'Ví, že intimní témata nejsou snadná, a proto na konzultaci vytváří klidné a diskrétní prostředí. Vždy vysvětlí možnosti i omezení zákroku a nechá klientce čas na rozmyšlenou.',
        },
      ],
      en: [
        {
          p: 'She studied at the Faculty of Medicine of Palacký University in Olomouc. She became board-certified in plastic surgery in 2014 and completed further courses in aesthetic breast and intimate surgery in Germany.',
        },
        {
          p: 'She performs breast augmentation, breast lifts and reductions, nipple corrections, labiaplasty and clitoral hood reduction. Many of her patients are women after pregnancy and breastfeeding, for whom she often combines several procedures.',
        },
        {
          p: 'She knows that intimate topics are not easy to talk about, so her consultations are calm and discreet. She always explains both the possibilities and the limits of a procedure and gives patients time to decide.',
        },
      ],
      de: [
        {
          p: 'Sie studierte an der Medizinischen Fakultät der Palacký-Universität in Olmütz. 2014 legte sie die Facharztprüfung für Plastische Chirurgie ab und bildete sich anschließend in Deutschland in ästhetischer Brust- und Intimchirurgie fort.',
        },
        {
          p: 'Sie führt Brustvergrößerungen, Bruststraffungen und -verkleinerungen, Mamillenkorrekturen, Schamlippenkorrekturen und Klitorisvorhautreduktionen durch. Oft operiert sie Frauen nach Schwangerschaft und Stillzeit und kombiniert dabei mehrere Eingriffe.',
        },
        {
          p: 'Sie weiß, dass intime Themen nicht leicht anzusprechen sind, und sorgt deshalb für ein ruhiges, diskretes Gespräch. Sie erklärt Möglichkeiten und Grenzen jedes Eingriffs und lässt Ihnen Zeit für Ihre Entscheidung.',
        },
      ],
    },
    metaDesc: {
      cs: 'MUDr. Eva Příkladná, plastická chirurgyně Kliniky {kratky-nazev} – zvětšení a modelace prsou, labioplastika a intimní plastiky.',
      en: 'MUDr. Eva Příkladná, plastic surgeon at {clinic} Prague – breast augmentation and lifts, labiaplasty and intimate surgery.',
      de: 'MUDr. Eva Příkladná, Fachärztin für Plastische Chirurgie an der {clinic} Prag – Brustvergrößerung, Bruststraffung und Intimchirurgie.',
    },
    highScores: {
      cs: [
        'Atestace z plastické chirurgie (2014)',
        'Kurzy estetické chirurgie prsu a intimní chirurgie v Německu',
        'Oddělení plastické chirurgie fakultní nemocnice (2010–2016)',
        'V Klinice {kratky-nazev} od roku 2016',
      ],
      en: [
        'Board certification in plastic surgery (2014)',
        'Courses in aesthetic breast and intimate surgery in Germany',
        'Plastic surgery department of a teaching hospital (2010–2016)',
        'At {clinic} since 2016',
      ],
      de: [
        'Facharztprüfung für Plastische Chirurgie (2014)',
        'Fortbildungen in ästhetischer Brust- und Intimchirurgie in Deutschland',
        'Abteilung für Plastische Chirurgie eines Universitätsklinikums (2010–2016)',
        'Seit 2016 an der {clinic}',
      ],
    },
    procedures: [
      'breast-augmentation',
      'breast-lift',
      'breast-reduction',
      'breast-lift-with-implants',
      'nipple-correction',
      'labiaplasty',
      'clitoral-hood-reduction',
      'augmentation-liposuction',
      'mommy-makeover',
    ],
  },
  {
    key: 'martin-modelovy',
    name: 'MUDr. Martin Modelový',
    slug: 'martin-modelovy',
    hasDetailPage: true,
    category: 'plastic-surgeons',
    sortOrder: 5,
    position: {
      cs: 'Plastický chirurg',
      en: 'Plastic surgeon',
      de: 'Facharzt für Plastische Chirurgie',
    },
    perex: {
      cs: 'Věnuje se především plastice nosu, korekci odstálých uší a zvětšení brady. Operuje také muže s gynekomastií.',
      en: 'His main fields are nose surgery, ear correction and chin augmentation. He also treats men with gynaecomastia.',
      de: 'Seine Schwerpunkte sind Nasenkorrektur, Ohrenkorrektur und Kinnaufbau. Außerdem behandelt er Männer mit Gynäkomastie.',
    },
    content: {
      cs: [
        {
          p: 'Vystudoval Lékařskou fakultu Univerzity Karlovy v Plzni. Po atestaci z plastické chirurgie absolvoval specializační kurzy rinoplastiky v Itálii a v Rakousku.',
        },
        {
          p: 'Zabývá se estetickými i funkčními operacemi nosu, otoplastikou, zvětšením brady implantátem a modelací obličeje vlastním tukem. Mezi jeho klienty je i řada mužů, kteří řeší gynekomastii nebo lokální tukové zásoby.',
        },
        {
          p: 'U rinoplastiky vždy začíná rozborem profilu a proporcí celého obličeje. Výsledek má podle něj ladit s tváří, ne sledovat módní trendy.',
        },
      ],
      en: [
        {
          p: 'He graduated from the Faculty of Medicine of Charles University in Pilsen. After board certification in plastic surgery he completed specialist rhinoplasty courses in Italy and Austria.',
        },
        {
          p: 'He performs aesthetic and functional nose surgery, ear correction, chin augmentation with implants and facial contouring with the patient’s own fat. Many of his patients are men dealing with gynaecomastia or stubborn fat deposits.',
        },
        {
          p: 'Every rhinoplasty starts with an analysis of the profile and the proportions of the whole face. In his view the result should suit the face rather than follow a fashion.',
        },
      ],
      de: [
        {
          p: 'Er studierte an der Medizinischen Fakultät der Karls-Universität in Pilsen. Nach der Facharztprüfung für Plastische Chirurgie besuchte er spezialisierte Rhinoplastik-Kurse in Italien und Österreich.',
        },
        {
          p: 'Er führt ästhetische und funktionelle Nasenoperationen, Ohrenkorrekturen, Kinnaufbau mit Implantat und Gesichtsmodellierung mit Eigenfett durch. Zu seinen Patienten zählen auch viele Männer mit Gynäkomastie oder hartnäckigen Fettpolstern.',
        },
        {
          p: 'Jede Nasenkorrektur beginnt bei ihm mit einer Analyse des Profils und der Proportionen des ganzen Gesichts. Das Ergebnis soll zum Gesicht passen – nicht zu einem Modetrend.',
        },
      ],
    },
    metaDesc: {
      cs: 'MUDr. Martin Modelový, plastický chirurg Kliniky {kratky-nazev} – plastika nosu, otoplastika, zvětšení brady a gynekomastie.',
      en: 'MUDr. Martin Modelový, plastic surgeon at {clinic} Prague – rhinoplasty, ear correction, chin augmentation and gynaecomastia.',
      de: 'MUDr. Martin Modelový, Facharzt für Plastische Chirurgie an der {clinic} Prag – Nasenkorrektur, Ohrenkorrektur, Kinnaufbau und Gynäkomastie.',
    },
    highScores: {
      cs: [
        'Atestace z plastické chirurgie (2015)',
        'Specializační kurzy rinoplastiky v Itálii a Rakousku',
        'Oddělení plastické chirurgie krajské nemocnice (2011–2017)',
        'V Klinice {kratky-nazev} od roku 2017',
      ],
      en: [
        'Board certification in plastic surgery (2015)',
        'Specialist rhinoplasty courses in Italy and Austria',
        'Plastic surgery department of a regional hospital (2011–2017)',
        'At {clinic} since 2017',
      ],
      de: [
        'Facharztprüfung für Plastische Chirurgie (2015)',
        'Rhinoplastik-Fortbildungen in Italien und Österreich',
        'Abteilung für Plastische Chirurgie eines Regionalkrankenhauses (2011–2017)',
        'Seit 2017 an der {clinic}',
      ],
    },
    procedures: [
      'rhinoplasty',
      'otoplasty',
      'chin-augmentation',
      'gynecomastia',
      'blepharoplasty',
      'fat-transfer',
      'liposuction',
    ],
  },

  // ───────────────────────── Dermatologists ─────────────────────────
  {
    key: 'lucie-nahodila',
    name: 'MUDr. Lucie Nahodilá',
    slug: 'lucie-nahodila',
    hasDetailPage: true,
    category: 'dermatologists',
    sortOrder: 6,
    position: {
      cs: 'Dermatoložka',
      en: 'Dermatologist',
      de: 'Fachärztin für Dermatologie',
    },
    perex: {
      cs: 'Vede dermatologické oddělení kliniky a věnuje se estetické dermatologii – botulotoxinu, výplním, regeneračním metodám a laserovým ošetřením pleti.',
      en: 'She heads the clinic’s dermatology department and focuses on aesthetic dermatology – botulinum toxin, fillers, regenerative treatments and laser skin care.',
      de: 'Sie leitet die dermatologische Abteilung der Klinik und widmet sich der ästhetischen Dermatologie – Botulinumtoxin, Fillern, regenerativen Methoden und Laserbehandlungen der Haut.',
    },
    content: {
      cs: [
        {
          p: 'Absolvovala 2. lékařskou fakultu Univerzity Karlovy a atestaci z dermatovenerologie složila v roce 2013. Pravidelně se účastní kurzů estetické medicíny a laserové dermatologie v Česku i v zahraničí.',
        },
        {
          p: 'Zaměřuje se na aplikaci botulotoxinu a kyseliny hyaluronové, PRP, mezoterapii, chemické peelingy a laserové omlazení pleti. Spolupracuje s plastickými chirurgy tam, kde je vhodné chirurgický zákrok doplnit péčí o pleť.',
        },
        {
          p: 'Jejím cílem je svěží a odpočatý vzhled bez „přeplněných“ rysů. Ošetření plánuje postupně a raději doporučí menší dávku s kontrolou než zbytečně výrazný zásah.',
        },
      ],
      en: [
        {
          p: 'She graduated from the Second Faculty of Medicine of Charles University and became board-certified in dermatovenereology in 2013. She regularly attends courses in aesthetic medicine and laser dermatology in the Czech Republic and abroad.',
        },
        {
          p: 'Her work includes botulinum toxin and hyaluronic acid treatments, PRP, mesotherapy, chemical peels and laser resurfacing. She works closely with the plastic surgeons whenever a surgical result benefits from complementary skin care.',
        },
        {
          p: 'She aims for a fresh, rested look without overfilled features. She plans treatments step by step and would rather start with a smaller dose and a follow-up than overdo it.',
        },
      ],
      de: [
        {
          p: 'Sie studierte an der 2. Medizinischen Fakultät der Karls-Universität und legte 2013 die Facharztprüfung für Dermatologie und Venerologie ab. Regelmäßig bildet sie sich in ästhetischer Medizin und Laserdermatologie im In- und Ausland fort.',
        },
        {
          p: 'Zu ihren Schwerpunkten gehören Behandlungen mit Botulinumtoxin und Hyaluronsäure, PRP, Mesotherapie, chemische Peelings und Laser-Resurfacing. Wo es sinnvoll ist, ergänzt sie in Abstimmung mit den Plastischen Chirurgen das operative Ergebnis durch Hautpflege.',
        },
        {
          p: 'Ihr Ziel ist ein frisches, erholtes Aussehen ohne überfüllte Gesichtszüge. Sie plant Behandlungen schrittweise und beginnt lieber mit einer geringeren Dosis und einer Kontrolle als mit einem übertriebenen Eingriff.',
        },
      ],
    },
    metaDesc: {
      cs: 'MUDr. Lucie Nahodilá, dermatoložka Kliniky {kratky-nazev} – botox, výplně, PRP, mezoterapie a laserové omlazení pleti v Praze.',
      en: 'MUDr. Lucie Nahodilá, dermatologist at {clinic} Prague – botulinum toxin, fillers, PRP, mesotherapy and laser skin rejuvenation.',
      de: 'MUDr. Lucie Nahodilá, Fachärztin für Dermatologie an der {clinic} Prag – Botox, Filler, PRP, Mesotherapie und Laser-Hautverjüngung.',
    },
    highScores: {
      cs: [
        'Atestace z dermatovenerologie (2013)',
        'Dermatologické oddělení fakultní nemocnice (2008–2016)',
        'Certifikované kurzy estetické medicíny a laserové dermatologie',
        'Od roku 2016 vedoucí dermatologie Kliniky {kratky-nazev}',
      ],
      en: [
        'Board certification in dermatovenereology (2013)',
        'Dermatology department of a teaching hospital (2008–2016)',
        'Certified courses in aesthetic medicine and laser dermatology',
        'Head of dermatology at {clinic} since 2016',
      ],
      de: [
        'Facharztprüfung für Dermatologie und Venerologie (2013)',
        'Dermatologische Abteilung eines Universitätsklinikums (2008–2016)',
        'Zertifizierte Fortbildungen in ästhetischer Medizin und Laserdermatologie',
        'Seit 2016 Leiterin der Dermatologie der {clinic}',
      ],
    },
    procedures: [
      'botox',
      'fillers',
      'prp',
      'stem-cells',
      'mesotherapy',
      'chemical-peel',
      'laser-resurfacing',
      'permanent-hair-removal',
      'vascular-laser',
    ],
  },
  {
    key: 'klara-fiktivni',
    name: 'MUDr. Klára Fiktivní',
    slug: 'klara-fiktivni',
    hasDetailPage: true,
    category: 'dermatologists',
    sortOrder: 7,
    position: {
      cs: 'Dermatoložka',
      en: 'Dermatologist',
      de: 'Fachärztin für Dermatologie',
    },
    perex: {
      cs: 'Věnuje se odstraňování kožních útvarů, léčbě nadměrného pocení a laserovým ošetřením – od trvalé epilace po odstranění tetování.',
      en: 'She removes skin lesions, treats excessive sweating and performs laser treatments – from permanent hair removal to tattoo removal.',
      de: 'Sie entfernt Hautveränderungen, behandelt übermäßiges Schwitzen und führt Laserbehandlungen durch – von der dauerhaften Haarentfernung bis zur Tattooentfernung.',
    },
    content: {
      cs: [
        {
          p: 'Vystudovala Lékařskou fakultu Univerzity Karlovy v Hradci Králové a atestaci z dermatovenerologie získala v roce 2017. Má certifikaci pro práci s diodovým, pikosekundovým a cévním laserem.',
        },
        {
          p: 'Odstraňuje znaménka, fibromy a další nezhoubné kožní útvary, léčí hyperhidrózu a provádí trvalou epilaci, odstranění tetování a ošetření drobných cév. Každý odstraněný útvar podle potřeby posílá na histologické vyšetření.',
        },
        {
          p: 'Důležitá je pro ni prevence – při každé návštěvě ráda zkontroluje i ostatní znaménka a poradí, jak pokožku chránit před sluncem.',
        },
      ],
      en: [
        {
          p: 'She graduated from the Faculty of Medicine of Charles University in Hradec Králové and became board-certified in dermatovenereology in 2017. She is certified to work with diode, picosecond and vascular lasers.',
        },
        {
          p: 'She removes moles, skin tags and other benign skin lesions, treats hyperhidrosis and performs permanent hair removal, tattoo removal and treatment of small visible vessels. Removed lesions are sent for histological examination whenever appropriate.',
        },
        {
          p: 'Prevention matters a great deal to her: at every visit she is happy to check your other moles too and advise on protecting your skin from the sun.',
        },
      ],
      de: [
        {
          p: 'Sie studierte an der Medizinischen Fakultät der Karls-Universität in Königgrätz und legte 2017 die Facharztprüfung für Dermatologie und Venerologie ab. Sie ist für die Arbeit mit Dioden-, Pikosekunden- und Gefäßlaser zertifiziert.',
        },
        {
          p: 'Sie entfernt Muttermale, Fibrome und andere gutartige Hautveränderungen, behandelt Hyperhidrose und führt dauerhafte Haarentfernung, Tattooentfernung sowie die Behandlung kleiner Äderchen durch. Entferntes Gewebe wird bei Bedarf histologisch untersucht.',
        },
        {
          p: 'Vorsorge liegt ihr besonders am Herzen: Bei jedem Besuch wirft sie gern auch einen Blick auf Ihre übrigen Muttermale und berät Sie zum Sonnenschutz.',
        },
      ],
    },
    metaDesc: {
      cs: 'MUDr. Klára Fiktivní, dermatoložka Kliniky {kratky-nazev} – odstranění znamének, léčba pocení, trvalá epilace a odstranění tetování.',
      en: 'MUDr. Klára Fiktivní, dermatologist at {clinic} Prague – mole removal, hyperhidrosis treatment, permanent hair removal and tattoo removal.',
      de: 'MUDr. Klára Fiktivní, Fachärztin für Dermatologie an der {clinic} Prag – Muttermalentfernung, Hyperhidrose, dauerhafte Haarentfernung, Tattooentfernung.',
    },
    highScores: {
      cs: [
        'Atestace z dermatovenerologie (2017)',
        'Certifikace pro diodový, pikosekundový a cévní laser',
        'Dermatologická ambulance v Hradci Králové (2012–2018)',
        'V Klinice {kratky-nazev} od roku 2018',
      ],
      en: [
        'Board certification in dermatovenereology (2017)',
        'Certified in diode, picosecond and vascular laser treatments',
        'Outpatient dermatology practice in Hradec Králové (2012–2018)',
        'At {clinic} since 2018',
      ],
      de: [
        'Facharztprüfung für Dermatologie und Venerologie (2017)',
        'Zertifizierung für Dioden-, Pikosekunden- und Gefäßlaser',
        'Dermatologische Praxis in Königgrätz (2012–2018)',
        'Seit 2018 an der {clinic}',
      ],
    },
    procedures: [
      'mole-removal',
      'skin-tag-removal',
      'hyperhidrosis',
      'permanent-hair-removal',
      'tattoo-removal',
      'vascular-laser',
      'chemical-peel',
      'botox',
    ],
  },

  // ───────────────────────── Orthopaedics ─────────────────────────
  {
    key: 'ondrej-domnely',
    name: 'MUDr. Ondřej Domnělý',
    slug: 'ondrej-domnely',
    hasDetailPage: true,
    category: 'orthopaedists',
    sortOrder: 8,
    position: {
      cs: 'Ortoped',
      en: 'Orthopaedic surgeon',
      de: 'Facharzt für Orthopädie',
    },
    perex: {
      cs: 'Ortoped se zaměřením na artroskopii kolena a ramene a na operace nohy a ruky, včetně korekce vbočeného palce.',
      en: 'An orthopaedic surgeon specialising in knee and shoulder arthroscopy and in foot and hand surgery, including bunion correction.',
      de: 'Orthopäde mit Schwerpunkt auf Knie- und Schulterarthroskopie sowie Fuß- und Handchirurgie, einschließlich der Hallux-valgus-Korrektur.',
    },
    content: {
      cs: [
        {
          p: 'Vystudoval 1. lékařskou fakultu Univerzity Karlovy a atestaci z ortopedie složil v roce 2010. Dlouhá léta pracoval na ortopedické klinice fakultní nemocnice, kde se věnoval artroskopickým operacím a sportovním úrazům.',
        },
        {
          p: 'V Klinice {kratky-nazev} provádí artroskopie kolena a ramene, operace vbočeného palce a uvolnění karpálního tunelu. Na ortopedické konzultaci posoudí i obtíže, které operaci nevyžadují, a doporučí vhodnou léčbu.',
        },
        {
          p: 'Operaci doporučuje až tehdy, když konzervativní léčba nepomáhá. S klienty vždy probere i rehabilitaci po zákroku, protože na ní výsledek z velké části závisí.',
        },
      ],
      en: [
        {
          p: 'He graduated from the First Faculty of Medicine of Charles University and became board-certified in orthopaedics in 2010. He spent many years at the orthopaedic department of a teaching hospital, focusing on arthroscopic surgery and sports injuries.',
        },
        {
          p: 'At {clinic} he performs knee and shoulder arthroscopy, bunion surgery and carpal tunnel release. In an orthopaedic consultation he also assesses problems that do not need surgery and recommends appropriate treatment.',
        },
        {
          p: 'He recommends surgery only when conservative treatment has not helped. He always discusses rehabilitation with his patients, because the result depends on it to a large extent.',
        },
      ],
      de: [
        {
          p: 'Er studierte an der 1. Medizinischen Fakultät der Karls-Universität und legte 2010 die Facharztprüfung für Orthopädie ab. Viele Jahre arbeitete er an der orthopädischen Klinik eines Universitätsklinikums mit Schwerpunkt Arthroskopie und Sportverletzungen.',
        },
        {
          p: 'An der {clinic} führt er Knie- und Schulterarthroskopien, Hallux-valgus-Operationen und Karpaltunnel-Operationen durch. In der orthopädischen Sprechstunde beurteilt er auch Beschwerden, die keine Operation erfordern, und empfiehlt eine passende Behandlung.',
        },
        {
          p: 'Zu einer Operation rät er erst, wenn die konservative Therapie nicht ausreicht. Die Rehabilitation bespricht er immer ausführlich, denn von ihr hängt das Ergebnis maßgeblich ab.',
        },
      ],
    },
    metaDesc: {
      cs: 'MUDr. Ondřej Domnělý, ortoped Kliniky {kratky-nazev} – artroskopie kolena a ramene, vbočený palec a karpální tunel v Praze.',
      en: 'MUDr. Ondřej Domnělý, orthopaedic surgeon at {clinic} Prague – knee and shoulder arthroscopy, bunion and carpal tunnel surgery.',
      de: 'MUDr. Ondřej Domnělý, Facharzt für Orthopädie an der {clinic} Prag – Knie- und Schulterarthroskopie, Hallux valgus und Karpaltunnel.',
    },
    highScores: {
      cs: [
        'Atestace z ortopedie (2010)',
        'Ortopedická klinika fakultní nemocnice (2005–2019)',
        'Kurzy artroskopie kolena a ramene',
        'Od roku 2019 vede ortopedii Kliniky {kratky-nazev}',
      ],
      en: [
        'Board certification in orthopaedics (2010)',
        'Orthopaedic department of a teaching hospital (2005–2019)',
        'Advanced courses in knee and shoulder arthroscopy',
        'Head of orthopaedics at {clinic} since 2019',
      ],
      de: [
        'Facharztprüfung für Orthopädie (2010)',
        'Orthopädische Klinik eines Universitätsklinikums (2005–2019)',
        'Fortbildungen in Knie- und Schulterarthroskopie',
        'Seit 2019 Leiter der Orthopädie der {clinic}',
      ],
    },
    procedures: [
      'knee-arthroscopy',
      'shoulder-arthroscopy',
      'hallux-valgus',
      'carpal-tunnel',
      'orthopaedic-consultation',
    ],
  },

  // ───────────────────────── Anaesthesiology ─────────────────────────
  {
    key: 'pavel-zkusebni',
    name: 'MUDr. Pavel Zkušební',
    slug: 'pavel-zkusebni',
    hasDetailPage: true,
    category: 'anaesthesiologists',
    sortOrder: 9,
    position: {
      cs: 'Anesteziolog',
      en: 'Anaesthesiologist',
      de: 'Facharzt für Anästhesiologie',
    },
    perex: {
      cs: 'Odpovídá za anestezii a bezpečnost klientů během operace i v prvních hodinách po ní. Před každým zákrokem s klientem probere jeho zdravotní stav a průběh uspání.',
      en: 'He is responsible for anaesthesia and patient safety during surgery and in the first hours afterwards. Before every procedure he goes through your health and the anaesthetic with you.',
      de: 'Er verantwortet die Narkose und die Sicherheit der Patienten während der Operation und in den ersten Stunden danach. Vor jedem Eingriff bespricht er mit Ihnen Ihren Gesundheitszustand und den Ablauf der Narkose.',
    },
    content: {
      cs: [
        {
          p: 'Vystudoval 1. lékařskou fakultu Univerzity Karlovy a atestaci z anesteziologie a intenzivní medicíny získal v roce 2009. Řadu let pracoval na anesteziologicko-resuscitačním oddělení velké pražské nemocnice.',
        },
        {
          p: 'V Klinice {kratky-nazev} vede anesteziologický tým. Volí šetrné postupy celkové i regionální anestezie, které umožňují rychlé probuzení a minimum nevolnosti po operaci.',
        },
        {
          p: 'Ví, že strach z narkózy bývá větší než strach z operace samotné. Proto si před zákrokem vždy najde čas na rozhovor a trpělivě odpoví na všechny otázky.',
        },
      ],
      en: [
        {
          p: 'He graduated from the First Faculty of Medicine of Charles University and became board-certified in anaesthesiology and intensive care in 2009. For many years he worked in the anaesthesia and intensive care department of a large Prague hospital.',
        },
        {
          p: 'He leads the anaesthesia team at {clinic}. He uses gentle techniques of general and regional anaesthesia that allow a quick recovery and keep post-operative nausea to a minimum.',
        },
        {
          p: 'He knows that many people fear the anaesthetic more than the operation itself. That is why he always makes time for a conversation before surgery and patiently answers every question.',
        },
      ],
      de: [
        {
          p: 'Er studierte an der 1. Medizinischen Fakultät der Karls-Universität und legte 2009 die Facharztprüfung für Anästhesiologie und Intensivmedizin ab. Viele Jahre arbeitete er in der Abteilung für Anästhesie und Intensivmedizin eines großen Prager Krankenhauses.',
        },
        {
          p: 'An der {clinic} leitet er das Anästhesieteam. Er setzt schonende Verfahren der Allgemein- und Regionalanästhesie ein, die ein rasches Aufwachen ermöglichen und Übelkeit nach der Operation auf ein Minimum reduzieren.',
        },
        {
          p: 'Er weiß, dass viele Menschen mehr Angst vor der Narkose haben als vor der Operation selbst. Deshalb nimmt er sich vor jedem Eingriff Zeit für ein Gespräch und beantwortet geduldig alle Fragen.',
        },
      ],
    },
    metaDesc: {
      cs: 'MUDr. Pavel Zkušební, anesteziolog Kliniky {kratky-nazev} – bezpečná a šetrná anestezie při plastických a ortopedických operacích.',
      en: 'MUDr. Pavel Zkušební, anaesthesiologist at {clinic} Prague – safe, gentle anaesthesia for plastic and orthopaedic surgery.',
      de: 'MUDr. Pavel Zkušební, Facharzt für Anästhesiologie an der {clinic} Prag – sichere und schonende Narkose bei plastischen und orthopädischen Eingriffen.',
    },
    highScores: {
      cs: [
        'Atestace z anesteziologie a intenzivní medicíny (2009)',
        'Anesteziologicko-resuscitační oddělení pražské nemocnice (2004–2013)',
        'Instruktor kurzů neodkladné resuscitace',
        'V Klinice {kratky-nazev} od jejího založení v roce 2013',
      ],
      en: [
        'Board certification in anaesthesiology and intensive care (2009)',
        'Anaesthesia and intensive care department of a Prague hospital (2004–2013)',
        'Instructor in advanced life support courses',
        'At {clinic} since it opened in 2013',
      ],
      de: [
        'Facharztprüfung für Anästhesiologie und Intensivmedizin (2009)',
        'Abteilung für Anästhesie und Intensivmedizin eines Prager Krankenhauses (2004–2013)',
        'Ausbilder für Reanimationskurse',
        'Seit der Gründung 2013 an der {clinic}',
      ],
    },
    procedures: [],
  },

  // ───────────────────────── Nursing staff (no detail page) ─────────────────────────
  {
    key: 'tereza-vymyslena',
    name: 'Bc. Tereza Vymyšlená',
    hasDetailPage: false,
    category: 'nurses',
    sortOrder: 10,
    position: {
      cs: 'Vrchní sestra',
      en: 'Head nurse',
      de: 'Pflegedienstleitung',
    },
    perex: {
      cs: 'Vede tým zdravotních sester a stará se o to, aby se klienti na lůžkovém oddělení cítili bezpečně a v klidu.',
      en: 'She leads the nursing team and makes sure patients on the ward feel safe and at ease.',
      de: 'Sie leitet das Pflegeteam und sorgt dafür, dass sich Patientinnen und Patienten auf der Station sicher und gut aufgehoben fühlen.',
    },
    content: {
      cs: [
        {
          p: 'Vystudovala obor všeobecná sestra a v Klinice {kratky-nazev} pracuje od roku 2014. Předtím působila na chirurgické jednotce intenzivní péče.',
        },
        {
          p: 'Organizuje péči na lůžkovém oddělení, zaučuje nové kolegyně a je klientům k dispozici s radou při převazech i rekonvalescenci.',
        },
      ],
      en: [
        {
          p: 'A qualified registered nurse, she has worked at {clinic} since 2014. Before that she worked in a surgical intensive care unit.',
        },
        {
          p: 'She organises care on the ward, trains new colleagues and is always there for patients with advice on dressings and recovery.',
        },
      ],
      de: [
        {
          p: 'Die examinierte Gesundheits- und Krankenpflegerin ist seit 2014 an der {clinic} tätig. Zuvor arbeitete sie auf einer chirurgischen Intensivstation.',
        },
        {
          p: 'Sie organisiert die Pflege auf der Station, arbeitet neue Kolleginnen ein und steht Patienten bei Verbandswechseln und in der Genesung mit Rat zur Seite.',
        },
      ],
    },
    metaDesc: {
      cs: 'Bc. Tereza Vymyšlená, vrchní sestra Kliniky {kratky-nazev} v Praze.',
      en: 'Bc. Tereza Vymyšlená, head nurse at {clinic} Prague.',
      de: 'Bc. Tereza Vymyšlená, Pflegedienstleitung der {clinic} Prag.',
    },
    highScores: {
      cs: [
        'Bakalářské studium ošetřovatelství',
        'Chirurgická JIP (2008–2014)',
        'V Klinice {kratky-nazev} od roku 2014, vrchní sestrou od roku 2018',
      ],
      en: [
        'Bachelor’s degree in nursing',
        'Surgical intensive care unit (2008–2014)',
        'At {clinic} since 2014, head nurse since 2018',
      ],
      de: [
        'Bachelorstudium Pflege',
        'Chirurgische Intensivstation (2008–2014)',
        'Seit 2014 an der {clinic}, seit 2018 Pflegedienstleitung',
      ],
    },
    procedures: [],
  },
  {
    key: 'veronika-zdanliva',
    name: 'Veronika Zdánlivá',
    hasDetailPage: false,
    category: 'nurses',
    sortOrder: 11,
    position: {
      cs: 'Zdravotní sestra',
      en: 'Nurse',
      de: 'Gesundheits- und Krankenpflegerin',
    },
    perex: {
      cs: 'Pečuje o klienty na lůžkovém oddělení a asistuje na operačním sále.',
      en: 'She looks after patients on the ward and assists in the operating theatre.',
      de: 'Sie betreut Patienten auf der Station und assistiert im Operationssaal.',
    },
    content: {
      cs: [
        {
          p: 'V Klinice {kratky-nazev} pracuje od roku 2017. Stará se o klienty během hospitalizace a připravuje je na propuštění domů.',
        },
        {
          p: 'Domluví se česky, anglicky a rusky.',
        },
      ],
      en: [
        {
          p: 'She has worked at {clinic} since 2017. She cares for patients during their hospital stay and prepares them for going home.',
        },
        {
          p: 'She speaks Czech, English and Russian.',
        },
      ],
      de: [
        {
          p: 'Sie ist seit 2017 an der {clinic} tätig, betreut Patienten während des stationären Aufenthalts und bereitet sie auf die Entlassung vor.',
        },
        {
          p: 'Sie spricht Tschechisch, Englisch und Russisch.',
        },
      ],
    },
    metaDesc: {
      cs: 'Veronika Zdánlivá, zdravotní sestra Kliniky {kratky-nazev} v Praze.',
      en: 'Veronika Zdánlivá, nurse at {clinic} Prague.',
      de: 'Veronika Zdánlivá, Gesundheits- und Krankenpflegerin an der {clinic} Prag.',
    },
    highScores: {
      cs: ['Vyšší odborné vzdělání – diplomovaná všeobecná sestra', 'Chirurgické oddělení krajské nemocnice (2012–2017)', 'V Klinice {kratky-nazev} od roku 2017'],
      en: ['Diploma in general nursing', 'Surgical ward of a regional hospital (2012–2017)', 'At {clinic} since 2017'],
      de: ['Diplom in allgemeiner Krankenpflege', 'Chirurgische Station eines Regionalkrankenhauses (2012–2017)', 'Seit 2017 an der {clinic}'],
    },
    procedures: [],
  },
  {
    key: 'hana-pokusna',
    name: 'Hana Pokusná',
    hasDetailPage: false,
    category: 'nurses',
    sortOrder: 12,
    position: {
      cs: 'Anesteziologická sestra',
      en: 'Anaesthesia nurse',
      de: 'Anästhesiepflegerin',
    },
    perex: {
      cs: 'Spolupracuje s anesteziologem při operacích a dohlíží na klienty na dospávacím pokoji.',
      en: 'She works alongside the anaesthesiologist during surgery and monitors patients in the recovery room.',
      de: 'Sie unterstützt den Anästhesisten während der Operation und überwacht die Patienten im Aufwachraum.',
    },
    content: {
      cs: [
        {
          p: 'Má specializaci v intenzivní péči a v Klinice {kratky-nazev} pracuje od roku 2019. Připravuje klienty k anestezii a sleduje je během probouzení.',
        },
        {
          p: 'Klienti oceňují její klid a to, že jim vždy srozumitelně vysvětlí, co se bude dít.',
        },
      ],
      en: [
        {
          p: 'She holds a specialisation in intensive care and has worked at {clinic} since 2019. She prepares patients for anaesthesia and monitors them as they wake up.',
        },
        {
          p: 'Patients appreciate her calm manner and the way she always explains clearly what will happen next.',
        },
      ],
      de: [
        {
          p: 'Sie hat eine Fachweiterbildung in Intensivpflege und arbeitet seit 2019 an der {clinic}. Sie bereitet Patienten auf die Narkose vor und überwacht sie in der Aufwachphase.',
        },
        {
          p: 'Patienten schätzen ihre Ruhe und dass sie immer verständlich erklärt, was als Nächstes passiert.',
        },
      ],
    },
    metaDesc: {
      cs: 'Hana Pokusná, anesteziologická sestra Kliniky {kratky-nazev} v Praze.',
      en: 'Hana Pokusná, anaesthesia nurse at {clinic} Prague.',
      de: 'Hana Pokusná, Anästhesiepflegerin an der {clinic} Prag.',
    },
    highScores: {
      cs: ['Specializace v intenzivní péči', 'Anesteziologicko-resuscitační oddělení (2013–2019)', 'V Klinice {kratky-nazev} od roku 2019'],
      en: ['Specialisation in intensive care nursing', 'Anaesthesia and intensive care department (2013–2019)', 'At {clinic} since 2019'],
      de: ['Fachweiterbildung Intensivpflege', 'Abteilung für Anästhesie und Intensivmedizin (2013–2019)', 'Seit 2019 an der {clinic}'],
    },
    procedures: [],
  },

  // ───────────────────────── Reception (no detail page) ─────────────────────────
  {
    key: 'barbora-vzorna',
    name: 'Barbora Vzorná',
    hasDetailPage: false,
    category: 'reception',
    sortOrder: 13,
    position: {
      cs: 'Vedoucí recepce',
      en: 'Head of reception',
      de: 'Leitung Empfang',
    },
    perex: {
      cs: 'Domlouvá termíny konzultací a operací a provede vás vším, co je potřeba před zákrokem zařídit.',
      en: 'She schedules consultations and operations and guides you through everything that needs arranging before your procedure.',
      de: 'Sie vereinbart Beratungs- und Operationstermine und begleitet Sie durch alles, was vor dem Eingriff zu organisieren ist.',
    },
    content: {
      cs: [
        { p: 'Na recepci Kliniky {kratky-nazev} pracuje od roku 2015. Koordinuje objednávky, platby a ubytování v klinických apartmánech.' },
        { p: 'Mluví česky, anglicky a německy.' },
      ],
      en: [
        { p: 'She has worked at the {clinic} reception since 2015, coordinating bookings, payments and stays in the clinic’s apartments.' },
        { p: 'She speaks Czech, English and German.' },
      ],
      de: [
        { p: 'Sie arbeitet seit 2015 am Empfang der {clinic} und koordiniert Termine, Zahlungen und Aufenthalte in den Klinik-Apartments.' },
        { p: 'Sie spricht Tschechisch, Englisch und Deutsch.' },
      ],
    },
    metaDesc: {
      cs: 'Barbora Vzorná, vedoucí recepce Kliniky {kratky-nazev} v Praze.',
      en: 'Barbora Vzorná, head of reception at {clinic} Prague.',
      de: 'Barbora Vzorná, Leitung Empfang der {clinic} Prag.',
    },
    highScores: {
      cs: ['Hotelová recepce v Praze (2010–2015)', 'V Klinice {kratky-nazev} od roku 2015, vedoucí recepce od roku 2020'],
      en: ['Hotel front desk in Prague (2010–2015)', 'At {clinic} since 2015, head of reception since 2020'],
      de: ['Hotelrezeption in Prag (2010–2015)', 'Seit 2015 an der {clinic}, seit 2020 Leitung Empfang'],
    },
    procedures: [],
  },
  {
    key: 'nikola-domyslena',
    name: 'Nikola Domyšlená',
    hasDetailPage: false,
    category: 'reception',
    sortOrder: 14,
    position: {
      cs: 'Recepční, koordinátorka zahraničních klientů',
      en: 'Receptionist, international patient coordinator',
      de: 'Empfang, Betreuung internationaler Patienten',
    },
    perex: {
      cs: 'Stará se o klienty, kteří k nám přijíždějí ze zahraničí – od první online konzultace po odvoz na letiště.',
      en: 'She looks after patients travelling to us from abroad – from the first online consultation to the ride back to the airport.',
      de: 'Sie kümmert sich um Patienten, die aus dem Ausland zu uns kommen – von der ersten Online-Beratung bis zur Fahrt zum Flughafen.',
    },
    content: {
      cs: [
        { p: 'V Klinice {kratky-nazev} pracuje od roku 2021. Pomáhá zahraničním klientům s plánováním cesty, ubytováním a komunikací s lékaři.' },
        { p: 'Mluví česky, anglicky, německy a slovensky.' },
      ],
      en: [
        { p: 'She joined {clinic} in 2021. She helps international patients plan their trip and accommodation and communicate with the doctors.' },
        { p: 'She speaks Czech, English, German and Slovak.' },
      ],
      de: [
        { p: 'Sie ist seit 2021 an der {clinic} und hilft internationalen Patienten bei Reiseplanung, Unterkunft und der Kommunikation mit den Ärzten.' },
        { p: 'Sie spricht Tschechisch, Englisch, Deutsch und Slowakisch.' },
      ],
    },
    metaDesc: {
      cs: 'Nikola Domyšlená, recepční a koordinátorka zahraničních klientů Kliniky {kratky-nazev}.',
      en: 'Nikola Domyšlená, receptionist and international patient coordinator at {clinic} Prague.',
      de: 'Nikola Domyšlená, Empfang und Betreuung internationaler Patienten an der {clinic} Prag.',
    },
    highScores: {
      cs: ['Studium německého jazyka a literatury', 'Cestovní kancelář (2016–2021)', 'V Klinice {kratky-nazev} od roku 2021'],
      en: ['Degree in German language and literature', 'Travel agency (2016–2021)', 'At {clinic} since 2021'],
      de: ['Studium der Germanistik', 'Reisebüro (2016–2021)', 'Seit 2021 an der {clinic}'],
    },
    procedures: [],
  },
]
