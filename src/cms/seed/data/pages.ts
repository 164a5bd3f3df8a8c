import type { L, RichText, SeedPage } from './types'

export const pages: SeedPage[] = [
  // ═════════════════════════ Fixed pages (route keys) ═════════════════════════
  {
    key: 'home',
    routeKey: 'home',
    title: {
      cs: 'Klinika Aurelia – plastická chirurgie, dermatologie a ortopedie v Praze',
      en: 'Aurelia Clinic Prague – plastic surgery, dermatology and orthopaedics',
      de: 'Aurelia Klinik Prag – Plastische Chirurgie, Dermatologie und Orthopädie',
    },
    metaDesc: {
      cs: 'Soukromá klinika plastické chirurgie, dermatologie a ortopedie v Praze 3. Konzultace zdarma, operace v all-inclusive balíčcích, péče od roku 2013.',
      en: 'Private clinic for plastic surgery, dermatology and orthopaedics in Prague. Free consultation, all-inclusive surgical packages, caring for patients since 2013.',
      de: 'Privatklinik für Plastische Chirurgie, Dermatologie und Orthopädie in Prag. Kostenlose Beratung, All-inclusive-Pakete, seit 2013 für Patienten da.',
    },
    content: {
      cs: [
        {
          p: 'Klinika Aurelia je soukromé zdravotnické zařízení v Praze 3, které se od roku 2013 věnuje plastické chirurgii, dermatologii a ortopedii. Zakládáme si na poctivé konzultaci, bezpečí a péči, která nekončí odchodem z operačního sálu.',
        },
      ],
      en: [
        {
          p: 'Aurelia Clinic is a private medical facility in Prague 3, providing plastic surgery, dermatology and orthopaedics since 2013. We believe in honest consultations, patient safety and care that does not end when you leave the operating theatre.',
        },
      ],
      de: [
        {
          p: 'Die Aurelia Klinik ist eine private medizinische Einrichtung in Prag 3, die seit 2013 Plastische Chirurgie, Dermatologie und Orthopädie anbietet. Wir setzen auf ehrliche Beratung, Sicherheit und eine Betreuung, die nicht mit dem Verlassen des Operationssaals endet.',
        },
      ],
    },
  },
  {
    key: 'about',
    routeKey: 'about',
    title: { cs: 'O klinice', en: 'About the clinic', de: 'Über die Klinik' },
    metaDesc: {
      cs: 'Klinika Aurelia v Praze funguje od roku 2013. Lůžkové oddělení s pěti lůžky, moderní operační zázemí a tým zkušených lékařů a sester.',
      en: 'Aurelia Clinic in Prague has been open since 2013. A five-bed ward, modern operating facilities and a team of experienced doctors and nurses.',
      de: 'Die Aurelia Klinik in Prag besteht seit 2013. Station mit fünf Betten, moderne OP-Ausstattung und ein Team erfahrener Ärzte und Pflegekräfte.',
    },
    content: {
      cs: [
        {
          p: 'Kliniku Aurelia jsme otevřeli v roce 2013 s jednoduchou myšlenkou: spojit pod jednou střechou špičkovou plastickou chirurgii, dermatologii a později i ortopedii a nabídnout klientům péči, při které se cítí bezpečně a v klidu. Od té doby nám důvěřovalo přes 70 tisíc spokojených klientů.',
        },
        {
          p: 'Operujeme na vlastním operačním sále s moderním anesteziologickým a monitorovacím vybavením. Po zákroku zůstávají klienti na našem lůžkovém oddělení s pěti lůžky, kde se o ně nepřetržitě stará tým zdravotních sester pod dohledem lékaře.',
        },
        {
          p: 'Dermatologie pracuje s diodovým laserem pro trvalou epilaci, pikosekundovým laserem na odstranění tetování a pigmentací a cévním laserem. Všechny přístroje pravidelně servisujeme a lékaři s nimi procházejí certifikovaným školením.',
        },
        {
          p: 'Pro klienty a jejich blízké, kteří přijíždějí z jiných měst nebo ze zahraničí, máme apartmány přímo u kliniky. A protože vnímáme i odpovědnost vůči lidem, kteří si péči dovolit nemohou, založili jsme v roce 2017 Nadační fond Aurelia.',
        },
      ],
      en: [
        {
          p: 'We opened Aurelia Clinic in 2013 with a simple idea: to bring excellent plastic surgery, dermatology and, later, orthopaedics together under one roof and offer care in which patients feel safe and at ease. Since then more than 70,000 satisfied clients have placed their trust in us.',
        },
        {
          p: 'We operate in our own operating theatre with modern anaesthesia and monitoring equipment. After surgery patients stay on our five-bed ward, where a team of nurses looks after them around the clock under medical supervision.',
        },
        {
          p: 'Our dermatology department uses a diode laser for permanent hair removal, a picosecond laser for tattoo and pigmentation removal, and a vascular laser. All devices are serviced regularly and our doctors complete certified training on each of them.',
        },
        {
          p: 'For patients and relatives travelling from other cities or from abroad, we have apartments right next to the clinic. And because we also feel responsible for people who cannot afford care, we set up the Aurelia Foundation (Nadační fond Aurelia) in 2017.',
        },
      ],
      de: [
        {
          p: 'Wir haben die Aurelia Klinik 2013 mit einer einfachen Idee eröffnet: Plastische Chirurgie, Dermatologie und später auch Orthopädie auf hohem Niveau unter einem Dach zu vereinen und eine Betreuung zu bieten, in der sich Patienten sicher und gut aufgehoben fühlen. Seitdem haben uns über 70.000 zufriedene Kundinnen und Kunden ihr Vertrauen geschenkt.',
        },
        {
          p: 'Wir operieren in unserem eigenen Operationssaal mit moderner Anästhesie- und Überwachungstechnik. Nach dem Eingriff bleiben Patienten auf unserer Station mit fünf Betten, wo sie rund um die Uhr von unserem Pflegeteam unter ärztlicher Aufsicht betreut werden.',
        },
        {
          p: 'Unsere Dermatologie arbeitet mit einem Diodenlaser für die dauerhafte Haarentfernung, einem Pikosekundenlaser zur Entfernung von Tattoos und Pigmentflecken sowie einem Gefäßlaser. Alle Geräte werden regelmäßig gewartet, und unsere Ärzte absolvieren für jedes eine zertifizierte Schulung.',
        },
        {
          p: 'Für Patienten und Angehörige, die aus anderen Städten oder aus dem Ausland anreisen, stehen Apartments direkt bei der Klinik bereit. Und weil wir uns auch für Menschen verantwortlich fühlen, die sich eine Behandlung nicht leisten können, haben wir 2017 die Stiftung Aurelia (Nadační fond Aurelia) gegründet.',
        },
      ],
    },
  },
  {
    key: 'procedures',
    routeKey: 'procedures',
    title: { cs: 'Zákroky', en: 'Procedures', de: 'Behandlungen' },
    metaDesc: {
      cs: 'Přehled zákroků Kliniky Aurelia: plastická chirurgie prsou, obličeje a těla, intimní plastiky, dermatologie, laserová ošetření a ortopedie.',
      en: 'Procedures at Aurelia Clinic Prague: breast, face and body surgery, intimate surgery, dermatology, laser treatments and orthopaedics.',
      de: 'Behandlungen der Aurelia Klinik Prag: Brust-, Gesichts- und Körperchirurgie, Intimchirurgie, Dermatologie, Laserbehandlungen und Orthopädie.',
    },
    content: {
      cs: [
        {
          p: 'Vyberte si oblast, která vás zajímá. U každého zákroku najdete popis, co vás čeká, orientační cenu a lékaře, kteří ho provádějí. Ceny chirurgických zákroků zahrnují anestezii, hospitalizaci, kompresní prádlo, pooperační kontroly i léky.',
        },
        {
          p: 'Konečnou cenu a vhodný postup vždy určí lékař na bezplatné a nezávazné konzultaci.',
        },
      ],
      en: [
        {
          p: 'Choose the area you are interested in. For each procedure you will find what to expect, an indicative price and the doctors who perform it. Surgical prices include anaesthesia, hospital stay, compression garments, post-operative checks and medication.',
        },
        {
          p: 'The final price and the right approach are always determined by the doctor at a free, non-binding consultation.',
        },
      ],
      de: [
        {
          p: 'Wählen Sie den Bereich, der Sie interessiert. Zu jedem Eingriff finden Sie eine Beschreibung, einen Richtpreis und die Ärzte, die ihn durchführen. Die Preise chirurgischer Eingriffe umfassen Narkose, stationären Aufenthalt, Kompressionswäsche, Nachkontrollen und Medikamente.',
        },
        {
          p: 'Den endgültigen Preis und das passende Vorgehen legt immer der Arzt in einem kostenlosen und unverbindlichen Beratungsgespräch fest.',
        },
      ],
    },
  },
  {
    key: 'blog',
    routeKey: 'blog',
    title: { cs: 'Blog', en: 'Blog', de: 'Blog' },
    metaDesc: {
      cs: 'Články lékařů Kliniky Aurelia o přípravě na zákrok, rekonvalescenci, péči o pleť a o tom, jak si vybrat správně.',
      en: 'Articles by Aurelia Clinic’s doctors on preparing for surgery, recovery, skin care and making the right choices.',
      de: 'Beiträge der Ärzte der Aurelia Klinik zu Vorbereitung, Genesung, Hautpflege und der richtigen Entscheidung.',
    },
    content: {
      cs: [
        {
          p: 'Naši lékaři srozumitelně vysvětlují, jak se připravit na zákrok, co čekat během rekonvalescence a jak se v nabídce estetické medicíny dobře zorientovat.',
        },
      ],
      en: [
        {
          p: 'Our doctors explain in plain language how to prepare for a procedure, what to expect during recovery and how to find your way around aesthetic medicine.',
        },
      ],
      de: [
        {
          p: 'Unsere Ärzte erklären verständlich, wie Sie sich auf einen Eingriff vorbereiten, was Sie in der Genesung erwartet und wie Sie sich im Angebot der ästhetischen Medizin zurechtfinden.',
        },
      ],
    },
  },
  {
    key: 'career',
    routeKey: 'career',
    title: { cs: 'Kariéra', en: 'Careers', de: 'Karriere' },
    metaDesc: {
      cs: 'Pracujte v Klinice Aurelia v Praze 3. Aktuální volná místa pro zdravotní sestry a recepci, stabilní tým a prostor pro odborný růst.',
      en: 'Work at Aurelia Clinic in Prague 3. Current vacancies for nurses and reception staff, a stable team and room for professional growth.',
      de: 'Arbeiten an der Aurelia Klinik in Prag 3. Aktuelle Stellen in Pflege und Empfang, ein beständiges Team und Raum für fachliche Weiterentwicklung.',
    },
    content: {
      cs: [
        {
          p: 'Jsme menší klinika, kde se všichni známe jménem. Lékaři, sestry i recepce táhnou za jeden provaz – a právě to klienti na naší péči nejvíc oceňují.',
        },
        {
          p: 'Nabízíme stabilní zázemí, moderní vybavení, hrazené odborné vzdělávání a férové jednání. Pokud vás láká práce v klidném a profesionálním prostředí, podívejte se na aktuální nabídky nebo nám pošlete životopis na {email}.',
        },
      ],
      en: [
        {
          p: 'We are a small clinic where everyone knows each other by name. Doctors, nurses and reception work as one team – and that is what patients value most about our care.',
        },
        {
          p: 'We offer stability, modern equipment, paid professional training and fair treatment. If you would like to work in a calm, professional environment, take a look at our current vacancies or send your CV to {email}.',
        },
      ],
      de: [
        {
          p: 'Wir sind eine kleine Klinik, in der sich alle beim Namen kennen. Ärzte, Pflege und Empfang ziehen an einem Strang – und genau das schätzen unsere Patienten am meisten.',
        },
        {
          p: 'Wir bieten einen sicheren Arbeitsplatz, moderne Ausstattung, bezahlte Fortbildungen und einen fairen Umgang. Wenn Sie gern in einem ruhigen, professionellen Umfeld arbeiten möchten, sehen Sie sich unsere aktuellen Stellen an oder senden Sie Ihren Lebenslauf an {email}.',
        },
      ],
    },
  },
  {
    key: 'changes',
    routeKey: 'changes',
    title: { cs: 'Proměny', en: 'Before and after', de: 'Vorher – nachher' },
    metaDesc: {
      cs: 'Fotografie před zákrokem a po něm z Kliniky Aurelia. Skutečné výsledky našich klientů, zveřejněné s jejich souhlasem.',
      en: 'Before and after photos from Aurelia Clinic Prague. Real results of our patients, published with their consent.',
      de: 'Vorher-nachher-Bilder der Aurelia Klinik Prag. Echte Ergebnisse unserer Patienten, veröffentlicht mit ihrer Zustimmung.',
    },
    content: {
      cs: [
        {
          p: 'Fotografie zveřejňujeme pouze se souhlasem klientů a bez jakýchkoli úprav. Ukazují typické výsledky – každé tělo se však hojí jinak, a co je reálné ve vašem případě, vám řekne lékař na konzultaci.',
        },
      ],
      en: [
        {
          p: 'We only publish photos with our patients’ consent and without any retouching. They show typical results – but every body heals differently, and the surgeon will tell you at the consultation what is realistic in your case.',
        },
      ],
      de: [
        {
          p: 'Wir veröffentlichen Fotos nur mit Zustimmung unserer Patienten und ohne jede Bearbeitung. Sie zeigen typische Ergebnisse – doch jeder Körper heilt anders, und was in Ihrem Fall realistisch ist, erfahren Sie im Beratungsgespräch.',
        },
      ],
    },
  },
  {
    key: 'foundation',
    routeKey: 'foundation',
    title: { cs: 'Nadační fond Aurelia', en: 'Aurelia Foundation', de: 'Stiftung Aurelia' },
    metaDesc: {
      cs: 'Nadační fond Aurelia vznikl v říjnu 2017. Pomáhá lidem po úrazech, popáleninách a onkologické léčbě získat potřebnou rekonstrukční péči.',
      en: 'The Aurelia Foundation was set up in October 2017. It helps people after injuries, burns and cancer treatment get the reconstructive care they need.',
      de: 'Die Stiftung Aurelia wurde im Oktober 2017 gegründet. Sie hilft Menschen nach Unfällen, Verbrennungen und Krebserkrankungen zu der rekonstruktiven Behandlung, die sie brauchen.',
    },
    content: {
      cs: [
        {
          p: 'Nadační fond Aurelia jsme založili v říjnu 2017. Chtěli jsme, aby naše zkušenosti a zázemí pomáhaly i lidem, kteří si potřebnou péči nemohou dovolit.',
        },
        {
          p: 'Fond podporuje zejména:',
        },
        {
          ul: [
            'rekonstrukční zákroky u lidí po úrazech a popáleninách',
            'rekonstrukci prsu a úpravu jizev u žen po onkologické léčbě',
            'děti s vrozenými vadami, jejichž rodiny potřebují pomoc s náklady na léčbu a rehabilitaci',
          ],
        },
        {
          p: 'Lékaři kliniky operují pacienty fondu bez nároku na honorář. O podporu může požádat pacient sám, jeho rodina nebo ošetřující lékař – stačí nám napsat na {email}.',
        },
      ],
      en: [
        {
          p: 'We set up the Aurelia Foundation (Nadační fond Aurelia) in October 2017. We wanted our experience and facilities to help people who cannot afford the care they need.',
        },
        {
          p: 'The foundation mainly supports:',
        },
        {
          ul: [
            'reconstructive surgery for people after injuries and burns',
            'breast reconstruction and scar correction for women after cancer treatment',
            'children with congenital conditions whose families need help with the cost of treatment and rehabilitation',
          ],
        },
        {
          p: 'The clinic’s doctors operate on foundation patients without a fee. Support can be requested by patients themselves, their families or their doctors – simply write to {email}.',
        },
      ],
      de: [
        {
          p: 'Die Stiftung Aurelia (Nadační fond Aurelia) haben wir im Oktober 2017 gegründet. Unsere Erfahrung und Ausstattung sollen auch Menschen zugutekommen, die sich die nötige Behandlung nicht leisten können.',
        },
        {
          p: 'Die Stiftung unterstützt vor allem:',
        },
        {
          ul: [
            'rekonstruktive Eingriffe nach Unfällen und Verbrennungen',
            'Brustrekonstruktion und Narbenkorrektur bei Frauen nach einer Krebsbehandlung',
            'Kinder mit angeborenen Fehlbildungen, deren Familien Hilfe bei den Kosten für Behandlung und Rehabilitation brauchen',
          ],
        },
        {
          p: 'Die Ärzte der Klinik operieren die Patienten der Stiftung ohne Honorar. Einen Antrag können Betroffene selbst, ihre Familien oder die behandelnden Ärzte stellen – schreiben Sie uns einfach an {email}.',
        },
      ],
    },
  },
  {
    key: 'faq',
    routeKey: 'faq',
    title: { cs: 'Časté dotazy', en: 'Frequently asked questions', de: 'Häufige Fragen' },
    metaDesc: {
      cs: 'Odpovědi na nejčastější dotazy: konzultace zdarma, ceny a splátky, průběh operace, pobyt na klinice a rekonvalescence.',
      en: 'Answers to common questions: free consultation, prices and payment, the operation, your stay at the clinic and recovery.',
      de: 'Antworten auf häufige Fragen: kostenlose Beratung, Preise und Bezahlung, Operation, Klinikaufenthalt und Genesung.',
    },
    content: {
      cs: [
        {
          p: 'Sepsali jsme odpovědi na otázky, které od klientů slýcháme nejčastěji. Pokud mezi nimi tu svou nenajdete, zavolejte nám na {telefon} nebo nám napište – rádi poradíme.',
        },
      ],
      en: [
        {
          p: 'Here are answers to the questions we are asked most often. If yours is not among them, call us on {phone} or send us a message – we will be glad to help.',
        },
      ],
      de: [
        {
          p: 'Hier finden Sie Antworten auf die Fragen, die uns am häufigsten gestellt werden. Ist Ihre nicht dabei, rufen Sie uns unter {phone} an oder schreiben Sie uns – wir helfen gern weiter.',
        },
      ],
    },
  },
  {
    key: 'team',
    routeKey: 'team',
    title: { cs: 'Náš tým', en: 'Our team', de: 'Unser Team' },
    metaDesc: {
      cs: 'Poznejte lékaře a sestry Kliniky Aurelia – plastické chirurgy, dermatology, ortopeda, anesteziologa a tým, který se o vás postará.',
      en: 'Meet the doctors and nurses of Aurelia Clinic – plastic surgeons, dermatologists, an orthopaedic surgeon, an anaesthesiologist and the team who will look after you.',
      de: 'Lernen Sie die Ärzte und Pflegekräfte der Aurelia Klinik kennen – Plastische Chirurgen, Dermatologinnen, Orthopäde, Anästhesist und das Team, das sich um Sie kümmert.',
    },
    content: {
      cs: [
        {
          p: 'Za každým zákrokem stojí tým lidí: lékař, který vás operuje, anesteziolog, který bdí nad vaším bezpečím, sestry, které o vás pečují na oddělení, i recepce, která vše zorganizuje. Seznamte se s nimi.',
        },
      ],
      en: [
        {
          p: 'Behind every procedure is a team of people: the surgeon who operates on you, the anaesthesiologist who keeps you safe, the nurses who look after you on the ward and the reception staff who organise it all. Come and meet them.',
        },
      ],
      de: [
        {
          p: 'Hinter jedem Eingriff steht ein ganzes Team: der Arzt, der Sie operiert, der Anästhesist, der über Ihre Sicherheit wacht, die Pflegekräfte, die Sie auf der Station betreuen, und der Empfang, der alles organisiert. Lernen Sie sie kennen.',
        },
      ],
    },
  },
  {
    key: 'references',
    routeKey: 'references',
    title: { cs: 'Reference', en: 'Testimonials', de: 'Erfahrungsberichte' },
    metaDesc: {
      cs: 'Zkušenosti klientů Kliniky Aurelia s plastickými operacemi, dermatologickými ošetřeními a ortopedií.',
      en: 'What patients say about Aurelia Clinic Prague – experiences with plastic surgery, dermatology and orthopaedics.',
      de: 'Erfahrungen von Patienten der Aurelia Klinik Prag mit Plastischer Chirurgie, Dermatologie und Orthopädie.',
    },
    content: {
      cs: [
        {
          p: 'Od roku 2013 nám důvěřovalo přes 70 tisíc spokojených klientů. Přečtěte si, jak zákrok a péči na klinice vnímali oni sami.',
        },
      ],
      en: [
        {
          p: 'Since 2013 more than 70,000 satisfied clients have trusted us. Read how they experienced their procedure and their care at the clinic.',
        },
      ],
      de: [
        {
          p: 'Seit 2013 haben uns über 70.000 zufriedene Kundinnen und Kunden vertraut. Lesen Sie, wie sie ihren Eingriff und die Betreuung in der Klinik erlebt haben.',
        },
      ],
    },
  },
  {
    key: 'contact',
    routeKey: 'contact',
    title: { cs: 'Kontakt', en: 'Contact', de: 'Kontakt' },
    metaDesc: {
      cs: 'Klinika Aurelia, {adresa}. Tel. {telefon}, otevřeno {hodiny}. Tramvají do zastávky Olšanské náměstí, parkování v budově.',
      en: 'Aurelia Clinic, {address}. Tel. {phone}, open {hours}. Tram to Olšanské náměstí, parking in the building.',
      de: 'Aurelia Klinik, {address}. Tel. {phone}, geöffnet {hours}. Straßenbahn bis Olšanské náměstí, Parken im Gebäude.',
    },
    content: {
      cs: [
        {
          p: 'Klinika Aurelia, {adresa}. Otevřeno máme {hodiny}.',
        },
        {
          ul: [
            'Telefon: {telefon}',
            'E-mail: {email}',
            'Zdravotní pohotovostní linka: {pohotovost}',
          ],
        },
        {
          p: 'Jak se k nám dostanete: tramvají č. 5, 9, 15 nebo 26 do zastávky Olšanské náměstí, odtud je to asi 5 minut pěšky. Pokud přijedete autem, můžete zaparkovat v garáži přímo v budově.',
        },
        {
          p: 'Napište nám přes kontaktní formulář a nejpozději do dvou pracovních dnů se vám ozveme.',
        },
      ],
      en: [
        {
          p: 'Aurelia Clinic, {address}, Czech Republic. We are open {hours}.',
        },
        {
          ul: [
            'Phone: {phone}',
            'E-mail: {email}',
            'Medical emergency line: {emergency}',
          ],
        },
        {
          p: 'Getting here: take tram 5, 9, 15 or 26 to the Olšanské náměstí stop; from there it is about a 5-minute walk. If you come by car, you can park in the garage in the building.',
        },
        {
          p: 'Send us a message using the contact form and we will get back to you within two working days at the latest.',
        },
      ],
      de: [
        {
          p: 'Aurelia Klinik, {address}, Tschechien. Wir sind {hours} für Sie da.',
        },
        {
          ul: [
            'Telefon: {phone}',
            'E-Mail: {email}',
            'Medizinische Notfallnummer: {emergency}',
          ],
        },
        {
          p: 'Anfahrt: mit der Straßenbahn 5, 9, 15 oder 26 bis zur Haltestelle Olšanské náměstí, von dort sind es etwa 5 Minuten zu Fuß. Wenn Sie mit dem Auto kommen, können Sie in der Tiefgarage im Gebäude parken.',
        },
        {
          p: 'Schreiben Sie uns über das Kontaktformular – wir melden uns spätestens innerhalb von zwei Werktagen bei Ihnen.',
        },
      ],
    },
  },
  {
    key: 'apartments',
    routeKey: 'apartments',
    title: { cs: 'Apartmány', en: 'Apartments', de: 'Apartments' },
    metaDesc: {
      cs: 'Apartmány Kliniky Aurelia pro klienty a jejich blízké – klidné ubytování přímo u kliniky v Praze 3 během rekonvalescence.',
      en: 'Aurelia Clinic apartments for patients and their relatives – quiet accommodation right next to the clinic in Prague 3 while you recover.',
      de: 'Apartments der Aurelia Klinik für Patienten und Angehörige – ruhige Unterkunft direkt bei der Klinik in Prag 3 während der Genesung.',
    },
    content: {
      cs: [
        {
          p: 'Přijíždíte z jiného města nebo ze zahraničí? Pro klienty a jejich blízké máme apartmány přímo u kliniky. Můžete v nich bydlet před zákrokem, po propuštění z lůžkového oddělení až do první kontroly, a váš doprovod i po celou dobu vašeho pobytu.',
        },
        {
          p: 'Apartmány jsou plně vybavené, s kuchyňkou a vlastní koupelnou. V případě potřeby jste na klinice během pár minut a naše sestry jsou vám kdykoli k dispozici. Ubytování si můžete zarezervovat spolu s termínem zákroku na recepci.',
        },
      ],
      en: [
        {
          p: 'Coming from another city or from abroad? We have apartments right next to the clinic for patients and their relatives. You can stay there before your procedure and after discharge from the ward until your first check-up – and your companion can stay for the whole of your visit.',
        },
        {
          p: 'The apartments are fully furnished, with a kitchenette and private bathroom. If you need anything, the clinic is only a few minutes away and our nurses are always available. You can book accommodation at reception together with your procedure.',
        },
      ],
      de: [
        {
          p: 'Sie reisen aus einer anderen Stadt oder aus dem Ausland an? Für Patienten und Angehörige haben wir Apartments direkt bei der Klinik. Sie können dort vor dem Eingriff und nach der Entlassung von der Station bis zur ersten Kontrolle wohnen – Ihre Begleitperson während Ihres gesamten Aufenthalts.',
        },
        {
          p: 'Die Apartments sind voll ausgestattet, mit Küchenzeile und eigenem Bad. Bei Bedarf sind Sie in wenigen Minuten in der Klinik, und unser Pflegeteam ist jederzeit erreichbar. Die Unterkunft buchen Sie am Empfang zusammen mit Ihrem Eingriffstermin.',
        },
      ],
    },
  },

  // ═════════════════════════ Generic pages ═════════════════════════
  {
    key: 'bonuses-for-friends',
    title: {
      cs: 'Bonusy pro vaše přátele',
      en: 'Bonuses for your friends',
      de: 'Boni für Ihre Freunde',
    },
    slug: {
      cs: 'bonusy-pro-vase-pratele',
      en: 'bonuses-for-your-friends',
      de: 'boni-fur-deine-freunde',
    },
    metaDesc: {
      cs: 'Doporučte Kliniku Aurelia svým přátelům. Váš přítel získá dárek k prvnímu zákroku a vy poukaz na ošetření v naší dermatologii.',
      en: 'Recommend Aurelia Clinic to your friends. Your friend receives a gift with their first procedure and you receive a voucher for our dermatology department.',
      de: 'Empfehlen Sie die Aurelia Klinik weiter. Ihre Freundin oder Ihr Freund erhält ein Geschenk zum ersten Eingriff und Sie einen Gutschein für unsere Dermatologie.',
    },
    content: {
      cs: [
        {
          p: 'Nejvíc nových klientů k nám přichází na doporučení. Pokud jste byli s naší péčí spokojeni a řeknete o nás svým blízkým, rádi vám poděkujeme.',
        },
        { h2: 'Jak to funguje' },
        {
          ol: [
            'Na recepci si vyzvedněte nebo e-mailem vyžádejte svůj osobní doporučující kód.',
            'Předejte kód přátelům, kteří o zákroku uvažují.',
            'Když přítel kód uvede při objednání a podstoupí chirurgický zákrok, získá k němu dárek z naší nabídky péče o pleť.',
            'Vy obdržíte poukaz na ošetření v naší dermatologii.',
          ],
        },
        {
          p: 'Bonusy nelze vyměnit za peníze ani sčítat s jinými akcemi. Podrobné podmínky vám rádi vysvětlíme na recepci nebo na {telefon}.',
        },
      ],
      en: [
        {
          p: 'Most of our new patients come to us on a personal recommendation. If you were happy with our care and tell your friends about us, we would like to say thank you.',
        },
        { h2: 'How it works' },
        {
          ol: [
            'Collect your personal referral code at reception or ask for it by e-mail.',
            'Pass the code on to friends who are thinking about a procedure.',
            'If your friend quotes the code when booking and has a surgical procedure, they receive a gift from our skin-care range.',
            'You receive a voucher for a treatment in our dermatology department.',
          ],
        },
        {
          p: 'Bonuses cannot be exchanged for cash or combined with other offers. We will be happy to explain the full terms at reception or on {phone}.',
        },
      ],
      de: [
        {
          p: 'Die meisten neuen Patienten kommen auf persönliche Empfehlung zu uns. Wenn Sie mit unserer Betreuung zufrieden waren und uns weiterempfehlen, möchten wir uns gern bedanken.',
        },
        { h2: 'So funktioniert es' },
        {
          ol: [
            'Holen Sie sich Ihren persönlichen Empfehlungscode am Empfang ab oder fordern Sie ihn per E-Mail an.',
            'Geben Sie den Code an Freunde weiter, die über einen Eingriff nachdenken.',
            'Nennt Ihre Freundin oder Ihr Freund den Code bei der Terminvereinbarung und lässt einen chirurgischen Eingriff durchführen, erhält sie oder er ein Geschenk aus unserem Hautpflege-Angebot.',
            'Sie erhalten einen Gutschein für eine Behandlung in unserer Dermatologie.',
          ],
        },
        {
          p: 'Die Boni können nicht in bar ausgezahlt oder mit anderen Aktionen kombiniert werden. Die genauen Bedingungen erklären wir Ihnen gern am Empfang oder unter {phone}.',
        },
      ],
    },
  },
  {
    key: 'gdpr',
    title: {
      cs: 'Ochrana osobních údajů',
      en: 'Privacy notice',
      de: 'Datenschutzerklärung',
    },
    slug: { cs: 'gdpr', en: 'gdpr', de: 'dsgvo' },
    metaDesc: {
      cs: 'Jak Klinika Aurelia zpracovává osobní údaje klientů a návštěvníků webu: účely, právní základy, doba uložení a vaše práva podle GDPR.',
      en: 'How Aurelia Clinic processes the personal data of patients and website visitors: purposes, legal bases, retention periods and your rights under the GDPR.',
      de: 'Wie die Aurelia Klinik personenbezogene Daten von Patienten und Website-Besuchern verarbeitet: Zwecke, Rechtsgrundlagen, Speicherdauer und Ihre Rechte nach der DSGVO.',
    },
    content: {
      cs: [
        {
          p: 'Ochrana vašeho soukromí je pro nás stejně důležitá jako péče o vaše zdraví. Na této stránce vysvětlujeme, jaké osobní údaje zpracováváme, proč a jak dlouho, a jaká máte práva podle obecného nařízení o ochraně osobních údajů (GDPR).',
        },
        { h2: 'Správce osobních údajů' },
        {
          p: 'Správcem je provozovatel Kliniky Aurelia, {adresa}. Ve věcech ochrany osobních údajů nás můžete kontaktovat na {email} nebo na {telefon}.',
        },
        { h2: 'Jaké údaje zpracováváme a proč' },
        {
          ul: [
            'identifikační a kontaktní údaje – pro objednání konzultace a komunikaci s vámi (plnění smlouvy, oprávněný zájem)',
            'údaje o zdravotním stavu a fotografie – pro poskytování zdravotních služeb a vedení zdravotnické dokumentace (zákonná povinnost)',
            'platební údaje – pro vyúčtování služeb a účetnictví (zákonná povinnost)',
            'údaje z kontaktního formuláře a cookies – pro odpověď na váš dotaz a fungování webu; analytické a marketingové cookies jen s vaším souhlasem',
          ],
        },
        { h2: 'Jak dlouho údaje uchováváme' },
        {
          p: 'Zdravotnickou dokumentaci uchováváme po dobu stanovenou právními předpisy. Údaje z nezávazných dotazů, které nevedly k návštěvě kliniky, mažeme nejpozději po třech letech. Údaje zpracovávané na základě souhlasu uchováváme do jeho odvolání.',
        },
        { h2: 'Vaše práva' },
        {
          p: 'Máte právo na přístup ke svým údajům, jejich opravu či výmaz, omezení zpracování, přenositelnost a právo vznést námitku. Souhlas můžete kdykoli odvolat. Pokud se domníváte, že s údaji nezacházíme správně, můžete podat stížnost u Úřadu pro ochranu osobních údajů.',
        },
      ],
      en: [
        {
          p: 'Protecting your privacy matters to us as much as caring for your health. This page explains what personal data we process, why and for how long, and what rights you have under the General Data Protection Regulation (GDPR).',
        },
        { h2: 'Data controller' },
        {
          p: 'The controller is the operator of Aurelia Clinic, {address}, Czech Republic. For any data protection matters, please contact us at {email} or on {phone}.',
        },
        { h2: 'What data we process and why' },
        {
          ul: [
            'identification and contact details – to book your consultation and communicate with you (performance of a contract, legitimate interest)',
            'health data and photographs – to provide medical care and keep medical records (legal obligation)',
            'payment details – for invoicing and accounting (legal obligation)',
            'contact form data and cookies – to answer your enquiry and run the website; analytics and marketing cookies only with your consent',
          ],
        },
        { h2: 'How long we keep data' },
        {
          p: 'Medical records are kept for the period required by law. Data from non-binding enquiries that did not lead to a visit is deleted after three years at the latest. Data processed on the basis of consent is kept until you withdraw it.',
        },
        { h2: 'Your rights' },
        {
          p: 'You have the right to access, rectify or erase your data, to restrict processing, to data portability and to object. You can withdraw your consent at any time. If you believe we are not handling your data correctly, you can lodge a complaint with the Czech Office for Personal Data Protection or with the supervisory authority in your country.',
        },
      ],
      de: [
        {
          p: 'Der Schutz Ihrer Privatsphäre ist uns ebenso wichtig wie Ihre Gesundheit. Hier erklären wir, welche personenbezogenen Daten wir verarbeiten, zu welchem Zweck und wie lange, und welche Rechte Sie nach der Datenschutz-Grundverordnung (DSGVO) haben.',
        },
        { h2: 'Verantwortlicher' },
        {
          p: 'Verantwortlich ist der Betreiber der Aurelia Klinik, {address}, Tschechien. In Datenschutzfragen erreichen Sie uns unter {email} oder {phone}.',
        },
        { h2: 'Welche Daten wir verarbeiten und warum' },
        {
          ul: [
            'Identifikations- und Kontaktdaten – zur Terminvereinbarung und Kommunikation mit Ihnen (Vertragserfüllung, berechtigtes Interesse)',
            'Gesundheitsdaten und Fotos – zur medizinischen Behandlung und Führung der Patientenakte (rechtliche Verpflichtung)',
            'Zahlungsdaten – für Abrechnung und Buchhaltung (rechtliche Verpflichtung)',
            'Daten aus dem Kontaktformular und Cookies – zur Beantwortung Ihrer Anfrage und für den Betrieb der Website; Analyse- und Marketing-Cookies nur mit Ihrer Einwilligung',
          ],
        },
        { h2: 'Speicherdauer' },
        {
          p: 'Patientenakten bewahren wir so lange auf, wie es die gesetzlichen Vorschriften verlangen. Daten aus unverbindlichen Anfragen, die zu keinem Besuch geführt haben, löschen wir spätestens nach drei Jahren. Daten, die auf Grundlage einer Einwilligung verarbeitet werden, speichern wir bis zu deren Widerruf.',
        },
        { h2: 'Ihre Rechte' },
        {
          p: 'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Eine Einwilligung können Sie jederzeit widerrufen. Wenn Sie meinen, dass wir Ihre Daten nicht korrekt behandeln, können Sie sich beim tschechischen Amt für den Schutz personenbezogener Daten oder bei der Aufsichtsbehörde Ihres Landes beschweren.',
        },
      ],
    },
  },
  {
    key: 'patients-choice-vote',
    title: {
      cs: 'Hlasování: Cena pacientů',
      en: 'Vote: Patients’ Choice Award',
      de: 'Abstimmung: Preis der Patienten',
    },
    slug: { cs: 'hlasovani', en: 'hlasovani', de: 'hlasovani' },
    metaDesc: {
      cs: 'Dejte svůj hlas lékaři, sestře nebo kolegovi z recepce, kteří se o vás v Klinice Aurelia postarali nejlépe.',
      en: 'Vote for the doctor, nurse or receptionist at Aurelia Clinic who looked after you best.',
      de: 'Stimmen Sie für die Ärztin, den Arzt, die Pflegekraft oder das Empfangsteam der Aurelia Klinik, die Sie am besten betreut haben.',
    },
    content: {
      cs: [
        {
          p: 'Každý rok vyhlašujeme Cenu pacientů. Rozhodujete o ní vy – klienti, kteří u nás v uplynulém roce absolvovali konzultaci, zákrok nebo ošetření.',
        },
        { h2: 'Jak hlasovat' },
        {
          ul: [
            'Hlasovat můžete pro jednoho člena týmu – lékaře, sestru nebo kolegu z recepce.',
            'Ke hlasu můžete připsat pár slov, proč právě on nebo ona. Vaše poděkování rádi předáme.',
            'Každý klient může hlasovat jednou za rok.',
          ],
        },
        {
          p: 'Výsledky zveřejníme na začátku nového roku na našem webu a sociálních sítích. Děkujeme, že jste s námi.',
        },
      ],
      en: [
        {
          p: 'Every year we present the Patients’ Choice Award – and you decide who receives it. Everyone who had a consultation, procedure or treatment with us in the past year can take part.',
        },
        { h2: 'How to vote' },
        {
          ul: [
            'You can vote for one member of the team – a doctor, a nurse or a receptionist.',
            'Feel free to add a few words on why you chose them. We will gladly pass on your thanks.',
            'Each patient can vote once a year.',
          ],
        },
        {
          p: 'We will announce the results at the beginning of the new year on our website and social media. Thank you for being with us.',
        },
      ],
      de: [
        {
          p: 'Jedes Jahr vergeben wir den Preis der Patienten – und Sie entscheiden, wer ihn bekommt. Teilnehmen kann jede und jeder, die oder der im vergangenen Jahr bei uns zur Beratung, zu einem Eingriff oder einer Behandlung war.',
        },
        { h2: 'So stimmen Sie ab' },
        {
          ul: [
            'Sie können für ein Mitglied unseres Teams stimmen – Ärztin oder Arzt, Pflegekraft oder Empfang.',
            'Gern können Sie ein paar Worte dazu schreiben, warum. Ihren Dank geben wir selbstverständlich weiter.',
            'Jede Patientin und jeder Patient kann einmal im Jahr abstimmen.',
          ],
        },
        {
          p: 'Die Ergebnisse veröffentlichen wir zu Beginn des neuen Jahres auf unserer Website und in den sozialen Medien. Danke, dass Sie uns Ihr Vertrauen schenken.',
        },
      ],
    },
  },
  {
    key: 'photo-guide',
    title: {
      cs: 'Jak správně nafotit fotky pro online konzultaci',
      en: 'How to take proper photos for an online consultation',
      de: 'So gelingen die Fotos für Ihre Online-Beratung',
    },
    slug: {
      cs: 'jak-spravne-nafotit-fotky-pro-online-konzultaci',
      en: 'how-to-take-proper-photos-for-an-online-consultation',
      de: 'so-gelingen-die-fotos-fur-ihre-online-beratung',
    },
    metaDesc: {
      cs: 'Návod, jak pořídit fotografie pro online konzultaci s plastickým chirurgem: světlo, pozadí, úhly a co na fotkách nesmí chybět.',
      en: 'A guide to taking photos for an online consultation with a plastic surgeon: lighting, background, angles and what the photos need to show.',
      de: 'Anleitung für Fotos zur Online-Beratung beim Plastischen Chirurgen: Licht, Hintergrund, Blickwinkel und was auf den Bildern zu sehen sein sollte.',
    },
    content: {
      cs: [
        {
          p: 'Dobré fotografie pomohou lékaři posoudit vaši situaci na dálku a doporučit vhodný postup. Stačí mobilní telefon a pár minut času.',
        },
        { h2: 'Obecné zásady' },
        {
          ul: [
            'foťte při denním světle, ideálně čelem k oknu, bez blesku a bez filtrů',
            'zvolte jednobarevné světlé pozadí, například stěnu nebo dveře',
            'požádejte někoho o pomoc, nebo použijte samospoušť a stativ',
            'ošetřovanou oblast odhalte, šperky a výrazný make-up odložte',
            'vyfoťte stejnou oblast zepředu, z obou boků a zešikma',
          ],
        },
        { h2: 'Podle typu zákroku' },
        {
          ul: [
            'obličej a nos: bez make-upu, vlasy stažené, neutrální výraz, pohled přímo do objektivu a z profilu',
            'oční víčka: detail očí s otevřenýma očima a při pohledu dolů',
            'prsa a břicho: od krku po pás, respektive od prsou po stehna, ruce volně podél těla',
            'postava: celé tělo ve spodním prádle, zepředu, zezadu a z boku',
          ],
        },
        {
          p: 'Fotografie nám pošlete přes kontaktní formulář nebo na {email}. Zacházíme s nimi jako se součástí zdravotnické dokumentace – vidí je pouze lékař a personál, který vaši konzultaci připravuje.',
        },
      ],
      en: [
        {
          p: 'Good photos help the surgeon assess your situation remotely and recommend a suitable approach. All you need is a mobile phone and a few minutes.',
        },
        { h2: 'General tips' },
        {
          ul: [
            'take the photos in daylight, ideally facing a window, without flash or filters',
            'use a plain, light background such as a wall or a door',
            'ask someone to help, or use the self-timer and a tripod',
            'uncover the area concerned and remove jewellery and heavy make-up',
            'photograph the same area from the front, from both sides and at an angle',
          ],
        },
        { h2: 'By type of procedure' },
        {
          ul: [
            'face and nose: no make-up, hair tied back, neutral expression, looking straight at the camera and in profile',
            'eyelids: close-up of the eyes, open and looking down',
            'breasts and abdomen: from neck to waist, or from chest to thighs, arms relaxed by your sides',
            'body contouring: full body in underwear, from the front, back and side',
          ],
        },
        {
          p: 'Send the photos via the contact form or to {email}. We treat them as part of your medical records – they are seen only by the doctor and the staff preparing your consultation.',
        },
      ],
      de: [
        {
          p: 'Gute Fotos helfen dem Arzt, Ihre Situation aus der Ferne zu beurteilen und ein passendes Vorgehen zu empfehlen. Sie brauchen nur ein Smartphone und ein paar Minuten Zeit.',
        },
        { h2: 'Allgemeine Hinweise' },
        {
          ul: [
            'bei Tageslicht fotografieren, am besten mit Blick zum Fenster, ohne Blitz und ohne Filter',
            'einen einfarbigen, hellen Hintergrund wählen, etwa eine Wand oder Tür',
            'jemanden um Hilfe bitten oder Selbstauslöser und Stativ nutzen',
            'die betreffende Region freimachen, Schmuck und starkes Make-up ablegen',
            'dieselbe Region von vorn, von beiden Seiten und schräg fotografieren',
          ],
        },
        { h2: 'Je nach Eingriff' },
        {
          ul: [
            'Gesicht und Nase: ungeschminkt, Haare zurückgebunden, neutraler Ausdruck, Blick direkt in die Kamera sowie im Profil',
            'Augenlider: Nahaufnahme der Augen, geöffnet und mit Blick nach unten',
            'Brust und Bauch: vom Hals bis zur Taille bzw. von der Brust bis zu den Oberschenkeln, Arme locker am Körper',
            'Körperformung: ganzer Körper in Unterwäsche, von vorn, hinten und seitlich',
          ],
        },
        {
          p: 'Senden Sie die Fotos über das Kontaktformular oder an {email}. Wir behandeln sie als Teil Ihrer Patientenakte – sie sehen nur der Arzt und die Mitarbeiter, die Ihre Beratung vorbereiten.',
        },
      ],
    },
  },
  {
    key: 'share-your-experience',
    title: {
      cs: 'Podělte se o zkušenost a získejte odměnu',
      en: 'Share your experience and get a great reward',
    },
    slug: {
      cs: 'podelte-se-o-zkusenost-a-ziskejte-odmenu',
      en: 'share-your-experience-and-get-a-great-reward',
    },
    metaDesc: {
      cs: 'Napište nám, jak jste byli spokojeni s péčí v Klinice Aurelia, a získejte jako poděkování poukaz na ošetření v naší dermatologii.',
      en: 'Tell us about your experience at Aurelia Clinic and receive a voucher for a treatment in our dermatology department as a thank-you.',
    },
    content: {
      cs: [
        {
          p: 'Vaše zkušenost může pomoci někomu, kdo se teprve rozhoduje. Pokud jste u nás absolvovali zákrok nebo ošetření, budeme rádi, když se podělíte o to, jak jste péči vnímali – upřímně, včetně toho, co bychom mohli zlepšit.',
        },
        { h2: 'Jak na to' },
        {
          ol: [
            'Napište krátkou recenzi na Googlu nebo nám pošlete svůj příběh na {email}.',
            'Pokud chcete, přiložte i fotografie před zákrokem a po něm. Zveřejníme je jen s vaším výslovným souhlasem.',
            'Jako poděkování od nás dostanete poukaz na ošetření v naší dermatologii.',
          ],
        },
        {
          p: 'Odměna nezávisí na tom, zda je hodnocení pozitivní. Vážíme si každé upřímné zpětné vazby.',
        },
      ],
      en: [
        {
          p: 'Your experience can help someone who is still making up their mind. If you have had a procedure or treatment with us, we would be glad to hear how you found your care – honestly, including anything we could do better.',
        },
        { h2: 'How it works' },
        {
          ol: [
            'Write a short review on Google or send us your story at {email}.',
            'If you like, attach before and after photos. We will only publish them with your explicit consent.',
            'As a thank-you, you will receive a voucher for a treatment in our dermatology department.',
          ],
        },
        {
          p: 'The reward does not depend on your review being positive. We value every piece of honest feedback.',
        },
      ],
    },
  },
  {
    key: 'diastasis-recti',
    title: {
      cs: 'Co je diastáza a jak se řeší chirurgicky',
      en: 'What is diastasis recti and how is it treated surgically?',
      de: 'Was ist eine Rektusdiastase und wie wird sie chirurgisch behandelt?',
    },
    slug: {
      cs: 'co-je-diastaza-a-jak-se-resi-chirurgicky',
      en: 'what-is-diastasis-recti-and-how-is-it-treated-surgically',
      de: 'was-ist-eine-rektusdiastase-und-wie-wird-sie-chirurgisch-behandelt',
    },
    metaDesc: {
      cs: 'Diastáza břišních svalů: příčiny, příznaky, diagnostika a chirurgické řešení v Klinice Aurelia v Praze. Průběh operace a rekonvalescence.',
      en: 'Diastasis recti: causes, symptoms, diagnosis and surgical repair at Aurelia Clinic Prague. What the operation and recovery involve.',
      de: 'Rektusdiastase: Ursachen, Symptome, Diagnose und operative Behandlung an der Aurelia Klinik Prag. Ablauf der Operation und Genesung.',
    },
    content: {
      cs: [
        {
          p: 'Diastáza neboli rozestup přímých břišních svalů je stav, kdy se obě poloviny přímého břišního svalu od sebe oddálí a spojovací tkáň mezi nimi – bílá čára – se ztenčí a povolí. Břišní stěna pak nedrží orgány tak pevně jako dřív a uprostřed břicha vzniká vyklenutí.',
        },
        { h2: 'Příčiny a příznaky' },
        {
          p: 'Nejčastější příčinou je těhotenství, zejména opakované nebo vícečetné. Diastáza se ale objevuje i u mužů, například po výrazném přibrání a zhubnutí. Kromě vzhledu břicha může způsobovat bolesti zad, pocit slabého středu těla nebo obtíže s držením těla.',
        },
        { h2: 'Diagnostika' },
        {
          p: 'Lékař změří šíři rozestupu pohmatem při zvednuté hlavě a výsledek ověří ultrazvukem. Zároveň vyloučí kýlu v oblasti pupku nebo bílé čáry, která diastázu často doprovází a řeší se během stejné operace.',
        },
        { h2: 'Chirurgické řešení' },
        {
          p: 'Pokud rozestup nezmizí ani po důsledné fyzioterapii, svaly se chirurgicky sešijí k sobě. Nejčastěji se to děje v rámci plastiky břicha, při níž se zároveň odstraní nadbytečná kůže a tuk po těhotenství. Operace probíhá v celkové anestezii a trvá dvě až tři hodiny.',
        },
        { h2: 'Po operaci' },
        {
          ul: [
            'na lůžkovém oddělení zůstanete jednu až dvě noci',
            'šest týdnů nosíte stahovací pás, který je součástí ceny',
            'po dobu šesti týdnů nezvedáte těžká břemena a necvičíte posilování břicha',
            'do kanceláře se většina klientek vrací po dvou až třech týdnech',
          ],
        },
        {
          p: 'Operaci doporučujeme až po ukončení plánování rodiny a s odstupem od kojení. Zda je pro vás vhodná, posoudí plastický chirurg na bezplatné a nezávazné konzultaci.',
        },
      ],
      en: [
        {
          p: 'Diastasis recti is a separation of the two halves of the rectus abdominis muscle. The connective tissue between them – the linea alba – becomes thin and lax, so the abdominal wall no longer holds the organs as firmly as before and a bulge appears in the middle of the tummy.',
        },
        { h2: 'Causes and symptoms' },
        {
          p: 'The most common cause is pregnancy, especially repeated or multiple pregnancies. Men can develop diastasis too, for example after significant weight gain and loss. Besides the appearance of the abdomen, it can cause back pain, a feeling of a weak core or problems with posture.',
        },
        { h2: 'Diagnosis' },
        {
          p: 'The doctor measures the width of the gap by feeling the abdomen while you lift your head, and confirms the finding with ultrasound. At the same time they rule out an umbilical or epigastric hernia, which often accompanies diastasis and is repaired in the same operation.',
        },
        { h2: 'Surgical repair' },
        {
          p: 'If the gap does not close despite consistent physiotherapy, the muscles are stitched back together surgically. This is usually done as part of a tummy tuck, which also removes the excess skin and fat left after pregnancy. The operation is performed under general anaesthesia and takes two to three hours.',
        },
        { h2: 'After the operation' },
        {
          ul: [
            'you stay on our ward for one or two nights',
            'you wear an abdominal binder, included in the price, for six weeks',
            'for six weeks you should avoid heavy lifting and abdominal exercises',
            'most patients return to office work after two to three weeks',
          ],
        },
        {
          p: 'We recommend surgery once your family is complete and some time after breastfeeding has ended. A plastic surgeon will assess whether it is right for you at a free, non-binding consultation.',
        },
      ],
      de: [
        {
          p: 'Bei einer Rektusdiastase weichen die beiden Hälften des geraden Bauchmuskels auseinander. Das Bindegewebe dazwischen – die Linea alba – wird dünn und schlaff, sodass die Bauchwand die Organe nicht mehr so fest hält wie zuvor und sich in der Bauchmitte eine Vorwölbung bildet.',
        },
        { h2: 'Ursachen und Beschwerden' },
        {
          p: 'Häufigste Ursache ist die Schwangerschaft, besonders nach mehreren Geburten oder Mehrlingsschwangerschaften. Aber auch Männer können betroffen sein, etwa nach starker Gewichtszu- und -abnahme. Neben dem Erscheinungsbild des Bauches kann sie Rückenschmerzen, ein Gefühl von Instabilität im Rumpf oder Haltungsprobleme verursachen.',
        },
        { h2: 'Diagnose' },
        {
          p: 'Der Arzt ertastet die Breite des Spalts, während Sie den Kopf anheben, und bestätigt den Befund per Ultraschall. Dabei schließt er auch einen Nabel- oder Oberbauchbruch aus, der eine Rektusdiastase häufig begleitet und in derselben Operation versorgt wird.',
        },
        { h2: 'Operative Behandlung' },
        {
          p: 'Schließt sich der Spalt trotz konsequenter Physiotherapie nicht, werden die Muskeln operativ wieder zusammengenäht. Meist geschieht das im Rahmen einer Bauchdeckenstraffung, bei der zugleich überschüssige Haut und Fettgewebe nach der Schwangerschaft entfernt werden. Der Eingriff erfolgt in Vollnarkose und dauert zwei bis drei Stunden.',
        },
        { h2: 'Nach der Operation' },
        {
          ul: [
            'Sie bleiben ein bis zwei Nächte auf unserer Station',
            'sechs Wochen lang tragen Sie einen Bauchgurt, der im Preis enthalten ist',
            'sechs Wochen lang sollten Sie nicht schwer heben und keine Bauchmuskelübungen machen',
            'ins Büro kehren die meisten Patientinnen nach zwei bis drei Wochen zurück',
          ],
        },
        {
          p: 'Wir empfehlen den Eingriff erst nach abgeschlossener Familienplanung und mit Abstand zur Stillzeit. Ob er für Sie infrage kommt, beurteilt ein Plastischer Chirurg in einem kostenlosen und unverbindlichen Beratungsgespräch.',
        },
      ],
    },
  },
  {
    /** German-only page: it has no Czech or English version. */
    key: 'head-nurse-interview',
    title: {
      de: 'Im Gespräch mit Bc. Tereza Vymyšlená, Pflegedienstleitung',
    },
    slug: { de: 'bc-tereza-vymyslena' },
    metaDesc: {
      de: 'Interview mit Bc. Tereza Vymyšlená, Pflegedienstleitung der Aurelia Klinik Prag, über den Alltag auf der Station und die Betreuung deutschsprachiger Patienten.',
    },
    content: {
      de: [
        {
          p: 'Bc. Tereza Vymyšlená arbeitet seit 2014 an der Aurelia Klinik und leitet seit 2018 das Pflegeteam. Wir haben mit ihr darüber gesprochen, wie die Tage und Nächte auf der Station aussehen und was ihr bei der Betreuung besonders wichtig ist.',
        },
        { h3: 'Frau Vymyšlená, wie sieht ein typischer Tag auf Ihrer Station aus?' },
        {
          p: '„Der Tag beginnt um sieben mit der Übergabe vom Nachtdienst. Dann bereiten wir die Patienten vor, die an diesem Tag operiert werden, und kümmern uns um die, die nach der Operation bei uns übernachtet haben – Visite, Verbandswechsel, Entlassungsgespräch. Da wir nur fünf Betten haben, kennen wir jede Patientin und jeden Patienten persönlich.“',
        },
        { h3: 'Was beschäftigt Patienten nach der Operation am meisten?' },
        {
          p: '„Oft ist es gar nicht der Schmerz, sondern die Unsicherheit: Ist die Schwellung normal? Darf ich schon duschen? Deshalb erklären wir alles in Ruhe und geben jedem schriftliche Hinweise mit nach Hause. Und wir sagen immer, dass man uns jederzeit anrufen kann.“',
        },
        { h3: 'Viele Ihrer Patienten kommen aus Deutschland und Österreich. Wie gehen Sie damit um?' },
        {
          p: '„Mehrere Kolleginnen sprechen Deutsch, und die wichtigsten Informationen haben wir auch schriftlich auf Deutsch. Patienten aus dem Ausland sind oft ohne Familie hier – da ist es uns besonders wichtig, dass sie sich nicht allein fühlen. Viele wohnen nach der Entlassung in unseren Apartments, sodass wir sie bei der Kontrolle wiedersehen.“',
        },
        { h3: 'Was macht Ihnen an Ihrer Arbeit am meisten Freude?' },
        {
          p: '„Wenn jemand nach ein paar Wochen zur Kontrolle kommt und einfach zufrieden ist. Oder wenn sich eine Patientin, die am Abend vor der Operation sehr nervös war, beim Abschied bedankt. Dafür lohnt sich jeder Dienst.“',
        },
      ],
    },
  },
  {
    key: 'coronavirus',
    title: {
      cs: 'Koronavirus – informace pro klienty',
      en: 'Coronavirus – information for patients',
      de: 'Coronavirus – Informationen für Patienten',
    },
    slug: { cs: 'koronavirus', en: 'coronavirus', de: 'coronavirus' },
    metaDesc: {
      cs: 'Klinika Aurelia zůstává v provozu za dodržení protiepidemických opatření. Klientům z jiných okresů vystavíme potvrzení o návštěvě lékaře.',
      en: 'Aurelia Clinic remains open under COVID-19 measures. Patients travelling from another district can receive a confirmation of their doctor’s appointment.',
      de: 'Die Aurelia Klinik bleibt unter Einhaltung der COVID-19-Maßnahmen geöffnet. Patienten aus anderen Bezirken erhalten eine Bestätigung ihres Arzttermins.',
    },
    content: {
      cs: [
        {
          p: 'Klinika Aurelia zůstává i v době opatření proti šíření onemocnění COVID-19 v provozu. Konzultace, zákroky i pooperační kontroly probíhají v obvyklém rozsahu, za přísného dodržení hygienických pravidel.',
        },
        { h2: 'Opatření na klinice' },
        {
          ul: [
            'při vstupu vám změříme teplotu a požádáme o dezinfekci rukou',
            'v prostorách kliniky je povinný respirátor',
            'termíny plánujeme tak, aby se v čekárně potkalo co nejméně lidí',
            'před operací v celkové anestezii je nutný negativní test podle aktuálních pravidel',
          ],
        },
        { h2: 'Cestujete z jiného okresu?' },
        {
          p: 'Návštěva lékaře patří mezi povolené důvody cesty. Na vyžádání vám rádi vystavíme potvrzení o objednání na konzultaci nebo zákrok, které můžete předložit při případné kontrole. Stačí o ně požádat e-mailem na {email} nebo telefonicky na {telefon}.',
        },
        {
          p: 'Pokud máte příznaky onemocnění nebo jste byli v kontaktu s nakaženou osobou, dejte nám prosím vědět – termín bez problémů přesuneme.',
        },
      ],
      en: [
        {
          p: 'Aurelia Clinic remains open while measures against the spread of COVID-19 are in place. Consultations, procedures and post-operative checks continue as usual, with strict hygiene rules.',
        },
        { h2: 'Measures at the clinic' },
        {
          ul: [
            'we will check your temperature on arrival and ask you to disinfect your hands',
            'a respirator mask must be worn inside the clinic',
            'appointments are scheduled so that as few people as possible meet in the waiting room',
            'a negative test is required before surgery under general anaesthesia, in line with current rules',
          ],
        },
        { h2: 'Travelling from another district?' },
        {
          p: 'Visiting a doctor is a permitted reason for travel. On request, we will issue a confirmation of your consultation or procedure appointment that you can show if you are stopped. Just ask by e-mail at {email} or by phone on {phone}.',
        },
        {
          p: 'If you have symptoms or have been in contact with an infected person, please let us know – we will be happy to reschedule your appointment.',
        },
      ],
      de: [
        {
          p: 'Die Aurelia Klinik bleibt auch während der Maßnahmen gegen die Ausbreitung von COVID-19 geöffnet. Beratungsgespräche, Eingriffe und Nachkontrollen finden wie gewohnt statt – unter strenger Einhaltung der Hygieneregeln.',
        },
        { h2: 'Maßnahmen in der Klinik' },
        {
          ul: [
            'beim Betreten messen wir Ihre Temperatur und bitten Sie, Ihre Hände zu desinfizieren',
            'in den Räumen der Klinik ist eine FFP2-Maske Pflicht',
            'Termine planen wir so, dass sich möglichst wenige Menschen im Wartezimmer begegnen',
            'vor einer Operation in Vollnarkose ist nach den aktuellen Regeln ein negativer Test erforderlich',
          ],
        },
        { h2: 'Sie reisen aus einem anderen Bezirk an?' },
        {
          p: 'Ein Arztbesuch ist ein zulässiger Reisegrund. Auf Wunsch stellen wir Ihnen eine Bestätigung Ihres Termins für die Beratung oder den Eingriff aus, die Sie bei einer Kontrolle vorzeigen können. Fragen Sie einfach per E-Mail an {email} oder telefonisch unter {phone} danach.',
        },
        {
          p: 'Wenn Sie Krankheitssymptome haben oder Kontakt zu einer infizierten Person hatten, geben Sie uns bitte Bescheid – wir verschieben Ihren Termin problemlos.',
        },
      ],
    },
  },
]
