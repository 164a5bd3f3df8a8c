import type { SeedHome, SeedPriceInfo } from './types'

export const home: SeedHome = {
  hero: {
    title: {
      cs: 'Péče, které můžete věřit',
      en: 'Care you can trust',
      de: 'Medizin, der Sie vertrauen können',
    },
    subtitle: {
      cs: 'Plastická chirurgie, dermatologie a ortopedie v Praze. Od roku 2013 s důrazem na bezpečí, poctivou konzultaci a přirozený výsledek.',
      en: 'Plastic surgery, dermatology and orthopaedics in Prague. Since 2013, with a focus on safety, honest advice and natural-looking results.',
      de: 'Plastische Chirurgie, Dermatologie und Orthopädie in Prag. Seit 2013 mit Fokus auf Sicherheit, ehrliche Beratung und natürliche Ergebnisse.',
    },
    cta: {
      cs: 'Objednat konzultaci zdarma',
      en: 'Book a free consultation',
      de: 'Kostenlose Beratung vereinbaren',
    },
  },
  reasons: [
    {
      title: {
        cs: 'Konzultace zdarma',
        en: 'Free consultation',
        de: 'Kostenlose Beratung',
      },
      text: {
        cs: 'První setkání s lékařem je nezávazné a nic vás nestojí. Máte čas se v klidu rozhodnout.',
        en: 'Your first meeting with the doctor is non-binding and costs nothing. You have time to decide in peace.',
        de: 'Das erste Gespräch mit dem Arzt ist unverbindlich und kostenlos. Sie entscheiden in aller Ruhe.',
      },
    },
    {
      title: {
        cs: 'Zkušení lékaři',
        en: 'Experienced doctors',
        de: 'Erfahrene Ärzte',
      },
      text: {
        cs: 'Operují u nás plastičtí chirurgové s atestací a dlouholetou praxí, kteří se každému zákroku pravidelně věnují.',
        en: 'Our board-certified plastic surgeons have many years of experience and perform each of their procedures regularly.',
        de: 'Bei uns operieren Fachärzte für Plastische Chirurgie mit langjähriger Erfahrung, die ihre Eingriffe regelmäßig durchführen.',
      },
    },
    {
      title: {
        cs: 'Cena bez překvapení',
        en: 'No surprises on price',
        de: 'Keine versteckten Kosten',
      },
      text: {
        cs: 'Balíčky all inclusive zahrnují anestezii, hospitalizaci, kompresní prádlo, kontroly i léky.',
        en: 'All-inclusive packages cover anaesthesia, your hospital stay, compression garments, check-ups and medication.',
        de: 'All-inclusive-Pakete umfassen Narkose, Klinikaufenthalt, Kompressionswäsche, Nachkontrollen und Medikamente.',
      },
    },
    {
      title: {
        cs: 'Péče i po operaci',
        en: 'Care after surgery too',
        de: 'Betreuung auch nach der Operation',
      },
      text: {
        cs: 'Vlastní lůžkové oddělení, pooperační kontroly a zdravotní linka, na kterou se můžete obrátit, kdykoli si nejste jistí.',
        en: 'Our own ward, follow-up checks and a medical line you can call whenever you are unsure about something.',
        de: 'Eigene Station, Nachkontrollen und eine medizinische Hotline, die Sie anrufen können, wann immer Sie unsicher sind.',
      },
    },
  ],
  statisticsLabels: {
    happyClientsCount: {
      cs: 'spokojených klientů',
      en: 'satisfied clients',
      de: 'zufriedene Kunden',
    },
    breastCount: {
      cs: 'operací prsou',
      en: 'breast operations',
      de: 'Brustoperationen',
    },
    operationsCount: {
      cs: 'provedených operací',
      en: 'operations performed',
      de: 'durchgeführte Operationen',
    },
    packagesCount: {
      cs: 'all-inclusive balíčků',
      en: 'all-inclusive packages',
      de: 'All-inclusive-Pakete',
    },
  },
  underOneRoof: {
    title: {
      cs: 'Vše pod jednou střechou',
      en: 'Everything under one roof',
      de: 'Alles unter einem Dach',
    },
    benefits: {
      equipment: {
        title: {
          cs: 'Moderní vybavení',
          en: 'Modern equipment',
          de: 'Moderne Ausstattung',
        },
        text: {
          cs: 'Operační sál s moderní anesteziologickou a monitorovací technikou a certifikované lasery pro dermatologii.',
          en: 'An operating theatre with modern anaesthesia and monitoring technology, and certified lasers for dermatology.',
          de: 'Ein Operationssaal mit moderner Anästhesie- und Überwachungstechnik sowie zertifizierte Laser für die Dermatologie.',
        },
      },
      food: {
        title: {
          cs: 'Čerstvá strava',
          en: 'Fresh meals',
          de: 'Frische Mahlzeiten',
        },
        text: {
          cs: 'Během hospitalizace pro vás připravujeme lehká a chutná jídla s ohledem na rekonvalescenci i vaše dietní omezení.',
          en: 'During your stay we serve light, tasty meals suited to your recovery and any dietary requirements.',
          de: 'Während Ihres Aufenthalts erhalten Sie leichte, schmackhafte Mahlzeiten, abgestimmt auf Ihre Genesung und Ihre Ernährungswünsche.',
        },
      },
      entertainment: {
        title: {
          cs: 'Pohodlí na pokoji',
          en: 'Comfort in your room',
          de: 'Komfort im Zimmer',
        },
        text: {
          cs: 'Wi-Fi, televize a klid na odpočinek. Čas na oddělení vám uběhne rychleji.',
          en: 'Wi-Fi, television and peace and quiet to rest. Your time on the ward will pass more quickly.',
          de: 'WLAN, Fernseher und Ruhe zum Erholen – so vergeht die Zeit auf der Station schneller.',
        },
      },
      staff: {
        title: {
          cs: 'Nepřetržitá péče',
          en: 'Round-the-clock care',
          de: 'Betreuung rund um die Uhr',
        },
        text: {
          cs: 'Na lůžkovém oddělení s pěti lůžky se o vás stará tým zkušených zdravotních sester ve dne i v noci.',
          en: 'On our five-bed ward, a team of experienced nurses looks after you day and night.',
          de: 'Auf unserer Station mit fünf Betten kümmert sich ein erfahrenes Pflegeteam Tag und Nacht um Sie.',
        },
      },
      taxi: {
        title: {
          cs: 'Taxi domů zdarma',
          en: 'Free taxi home',
          de: 'Kostenloses Taxi',
        },
        text: {
          cs: 'Po zákroku v celkové nebo místní anestezii vás zdarma odvezeme taxíkem kamkoli v rámci Prahy.',
          en: 'After a procedure under general or local anaesthesia, we will take you by taxi anywhere within Prague free of charge.',
          de: 'Nach einem Eingriff in Vollnarkose oder örtlicher Betäubung bringt Sie ein Taxi kostenlos an jedes Ziel innerhalb Prags.',
        },
      },
      material: {
        title: {
          cs: 'Certifikované materiály',
          en: 'Certified materials',
          de: 'Zertifizierte Materialien',
        },
        text: {
          cs: 'Používáme implantáty a zdravotnický materiál od zavedených výrobců s platnou certifikací pro EU.',
          en: 'We use implants and medical supplies from established manufacturers with valid EU certification.',
          de: 'Wir verwenden Implantate und Medizinprodukte etablierter Hersteller mit gültiger EU-Zertifizierung.',
        },
      },
      allInclusive: {
        title: {
          cs: 'Balíčky all inclusive',
          en: 'All-inclusive packages',
          de: 'All-inclusive-Pakete',
        },
        text: {
          cs: 'V ceně operace je anestezie, hospitalizace, kompresní prádlo, pooperační kontroly i léky.',
          en: 'The price of your operation includes anaesthesia, hospital stay, compression garments, post-operative checks and medication.',
          de: 'Im Preis der Operation sind Narkose, Klinikaufenthalt, Kompressionswäsche, Nachkontrollen und Medikamente enthalten.',
        },
      },
      insurance: {
        title: {
          cs: 'Pojištění',
          en: 'Insurance',
          de: 'Versicherung',
        },
        text: {
          cs: 'Klinika má sjednané pojištění odpovědnosti při poskytování zdravotních služeb. K chirurgickému zákroku si můžete navíc sjednat pojištění pro případ komplikací.',
          en: 'The clinic holds professional liability insurance for the medical care it provides. For surgical procedures you can also take out complication insurance.',
          de: 'Die Klinik verfügt über eine Berufshaftpflichtversicherung. Für chirurgische Eingriffe können Sie zusätzlich eine Komplikationsversicherung abschließen.',
        },
      },
    },
  },
  orthopaedics: {
    title: {
      cs: 'Ortopedie',
      en: 'Orthopaedics',
      de: 'Orthopädie',
    },
    text: {
      cs: 'Bolí vás koleno, rameno nebo vás trápí vbočený palec? Náš ortoped provádí artroskopie kolena a ramene, operace vbočeného palce a karpálního tunelu – bez dlouhého čekání na termín.',
      en: 'Knee or shoulder pain, or a troublesome bunion? Our orthopaedic surgeon performs knee and shoulder arthroscopy, bunion and carpal tunnel surgery – without long waiting times.',
      de: 'Knie- oder Schulterschmerzen, ein Hallux valgus? Unser Orthopäde führt Knie- und Schulterarthroskopien, Hallux-valgus- und Karpaltunnel-Operationen durch – ohne lange Wartezeiten.',
    },
    cta: {
      cs: 'Ortopedické zákroky',
      en: 'Orthopaedic procedures',
      de: 'Orthopädische Eingriffe',
    },
  },
  epilation: {
    title: {
      cs: 'Trvalá epilace diodovým laserem',
      en: 'Permanent hair removal with a diode laser',
      de: 'Dauerhafte Haarentfernung mit dem Diodenlaser',
    },
    text: {
      cs: 'Šetrně a účinně odstraníme nežádoucí chloupky na obličeji i těle. Ošetření provádějí dermatoložky a obvykle stačí šest až osm sezení.',
      en: 'Gentle, effective removal of unwanted hair on the face and body. Treatments are carried out by our dermatologists, and six to eight sessions are usually enough.',
      de: 'Schonende und wirksame Entfernung unerwünschter Haare an Gesicht und Körper. Die Behandlung führen unsere Dermatologinnen durch; meist genügen sechs bis acht Sitzungen.',
    },
    cta: {
      cs: 'Více o epilaci',
      en: 'More about hair removal',
      de: 'Mehr zur Haarentfernung',
    },
  },
  video: {
    title: {
      cs: 'Podívejte se k nám',
      en: 'Take a look inside',
      de: 'Ein Blick in unsere Klinik',
    },
    text: {
      cs: 'Projděte si s námi kliniku – od recepce přes operační sál až po pokoje lůžkového oddělení.',
      en: 'Take a tour of the clinic with us – from reception to the operating theatre and the rooms on our ward.',
      de: 'Begleiten Sie uns durch die Klinik – vom Empfang über den Operationssaal bis zu den Zimmern unserer Station.',
    },
  },
  doctors: {
    title: {
      cs: 'Naši lékaři',
      en: 'Our doctors',
      de: 'Unsere Ärzte',
    },
    text: {
      cs: 'Plastičtí chirurgové, dermatoložky, ortoped a anesteziolog s dlouholetou praxí. Každý z nich se věnuje oblasti, které rozumí nejlépe.',
      en: 'Plastic surgeons, dermatologists, an orthopaedic surgeon and an anaesthesiologist with many years of experience – each focused on the field they know best.',
      de: 'Plastische Chirurgen, Dermatologinnen, ein Orthopäde und ein Anästhesist mit langjähriger Erfahrung – jeder in dem Bereich, den er am besten beherrscht.',
    },
  },
  testimonials: {
    title: {
      cs: 'Co o nás říkají klienti',
      en: 'What our patients say',
      de: 'Das sagen unsere Patienten',
    },
  },
  whyUs: {
    title: {
      cs: 'Proč {klinika}',
      en: 'Why {clinic}',
      de: 'Warum die {clinic}',
    },
    items: {
      cs: [
        'Od roku 2013 přes 70 tisíc spokojených klientů',
        'Bezplatná a nezávazná konzultace',
        'Balíčky all inclusive bez skrytých poplatků',
        'Vlastní lůžkové oddělení s pěti lůžky',
        'Taxi domů po Praze zdarma',
        'Apartmány pro klienty a jejich blízké',
        'Ozveme se vám nejpozději do dvou pracovních dnů',
      ],
      en: [
        'More than 70,000 satisfied clients since 2013',
        'Free, non-binding consultation',
        'All-inclusive packages with no hidden fees',
        'Our own five-bed ward',
        'Free taxi home within Prague',
        'Apartments for patients and their relatives',
        'We get back to you within two working days at the latest',
      ],
      de: [
        'Seit 2013 über 70.000 zufriedene Kunden',
        'Kostenloses und unverbindliches Beratungsgespräch',
        'All-inclusive-Pakete ohne versteckte Kosten',
        'Eigene Station mit fünf Betten',
        'Kostenloses Taxi innerhalb Prags',
        'Apartments für Patienten und Angehörige',
        'Rückmeldung spätestens innerhalb von zwei Werktagen',
      ],
    },
  },
  directions: {
    title: {
      cs: 'Jak se k nám dostanete',
      en: 'How to find us',
      de: 'So finden Sie uns',
    },
    text: {
      cs: [
        { p: '{adresa}. Otevřeno {hodiny}.' },
        {
          ul: [
            'tramvají č. 5, 9, 15 nebo 26 do zastávky Olšanské náměstí, odtud asi 5 minut pěšky',
            'autem – garážové parkování přímo v budově',
          ],
        },
      ],
      en: [
        { p: '{address}. Open {hours}.' },
        {
          ul: [
            'by tram 5, 9, 15 or 26 to the Olšanské náměstí stop, then about 5 minutes on foot',
            'by car – garage parking in the building',
          ],
        },
      ],
      de: [
        { p: '{address}. Geöffnet {hours}.' },
        {
          ul: [
            'mit der Straßenbahn 5, 9, 15 oder 26 bis zur Haltestelle Olšanské náměstí, dann etwa 5 Minuten zu Fuß',
            'mit dem Auto – Tiefgarage direkt im Gebäude',
          ],
        },
      ],
    },
  },
}

export const priceInfo: SeedPriceInfo = {
  items: [
    {
      icon: 'consultation',
      text: {
        cs: 'Konzultace je zdarma a nezávazná',
        en: 'The consultation is free and non-binding',
        de: 'Das Beratungsgespräch ist kostenlos und unverbindlich',
      },
    },
    {
      icon: 'allInclusive',
      text: {
        cs: 'Chirurgické zákroky v balíčcích all inclusive – anestezie, hospitalizace, kompresní prádlo, kontroly i léky',
        en: 'All-inclusive surgical packages – anaesthesia, hospital stay, compression garments, check-ups and medication',
        de: 'All-inclusive-Pakete – Narkose, Klinikaufenthalt, Kompressionswäsche, Nachkontrollen und Medikamente',
      },
    },
    {
      icon: 'advancePayment',
      text: {
        cs: 'Zákrok se hradí předem',
        en: 'Procedures are paid in advance',
        de: 'Der Eingriff wird im Voraus bezahlt',
      },
    },
    {
      icon: 'indicativePrice',
      text: {
        cs: 'Ceny jsou orientační, konečnou cenu určí lékař na konzultaci',
        en: 'Prices are indicative until confirmed by the doctor at your consultation',
        de: 'Die Preise sind Richtpreise – den endgültigen Preis nennt der Arzt im Beratungsgespräch',
      },
    },
  ],
  instalmentOffer: 'Zákrok si můžete rozložit až do 24 měsíčních splátek bez navýšení.',
}
