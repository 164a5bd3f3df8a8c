import type { SeedJobOffer } from './types'

export const jobOffers: SeedJobOffer[] = [
  {
    key: 'general-nurse',
    title: {
      cs: 'Všeobecná sestra / všeobecný ošetřovatel',
      en: 'Registered nurse',
      de: 'Pflegefachkraft (m/w/d)',
    },
    slug: {
      cs: 'vseobecna-sestra',
      en: 'registered-nurse',
      de: 'pflegefachkraft',
    },
    perex: {
      cs: 'Hledáme posilu na lůžkové oddělení a do ambulance. Nabízíme klidné prostředí menší kliniky, moderní vybavení a tým, který si navzájem pomáhá.',
      en: 'We are looking for a nurse to join our ward and outpatient team. We offer the calm setting of a small clinic, modern equipment and colleagues who support each other.',
      de: 'Wir suchen Verstärkung für unsere Station und Ambulanz. Wir bieten das ruhige Umfeld einer kleinen Klinik, moderne Ausstattung und ein Team, das zusammenhält.',
    },
    metaDesc: {
      cs: 'Volné místo: všeobecná sestra na lůžkové oddělení a do ambulance Kliniky {kratky-nazev} v Praze 3. Plný úvazek, směnný provoz.',
      en: 'Job opening: registered nurse for the ward and outpatient clinic at {clinic}, Prague 3. Full-time, shift work.',
      de: 'Stellenangebot: Pflegefachkraft (m/w/d) für Station und Ambulanz der {clinic} in Prag 3. Vollzeit, Schichtdienst.',
    },
    content: {
      cs: [
        { h2: 'Co vás čeká' },
        {
          ul: [
            'péče o klienty před operací a po ní na lůžkovém oddělení s pěti lůžky',
            'převazy, odběry a asistence při pooperačních kontrolách',
            'příprava klientů k propuštění a vysvětlení domácího režimu',
            'spolupráce s lékaři a recepcí při plánování zákroků',
          ],
        },
        { h2: 'Co očekáváme' },
        {
          ul: [
            'odbornou způsobilost k výkonu povolání všeobecné sestry bez odborného dohledu',
            'praxi na chirurgickém oddělení výhodou',
            'vstřícné a diskrétní jednání s klienty',
            'ochotu pracovat ve směnách včetně nočních služeb',
          ],
        },
        { h2: 'Co nabízíme' },
        {
          ul: [
            'stabilní zázemí kliniky, která funguje od roku 2013',
            'pět týdnů dovolené a příspěvek na stravování',
            'hrazené odborné vzdělávání a kurzy',
            'slevu na služby kliniky pro vás i vaše blízké',
          ],
        },
        {
          p: 'Životopis s krátkým průvodním dopisem pošlete na {email}, do předmětu uveďte „Všeobecná sestra“. Ozveme se vám nejpozději do dvou pracovních dnů.',
        },
      ],
      en: [
        { h2: 'What the job involves' },
        {
          ul: [
            'caring for patients before and after surgery on our five-bed ward',
            'dressing changes, blood sampling and assisting at post-operative checks',
            'preparing patients for discharge and explaining their home care routine',
            'working with doctors and reception to plan procedures',
          ],
        },
        { h2: 'What we are looking for' },
        {
          ul: [
            'registration to practise as a nurse in the Czech Republic without supervision',
            'experience on a surgical ward is an advantage',
            'a friendly and discreet manner with patients',
            'willingness to work shifts, including nights',
          ],
        },
        { h2: 'What we offer' },
        {
          ul: [
            'the stability of a clinic that has been running since 2013',
            'five weeks of paid holiday and meal allowances',
            'paid professional training and courses',
            'discounts on the clinic’s services for you and your family',
          ],
        },
        {
          p: 'Please send your CV and a short cover letter to {email} with the subject “Registered nurse”. We will get back to you within two working days at the latest.',
        },
      ],
      de: [
        { h2: 'Ihre Aufgaben' },
        {
          ul: [
            'Betreuung der Patienten vor und nach der Operation auf unserer Station mit fünf Betten',
            'Verbandswechsel, Blutabnahmen und Assistenz bei Nachkontrollen',
            'Vorbereitung der Entlassung und Erklärung der Pflege zu Hause',
            'Zusammenarbeit mit Ärzten und Empfang bei der Planung der Eingriffe',
          ],
        },
        { h2: 'Ihr Profil' },
        {
          ul: [
            'abgeschlossene Ausbildung in der Gesundheits- und Krankenpflege mit Berufszulassung in Tschechien',
            'Erfahrung in der Chirurgie von Vorteil',
            'freundlicher und diskreter Umgang mit Patienten',
            'Bereitschaft zum Schichtdienst einschließlich Nachtdiensten',
          ],
        },
        { h2: 'Wir bieten' },
        {
          ul: [
            'einen sicheren Arbeitsplatz in einer Klinik, die seit 2013 besteht',
            'fünf Wochen Urlaub und Essenszuschuss',
            'bezahlte Fort- und Weiterbildungen',
            'Vergünstigungen auf Leistungen der Klinik für Sie und Ihre Angehörigen',
          ],
        },
        {
          p: 'Bitte senden Sie Ihren Lebenslauf mit einem kurzen Anschreiben an {email}, Betreff „Pflegefachkraft“. Wir melden uns spätestens innerhalb von zwei Werktagen bei Ihnen.',
        },
      ],
    },
    location: { cs: 'Praha 3', en: 'Prague 3', de: 'Prag 3' },
    employmentType: {
      cs: 'Plný úvazek, směnný provoz',
      en: 'Full-time, shift work',
      de: 'Vollzeit, Schichtdienst',
    },
  },
  {
    key: 'receptionist',
    title: {
      cs: 'Recepční se znalostí angličtiny a němčiny',
      en: 'Receptionist with English and German',
      de: 'Mitarbeiter Empfang (m/w/d) mit Englisch- und Deutschkenntnissen',
    },
    slug: {
      cs: 'recepcni-se-znalosti-anglictiny-a-nemciny',
      en: 'receptionist-with-english-and-german',
      de: 'mitarbeiter-empfang-mit-englisch-und-deutschkenntnissen',
    },
    perex: {
      cs: 'Recepce je první místo, kde se s námi klienti setkají. Hledáme kolegu nebo kolegyni, kteří umějí vytvořit klidnou atmosféru a domluví se česky, anglicky i německy.',
      en: 'Reception is where patients first meet us. We are looking for a colleague who can create a calm atmosphere and is comfortable speaking Czech, English and German.',
      de: 'Am Empfang lernen uns Patienten zuerst kennen. Wir suchen eine Kollegin oder einen Kollegen, die oder der für eine ruhige Atmosphäre sorgt und Tschechisch, Englisch und Deutsch spricht.',
    },
    metaDesc: {
      cs: 'Volné místo: recepční se znalostí angličtiny a němčiny v Klinice {kratky-nazev}, Praha 3. Plný úvazek, pracovní doba {hodiny}.',
      en: 'Job opening: receptionist with English and German at {clinic}, Prague 3. Full-time, working hours {hours}.',
      de: 'Stellenangebot: Mitarbeiter Empfang (m/w/d) mit Englisch und Deutsch an der {clinic}, Prag 3. Vollzeit, Arbeitszeit {hours}.',
    },
    content: {
      cs: [
        { h2: 'Co vás čeká' },
        {
          ul: [
            'přijímání klientů a péče o ně během návštěvy',
            'objednávání konzultací a zákroků telefonicky i e-mailem',
            'komunikace se zahraničními klienty v angličtině a němčině',
            'přijímání plateb a rezervace apartmánů pro klienty a jejich blízké',
          ],
        },
        { h2: 'Co očekáváme' },
        {
          ul: [
            'výbornou češtinu a komunikativní angličtinu i němčinu',
            'zkušenost z recepce, hotelu nebo zákaznického servisu',
            'pečlivost, diskrétnost a klidné vystupování',
            'běžnou práci s počítačem',
          ],
        },
        { h2: 'Co nabízíme' },
        {
          ul: [
            'ranní a odpolední směny v rámci provozní doby ({hodiny}), bez nočních služeb',
            'pět týdnů dovolené a příspěvek na stravování',
            'jazykové kurzy hrazené klinikou',
            'zaškolení a podporu zkušeného týmu',
          ],
        },
        {
          p: 'Životopis pošlete na {email} s předmětem „Recepční“. Ozveme se vám nejpozději do dvou pracovních dnů.',
        },
      ],
      en: [
        { h2: 'What the job involves' },
        {
          ul: [
            'welcoming patients and looking after them during their visit',
            'booking consultations and procedures by phone and e-mail',
            'communicating with international patients in English and German',
            'taking payments and booking apartments for patients and their companions',
          ],
        },
        { h2: 'What we are looking for' },
        {
          ul: [
            'excellent Czech and good spoken English and German',
            'experience at a reception desk, in a hotel or in customer service',
            'attention to detail, discretion and a calm manner',
            'everyday computer skills',
          ],
        },
        { h2: 'What we offer' },
        {
          ul: [
            'morning and afternoon shifts within our opening hours ({hours}), no night work',
            'five weeks of paid holiday and meal allowances',
            'language courses paid by the clinic',
            'thorough training and the support of an experienced team',
          ],
        },
        {
          p: 'Please send your CV to {email} with the subject “Receptionist”. We will get back to you within two working days at the latest.',
        },
      ],
      de: [
        { h2: 'Ihre Aufgaben' },
        {
          ul: [
            'Empfang und Betreuung der Patienten während ihres Besuchs',
            'Terminvereinbarung für Beratungen und Eingriffe per Telefon und E-Mail',
            'Kommunikation mit internationalen Patienten auf Englisch und Deutsch',
            'Zahlungsabwicklung und Buchung der Apartments für Patienten und Begleitpersonen',
          ],
        },
        { h2: 'Ihr Profil' },
        {
          ul: [
            'sehr gutes Tschechisch sowie gute Englisch- und Deutschkenntnisse',
            'Erfahrung am Empfang, in der Hotellerie oder im Kundenservice',
            'Sorgfalt, Diskretion und ein ruhiges Auftreten',
            'sicherer Umgang mit dem Computer',
          ],
        },
        { h2: 'Wir bieten' },
        {
          ul: [
            'Früh- und Spätschichten innerhalb unserer Öffnungszeiten ({hours}), keine Nachtarbeit',
            'fünf Wochen Urlaub und Essenszuschuss',
            'von der Klinik bezahlte Sprachkurse',
            'gründliche Einarbeitung und ein erfahrenes Team',
          ],
        },
        {
          p: 'Bitte senden Sie Ihren Lebenslauf an {email}, Betreff „Empfang“. Wir melden uns spätestens innerhalb von zwei Werktagen bei Ihnen.',
        },
      ],
    },
    location: { cs: 'Praha 3', en: 'Prague 3', de: 'Prag 3' },
    employmentType: { cs: 'Plný úvazek', en: 'Full-time', de: 'Vollzeit' },
  },
  {
    key: 'anaesthesia-nurse',
    title: {
      cs: 'Sestra pro anesteziologii a resuscitaci',
      en: 'Anaesthesia nurse',
      de: 'Anästhesiepflegekraft (m/w/d)',
    },
    slug: {
      cs: 'sestra-pro-anesteziologii-a-resuscitaci',
      en: 'anaesthesia-nurse',
      de: 'anasthesiepflegekraft',
    },
    perex: {
      cs: 'Hledáme sestru se specializací v anesteziologii, která bude spolu s naším anesteziologem pečovat o bezpečí klientů na sále i na dospávacím pokoji.',
      en: 'We are looking for a specialist anaesthesia nurse to work alongside our anaesthesiologist, keeping patients safe in the operating theatre and the recovery room.',
      de: 'Wir suchen eine Fachpflegekraft für Anästhesie, die gemeinsam mit unserem Anästhesisten für die Sicherheit der Patienten im OP und im Aufwachraum sorgt.',
    },
    metaDesc: {
      cs: 'Volné místo: sestra pro anesteziologii a resuscitaci v Klinice {kratky-nazev}, Praha 3. Plný nebo částečný úvazek, bez nočních služeb.',
      en: 'Job opening: anaesthesia nurse at {clinic}, Prague 3. Full-time or part-time, no night shifts.',
      de: 'Stellenangebot: Anästhesiepflegekraft (m/w/d) an der {clinic}, Prag 3. Voll- oder Teilzeit, keine Nachtdienste.',
    },
    content: {
      cs: [
        { h2: 'Co vás čeká' },
        {
          ul: [
            'příprava klientů, léků a přístrojů k celkové i regionální anestezii',
            'asistence anesteziologovi při úvodu do anestezie a během operace',
            'monitorování klientů na dospávacím pokoji',
            'kontrola a údržba anesteziologického vybavení',
          ],
        },
        { h2: 'Co očekáváme' },
        {
          ul: [
            'specializovanou způsobilost v oboru intenzivní péče nebo ARIP',
            'alespoň dva roky praxe na ARO, JIP nebo na operačním sále',
            'klid, spolehlivost a schopnost rychle reagovat',
          ],
        },
        { h2: 'Co nabízíme' },
        {
          ul: [
            'operační program ve všední dny, bez nočních služeb',
            'moderní anesteziologické přístroje a dobře sehraný tým',
            'pět týdnů dovolené, příspěvek na stravování a hrazené vzdělávání',
            'možnost částečného úvazku',
          ],
        },
        {
          p: 'Životopis pošlete na {email} s předmětem „Anesteziologická sestra“. Ozveme se vám nejpozději do dvou pracovních dnů.',
        },
      ],
      en: [
        { h2: 'What the job involves' },
        {
          ul: [
            'preparing patients, drugs and equipment for general and regional anaesthesia',
            'assisting the anaesthesiologist during induction and throughout surgery',
            'monitoring patients in the recovery room',
            'checking and maintaining anaesthetic equipment',
          ],
        },
        { h2: 'What we are looking for' },
        {
          ul: [
            'a specialisation in anaesthesia or intensive care nursing',
            'at least two years’ experience in intensive care or an operating theatre',
            'a calm, reliable manner and the ability to react quickly',
          ],
        },
        { h2: 'What we offer' },
        {
          ul: [
            'an operating schedule on weekdays only, no night shifts',
            'modern anaesthetic equipment and a well-established team',
            'five weeks of paid holiday, meal allowances and paid training',
            'the option of working part-time',
          ],
        },
        {
          p: 'Please send your CV to {email} with the subject “Anaesthesia nurse”. We will get back to you within two working days at the latest.',
        },
      ],
      de: [
        { h2: 'Ihre Aufgaben' },
        {
          ul: [
            'Vorbereitung von Patienten, Medikamenten und Geräten für Allgemein- und Regionalanästhesie',
            'Assistenz des Anästhesisten bei der Einleitung und während der Operation',
            'Überwachung der Patienten im Aufwachraum',
            'Kontrolle und Pflege der Anästhesiegeräte',
          ],
        },
        { h2: 'Ihr Profil' },
        {
          ul: [
            'Fachweiterbildung Anästhesie- und Intensivpflege',
            'mindestens zwei Jahre Berufserfahrung auf der Intensivstation oder im OP',
            'Ruhe, Zuverlässigkeit und schnelle Reaktionsfähigkeit',
          ],
        },
        { h2: 'Wir bieten' },
        {
          ul: [
            'OP-Programm nur an Werktagen, keine Nachtdienste',
            'moderne Anästhesietechnik und ein eingespieltes Team',
            'fünf Wochen Urlaub, Essenszuschuss und bezahlte Fortbildungen',
            'auf Wunsch Teilzeit',
          ],
        },
        {
          p: 'Bitte senden Sie Ihren Lebenslauf an {email}, Betreff „Anästhesiepflege“. Wir melden uns spätestens innerhalb von zwei Werktagen bei Ihnen.',
        },
      ],
    },
    location: { cs: 'Praha 3', en: 'Prague 3', de: 'Prag 3' },
    employmentType: {
      cs: 'Plný nebo částečný úvazek',
      en: 'Full-time or part-time',
      de: 'Voll- oder Teilzeit',
    },
  },
]
