import type { SeedFaqTopic } from './types'

export const faqTopics: SeedFaqTopic[] = [
  {
    key: 'before-consultation',
    sortOrder: 1,
    name: {
      cs: 'Před konzultací',
      en: 'Before the consultation',
      de: 'Vor dem Beratungsgespräch',
    },
    questions: [
      {
        question: {
          cs: 'Platí se za konzultaci?',
          en: 'Do I have to pay for the consultation?',
          de: 'Ist das Beratungsgespräch kostenpflichtig?',
        },
        answer: {
          cs: [
            {
              p: 'Ne. Konzultace s plastickým chirurgem je u nás zdarma a nezávazná. Lékař s vámi probere vaše přání, zdravotní stav a možnosti řešení a vy se pak v klidu rozhodnete, zda a kdy zákrok podstoupíte.',
            },
          ],
          en: [
            {
              p: 'No. Consultations with our plastic surgeons are free of charge and non-binding. The surgeon will discuss your wishes, your health and the available options with you, and you can then decide in your own time whether and when to go ahead.',
            },
          ],
          de: [
            {
              p: 'Nein. Das Beratungsgespräch mit unseren Plastischen Chirurgen ist kostenlos und unverbindlich. Der Arzt bespricht mit Ihnen Ihre Wünsche, Ihren Gesundheitszustand und die möglichen Behandlungen – danach entscheiden Sie in Ruhe, ob und wann Sie den Eingriff durchführen lassen.',
            },
          ],
        },
      },
      {
        question: {
          cs: 'Jak se na konzultaci objednám?',
          en: 'How do I book a consultation?',
          de: 'Wie vereinbare ich einen Beratungstermin?',
        },
        answer: {
          cs: [
            {
              p: 'Nejjednodušší je vyplnit kontaktní formulář na našem webu. Můžete nám také zavolat na {telefon} nebo napsat na {email}. Na zprávy z formuláře a e-maily reagujeme nejpozději do dvou pracovních dnů a domluvíme s vámi termín, který vám bude vyhovovat.',
            },
          ],
          en: [
            {
              p: 'The easiest way is to fill in the contact form on our website. You can also call us on {phone} or write to {email}. We reply to form messages and e-mails within two working days at the latest and will arrange a date that suits you.',
            },
          ],
          de: [
            {
              p: 'Am einfachsten füllen Sie das Kontaktformular auf unserer Website aus. Sie können uns auch unter {phone} anrufen oder an {email} schreiben. Auf Nachrichten und E-Mails antworten wir spätestens innerhalb von zwei Werktagen und vereinbaren mit Ihnen einen passenden Termin.',
            },
          ],
        },
      },
      {
        question: {
          cs: 'Co si mám vzít na konzultaci s sebou?',
          en: 'What should I bring to the consultation?',
          de: 'Was sollte ich zum Beratungsgespräch mitbringen?',
        },
        answer: {
          cs: [
            {
              p: 'Přineste si seznam léků, které pravidelně užíváte, a lékařské zprávy týkající se vašich onemocnění nebo předchozích operací. Pokud máte představu o výsledku, můžete ukázat i inspirativní fotografie – lékař vám upřímně řekne, co je ve vašem případě reálné.',
            },
          ],
          en: [
            {
              p: 'Please bring a list of any medication you take regularly and medical reports about your conditions or previous operations. If you have a particular result in mind, feel free to bring example photos – the surgeon will tell you honestly what is realistic in your case.',
            },
          ],
          de: [
            {
              p: 'Bitte bringen Sie eine Liste Ihrer regelmäßig eingenommenen Medikamente sowie Arztberichte zu Vorerkrankungen oder früheren Operationen mit. Wenn Sie eine bestimmte Vorstellung vom Ergebnis haben, können Sie gern Beispielfotos zeigen – der Arzt sagt Ihnen ehrlich, was in Ihrem Fall realistisch ist.',
            },
          ],
        },
      },
      {
        question: {
          cs: 'Je možné se poradit online?',
          en: 'Can I have an online consultation?',
          de: 'Ist auch eine Online-Beratung möglich?',
        },
        answer: {
          cs: [
            {
              p: 'Ano. Pošlete nám fotografie ošetřované oblasti a lékař vám předběžně doporučí vhodný postup a orientační cenu. Jak fotografie pořídit, popisujeme v samostatném návodu. Osobní konzultace před samotným zákrokem je však vždy nutná.',
            },
          ],
          en: [
            {
              p: 'Yes. Send us photos of the area concerned and the surgeon will suggest a suitable approach and an indicative price. Our separate guide explains how to take the photos. A face-to-face consultation before the procedure itself is, however, always necessary.',
            },
          ],
          de: [
            {
              p: 'Ja. Senden Sie uns Fotos der betreffenden Region, und der Arzt schlägt Ihnen ein mögliches Vorgehen und einen Richtpreis vor. Wie Sie die Fotos am besten aufnehmen, erklären wir in einer eigenen Anleitung. Ein persönliches Gespräch vor dem Eingriff ist jedoch immer erforderlich.',
            },
          ],
        },
      },
    ],
  },
  {
    key: 'prices-and-payment',
    sortOrder: 2,
    name: {
      cs: 'Ceny a platba',
      en: 'Prices and payment',
      de: 'Preise und Bezahlung',
    },
    questions: [
      {
        question: {
          cs: 'Co všechno je zahrnuto v ceně operace?',
          en: 'What is included in the price of an operation?',
          de: 'Was ist im Preis einer Operation enthalten?',
        },
        answer: {
          cs: [
            {
              p: 'Chirurgické zákroky nabízíme jako balíčky „all inclusive“. Cena zahrnuje operaci, anestezii, hospitalizaci, kompresní prádlo, pooperační kontroly i předepsané léky. Nečekají vás tedy žádné skryté poplatky.',
            },
          ],
          en: [
            {
              p: 'Our surgical procedures are offered as all-inclusive packages. The price covers the operation, anaesthesia, your hospital stay, compression garments, post-operative checks and prescribed medication, so there are no hidden fees.',
            },
          ],
          de: [
            {
              p: 'Unsere chirurgischen Eingriffe bieten wir als All-inclusive-Pakete an. Der Preis umfasst die Operation, die Narkose, den stationären Aufenthalt, die Kompressionswäsche, die Nachkontrollen und die verordneten Medikamente – versteckte Kosten gibt es nicht.',
            },
          ],
        },
      },
      {
        question: {
          cs: 'Jsou ceny uvedené na webu konečné?',
          en: 'Are the prices on the website final?',
          de: 'Sind die Preise auf der Website verbindlich?',
        },
        answer: {
          cs: [
            {
              p: 'Ceny na webu jsou orientační. Konečnou cenu vám sdělí lékař na konzultaci, protože závisí na rozsahu zákroku a na tom, co je ve vašem případě potřeba.',
            },
          ],
          en: [
            {
              p: 'The prices on our website are indicative. The surgeon will confirm the final price at your consultation, as it depends on the extent of the procedure and on what your case requires.',
            },
          ],
          de: [
            {
              p: 'Die Preise auf unserer Website sind Richtpreise. Den endgültigen Preis nennt Ihnen der Arzt im Beratungsgespräch, da er vom Umfang des Eingriffs und Ihrer individuellen Situation abhängt.',
            },
          ],
        },
      },
      {
        question: {
          cs: 'Kdy a jak se platí?',
          en: 'When and how do I pay?',
          de: 'Wann und wie wird bezahlt?',
        },
        answer: {
          cs: [
            {
              p: 'Zákrok se hradí předem, nejpozději v den operace před jejím zahájením. Zaplatit můžete bankovním převodem, platební kartou nebo v hotovosti na recepci.',
            },
          ],
          en: [
            {
              p: 'Procedures are paid in advance, at the latest on the day of the operation before it begins. You can pay by bank transfer, by card or in cash at reception.',
            },
          ],
          de: [
            {
              p: 'Der Eingriff wird im Voraus bezahlt, spätestens am Tag der Operation vor deren Beginn. Sie können per Überweisung, mit Karte oder bar am Empfang bezahlen.',
            },
          ],
        },
      },
      {
        question: {
          cs: 'Mohu zákrok zaplatit na splátky?',
          en: 'Can I pay in instalments?',
          de: 'Kann ich in Raten zahlen?',
        },
        answer: {
          cs: [
            {
              p: 'Ano. Zákrok můžete rozložit až do 24 měsíčních splátek bez navýšení. Podrobnosti a podmínky vám rádi vysvětlíme na recepci nebo při konzultaci.',
            },
          ],
          en: [
            {
              p: 'Yes – for clients paying in Czech crowns (CZK), a procedure can be spread over up to 24 monthly instalments with no surcharge. We will be happy to explain the details at reception or during your consultation.',
            },
          ],
          de: [
            {
              p: 'Ja – für Kundinnen und Kunden, die in tschechischen Kronen (CZK) bezahlen, kann der Eingriff auf bis zu 24 Monatsraten ohne Aufpreis verteilt werden. Die Einzelheiten erklären wir Ihnen gern am Empfang oder im Beratungsgespräch.',
            },
          ],
        },
      },
    ],
  },
  {
    key: 'operation-and-stay',
    sortOrder: 3,
    name: {
      cs: 'Operace a pobyt na klinice',
      en: 'The operation and your stay',
      de: 'Operation und Klinikaufenthalt',
    },
    questions: [
      {
        question: {
          cs: 'Jak dlouho zůstanu na klinice?',
          en: 'How long will I stay at the clinic?',
          de: 'Wie lange bleibe ich in der Klinik?',
        },
        answer: {
          cs: [
            {
              p: 'Záleží na zákroku. Menší výkony v místním znecitlivění jsou ambulantní a domů odcházíte ještě týž den. Po větších operacích zůstanete obvykle jednu, výjimečně dvě noci na našem lůžkovém oddělení s pěti lůžky, kde je o vás nepřetržitě postaráno.',
            },
          ],
          en: [
            {
              p: 'It depends on the procedure. Smaller procedures under local anaesthesia are done as day cases and you go home the same day. After larger operations you usually stay one night, occasionally two, on our five-bed ward, where you are looked after around the clock.',
            },
          ],
          de: [
            {
              p: 'Das hängt vom Eingriff ab. Kleinere Eingriffe in örtlicher Betäubung erfolgen ambulant, und Sie gehen am selben Tag nach Hause. Nach größeren Operationen bleiben Sie in der Regel eine, selten zwei Nächte auf unserer Station mit fünf Betten, wo Sie rund um die Uhr betreut werden.',
            },
          ],
        },
      },
      {
        question: {
          cs: 'Jaký typ anestezie budu mít?',
          en: 'What kind of anaesthesia will I have?',
          de: 'Welche Art von Narkose bekomme ich?',
        },
        answer: {
          cs: [
            {
              p: 'Podle rozsahu zákroku se provádí buď v místním znecitlivění, nebo v celkové anestezii. Před každou operací v celkové anestezii s vámi anesteziolog probere váš zdravotní stav, užívané léky i předchozí zkušenosti s narkózou a zvolí pro vás nejšetrnější postup.',
            },
          ],
          en: [
            {
              p: 'Depending on the extent of the procedure, it is performed either under local or general anaesthesia. Before any operation under general anaesthesia, the anaesthesiologist goes through your health, your medication and any previous experience with anaesthesia, and chooses the gentlest approach for you.',
            },
          ],
          de: [
            {
              p: 'Je nach Umfang erfolgt der Eingriff in örtlicher Betäubung oder in Vollnarkose. Vor jeder Operation in Vollnarkose bespricht der Anästhesist mit Ihnen Ihren Gesundheitszustand, Ihre Medikamente und frühere Erfahrungen mit Narkosen und wählt das für Sie schonendste Verfahren.',
            },
          ],
        },
      },
      {
        question: {
          cs: 'Může se mnou přijet blízká osoba?',
          en: 'Can someone come with me?',
          de: 'Darf mich eine Begleitperson begleiten?',
        },
        answer: {
          cs: [
            {
              p: 'Samozřejmě. Doprovod vás může přivézt a vyzvednout a během dne navštívit. Pro klienty a jejich blízké, kteří přijíždějí z jiného města, nabízíme ubytování v našich apartmánech přímo u kliniky.',
            },
          ],
          en: [
            {
              p: 'Of course. A companion can bring you in, collect you and visit you during the day. For patients and relatives coming from out of town, we offer accommodation in our own apartments right next to the clinic.',
            },
          ],
          de: [
            {
              p: 'Selbstverständlich. Eine Begleitperson kann Sie bringen, abholen und tagsüber besuchen. Für Patienten und Angehörige, die von weiter her anreisen, bieten wir Unterkunft in unseren Apartments direkt bei der Klinik an.',
            },
          ],
        },
      },
      {
        question: {
          cs: 'Jak se po operaci dostanu domů?',
          en: 'How do I get home after the operation?',
          de: 'Wie komme ich nach der Operation nach Hause?',
        },
        answer: {
          cs: [
            {
              p: 'Po zákroku v celkové nebo místní anestezii nesmíte řídit. Proto vás po propuštění zdarma odvezeme taxíkem domů nebo kamkoli jinam v rámci Prahy, například do hotelu či na nádraží.',
            },
          ],
          en: [
            {
              p: 'You must not drive after a procedure under general or local anaesthesia. When you are discharged, we will therefore take you home by taxi free of charge anywhere within Prague – to your home, your hotel or the station.',
            },
          ],
          de: [
            {
              p: 'Nach einem Eingriff in Vollnarkose oder örtlicher Betäubung dürfen Sie nicht selbst Auto fahren. Deshalb bringt Sie nach der Entlassung ein Taxi kostenlos an jedes Ziel innerhalb Prags – nach Hause, ins Hotel oder zum Bahnhof.',
            },
          ],
        },
      },
    ],
  },
  {
    key: 'recovery',
    sortOrder: 4,
    name: {
      cs: 'Rekonvalescence',
      en: 'Recovery',
      de: 'Genesung',
    },
    questions: [
      {
        question: {
          cs: 'Jak probíhají pooperační kontroly?',
          en: 'How do post-operative checks work?',
          de: 'Wie laufen die Nachkontrollen ab?',
        },
        answer: {
          cs: [
            {
              p: 'První kontrola bývá několik dní po operaci, další podle typu zákroku, obvykle po odstranění stehů a s odstupem několika týdnů a měsíců. Všechny pooperační kontroly jsou součástí ceny a provádí je zpravidla lékař, který vás operoval.',
            },
          ],
          en: [
            {
              p: 'The first check usually takes place a few days after surgery; further ones depend on the procedure, typically when the stitches are removed and then after several weeks and months. All post-operative checks are included in the price and are normally carried out by the surgeon who operated on you.',
            },
          ],
          de: [
            {
              p: 'Die erste Kontrolle findet meist wenige Tage nach der Operation statt, weitere je nach Eingriff – in der Regel beim Fädenziehen und dann nach einigen Wochen und Monaten. Alle Nachkontrollen sind im Preis enthalten und werden in der Regel von dem Arzt durchgeführt, der Sie operiert hat.',
            },
          ],
        },
      },
      {
        question: {
          cs: 'Co když budu mít po operaci potíže?',
          en: 'What if I have problems after the operation?',
          de: 'Was tue ich, wenn nach der Operation Beschwerden auftreten?',
        },
        answer: {
          cs: [
            {
              p: 'V provozní době ({hodiny}) volejte recepci na {telefon}. V naléhavých případech a mimo provozní dobu je vám k dispozici naše zdravotní pohotovostní linka {pohotovost}.',
            },
            {
              p: 'Při ohrožení života volejte vždy záchrannou službu na čísle 155.',
            },
          ],
          en: [
            {
              p: 'During opening hours ({hours}) call reception on {phone}. In urgent cases and outside opening hours, please use our medical emergency line on {emergency}.',
            },
            {
              p: 'In a life-threatening situation, always call the emergency services on 112.',
            },
          ],
          de: [
            {
              p: 'Während der Öffnungszeiten ({hours}) erreichen Sie den Empfang unter {phone}. In dringenden Fällen und außerhalb der Öffnungszeiten steht Ihnen unsere medizinische Notfallnummer {emergency} zur Verfügung.',
            },
            {
              p: 'Bei Lebensgefahr rufen Sie bitte immer den Rettungsdienst unter 112.',
            },
          ],
        },
      },
      {
        question: {
          cs: 'Kdy se mohu vrátit do práce a ke sportu?',
          en: 'When can I go back to work and exercise?',
          de: 'Wann kann ich wieder arbeiten und Sport treiben?',
        },
        answer: {
          cs: [
            {
              p: 'Po menších zákrocích se většina klientů vrací do práce za několik dní, po větších operacích obvykle za jeden až dva týdny. Se sportem je potřeba počkat déle – u operací prsou a břicha zpravidla šest týdnů. Přesná doporučení vám dá lékař při propuštění a na kontrolách.',
            },
          ],
          en: [
            {
              p: 'After minor procedures most patients return to work within a few days; after larger operations it is usually one to two weeks. Exercise needs to wait longer – typically six weeks after breast or abdominal surgery. Your surgeon will give you precise advice at discharge and at your checks.',
            },
          ],
          de: [
            {
              p: 'Nach kleineren Eingriffen arbeiten die meisten Patienten nach wenigen Tagen wieder, nach größeren Operationen meist nach ein bis zwei Wochen. Mit Sport sollten Sie länger warten – nach Brust- und Bauchoperationen in der Regel sechs Wochen. Genaue Empfehlungen erhalten Sie bei der Entlassung und bei den Kontrollen.',
            },
          ],
        },
      },
      {
        question: {
          cs: 'Kdy uvidím konečný výsledek?',
          en: 'When will I see the final result?',
          de: 'Wann sehe ich das endgültige Ergebnis?',
        },
        answer: {
          cs: [
            {
              p: 'Část změny je vidět hned, konečný výsledek se ale ustaluje postupně, jak odeznívá otok a hojí se tkáně. U většiny zákroků počítejte se třemi až šesti měsíci, u plastiky nosu až s rokem. Jizvy blednou ještě déle.',
            },
          ],
          en: [
            {
              p: 'Some of the change is visible straight away, but the final result develops gradually as the swelling subsides and the tissues heal. For most procedures allow three to six months, for rhinoplasty up to a year. Scars continue to fade for longer still.',
            },
          ],
          de: [
            {
              p: 'Ein Teil der Veränderung ist sofort sichtbar, das endgültige Ergebnis zeigt sich jedoch erst nach und nach, wenn die Schwellung abklingt und das Gewebe verheilt. Bei den meisten Eingriffen sollten Sie mit drei bis sechs Monaten rechnen, bei einer Nasenkorrektur mit bis zu einem Jahr. Narben verblassen noch länger.',
            },
          ],
        },
      },
    ],
  },
]
