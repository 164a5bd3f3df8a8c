import type { SeedPost } from './types'

/**
 * Blog articles. A post exists in the languages present in its `title`:
 * four are in cs, en and de; three are in cs and de only.
 */
export const posts: SeedPost[] = [
  // ───────────── cs + en + de ─────────────
  {
    key: 'preparing-for-breast-augmentation',
    title: {
      cs: 'Jak se připravit na zvětšení prsou',
      en: 'How to prepare for breast augmentation',
      de: 'So bereiten Sie sich auf eine Brustvergrößerung vor',
    },
    slug: {
      cs: 'jak-se-pripravit-na-zvetseni-prsou',
      en: 'how-to-prepare-for-breast-augmentation',
      de: 'so-bereiten-sie-sich-auf-eine-brustvergrosserung-vor',
    },
    perex: {
      cs: 'Dobrá příprava usnadní operaci i rekonvalescenci. Shrnuli jsme, co vás čeká od konzultace až po první dny doma.',
      en: 'Good preparation makes both the operation and the recovery easier. Here is what to expect, from the consultation to your first days at home.',
      de: 'Eine gute Vorbereitung erleichtert Operation und Genesung. Wir haben zusammengefasst, was Sie vom Beratungsgespräch bis zu den ersten Tagen zu Hause erwartet.',
    },
    metaDesc: {
      cs: 'Jak se připravit na zvětšení prsou: konzultace, výběr implantátu, předoperační vyšetření a co si nachystat domů. Rady plastické chirurgyně Kliniky {kratky-nazev}.',
      en: 'Preparing for breast augmentation: the consultation, choosing implants, pre-operative tests and what to get ready at home. Advice from {clinic} Prague.',
      de: 'Vorbereitung auf die Brustvergrößerung: Beratung, Implantatwahl, Voruntersuchungen und was Sie zu Hause bereitlegen sollten. Tipps der {clinic} Prag.',
    },
    content: {
      cs: [
        {
          p: 'Zvětšení prsou patří mezi nejčastější zákroky estetické chirurgie. Přesto jde o operaci v celkové anestezii a dobrá příprava se vyplatí – pomůže vám cítit se jistěji a zotavit se rychleji.',
        },
        { h2: 'Konzultace a výběr implantátu' },
        {
          p: 'Na konzultaci lékař změří hrudník, posoudí kvalitu kůže a množství vlastní prsní žlázy a probere s vámi velikost, tvar i umístění implantátu. Vyzkoušet si můžete zkušební implantáty, abyste si výsledek dokázali lépe představit. Nebojte se říct, jak si nový tvar přejete – i to, čeho se obáváte.',
        },
        { h2: 'Předoperační vyšetření' },
        {
          p: 'Zhruba dva týdny před operací absolvujete u praktického lékaře předoperační vyšetření s odběry krve, případně EKG. Podle věku doporučujeme také ultrazvuk prsů nebo mamografii. Pokud kouříte, přestaňte ideálně čtyři týdny před zákrokem – kouření výrazně zhoršuje hojení. Léky ředící krev a některé doplňky stravy vysaďte jen po dohodě s lékařem.',
        },
        { h2: 'Co si nachystat domů' },
        {
          ul: [
            'pohodlné oblečení se zapínáním vpředu, abyste nemusela zvedat ruce nad hlavu',
            'několik polštářů na spaní v polosedě',
            'pomoc s nákupy, domácností a dětmi alespoň na první týden',
            'volno v práci na jeden až dva týdny podle toho, jak fyzicky náročnou práci máte',
          ],
        },
      ],
      en: [
        {
          p: 'Breast augmentation is one of the most common procedures in aesthetic surgery. It is nevertheless an operation under general anaesthesia, and careful preparation pays off – it will help you feel more confident and recover faster.',
        },
        { h2: 'The consultation and choosing implants' },
        {
          p: 'At the consultation the surgeon measures your chest, assesses your skin and breast tissue and discusses the size, shape and position of the implants with you. You can try on sizers to get a better idea of the result. Be open about the look you would like – and about anything that worries you.',
        },
        { h2: 'Pre-operative tests' },
        {
          p: 'About two weeks before surgery you will need a pre-operative check-up with your GP, including blood tests and, if needed, an ECG. Depending on your age we also recommend a breast ultrasound or mammogram. If you smoke, ideally stop four weeks before the operation, as smoking seriously impairs healing. Only stop blood thinners or supplements after agreeing this with your doctor.',
        },
        { h2: 'What to get ready at home' },
        {
          ul: [
            'comfortable tops that open at the front, so you do not have to lift your arms above your head',
            'a few extra pillows so you can sleep half sitting up',
            'help with shopping, housework and children for at least the first week',
            'one to two weeks off work, depending on how physically demanding your job is',
          ],
        },
      ],
      de: [
        {
          p: 'Die Brustvergrößerung gehört zu den häufigsten Eingriffen der ästhetischen Chirurgie. Dennoch ist sie eine Operation in Vollnarkose – eine gute Vorbereitung lohnt sich, denn sie gibt Ihnen Sicherheit und verkürzt die Genesung.',
        },
        { h2: 'Beratungsgespräch und Wahl der Implantate' },
        {
          p: 'Im Beratungsgespräch vermisst der Arzt Ihren Brustkorb, beurteilt Haut und Brustgewebe und bespricht mit Ihnen Größe, Form und Lage der Implantate. Mit Probeimplantaten können Sie sich das Ergebnis besser vorstellen. Sagen Sie offen, welche Form Sie sich wünschen – und was Ihnen Sorgen macht.',
        },
        { h2: 'Voruntersuchungen' },
        {
          p: 'Etwa zwei Wochen vor der Operation lassen Sie bei Ihrer Hausärztin oder Ihrem Hausarzt eine Voruntersuchung mit Blutbild und gegebenenfalls EKG durchführen. Je nach Alter empfehlen wir zusätzlich einen Brustultraschall oder eine Mammografie. Wenn Sie rauchen, hören Sie idealerweise vier Wochen vor dem Eingriff auf – Rauchen beeinträchtigt die Wundheilung erheblich. Blutverdünnende Medikamente und Nahrungsergänzungsmittel setzen Sie bitte nur nach Rücksprache mit dem Arzt ab.',
        },
        { h2: 'Was Sie zu Hause bereitlegen sollten' },
        {
          ul: [
            'bequeme Oberteile zum Knöpfen oder mit Reißverschluss, damit Sie die Arme nicht über den Kopf heben müssen',
            'einige zusätzliche Kissen, um halb sitzend zu schlafen',
            'Unterstützung bei Einkauf, Haushalt und Kinderbetreuung für mindestens die erste Woche',
            'ein bis zwei Wochen Urlaub – je nachdem, wie körperlich anstrengend Ihre Arbeit ist',
          ],
        },
      ],
    },
    publishedAt: '2025-02-18',
    authorKey: 'eva-prikladna',
  },
  {
    key: 'choosing-a-surgeon',
    title: {
      cs: 'Jak vybrat plastického chirurga',
      en: 'How to choose a plastic surgeon',
      de: 'Wie finde ich den richtigen Plastischen Chirurgen?',
    },
    slug: {
      cs: 'jak-vybrat-plastickeho-chirurga',
      en: 'how-to-choose-a-plastic-surgeon',
      de: 'wie-finde-ich-den-richtigen-plastischen-chirurgen',
    },
    perex: {
      cs: 'Výběr lékaře je nejdůležitější rozhodnutí celé cesty k estetické operaci. Na co se dívat, na co se ptát a co by vás mělo varovat?',
      en: 'Choosing your surgeon is the most important decision on the way to aesthetic surgery. What should you look for, what should you ask – and what should make you think twice?',
      de: 'Die Wahl des Arztes ist die wichtigste Entscheidung auf dem Weg zu einer ästhetischen Operation. Worauf sollten Sie achten, was sollten Sie fragen – und was sollte Sie stutzig machen?',
    },
    metaDesc: {
      cs: 'Jak vybrat plastického chirurga: kvalifikace, otázky na konzultaci a varovné signály. Praktické rady primáře Kliniky {kratky-nazev}.',
      en: 'How to choose a plastic surgeon: qualifications, questions to ask at the consultation and warning signs. Practical advice from {clinic}’s head physician.',
      de: 'Den richtigen Plastischen Chirurgen finden: Qualifikation, Fragen für das Beratungsgespräch und Warnsignale. Tipps des Chefarztes der {clinic}.',
    },
    content: {
      cs: [
        {
          p: 'Fotografie výsledků a recenze na internetu jsou dobrým začátkem, ale o kvalitě péče vypovídají jen zčásti. Vyplatí se věnovat výběru lékaře i pracoviště stejnou pozornost jako samotnému zákroku.',
        },
        { h2: 'Ověřte si kvalifikaci a zázemí' },
        {
          p: 'Estetické operace by měl provádět lékař s atestací z plastické chirurgie, který se danému typu zákroku pravidelně věnuje. Stejně důležité je zázemí: přítomnost anesteziologa, lůžkové oddělení pro případ, že zůstanete přes noc, a jasně nastavená pooperační péče.',
        },
        { h2: 'Na konzultaci se ptejte' },
        {
          ul: [
            'Kolik podobných operací ročně provádíte?',
            'Jaká jsou rizika a jak se případné komplikace řeší?',
            'Kdo se o mě bude starat po operaci a na koho se obrátím v noci či o víkendu?',
            'Co přesně je zahrnuto v ceně a co budu hradit navíc?',
          ],
        },
        {
          p: 'Zpozorněte, pokud na vás někdo tlačí, abyste se rozhodli hned, nabízí slevu s krátkou lhůtou nebo slibuje dokonalý výsledek bez rizika. Dobrý chirurg vám naopak někdy zákrok nedoporučí – a i to je známka poctivého přístupu.',
        },
      ],
      en: [
        {
          p: 'Before-and-after photos and online reviews are a good starting point, but they only tell part of the story. It is worth choosing your surgeon and the clinic with as much care as the procedure itself.',
        },
        { h2: 'Check qualifications and facilities' },
        {
          p: 'Aesthetic surgery should be performed by a board-certified plastic surgeon who carries out the procedure regularly. The setting matters just as much: an anaesthesiologist on site, a ward in case you stay overnight, and clearly organised aftercare.',
        },
        { h2: 'Questions to ask at the consultation' },
        {
          ul: [
            'How many of these operations do you perform each year?',
            'What are the risks, and how are complications dealt with?',
            'Who will look after me after surgery, and whom do I call at night or at the weekend?',
            'What exactly is included in the price, and what will I pay on top?',
          ],
        },
        {
          p: 'Be wary if anyone pushes you to decide on the spot, offers a discount that expires in a few days or promises a perfect result with no risk. A good surgeon will sometimes advise you against a procedure – and that, too, is a sign of an honest approach.',
        },
      ],
      de: [
        {
          p: 'Vorher-nachher-Bilder und Online-Bewertungen sind ein guter Anfang, sagen aber nur einen Teil über die Qualität der Behandlung aus. Die Wahl von Arzt und Klinik verdient ebenso viel Aufmerksamkeit wie der Eingriff selbst.',
        },
        { h2: 'Qualifikation und Ausstattung prüfen' },
        {
          p: 'Ästhetische Operationen sollte ein Facharzt für Plastische Chirurgie durchführen, der den jeweiligen Eingriff regelmäßig vornimmt. Ebenso wichtig ist das Umfeld: ein Anästhesist vor Ort, eine Station für eine Übernachtung und eine klar geregelte Nachsorge.',
        },
        { h2: 'Fragen für das Beratungsgespräch' },
        {
          ul: [
            'Wie viele dieser Operationen führen Sie pro Jahr durch?',
            'Welche Risiken gibt es, und wie wird mit Komplikationen umgegangen?',
            'Wer betreut mich nach der Operation, und wen erreiche ich nachts oder am Wochenende?',
            'Was genau ist im Preis enthalten, und welche Kosten kommen hinzu?',
          ],
        },
        {
          p: 'Seien Sie vorsichtig, wenn man Sie zu einer schnellen Entscheidung drängt, Rabatte mit kurzer Frist anbietet oder ein perfektes Ergebnis ohne Risiko verspricht. Ein guter Chirurg rät manchmal auch von einem Eingriff ab – und gerade das spricht für seine Seriosität.',
        },
      ],
    },
    publishedAt: '2025-06-10',
    authorKey: 'petr-vzorovy',
  },
  {
    key: 'eyelid-surgery-myths',
    title: {
      cs: 'Operace očních víček: tři mýty, kterým nevěřte',
      en: 'Eyelid surgery: three myths you should not believe',
      de: 'Lidstraffung: Drei Mythen, die nicht stimmen',
    },
    slug: {
      cs: 'operace-ocnich-vicek-tri-myty-kterym-nevertte',
      en: 'eyelid-surgery-three-myths-you-should-not-believe',
      de: 'lidstraffung-drei-mythen-die-nicht-stimmen',
    },
    perex: {
      cs: 'Blefaroplastika patří k nejvyhledávanějším zákrokům, a přesto kolem ní koluje řada nepřesností. Uvádíme na pravou míru ty nejčastější.',
      en: 'Blepharoplasty is one of the most popular procedures, yet it is surrounded by misconceptions. Here are the most common ones, set straight.',
      de: 'Die Lidstraffung gehört zu den gefragtesten Eingriffen – und doch kursieren viele Irrtümer. Wir räumen mit den häufigsten auf.',
    },
    metaDesc: {
      cs: 'Mýty o operaci očních víček: bolest, jizvy, rekonvalescence i „překvapený“ výraz. Co je pravda o blefaroplastice, vysvětluje plastická chirurgyně.',
      en: 'Eyelid surgery myths about pain, scars, recovery and a “surprised” look. A plastic surgeon explains the facts about blepharoplasty.',
      de: 'Mythen rund um die Lidstraffung: Schmerzen, Narben, Ausfallzeit und ein „überraschter“ Blick. Eine Plastische Chirurgin klärt auf.',
    },
    content: {
      cs: [
        {
          p: 'Převislá kůže horních víček nebo váčky pod očima dokážou tvář zestárnout a unavit víc, než bychom čekali. Operace víček je přitom relativně krátký a šetrný zákrok. Podívejme se na tři nejčastější obavy.',
        },
        { h2: 'Mýtus 1: „Je to bolestivé a dlouho se z toho budu dostávat“' },
        {
          p: 'Operace horních víček se obvykle provádí v místním znecitlivění a trvá zhruba hodinu. Po zákroku můžete odejít domů, stehy se vytahují po pěti až sedmi dnech a otok i modřiny většinou odezní do dvou týdnů. Bolest bývá mírná a dobře ji zvládnou běžné léky.',
        },
        { h2: 'Mýtus 2: „Jizva bude vidět“' },
        {
          p: 'Řez na horním víčku vede v přirozené rýze, takže je při otevřeném oku skrytý. Během několika měsíců jizva vybledne do tenké linky. U dolních víček lze v některých případech operovat dokonce zevnitř víčka, bez viditelné jizvy.',
        },
        { h2: 'Mýtus 3: „Budu vypadat pořád překvapeně“' },
        {
          p: 'Cílem dobře provedené blefaroplastiky není změnit výraz, ale vrátit očím svěžest. Chirurg odstraňuje jen tolik kůže, kolik je skutečně nadbytečné, a výsledek plánuje s ohledem na celý obličej. Díky tomu okolí většinou jen zaznamená, že vypadáte odpočatě.',
        },
      ],
      en: [
        {
          p: 'Drooping upper eyelids or bags under the eyes can make a face look older and more tired than it feels. Eyelid surgery, however, is a relatively short and gentle procedure. Let us look at the three most common worries.',
        },
        { h2: 'Myth 1: “It is painful and the recovery takes ages”' },
        {
          p: 'Upper eyelid surgery is usually done under local anaesthesia and takes about an hour. You can go home the same day, the stitches come out after five to seven days, and swelling and bruising usually fade within two weeks. Any discomfort tends to be mild and is easily managed with standard painkillers.',
        },
        { h2: 'Myth 2: “The scar will show”' },
        {
          p: 'The incision on the upper eyelid follows the natural crease, so it is hidden when your eyes are open. Within a few months the scar fades to a fine line. For the lower lids it is sometimes possible to operate from the inside of the eyelid, leaving no visible scar at all.',
        },
        { h2: 'Myth 3: “I will look permanently surprised”' },
        {
          p: 'Well-performed blepharoplasty does not change your expression – it restores a fresh look to your eyes. The surgeon removes only the skin that is genuinely excess and plans the result in relation to the whole face. Most people around you will simply notice that you look rested.',
        },
      ],
      de: [
        {
          p: 'Schlupflider oder Tränensäcke lassen ein Gesicht oft älter und müder wirken, als man sich fühlt. Dabei ist die Lidstraffung ein vergleichsweise kurzer und schonender Eingriff. Hier die drei häufigsten Bedenken im Faktencheck.',
        },
        { h2: 'Mythos 1: „Das ist schmerzhaft, und ich falle lange aus“' },
        {
          p: 'Die Oberlidstraffung erfolgt meist in örtlicher Betäubung und dauert etwa eine Stunde. Sie können am selben Tag nach Hause gehen, die Fäden werden nach fünf bis sieben Tagen gezogen, und Schwellungen und Blutergüsse klingen in der Regel innerhalb von zwei Wochen ab. Die Beschwerden sind meist gering und lassen sich mit gängigen Schmerzmitteln gut behandeln.',
        },
        { h2: 'Mythos 2: „Man wird die Narbe sehen“' },
        {
          p: 'Der Schnitt am Oberlid liegt in der natürlichen Lidfalte und ist bei geöffnetem Auge nicht zu sehen. Innerhalb einiger Monate verblasst die Narbe zu einer feinen Linie. Am Unterlid kann in manchen Fällen sogar von der Innenseite operiert werden – ganz ohne sichtbare Narbe.',
        },
        { h2: 'Mythos 3: „Ich werde dauerhaft überrascht aussehen“' },
        {
          p: 'Eine gut gemachte Lidstraffung verändert nicht Ihren Ausdruck, sondern gibt Ihren Augen die Frische zurück. Entfernt wird nur die tatsächlich überschüssige Haut, und das Ergebnis wird im Zusammenhang mit dem ganzen Gesicht geplant. Ihr Umfeld bemerkt meist nur, dass Sie erholt aussehen.',
        },
      ],
    },
    publishedAt: '2025-09-23',
    authorKey: 'jana-ukazkova',
  },
  {
    key: 'travelling-to-prague-for-surgery',
    title: {
      cs: 'Přijíždíte na operaci z jiného města? Jak naplánovat cestu do Prahy',
      en: 'Travelling to Prague for surgery: how to plan your stay',
      de: 'Für eine Operation nach Prag: So planen Sie Ihren Aufenthalt',
    },
    slug: {
      cs: 'prijizdite-na-operaci-z-jineho-mesta',
      en: 'travelling-to-prague-for-surgery',
      de: 'fur-eine-operation-nach-prag',
    },
    perex: {
      cs: 'Řada našich klientů k nám přijíždí z jiných krajů i ze Slovenska. Poradíme, jak si cestu, ubytování i kontroly rozvrhnout tak, abyste se mohli v klidu zotavit.',
      en: 'Many of our patients travel to Prague from abroad. Here is how to plan your trip, accommodation and follow-up checks so that you can recover in peace.',
      de: 'Viele unserer Patientinnen und Patienten reisen aus Deutschland und Österreich an. So planen Sie Anreise, Unterkunft und Kontrolltermine, damit Sie sich in Ruhe erholen können.',
    },
    metaDesc: {
      cs: 'Operace v Praze pro klienty z jiných měst: online konzultace, délka pobytu, ubytování v apartmánech kliniky a doprava na Kliniku {kratky-nazev}.',
      en: 'Travelling to Prague for plastic surgery: online consultation, how long to stay, apartments for patients and companions, and getting to {clinic}.',
      de: 'Schönheitsoperation in Prag: Online-Beratung, Aufenthaltsdauer, Apartments für Patienten und Begleitpersonen und Anreise zur {clinic}.',
    },
    content: {
      cs: [
        {
          p: 'Na operaci do Prahy nemusíte jezdit několikrát. S dobrou přípravou zvládnete většinu kroků na dálku a do kliniky přijedete až ve chvíli, kdy je vše domluvené.',
        },
        { h2: 'Začněte online konzultací' },
        {
          p: 'Pošlete nám fotografie ošetřované oblasti a krátký popis toho, co byste si přáli změnit. Lékař vám na jejich základě předběžně doporučí postup a orientační cenu. Osobní konzultace pak proběhne obvykle den před operací, kdy lékař vše ověří a spolu s vámi finálně odsouhlasí.',
        },
        { h2: 'Jak dlouho v Praze zůstat' },
        {
          p: 'Po většině operací zůstanete jednu noc na našem lůžkovém oddělení. Pokud bydlíte daleko, doporučujeme zůstat v Praze ještě do první pooperační kontroly – podle zákroku zhruba tři až sedm dní. Pro klienty a jejich blízké máme k dispozici apartmány přímo u kliniky.',
        },
        { h2: 'Doprava na kliniku' },
        {
          ul: [
            'tramvají č. 5, 9, 15 nebo 26 do zastávky Olšanské náměstí, odtud asi 5 minut pěšky',
            'autem – v budově je garážové parkování',
            'po operaci v celkové nebo místní anestezii vás zdarma odvezeme taxíkem kamkoli v rámci Prahy, například na nádraží',
          ],
        },
      ],
      en: [
        {
          p: 'Having surgery in Prague does not mean travelling back and forth several times. With good preparation, most of the steps can be done remotely, and you only come to the clinic once everything has been agreed.',
        },
        { h2: 'Start with an online consultation' },
        {
          p: 'Send us photos of the area you would like treated and a short description of what you hope to change. Based on these, the surgeon will suggest a preliminary plan and an indicative price. The face-to-face consultation usually takes place the day before surgery, when the surgeon confirms everything and agrees the final plan with you.',
        },
        { h2: 'How long to stay in Prague' },
        {
          p: 'After most operations you will spend one night on our ward. We recommend staying in Prague at least until your first post-operative check – roughly three to seven days, depending on the procedure. Please discuss with your surgeon when it is safe for you to fly. Our apartments next to the clinic are available for patients and their companions.',
        },
        { h2: 'Getting to the clinic' },
        {
          ul: [
            'by tram 5, 9, 15 or 26 to the Olšanské náměstí stop, then about 5 minutes on foot',
            'by car – there is garage parking in the building',
            'after surgery under general or local anaesthesia we will take you by taxi, free of charge, to your accommodation anywhere in Prague',
          ],
        },
      ],
      de: [
        {
          p: 'Eine Operation in Prag bedeutet nicht, mehrmals hin- und herzureisen. Mit guter Vorbereitung lassen sich die meisten Schritte aus der Ferne erledigen, und Sie kommen erst in die Klinik, wenn alles besprochen ist.',
        },
        { h2: 'Am Anfang steht die Online-Beratung' },
        {
          p: 'Senden Sie uns Fotos der zu behandelnden Region und eine kurze Beschreibung Ihres Wunsches. Darauf basierend schlägt Ihnen der Arzt ein vorläufiges Vorgehen und einen Richtpreis vor. Das persönliche Beratungsgespräch findet meist am Tag vor der Operation statt; dabei prüft der Arzt alles noch einmal und legt mit Ihnen das endgültige Vorgehen fest.',
        },
        { h2: 'Wie lange Sie in Prag bleiben sollten' },
        {
          p: 'Nach den meisten Eingriffen verbringen Sie eine Nacht auf unserer Station. Wir empfehlen, mindestens bis zur ersten Nachkontrolle in Prag zu bleiben – je nach Eingriff etwa drei bis sieben Tage. Wann Sie wieder fliegen dürfen, besprechen Sie bitte mit Ihrem Arzt. Für Patienten und Begleitpersonen stehen Apartments direkt bei der Klinik zur Verfügung.',
        },
        { h2: 'Anreise zur Klinik' },
        {
          ul: [
            'mit der Straßenbahn 5, 9, 15 oder 26 bis zur Haltestelle Olšanské náměstí, dann etwa 5 Minuten zu Fuß',
            'mit dem Auto – im Gebäude gibt es eine Tiefgarage',
            'nach einem Eingriff in Vollnarkose oder örtlicher Betäubung bringt Sie ein Taxi kostenlos zu Ihrer Unterkunft innerhalb Prags',
          ],
        },
      ],
    },
    publishedAt: '2026-04-14',
    authorKey: 'petr-vzorovy',
  },

  // ───────────── cs + de ─────────────
  {
    key: 'recovery-after-liposuction',
    title: {
      cs: 'Rekonvalescence po liposukci krok za krokem',
      de: 'Die Genesung nach einer Fettabsaugung Schritt für Schritt',
    },
    slug: {
      cs: 'rekonvalescence-po-liposukci',
      de: 'genesung-nach-einer-fettabsaugung',
    },
    perex: {
      cs: 'Jak dlouho nosit kompresní prádlo, kdy se vrátit do práce a kdy je vidět konečný výsledek? Přehled prvních týdnů po liposukci.',
      de: 'Wie lange trägt man Kompressionswäsche, wann kann man wieder arbeiten und wann ist das Endergebnis sichtbar? Ein Überblick über die ersten Wochen nach der Fettabsaugung.',
    },
    metaDesc: {
      cs: 'Rekonvalescence po liposukci: první dny, kompresní prádlo, návrat do práce a ke sportu a kdy je vidět výsledek. Rady plastického chirurga.',
      de: 'Genesung nach der Fettabsaugung: die ersten Tage, Kompressionswäsche, Rückkehr zu Arbeit und Sport und wann das Ergebnis sichtbar ist.',
    },
    content: {
      cs: [
        {
          p: 'Liposukce je šetrný zákrok, ale tělo se po ní potřebuje zotavit. Když víte, co vás čeká, snáz dodržíte doporučení lékaře – a právě na nich výsledek z velké části závisí.',
        },
        { h2: 'První dny po operaci' },
        {
          p: 'Po zákroku obvykle zůstanete jednu noc na lůžkovém oddělení. Ošetřované místo bude oteklé a citlivé, bolest ale dobře tlumí předepsané léky, které jsou součástí balíčku. Už první den je důležité chodit – pohyb podporuje krevní oběh a snižuje riziko trombózy.',
        },
        { h2: 'Kompresní prádlo' },
        {
          p: 'Kompresní prádlo dostanete hned na sále a nosíte ho zpravidla šest týdnů, zpočátku ve dne i v noci. Pomáhá zmenšit otok a kůže se díky němu lépe přizpůsobí novému tvaru. Kompresní prádlo je součástí ceny zákroku.',
        },
        { h2: 'Kdy se vrátit k běžnému životu' },
        {
          ul: [
            'kancelářská práce: obvykle po 5–7 dnech',
            'lehký pohyb a procházky: od prvního dne, lehký sport po 3–4 týdnech',
            'posilovna, běh, sauna a opalování: nejdříve po 6 týdnech',
            'konečný výsledek: po odeznění otoku, zhruba za 3–6 měsíců',
          ],
        },
      ],
      de: [
        {
          p: 'Die Fettabsaugung ist ein schonender Eingriff, doch der Körper braucht danach Zeit zur Erholung. Wer weiß, was auf ihn zukommt, hält sich leichter an die ärztlichen Empfehlungen – und genau davon hängt das Ergebnis maßgeblich ab.',
        },
        { h2: 'Die ersten Tage nach der Operation' },
        {
          p: 'In der Regel bleiben Sie nach dem Eingriff eine Nacht auf unserer Station. Die behandelte Region ist geschwollen und empfindlich; die verschriebenen Schmerzmittel, die im Paketpreis enthalten sind, lindern die Beschwerden jedoch gut. Schon am ersten Tag sollten Sie aufstehen und gehen – Bewegung fördert die Durchblutung und senkt das Thromboserisiko.',
        },
        { h2: 'Kompressionswäsche' },
        {
          p: 'Die Kompressionswäsche bekommen Sie direkt im OP angelegt und tragen sie in der Regel sechs Wochen lang, anfangs Tag und Nacht. Sie reduziert die Schwellung und hilft der Haut, sich der neuen Kontur anzupassen. Die Kompressionswäsche ist im Preis des Eingriffs enthalten.',
        },
        { h2: 'Zurück in den Alltag' },
        {
          ul: [
            'Büroarbeit: meist nach 5–7 Tagen',
            'Spaziergänge ab dem ersten Tag, leichter Sport nach 3–4 Wochen',
            'Krafttraining, Laufen, Sauna und Sonnenbaden: frühestens nach 6 Wochen',
            'Endergebnis: nach Abklingen der Schwellung, etwa nach 3–6 Monaten',
          ],
        },
      ],
    },
    publishedAt: '2025-04-08',
    authorKey: 'tomas-smysleny',
  },
  {
    key: 'what-is-diastasis-recti',
    title: {
      cs: 'Co je diastáza břišních svalů a kdy pomůže operace',
      de: 'Was ist eine Rektusdiastase – und wann hilft eine Operation?',
    },
    slug: {
      cs: 'co-je-diastaza-bricnich-svalu',
      de: 'was-ist-eine-rektusdiastase',
    },
    perex: {
      cs: 'Vyklenuté bříško, které nezmizí ani po měsících cvičení, může být diastáza. Vysvětlujeme, jak ji poznat a jaké jsou možnosti léčby.',
      de: 'Ein vorgewölbter Bauch, der trotz monatelangen Trainings bleibt, kann auf eine Rektusdiastase hinweisen. Wir erklären, wie man sie erkennt und wie sie behandelt wird.',
    },
    metaDesc: {
      cs: 'Diastáza břišních svalů po těhotenství: jak ji poznat, kdy stačí cvičení a jak probíhá chirurgické řešení v Klinice {kratky-nazev}.',
      de: 'Rektusdiastase nach der Schwangerschaft: Erkennen, wann Training genügt und wie die operative Behandlung an der {clinic} abläuft.',
    },
    content: {
      cs: [
        {
          p: 'Diastáza je rozestup přímých břišních svalů v místě, kde se obě poloviny spojují – v takzvané bílé čáře. Nejčastěji vzniká v těhotenství, kdy se břišní stěna výrazně roztáhne. U mnoha žen se po porodu sama upraví, u části však přetrvává.',
        },
        { h2: 'Jak diastázu poznat' },
        {
          p: 'Typickým příznakem je podélné vyklenutí uprostřed břicha, které se objeví, když v leže na zádech zvednete hlavu. Mohou se přidat bolesti zad nebo pocit nestability trupu. Přesnou šíři rozestupu určí lékař vyšetřením a ultrazvukem.',
        },
        { h2: 'Cvičení, nebo operace?' },
        {
          p: 'Prvním krokem je vždy odborná fyzioterapie, ideálně v prvním roce po porodu. Pokud ani po důsledném cvičení rozestup nezmizí a obtíže přetrvávají, je namístě zvážit chirurgické řešení. Operaci doporučujeme až s odstupem od posledního těhotenství a kojení.',
        },
        { h2: 'Jak probíhá chirurgické řešení' },
        {
          p: 'Svaly se během operace v celkové anestezii znovu sešijí k sobě, nejčastěji v rámci plastiky břicha, při které se zároveň odstraní nadbytečná kůže. Po zákroku zůstanete jednu až dvě noci na lůžkovém oddělení, nosíte stahovací pás a zhruba šest týdnů nezvedáte těžká břemena. Podrobněji o zákroku píšeme na stránce věnované diastáze.',
        },
      ],
      de: [
        {
          p: 'Bei einer Rektusdiastase weichen die geraden Bauchmuskeln an ihrer Verbindungsstelle, der sogenannten Linea alba, auseinander. Meist entsteht sie in der Schwangerschaft, wenn die Bauchwand stark gedehnt wird. Bei vielen Frauen bildet sie sich nach der Geburt von selbst zurück, bei manchen jedoch nicht.',
        },
        { h2: 'Woran erkennt man eine Rektusdiastase?' },
        {
          p: 'Typisch ist eine längliche Vorwölbung in der Bauchmitte, die sichtbar wird, wenn Sie in Rückenlage den Kopf anheben. Hinzu kommen können Rückenschmerzen oder ein Gefühl von Instabilität im Rumpf. Wie breit der Spalt genau ist, ermittelt der Arzt durch Untersuchung und Ultraschall.',
        },
        { h2: 'Training oder Operation?' },
        {
          p: 'Der erste Schritt ist immer eine gezielte Physiotherapie, idealerweise im ersten Jahr nach der Geburt. Bleibt der Spalt trotz konsequenten Trainings bestehen und halten die Beschwerden an, kann eine Operation sinnvoll sein. Wir empfehlen sie erst mit Abstand zur letzten Schwangerschaft und Stillzeit.',
        },
        { h2: 'Wie läuft die Operation ab?' },
        {
          p: 'In Vollnarkose werden die Muskeln wieder zusammengenäht, meist im Rahmen einer Bauchdeckenstraffung, bei der auch überschüssige Haut entfernt wird. Nach dem Eingriff bleiben Sie ein bis zwei Nächte auf der Station, tragen einen Kompressionsgurt und sollten etwa sechs Wochen lang nicht schwer heben. Mehr zum Eingriff lesen Sie auf unserer Seite zur Rektusdiastase.',
        },
      ],
    },
    publishedAt: '2026-03-03',
    authorKey: 'tomas-smysleny',
  },
  {
    key: 'permanent-hair-removal-in-winter',
    title: {
      cs: 'Proč začít s trvalou epilací právě v zimě',
      de: 'Warum der Winter die beste Zeit für die dauerhafte Haarentfernung ist',
    },
    slug: {
      cs: 'proc-zacit-s-trvalou-epilaci-v-zime',
      de: 'dauerhafte-haarentfernung-im-winter',
    },
    perex: {
      cs: 'Kdo začne s laserovou epilací na podzim nebo v zimě, může mít do léta hotovo. Vysvětlujeme, proč na ročním období záleží a jak se na ošetření připravit.',
      de: 'Wer im Herbst oder Winter mit der Laser-Haarentfernung beginnt, ist bis zum Sommer oft fertig. Wir erklären, warum die Jahreszeit eine Rolle spielt und wie Sie sich vorbereiten.',
    },
    metaDesc: {
      cs: 'Trvalá epilace diodovým laserem v zimě: proč nevadí opálení, kolik ošetření je potřeba a jak se připravit. Rady dermatoložky Kliniky {kratky-nazev}.',
      de: 'Dauerhafte Haarentfernung mit dem Diodenlaser im Winter: warum Bräune stört, wie viele Sitzungen nötig sind und wie Sie sich vorbereiten.',
    },
    content: {
      cs: [
        {
          p: 'Trvalá epilace diodovým laserem je možná po celý rok, zima je pro ni ale nejvhodnější. Kůže není opálená, méně se potíte a ošetřená místa snáz ochráníte před sluncem.',
        },
        { h2: 'Proč na opálení záleží' },
        {
          p: 'Laser cílí na pigment v chloupku a jeho energie se mění v teplo, které poškodí vlasový folikul. Opálená kůže obsahuje víc pigmentu, a pohlcuje proto víc energie – roste riziko podráždění nebo pigmentových skvrn. Čtyři týdny před ošetřením i po něm se proto vyhněte slunění a solárium vynechte úplně.',
        },
        { h2: 'Kolik ošetření budete potřebovat' },
        {
          p: 'Chloupky rostou v cyklech a laser účinně zasáhne jen ty, které jsou právě v aktivní fázi. Proto je potřeba zpravidla šest až osm sezení v odstupu čtyř až osmi týdnů. Když začnete v listopadu, máte velkou část ošetření hotovou dřív, než přijdou plavky.',
        },
        { h2: 'Jak se na ošetření připravit' },
        {
          ul: [
            'den předem ošetřované místo oholte, chloupky nevytrhávejte ani nedepilujte voskem',
            'alespoň dva týdny předem nepoužívejte samoopalovací přípravky',
            'lékaře informujte o všech lécích, které užíváte – některé zvyšují citlivost kůže na světlo',
            'po ošetření používejte krém s vysokým ochranným faktorem',
          ],
        },
      ],
      de: [
        {
          p: 'Die dauerhafte Haarentfernung mit dem Diodenlaser ist das ganze Jahr über möglich – am besten eignet sich jedoch der Winter. Die Haut ist nicht gebräunt, man schwitzt weniger, und die behandelten Stellen lassen sich leichter vor der Sonne schützen.',
        },
        { h2: 'Warum Bräune eine Rolle spielt' },
        {
          p: 'Der Laser zielt auf das Pigment im Haar; seine Energie wird in Wärme umgewandelt, die den Haarfollikel verödet. Gebräunte Haut enthält mehr Pigment und nimmt daher mehr Energie auf – das Risiko für Reizungen oder Pigmentflecken steigt. Meiden Sie deshalb vier Wochen vor und nach der Behandlung die Sonne und verzichten Sie ganz aufs Solarium.',
        },
        { h2: 'Wie viele Sitzungen Sie brauchen' },
        {
          p: 'Haare wachsen in Zyklen, und der Laser erreicht nur die Haare in der aktiven Wachstumsphase. Deshalb sind in der Regel sechs bis acht Sitzungen im Abstand von vier bis acht Wochen nötig. Wer im November beginnt, hat einen Großteil der Behandlungen hinter sich, bevor die Badesaison startet.',
        },
        { h2: 'So bereiten Sie sich vor' },
        {
          ul: [
            'die Stelle am Vortag rasieren, aber nicht zupfen oder mit Wachs epilieren',
            'mindestens zwei Wochen vorher keine Selbstbräuner verwenden',
            'die Ärztin über alle Medikamente informieren – manche machen die Haut lichtempfindlicher',
            'nach der Behandlung eine Creme mit hohem Lichtschutzfaktor auftragen',
          ],
        },
      ],
    },
    publishedAt: '2025-11-20',
    authorKey: 'klara-fiktivni',
  },
]
