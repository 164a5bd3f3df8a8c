import type { L, RichText, SeedPage } from './types'

export const pages: SeedPage[] = [
  // ═════════════════════════ Fixed pages (route keys) ═════════════════════════
  {
    key: 'home',
    routeKey: 'home',
    title: {
      cs: '{klinika} – plastická chirurgie, dermatologie a ortopedie v Praze',
      en: '{clinic} Prague – plastic surgery, dermatology and orthopaedics',
      de: '{clinic} Prag – Plastische Chirurgie, Dermatologie und Orthopädie',
    },
    metaDesc: {
      cs: 'Soukromá klinika plastické chirurgie, dermatologie a ortopedie v Praze 3. Konzultace zdarma, operace v all-inclusive balíčcích, péče od roku 2013.',
      en: 'Private clinic for plastic surgery, dermatology and orthopaedics in Prague. Free consultation, all-inclusive surgical packages, caring for patients since 2013.',
      de: 'Privatklinik für Plastische Chirurgie, Dermatologie und Orthopädie in Prag. Kostenlose Beratung, All-inclusive-Pakete, seit 2013 für Patienten da.',
    },
    content: {
      cs: [
        {
          p: '{klinika} je soukromé zdravotnické zařízení v Praze 3, které se od roku 2013 věnuje plastické chirurgii, dermatologii a ortopedii. Zakládáme si na poctivé konzultaci, bezpečí a péči, která nekončí odchodem z operačního sálu.',
        },
      ],
      en: [
        {
          p: '{clinic} is a private medical facility in Prague 3, providing plastic surgery, dermatology and orthopaedics since 2013. We believe in honest consultations, patient safety and care that does not end when you leave the operating theatre.',
        },
      ],
      de: [
        {
          p: 'Die {clinic} ist eine private medizinische Einrichtung in Prag 3, die seit 2013 Plastische Chirurgie, Dermatologie und Orthopädie anbietet. Wir setzen auf ehrliche Beratung, Sicherheit und eine Betreuung, die nicht mit dem Verlassen des Operationssaals endet.',
        },
      ],
    },
  },
  {
    key: 'about',
    routeKey: 'about',
    title: { cs: 'O klinice', en: 'About the clinic', de: 'Über die Klinik' },
    metaDesc: {
      cs: '{klinika} v Praze funguje od roku 2013. Lůžkové oddělení s pěti lůžky, moderní operační zázemí a tým zkušených lékařů a sester.',
      en: '{clinic} in Prague has been open since 2013. A five-bed ward, modern operating facilities and a team of experienced doctors and nurses.',
      de: 'Die {clinic} in Prag besteht seit 2013. Station mit fünf Betten, moderne OP-Ausstattung und ein Team erfahrener Ärzte und Pflegekräfte.',
    },
    content: {
      cs: [
        {
          p: '{klinika} je soukromé zdravotnické zařízení v Praze 3. Pod jednou střechou u nás najdete plastickou chirurgii, dermatologii a ortopedii – od první konzultace přes operaci a pobyt na lůžkovém oddělení až po poslední kontrolu. Za dobu svého fungování jsme pečovali o více než 70 tisíc klientů.',
        },
        { h2: 'Od roku 2013' },
        {
          p: 'Kliniku jsme otevřeli v roce 2013 s jednoduchou myšlenkou: nabídnout plastickou chirurgii v prostředí, kde se klient cítí bezpečně a má dost času na své otázky. Začínali jsme s jedním operačním sálem a malým týmem chirurgů a sester. V roce 2016 přibylo dermatologické oddělení s laserovými ošetřeními, v říjnu 2017 jsme založili Nadační fond {kratky-nazev} a od roku 2019 u nás operuje i ortoped.',
        },
        {
          p: 'Rosteme pozvolna a záměrně zůstáváme menší klinikou. Díky tomu vás zná jménem lékař, sestry na oddělení i recepce – a nic nemusíte vysvětlovat dvakrát.',
        },
        { h2: 'Náš tým' },
        {
          p: 'Operují u nás plastičtí chirurgové s atestací a dlouholetou praxí, z nichž se každý věnuje užšímu okruhu zákroků. Dermatologické oddělení vedou dvě dermatoložky, ortopedickou ambulanci ortoped se zaměřením na artroskopii kolene a ramene. Nad vaším bezpečím při každé operaci bdí anesteziolog, který s vámi narkózu předem probere.',
        },
        {
          p: 'Na lůžkovém oddělení o vás pečují zkušené zdravotní sestry pod vedením vrchní sestry. Recepce domlouvá termíny, pomáhá s ubytováním a s klienty ze zahraničí mluví anglicky a německy.',
        },
        { h2: 'Vybavení' },
        {
          p: 'Operační sál má moderní anesteziologický přístroj a vaše životní funkce po celou dobu zákroku sleduje monitor. Používáme výhradně certifikované implantáty a zdravotnický materiál s doloženým původem a nástroje sterilizujeme ve vlastní sterilizaci.',
        },
        {
          p: 'Dermatologie pracuje s diodovým laserem pro trvalou epilaci, pikosekundovým laserem na odstranění tetování a pigmentací a s cévním laserem. Všechny přístroje pravidelně servisujeme a lékaři s nimi procházejí certifikovaným školením.',
        },
        { h2: 'Lůžkové oddělení s pěti lůžky' },
        {
          p: 'Po operaci zůstáváte na našem lůžkovém oddělení. Má jen pět lůžek, a tak mají sestry čas na každého klienta, kdykoli je potřebuje – ve dne i v noci. Lékař je oddělení k dispozici i mimo ordinační hodiny.',
        },
        {
          p: 'Pokoje jsou klidné, s vlastní koupelnou, televizí a Wi-Fi. Jídlo vám přineseme na pokoj a po propuštění vás taxi zdarma odveze kamkoli po Praze. Klienti, kteří přijíždějí z jiných měst nebo ze zahraničí, mohou bydlet v našich apartmánech hned vedle kliniky.',
        },
        { h2: 'Oprávnění a akreditace' },
        {
          p: '{klinika} je registrovaný poskytovatel zdravotních služeb s oprávněním vydaným Magistrátem hlavního města Prahy. Operační sál i lůžkové oddělení splňují požadavky na technické a věcné vybavení a pravidelně je kontrolují příslušné úřady.',
        },
        {
          p: 'Naši lékaři mají specializovanou způsobilost ve svém oboru a jsou členy České lékařské komory a odborných společností České lékařské společnosti J. E. Purkyně. Ministerstvo zdravotnictví klinice udělilo akreditaci pro specializační vzdělávání lékařů v oboru plastická chirurgie.',
        },
      ],
      en: [
        {
          p: '{clinic} is a private medical facility in Prague 3. Plastic surgery, dermatology and orthopaedics are all under one roof here – from your first consultation through the operation and your stay on our ward to your final check-up. Over the years we have looked after more than 70,000 clients.',
        },
        { h2: 'Since 2013' },
        {
          p: 'We opened the clinic in 2013 with a simple idea: to offer plastic surgery in a setting where patients feel safe and have time to ask all their questions. We started with one operating theatre and a small team of surgeons and nurses. A dermatology department with laser treatments followed in 2016, in October 2017 we set up the {short-name} Foundation, and since 2019 an orthopaedic surgeon has been operating here as well.',
        },
        {
          p: 'We have grown gradually and choose to remain a small clinic. That way your doctor, the nurses on the ward and the reception staff all know you by name – and you never have to explain anything twice.',
        },
        { h2: 'Our team' },
        {
          p: 'Our plastic surgeons are board-certified and have many years of experience, and each of them focuses on a particular group of procedures. Two dermatologists run the dermatology department, and our orthopaedic clinic is led by a surgeon who specialises in knee and shoulder arthroscopy. An anaesthesiologist, who talks your anaesthetic through with you beforehand, looks after your safety during every operation.',
        },
        {
          p: 'On the ward you are cared for by experienced nurses led by our head nurse. Reception arranges your appointments, helps with accommodation and speaks English and German with patients from abroad.',
        },
        { h2: 'Equipment' },
        {
          p: 'Our operating theatre has a modern anaesthesia machine, and your vital signs are monitored throughout the procedure. We use only certified implants and medical materials of documented origin, and we sterilise our instruments in our own sterilisation unit.',
        },
        {
          p: 'The dermatology department uses a diode laser for permanent hair removal, a picosecond laser for removing tattoos and pigmentation, and a vascular laser. All devices are serviced regularly, and our doctors complete certified training on each of them.',
        },
        { h2: 'A five-bed ward' },
        {
          p: 'After surgery you stay on our ward. With only five beds, the nurses have time for every patient whenever they are needed, day or night. A doctor is available to the ward outside surgery hours as well.',
        },
        {
          p: 'The rooms are quiet, with a private bathroom, TV and Wi-Fi. Meals are brought to your room, and when you are discharged a taxi takes you anywhere in Prague free of charge. Patients travelling from other cities or from abroad can stay in our apartments right next to the clinic.',
        },
        { h2: 'Licence and accreditation' },
        {
          p: '{clinic} is a registered healthcare provider licensed by Prague City Hall. The operating theatre and the ward meet the requirements for technical and material equipment and are inspected regularly by the authorities.',
        },
        {
          p: 'Our doctors are specialists in their fields and members of the Czech Medical Chamber and of the specialist societies of the Czech Medical Association J. E. Purkyně. The Czech Ministry of Health has accredited the clinic as a training centre for doctors specialising in plastic surgery.',
        },
      ],
      de: [
        {
          p: 'Die {clinic} ist eine private medizinische Einrichtung in Prag 3. Plastische Chirurgie, Dermatologie und Orthopädie finden Sie bei uns unter einem Dach – vom ersten Beratungsgespräch über die Operation und den Aufenthalt auf unserer Station bis zur letzten Nachkontrolle. Seit unserer Gründung haben wir mehr als 70.000 Kundinnen und Kunden betreut.',
        },
        { h2: 'Seit 2013' },
        {
          p: 'Wir haben die Klinik 2013 mit einer einfachen Idee eröffnet: Plastische Chirurgie in einem Umfeld anzubieten, in dem sich Patienten sicher fühlen und genug Zeit für ihre Fragen haben. Angefangen haben wir mit einem Operationssaal und einem kleinen Team aus Chirurgen und Pflegekräften. 2016 kam die Dermatologie mit Laserbehandlungen hinzu, im Oktober 2017 haben wir die Stiftung {kratky-nazev} gegründet, und seit 2019 operiert bei uns auch ein Orthopäde.',
        },
        {
          p: 'Wir sind behutsam gewachsen und bleiben bewusst eine kleine Klinik. So kennen Sie Ihr Arzt, die Pflegekräfte auf der Station und das Team am Empfang beim Namen – und Sie müssen nichts zweimal erklären.',
        },
        { h2: 'Unser Team' },
        {
          p: 'Bei uns operieren Fachärztinnen und Fachärzte für Plastische Chirurgie mit langjähriger Erfahrung, die sich jeweils auf bestimmte Eingriffe konzentrieren. Die Dermatologie leiten zwei Dermatologinnen, die orthopädische Ambulanz ein Orthopäde mit Schwerpunkt Knie- und Schulterarthroskopie. Über Ihre Sicherheit wacht bei jeder Operation ein Anästhesist, der die Narkose vorher mit Ihnen bespricht.',
        },
        {
          p: 'Auf der Station kümmern sich erfahrene Pflegekräfte unter der Leitung unserer Pflegedienstleitung um Sie. Der Empfang vereinbart Ihre Termine, hilft bei der Unterkunft und spricht mit Patienten aus dem Ausland Englisch und Deutsch.',
        },
        { h2: 'Ausstattung' },
        {
          p: 'Unser Operationssaal verfügt über ein modernes Narkosegerät, und Ihre Vitalfunktionen werden während des gesamten Eingriffs überwacht. Wir verwenden ausschließlich zertifizierte Implantate und Medizinprodukte mit nachgewiesener Herkunft und sterilisieren unsere Instrumente in der eigenen Sterilisation.',
        },
        {
          p: 'Die Dermatologie arbeitet mit einem Diodenlaser für die dauerhafte Haarentfernung, einem Pikosekundenlaser zur Entfernung von Tattoos und Pigmentflecken sowie einem Gefäßlaser. Alle Geräte werden regelmäßig gewartet, und unsere Ärztinnen und Ärzte absolvieren für jedes eine zertifizierte Schulung.',
        },
        { h2: 'Eine Station mit fünf Betten' },
        {
          p: 'Nach der Operation bleiben Sie auf unserer Station. Sie hat nur fünf Betten – so haben die Pflegekräfte für jeden Patienten Zeit, wann immer er sie braucht, tagsüber wie nachts. Ein Arzt ist für die Station auch außerhalb der Sprechzeiten erreichbar.',
        },
        {
          p: 'Die Zimmer sind ruhig und haben ein eigenes Bad, Fernseher und WLAN. Die Mahlzeiten bringen wir Ihnen aufs Zimmer, und nach der Entlassung bringt Sie ein Taxi innerhalb Prags kostenlos an Ihr Ziel. Wer aus einer anderen Stadt oder aus dem Ausland anreist, kann in unseren Apartments direkt neben der Klinik wohnen.',
        },
        { h2: 'Zulassung und Akkreditierung' },
        {
          p: 'Die {clinic} ist ein registrierter Gesundheitsdienstleister mit einer Zulassung des Prager Magistrats. Operationssaal und Station erfüllen die Anforderungen an die technische und sachliche Ausstattung und werden regelmäßig von den Behörden überprüft.',
        },
        {
          p: 'Unsere Ärztinnen und Ärzte sind Fachärzte ihres Gebiets und Mitglieder der Tschechischen Ärztekammer sowie der Fachgesellschaften der Tschechischen Medizinischen Gesellschaft J. E. Purkyně. Das tschechische Gesundheitsministerium hat die Klinik als Weiterbildungsstätte für Plastische Chirurgie akkreditiert.',
        },
      ],
    },
  },
  {
    key: 'procedures',
    routeKey: 'procedures',
    title: { cs: 'Zákroky', en: 'Procedures', de: 'Behandlungen' },
    metaDesc: {
      cs: 'Přehled zákroků Kliniky {kratky-nazev}: plastická chirurgie prsou, obličeje a těla, intimní plastiky, dermatologie, laserová ošetření a ortopedie.',
      en: 'Procedures at {clinic} Prague: breast, face and body surgery, intimate surgery, dermatology, laser treatments and orthopaedics.',
      de: 'Behandlungen der {clinic} Prag: Brust-, Gesichts- und Körperchirurgie, Intimchirurgie, Dermatologie, Laserbehandlungen und Orthopädie.',
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
      cs: 'Články lékařů Kliniky {kratky-nazev} o přípravě na zákrok, rekonvalescenci, péči o pleť a o tom, jak si vybrat správně.',
      en: 'Articles by {clinic}’s doctors on preparing for surgery, recovery, skin care and making the right choices.',
      de: 'Beiträge der Ärzte der {clinic} zu Vorbereitung, Genesung, Hautpflege und der richtigen Entscheidung.',
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
      cs: 'Pracujte v Klinice {kratky-nazev} v Praze 3. Aktuální volná místa pro zdravotní sestry a recepci, stabilní tým a prostor pro odborný růst.',
      en: 'Work at {clinic} in Prague 3. Current vacancies for nurses and reception staff, a stable team and room for professional growth.',
      de: 'Arbeiten an der {clinic} in Prag 3. Aktuelle Stellen in Pflege und Empfang, ein beständiges Team und Raum für fachliche Weiterentwicklung.',
    },
    content: {
      cs: [
        {
          p: 'Jsme menší klinika, kde se všichni známe jménem: pracuje nás tu zhruba třicet a většina s námi zůstává řadu let. Lékaři, sestry i recepce táhnou za jeden provaz – a právě to klienti na naší péči nejvíc oceňují. Hledáme kolegy, kteří k tomu chtějí přispět.',
        },
        { h2: 'Jak se u nás pracuje' },
        {
          p: 'Operujeme ve všední dny, plánované zákroky začínají ráno a program sálu známe s dostatečným předstihem. Na lůžkovém oddělení s pěti lůžky se sestry střídají ve dvanáctihodinových směnách a o každého klienta se starají od příjmu až po propuštění. Dermatologie a ambulance pracují jen přes den.',
        },
        {
          p: 'Novým kolegům dáváme čas na zaučení: první týdny pracují po boku zkušené sestry nebo lékaře a naše postupy si osvojují v klidu. Porady jsou krátké, rozhodnutí rychlá a na vedení se můžete kdykoli obrátit.',
        },
        { h2: 'Co nabízíme' },
        {
          ul: [
            'stabilní zázemí a po zkušební době smlouvu na dobu neurčitou',
            'pět týdnů dovolené a příspěvek na penzijní spoření',
            'hrazené odborné kurzy, konference a specializační vzdělávání',
            'stravenkový paušál a kartu na sport a kulturu',
            'slevy na ošetření na naší dermatologii pro vás i vaše blízké',
            'moderní vybavení a příjemné pracoviště pět minut od tramvaje',
          ],
        },
        { h2: 'Jak se přihlásit' },
        {
          p: 'Vyberte si některou z aktuálních nabídek níže, nebo nám pošlete životopis a pár vět o tom, proč byste chtěli pracovat u nás, na {email} – i když zrovna vhodné místo nevidíte. Ozveme se vám do dvou týdnů.',
        },
        {
          p: 'Pokud nás vaše přihláška zaujme, pozveme vás na osobní setkání s vedoucím oddělení a na placený zkušební den. Vaše údaje použijeme jen pro výběrové řízení a po jeho skončení je smažeme, pokud nám nedovolíte si je ponechat.',
        },
      ],
      en: [
        {
          p: 'We are a small clinic where everyone knows each other by name: about thirty of us work here, and most have been with us for many years. Doctors, nurses and reception work as one team – and that is what patients value most about our care. We are looking for colleagues who would like to be part of it.',
        },
        { h2: 'What it is like to work here' },
        {
          p: 'We operate on weekdays; planned procedures start in the morning and the theatre schedule is known well in advance. On our five-bed ward, nurses work twelve-hour shifts and look after each patient from admission to discharge. The dermatology department and the outpatient clinics work daytime hours only.',
        },
        {
          p: 'We give new colleagues time to settle in: for the first few weeks they work alongside an experienced nurse or doctor and learn our routines without pressure. Meetings are short, decisions are quick, and the management is always open to you.',
        },
        { h2: 'What we offer' },
        {
          ul: [
            'a stable job and a permanent contract after the probation period',
            'five weeks of paid holiday and a contribution to your pension savings',
            'paid professional courses, conferences and specialist training',
            'a meal allowance and a sports and culture card',
            'discounts on treatments in our dermatology department for you and your family',
            'modern equipment and a pleasant workplace five minutes from the tram',
          ],
        },
        { h2: 'How to apply' },
        {
          p: 'Choose one of the current vacancies below, or send your CV and a few lines about why you would like to work with us to {email} – even if you do not see a suitable position right now. We will get back to you within two weeks.',
        },
        {
          p: 'If your application interests us, we will invite you to meet the head of the department and to a paid trial day. We use your details only for the selection process and delete them afterwards unless you allow us to keep them.',
        },
      ],
      de: [
        {
          p: 'Wir sind eine kleine Klinik, in der sich alle beim Namen kennen: Rund dreißig Menschen arbeiten hier, die meisten schon seit vielen Jahren. Ärzte, Pflege und Empfang ziehen an einem Strang – und genau das schätzen unsere Patienten am meisten. Wir suchen Kolleginnen und Kollegen, die dazu beitragen möchten.',
        },
        { h2: 'So arbeiten wir' },
        {
          p: 'Operiert wird an Werktagen; geplante Eingriffe beginnen morgens, und der OP-Plan steht lange im Voraus fest. Auf unserer Station mit fünf Betten arbeitet die Pflege in Zwölf-Stunden-Schichten und betreut jede Patientin und jeden Patienten von der Aufnahme bis zur Entlassung. In der Dermatologie und den Ambulanzen wird nur tagsüber gearbeitet.',
        },
        {
          p: 'Neuen Kolleginnen und Kollegen geben wir Zeit zum Einarbeiten: In den ersten Wochen arbeiten sie an der Seite einer erfahrenen Pflegekraft oder eines Arztes und lernen unsere Abläufe in Ruhe kennen. Besprechungen sind kurz, Entscheidungen fallen schnell, und die Leitung hat immer ein offenes Ohr.',
        },
        { h2: 'Was wir bieten' },
        {
          ul: [
            'einen sicheren Arbeitsplatz und nach der Probezeit einen unbefristeten Vertrag',
            'fünf Wochen Urlaub und einen Zuschuss zur Altersvorsorge',
            'bezahlte Fortbildungen, Kongresse und Fachweiterbildungen',
            'Essenszuschuss und eine Karte für Sport und Kultur',
            'Rabatte auf Behandlungen in unserer Dermatologie für Sie und Ihre Angehörigen',
            'moderne Ausstattung und einen angenehmen Arbeitsplatz, fünf Minuten von der Straßenbahn',
          ],
        },
        { h2: 'So bewerben Sie sich' },
        {
          p: 'Wählen Sie eine der aktuellen Stellen unten aus oder senden Sie uns Ihren Lebenslauf und ein paar Sätze dazu, warum Sie bei uns arbeiten möchten, an {email} – auch wenn gerade keine passende Stelle ausgeschrieben ist. Wir melden uns innerhalb von zwei Wochen.',
        },
        {
          p: 'Wenn uns Ihre Bewerbung anspricht, laden wir Sie zu einem persönlichen Gespräch mit der Abteilungsleitung und zu einem bezahlten Probetag ein. Ihre Daten verwenden wir nur für das Auswahlverfahren und löschen sie danach, sofern Sie einer längeren Speicherung nicht zustimmen.',
        },
      ],
    },
  },
  {
    key: 'changes',
    routeKey: 'changes',
    title: { cs: 'Proměny', en: 'Before and after', de: 'Vorher – nachher' },
    metaDesc: {
      cs: 'Proměny v Klinice {kratky-nazev}: jak probíhá konzultace, kdy a s jakým souhlasem ukazujeme fotografie klientů a na čem závisí výsledek zákroku. Obrázky na stránce jsou ilustrační.',
      en: 'Before and after at {clinic} Prague: how consultations work, when and with what consent we show patients’ photos, and what results depend on. The pictures on this page are illustrations.',
      de: 'Vorher – nachher an der {clinic} Prag: wie das Beratungsgespräch abläuft, wann und mit welcher Einwilligung wir Patientenfotos zeigen und wovon das Ergebnis abhängt. Die Bilder hier sind Illustrationen.',
    },
    content: {
      cs: [
        {
          p: 'Jak může zákrok dopadnout právě u vás, nejlépe posoudí lékař při osobní konzultaci. Na této stránce vysvětlujeme, jak konzultace probíhá, jak zacházíme s fotografiemi klientů a na čem výsledek závisí.',
        },
        { h2: 'Obrázky na této stránce' },
        {
          p: 'Obrázky níže jsou ilustrace, nikoli fotografie našich klientů. Ukazují, kterou oblast těla daný zákrok řeší, a nejsou příslibem konkrétního výsledku. Skutečné fotografie před zákrokem a po něm vám lékař ukáže při konzultaci – od klientů, kteří k tomu dali písemný souhlas.',
        },
        { h2: 'Jak probíhá konzultace' },
        {
          p: 'Konzultace je zdarma a nezávazná a trvá obvykle půl hodiny až hodinu. Lékař se vás zeptá, co vás trápí a co od zákroku očekáváte, projde s vámi zdravotní stav, užívané léky a předchozí operace a danou oblast vyšetří.',
        },
        {
          p: 'Potom vám vysvětlí, jaké možnosti připadají v úvahu, jak zákrok probíhá, jaká má rizika a jak dlouho trvá rekonvalescence. Dostanete orientační cenu a čas na rozmyšlenou – k rozhodnutí vás nikdo nebude tlačit.',
        },
        { h2: 'Fotografie a váš souhlas' },
        {
          p: 'Před zákrokem a při kontrolách po něm pořizujeme standardizované fotografie do vaší zdravotnické dokumentace. Lékaři slouží k plánování zákroku a ke sledování hojení a bez vašeho svolení je nikomu neukážeme.',
        },
        {
          p: 'Zveřejnit fotografie – na webu, při konzultacích s jinými klienty nebo na odborné konferenci – smíme jen s vaším samostatným písemným souhlasem. Souhlas je dobrovolný, na péči nemá žádný vliv a můžete ho kdykoli odvolat. Zveřejněné fotografie neupravujeme a tvář či jiné poznávací znaky zakrýváme, pokud si nepřejete jinak.',
        },
        { h2: 'Na čem výsledek závisí' },
        {
          p: 'Výsledek každého zákroku je individuální. Záleží na vaší anatomii, kvalitě kůže a tkání, věku, celkovém zdravotním stavu a také na tom, jak se vaše tělo hojí. Svou roli hraje kouření, stabilní hmotnost a to, jak dodržujete pokyny po operaci – nošení kompresního prádla, klidový režim a kontroly.',
        },
        {
          p: 'Otok a modřiny po zákroku postupně odeznívají a konečný výsledek se obvykle ustálí až za několik měsíců, u některých zákroků za rok. Co je ve vašem případě reálné, vám lékař otevřeně řekne už při konzultaci.',
        },
      ],
      en: [
        {
          p: 'The best person to judge how a procedure might turn out for you is a doctor at a personal consultation. On this page we explain how consultations work, how we handle patients’ photos and what results depend on.',
        },
        { h2: 'The pictures on this page' },
        {
          p: 'The pictures below are illustrations, not photos of our patients. They show which part of the body each procedure addresses and are not a promise of any particular result. At your consultation the doctor can show you real before and after photos of patients who have given their written consent.',
        },
        { h2: 'How a consultation works' },
        {
          p: 'The consultation is free and non-binding and usually takes thirty minutes to an hour. The doctor will ask what bothers you and what you expect from the procedure, go through your health, medication and any previous operations with you, and examine the area concerned.',
        },
        {
          p: 'The doctor will then explain which options are suitable, how the procedure is done, what its risks are and how long recovery takes. You will receive an indicative price and time to think it over – nobody will push you into a decision.',
        },
        { h2: 'Photos and your consent' },
        {
          p: 'Before your procedure and at check-ups afterwards we take standardised photos for your medical records. They help the doctor plan the procedure and follow your healing, and we never show them to anyone without your permission.',
        },
        {
          p: 'We may only publish photos – on our website, in consultations with other patients or at a medical conference – with your separate written consent. Consent is voluntary, does not affect your care in any way and can be withdrawn at any time. We do not retouch published photos, and we cover your face and other identifying features unless you wish otherwise.',
        },
        { h2: 'What results depend on' },
        {
          p: 'The result of every procedure is individual. It depends on your anatomy, the quality of your skin and tissues, your age, your general health and how your body heals. Smoking, a stable weight and how closely you follow the aftercare instructions – wearing compression garments, resting and coming to your check-ups – also play a part.',
        },
        {
          p: 'Swelling and bruising fade gradually, and the final result usually settles only after several months, for some procedures after a year. The doctor will tell you honestly at the consultation what is realistic in your case.',
        },
      ],
      de: [
        {
          p: 'Wie ein Eingriff bei Ihnen ausfallen kann, beurteilt am besten ein Arzt im persönlichen Beratungsgespräch. Auf dieser Seite erklären wir, wie die Beratung abläuft, wie wir mit den Fotos unserer Patienten umgehen und wovon das Ergebnis abhängt.',
        },
        { h2: 'Die Bilder auf dieser Seite' },
        {
          p: 'Die Bilder unten sind Illustrationen, keine Fotos unserer Patienten. Sie zeigen, welche Körperregion der jeweilige Eingriff betrifft, und versprechen kein bestimmtes Ergebnis. Echte Vorher-nachher-Fotos zeigt Ihnen der Arzt im Beratungsgespräch – von Patienten, die dazu schriftlich eingewilligt haben.',
        },
        { h2: 'So läuft das Beratungsgespräch ab' },
        {
          p: 'Die Beratung ist kostenlos und unverbindlich und dauert meist eine halbe bis eine Stunde. Der Arzt fragt Sie, was Sie stört und was Sie sich vom Eingriff erwarten, bespricht mit Ihnen Gesundheitszustand, Medikamente und frühere Operationen und untersucht die betreffende Körperregion.',
        },
        {
          p: 'Anschließend erklärt er Ihnen, welche Möglichkeiten infrage kommen, wie der Eingriff abläuft, welche Risiken er hat und wie lange die Genesung dauert. Sie erhalten einen Richtpreis und Zeit zum Überlegen – niemand drängt Sie zu einer Entscheidung.',
        },
        { h2: 'Fotos und Ihre Einwilligung' },
        {
          p: 'Vor dem Eingriff und bei den Nachkontrollen fertigen wir standardisierte Fotos für Ihre Patientenakte an. Sie helfen dem Arzt bei der Planung und beim Verfolgen der Heilung, und ohne Ihre Erlaubnis zeigen wir sie niemandem.',
        },
        {
          p: 'Veröffentlichen dürfen wir Fotos – auf unserer Website, in Beratungsgesprächen mit anderen Patienten oder auf einem Fachkongress – nur mit Ihrer gesonderten schriftlichen Einwilligung. Sie ist freiwillig, hat keinerlei Einfluss auf Ihre Behandlung und kann jederzeit widerrufen werden. Veröffentlichte Fotos bearbeiten wir nicht, und Gesicht oder andere Erkennungsmerkmale decken wir ab, sofern Sie es nicht anders wünschen.',
        },
        { h2: 'Wovon das Ergebnis abhängt' },
        {
          p: 'Das Ergebnis jedes Eingriffs ist individuell. Es hängt von Ihrer Anatomie, der Beschaffenheit von Haut und Gewebe, Ihrem Alter, Ihrem allgemeinen Gesundheitszustand und davon ab, wie Ihr Körper heilt. Auch Rauchen, ein stabiles Gewicht und wie genau Sie sich an die Hinweise für die Zeit nach der Operation halten – Kompressionswäsche tragen, sich schonen, zu den Kontrollen kommen – spielen eine Rolle.',
        },
        {
          p: 'Schwellungen und Blutergüsse klingen nach und nach ab, und das endgültige Ergebnis stellt sich meist erst nach einigen Monaten ein, bei manchen Eingriffen nach einem Jahr. Was in Ihrem Fall realistisch ist, sagt Ihnen der Arzt offen schon im Beratungsgespräch.',
        },
      ],
    },
  },
  {
    key: 'foundation',
    routeKey: 'foundation',
    title: { cs: 'Nadační fond', en: 'Foundation', de: 'Stiftung' },
    metaDesc: {
      cs: 'Nadační fond {kratky-nazev} vznikl v říjnu 2017. Pomáhá lidem po úrazech, popáleninách a onkologické léčbě získat potřebnou rekonstrukční péči.',
      en: 'The {short-name} Foundation was set up in October 2017. It helps people after injuries, burns and cancer treatment get the reconstructive care they need.',
      de: 'Die Stiftung {kratky-nazev} wurde im Oktober 2017 gegründet. Sie hilft Menschen nach Unfällen, Verbrennungen und Krebserkrankungen zu der rekonstruktiven Behandlung, die sie brauchen.',
    },
    content: {
      cs: [
        {
          p: 'Nadační fond {kratky-nazev} jsme založili v říjnu 2017. Chtěli jsme, aby naše zkušenosti a zázemí pomáhaly i lidem, kteří péči potřebují, ale nemohou si ji dovolit nebo na ni jinak nedosáhnou.',
        },
        { h2: 'Koho podporujeme' },
        {
          p: 'Fond hradí rekonstrukční a korekční zákroky, které zdravotní pojišťovna nepokrývá vůbec nebo jen zčásti, a péči, která na ně navazuje. Podporuje zejména:',
        },
        {
          ul: [
            'rekonstrukční zákroky u lidí po úrazech a popáleninách',
            'rekonstrukci prsu a úpravu jizev u žen po onkologické léčbě',
            'děti s vrozenými vadami, jejichž rodiny potřebují pomoc s náklady na léčbu a rehabilitaci',
          ],
        },
        {
          p: 'Lékaři kliniky operují pacienty fondu bez nároku na honorář a klinika poskytuje operační sál, lůžkové oddělení i materiál za vlastní náklady. Každá koruna daru tak pomůže co nejvíc.',
        },
        { h2: 'Jak požádat o podporu' },
        {
          p: 'O podporu může požádat pacient sám, jeho rodina nebo ošetřující lékař. Napište nám na {email} a připojte:',
        },
        {
          ul: [
            'krátký popis situace a toho, s čím potřebujete pomoci',
            'lékařskou zprávu nebo doporučení ošetřujícího lékaře',
            'kontakt, na kterém vás zastihneme',
          ],
        },
        {
          p: 'Žádosti posuzuje správní rada fondu spolu s lékaři kliniky čtyřikrát do roka. Odpovíme na každou z nich, a pokud je zákrok vhodný, pozveme vás na bezplatnou konzultaci.',
        },
        { h2: 'Jak můžete pomoci' },
        {
          p: 'Fond stojí na darech klientů, partnerů i všech, kterým není lhostejné, jak se žije druhým. Finanční dar můžete poslat na účet fondu; číslo účtu a darovací smlouvu vám rádi pošleme, stačí napsat na {email}. Na dar vám vystavíme potvrzení, díky kterému si ho můžete odečíst od základu daně.',
        },
        {
          p: 'Každý rok zveřejňujeme výroční zprávu, ze které je vidět, komu a jak fond pomohl. Děkujeme všem, kdo to umožňují.',
        },
      ],
      en: [
        {
          p: 'We set up the {short-name} Foundation (Nadační fond {kratky-nazev}) in October 2017. We wanted our experience and facilities to help people who need care but cannot afford it or have no other way of getting it.',
        },
        { h2: 'Whom we support' },
        {
          p: 'The foundation pays for reconstructive and corrective procedures that health insurance does not cover, or covers only in part, and for the care that follows. It mainly supports:',
        },
        {
          ul: [
            'reconstructive surgery for people after injuries and burns',
            'breast reconstruction and scar correction for women after cancer treatment',
            'children with congenital conditions whose families need help with the cost of treatment and rehabilitation',
          ],
        },
        {
          p: 'The clinic’s doctors operate on foundation patients without a fee, and the clinic provides the operating theatre, the ward and materials at cost. That way every donation goes as far as possible.',
        },
        { h2: 'How to apply for support' },
        {
          p: 'Support can be requested by patients themselves, their families or their doctors. Write to us at {email} and include:',
        },
        {
          ul: [
            'a short description of your situation and what you need help with',
            'a medical report or a referral from your doctor',
            'contact details where we can reach you',
          ],
        },
        {
          p: 'The foundation’s board reviews applications together with the clinic’s doctors four times a year. We reply to every application, and if a procedure is suitable, we invite you to a free consultation.',
        },
        { h2: 'How you can help' },
        {
          p: 'The foundation relies on donations from patients, partners and everyone who cares how others live. You can send a donation to the foundation’s bank account; we will gladly send you the account details and a donation agreement if you write to {email}. We issue a receipt for every donation, and donors who pay tax in the Czech Republic can deduct their gift from their taxable income.',
        },
        {
          p: 'Every year we publish an annual report showing whom the foundation has helped and how. Thank you to everyone who makes it possible.',
        },
      ],
      de: [
        {
          p: 'Die Stiftung {kratky-nazev} (Nadační fond {kratky-nazev}) haben wir im Oktober 2017 gegründet. Unsere Erfahrung und Ausstattung sollen auch Menschen zugutekommen, die eine Behandlung brauchen, sie sich aber nicht leisten können oder auf anderem Weg nicht erhalten.',
        },
        { h2: 'Wen wir unterstützen' },
        {
          p: 'Die Stiftung übernimmt die Kosten rekonstruktiver und korrigierender Eingriffe, die die Krankenversicherung nicht oder nur teilweise trägt, und der anschließenden Nachsorge. Sie unterstützt vor allem:',
        },
        {
          ul: [
            'rekonstruktive Eingriffe nach Unfällen und Verbrennungen',
            'Brustrekonstruktion und Narbenkorrektur bei Frauen nach einer Krebsbehandlung',
            'Kinder mit angeborenen Fehlbildungen, deren Familien Hilfe bei den Kosten für Behandlung und Rehabilitation brauchen',
          ],
        },
        {
          p: 'Die Ärzte der Klinik operieren die Patienten der Stiftung ohne Honorar, und die Klinik stellt Operationssaal, Station und Material zum Selbstkostenpreis zur Verfügung. So kommt jede Spende bestmöglich an.',
        },
        { h2: 'So beantragen Sie Unterstützung' },
        {
          p: 'Einen Antrag können Betroffene selbst, ihre Familien oder die behandelnden Ärzte stellen. Schreiben Sie uns an {email} und fügen Sie bei:',
        },
        {
          ul: [
            'eine kurze Beschreibung Ihrer Situation und wobei Sie Hilfe brauchen',
            'einen ärztlichen Bericht oder eine Empfehlung Ihres behandelnden Arztes',
            'Kontaktdaten, unter denen wir Sie erreichen',
          ],
        },
        {
          p: 'Der Stiftungsrat prüft die Anträge viermal im Jahr gemeinsam mit den Ärzten der Klinik. Wir beantworten jeden Antrag, und wenn ein Eingriff infrage kommt, laden wir Sie zu einem kostenlosen Beratungsgespräch ein.',
        },
        { h2: 'So können Sie helfen' },
        {
          p: 'Die Stiftung lebt von den Spenden unserer Patienten, Partner und aller, denen das Wohl anderer am Herzen liegt. Sie können auf das Konto der Stiftung spenden; Kontoverbindung und Schenkungsvertrag schicken wir Ihnen gern, schreiben Sie uns einfach an {email}. Für jede Spende stellen wir eine Bestätigung aus; wer in Tschechien steuerpflichtig ist, kann die Spende von der Steuerbemessungsgrundlage abziehen.',
        },
        {
          p: 'Jedes Jahr veröffentlichen wir einen Jahresbericht, aus dem hervorgeht, wem und wie die Stiftung geholfen hat. Wir danken allen, die das möglich machen.',
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
      cs: 'Poznejte lékaře a sestry Kliniky {kratky-nazev} – plastické chirurgy, dermatology, ortopeda, anesteziologa a tým, který se o vás postará.',
      en: 'Meet the doctors and nurses of {clinic} – plastic surgeons, dermatologists, an orthopaedic surgeon, an anaesthesiologist and the team who will look after you.',
      de: 'Lernen Sie die Ärzte und Pflegekräfte der {clinic} kennen – Plastische Chirurgen, Dermatologinnen, Orthopäde, Anästhesist und das Team, das sich um Sie kümmert.',
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
      cs: 'Zkušenosti klientů Kliniky {kratky-nazev} s plastickými operacemi, dermatologickými ošetřeními a ortopedií.',
      en: 'What patients say about {clinic} Prague – experiences with plastic surgery, dermatology and orthopaedics.',
      de: 'Erfahrungen von Patienten der {clinic} Prag mit Plastischer Chirurgie, Dermatologie und Orthopädie.',
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
      cs: '{klinika}, {adresa}. Tel. {telefon}, otevřeno {hodiny}. Tramvají do zastávky Olšanské náměstí, parkování v budově.',
      en: '{clinic}, {address}. Tel. {phone}, open {hours}. Tram to Olšanské náměstí, parking in the building.',
      de: '{clinic}, {address}. Tel. {phone}, geöffnet {hours}. Straßenbahn bis Olšanské náměstí, Parken im Gebäude.',
    },
    content: {
      cs: [
        {
          p: '{klinika}, {adresa}. Otevřeno máme {hodiny}.',
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
          p: '{clinic}, {address}, Czech Republic. We are open {hours}.',
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
          p: '{clinic}, {address}, Tschechien. Wir sind {hours} für Sie da.',
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
      cs: 'Apartmány Kliniky {kratky-nazev} pro klienty a jejich blízké hned vedle kliniky v Praze 3: vybavení, cena 1 900 Kč za noc a jak si ubytování rezervovat.',
      en: '{clinic} apartments for patients and their relatives, right next to the clinic in Prague 3: what they offer, CZK 1,900 per night and how to book.',
      de: 'Apartments der {clinic} für Patienten und Angehörige direkt neben der Klinik in Prag 3: Ausstattung, 1.900 CZK pro Nacht und wie Sie buchen.',
    },
    content: {
      cs: [
        {
          p: 'Přijíždíte z jiného města nebo ze zahraničí? Pro klienty a jejich blízké máme apartmány hned vedle kliniky. Můžete v nich bydlet před zákrokem, po propuštění z lůžkového oddělení až do první kontroly, a váš doprovod i po celou dobu vašeho pobytu.',
        },
        { h2: 'Co apartmány nabízejí' },
        {
          p: 'Apartmány jsou plně zařízené pro jednoho až dva hosty: ložnice s manželskou postelí, obývací kout, kuchyňský kout s lednicí, varnou deskou a kávovarem a vlastní koupelna se sprchou. Samozřejmostí je Wi-Fi, televize, ložní prádlo a ručníky.',
        },
        {
          p: 'Vybavili jsme je s ohledem na rekonvalescenci: postel má pohodlnou výšku, v koupelně je protiskluzová podložka a ve skříni najdete polštáře navíc, díky kterým se vám po operaci bude lépe ležet.',
        },
        { h2: 'Kde je najdete' },
        {
          p: 'Apartmány jsou v domě hned vedle kliniky v Praze 3, v klidné ulici dvě minuty chůze od tramvajové zastávky Olšanské náměstí. Na kontrolu to máte pár kroků, a kdybyste cokoli potřebovali, naše sestry jsou vám nepřetržitě k dispozici na telefonu. V okolí najdete obchody, lékárnu i park na procházky.',
        },
        { h2: 'Cena' },
        {
          p: 'Apartmán stojí 1 900 Kč za noc pro jednoho nebo dva hosty. V ceně je ložní prádlo, ručníky, Wi-Fi a závěrečný úklid. Snídaně ani jiné jídlo v ceně nejsou, kuchyňský kout je ale plně vybavený.',
        },
        { h2: 'Jak si apartmán rezervovat' },
        {
          p: 'Apartmán si nejlépe zarezervujete zároveň s termínem zákroku – na recepci, na telefonu {telefon} nebo e-mailem na {email}. Řekněte nám, od kdy do kdy a pro kolik osob ubytování potřebujete; rezervaci vám potvrdíme e-mailem i s pokyny k převzetí klíčů.',
        },
        {
          p: 'Pokud se termín zákroku posune, přesuneme bez poplatku i ubytování. Zrušit rezervaci můžete zdarma nejpozději 48 hodin před příjezdem.',
        },
      ],
      en: [
        {
          p: 'Coming from another city or from abroad? We have apartments right next to the clinic for patients and their relatives. You can stay there before your procedure and after discharge from the ward until your first check-up – and your companion can stay for the whole of your visit.',
        },
        { h2: 'What the apartments offer' },
        {
          p: 'The apartments are fully furnished for one or two guests: a bedroom with a double bed, a sitting area, a kitchenette with a fridge, hob and coffee machine, and a private bathroom with a shower. Wi-Fi, TV, bed linen and towels are all provided.',
        },
        {
          p: 'We have furnished them with recovery in mind: the bed is at a comfortable height, there is a non-slip mat in the bathroom and you will find extra pillows in the wardrobe to help you rest comfortably after surgery.',
        },
        { h2: 'Where they are' },
        {
          p: 'The apartments are in the building right next to the clinic in Prague 3, on a quiet street two minutes’ walk from the Olšanské náměstí tram stop. Your check-ups are only a few steps away, and if you need anything, our nurses can be reached by phone around the clock. There are shops, a pharmacy and a park for walks nearby.',
        },
        { h2: 'Price' },
        {
          p: 'An apartment costs CZK 1,900 per night for one or two guests. The price includes bed linen, towels, Wi-Fi and final cleaning. Breakfast and other meals are not included, but the kitchenette is fully equipped.',
        },
        { h2: 'How to book' },
        {
          p: 'It is easiest to book an apartment together with your procedure – at reception, by phone on {phone} or by e-mail at {email}. Let us know your dates and the number of guests, and we will confirm your booking by e-mail with instructions for collecting the keys.',
        },
        {
          p: 'If the date of your procedure changes, we will move your booking free of charge. You can cancel free of charge up to 48 hours before arrival.',
        },
      ],
      de: [
        {
          p: 'Sie reisen aus einer anderen Stadt oder aus dem Ausland an? Für Patienten und Angehörige haben wir Apartments direkt neben der Klinik. Sie können dort vor dem Eingriff und nach der Entlassung von der Station bis zur ersten Kontrolle wohnen – Ihre Begleitperson während Ihres gesamten Aufenthalts.',
        },
        { h2: 'Was die Apartments bieten' },
        {
          p: 'Die Apartments sind komplett eingerichtet für ein bis zwei Gäste: Schlafzimmer mit Doppelbett, Wohnbereich, Küchenzeile mit Kühlschrank, Kochfeld und Kaffeemaschine sowie ein eigenes Bad mit Dusche. WLAN, Fernseher, Bettwäsche und Handtücher sind selbstverständlich.',
        },
        {
          p: 'Die Einrichtung ist auf die Genesung abgestimmt: Das Bett hat eine bequeme Höhe, im Bad liegt eine rutschfeste Matte, und im Schrank finden Sie zusätzliche Kissen, mit denen Sie nach der Operation angenehmer liegen.',
        },
        { h2: 'Wo Sie sie finden' },
        {
          p: 'Die Apartments liegen im Haus direkt neben der Klinik in Prag 3, in einer ruhigen Straße zwei Gehminuten von der Straßenbahnhaltestelle Olšanské náměstí. Zu den Kontrollen sind es nur wenige Schritte, und falls Sie etwas brauchen, ist unser Pflegeteam rund um die Uhr telefonisch erreichbar. In der Nähe gibt es Geschäfte, eine Apotheke und einen Park für Spaziergänge.',
        },
        { h2: 'Preis' },
        {
          p: 'Ein Apartment kostet 1.900 CZK pro Nacht für ein oder zwei Gäste. Im Preis enthalten sind Bettwäsche, Handtücher, WLAN und die Endreinigung. Frühstück und andere Mahlzeiten sind nicht inbegriffen, die Küchenzeile ist aber voll ausgestattet.',
        },
        { h2: 'So buchen Sie' },
        {
          p: 'Am einfachsten buchen Sie das Apartment zusammen mit Ihrem Eingriffstermin – am Empfang, telefonisch unter {phone} oder per E-Mail an {email}. Nennen Sie uns An- und Abreisetag und die Zahl der Gäste; wir bestätigen Ihre Buchung per E-Mail mit den Hinweisen zur Schlüsselübergabe.',
        },
        {
          p: 'Verschiebt sich Ihr Eingriff, verlegen wir auch die Unterkunft kostenlos. Stornieren können Sie kostenlos bis 48 Stunden vor der Anreise.',
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
      cs: 'Doporučte Kliniku {kratky-nazev} svým přátelům. Váš přítel získá dárek k prvnímu zákroku a vy poukaz na ošetření v naší dermatologii.',
      en: 'Recommend {clinic} to your friends. Your friend receives a gift with their first procedure and you receive a voucher for our dermatology department.',
      de: 'Empfehlen Sie die {clinic} weiter. Ihre Freundin oder Ihr Freund erhält ein Geschenk zum ersten Eingriff und Sie einen Gutschein für unsere Dermatologie.',
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
      cs: 'Jak {klinika} zpracovává osobní údaje klientů a návštěvníků webu: účely, právní základy, doba uložení a vaše práva podle GDPR.',
      en: 'How {clinic} processes the personal data of patients and website visitors: purposes, legal bases, retention periods and your rights under the GDPR.',
      de: 'Wie die {clinic} personenbezogene Daten von Patienten und Website-Besuchern verarbeitet: Zwecke, Rechtsgrundlagen, Speicherdauer und Ihre Rechte nach der DSGVO.',
    },
    content: {
      cs: [
        {
          p: 'Ochrana vašeho soukromí je pro nás stejně důležitá jako péče o vaše zdraví. Na této stránce vysvětlujeme, jaké osobní údaje zpracováváme, proč a jak dlouho, a jaká máte práva podle obecného nařízení o ochraně osobních údajů (GDPR).',
        },
        { h2: 'Správce osobních údajů' },
        {
          p: 'Správcem je provozovatel Kliniky {kratky-nazev}, {adresa}. Ve věcech ochrany osobních údajů nás můžete kontaktovat na {email} nebo na {telefon}.',
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
        {
          p: 'Pokud souhlasíte s analytickými cookies, připojíme k poptávce, odkud jste na náš web přišli: první navštívenou stránku, odkazující web (jen název serveru) a parametry kampaně (utm); se souhlasem s marketingem také identifikátor kliknutí z reklamy (např. gclid). Tyto údaje zůstávají jen v úložišti relace vašeho prohlížeče a odesílají se pouze s poptávkou; bez souhlasu zaznamenáme jen stránku, ze které jste poptávku odeslali. Po uplynutí doby uchování poptávek ponecháváme jen anonymní souhrnné počty.',
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
          p: 'The controller is the operator of {clinic}, {address}, Czech Republic. For any data protection matters, please contact us at {email} or on {phone}.',
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
        {
          p: 'If you allow analytics cookies, your enquiry includes where you came to our website from: the first page you visited, the referring website (its host name only) and campaign parameters (utm); with marketing consent also the ad click identifier (e.g. gclid). They stay only in your browser’s session storage and are sent only with your enquiry; without consent we record only the page you sent the enquiry from. Once enquiries are deleted after their retention period, we keep only anonymous aggregate counts.',
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
          p: 'Verantwortlich ist der Betreiber der {clinic}, {address}, Tschechien. In Datenschutzfragen erreichen Sie uns unter {email} oder {phone}.',
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
        {
          p: 'Wenn Sie Analyse-Cookies erlauben, fügen wir Ihrer Anfrage hinzu, woher Sie auf unsere Website gekommen sind: die erste besuchte Seite, die verweisende Website (nur deren Hostname) und Kampagnenparameter (utm); mit Marketing-Einwilligung auch die Klick-ID der Anzeige (z. B. gclid). Diese Angaben bleiben nur im Sitzungsspeicher Ihres Browsers und werden nur mit Ihrer Anfrage gesendet; ohne Einwilligung erfassen wir nur die Seite, von der Sie die Anfrage gesendet haben. Nach Ablauf der Speicherfrist der Anfragen behalten wir nur anonyme Gesamtzahlen.',
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
      cs: 'Dejte svůj hlas lékaři, sestře nebo kolegovi z recepce, kteří se o vás v Klinice {kratky-nazev} postarali nejlépe.',
      en: 'Vote for the doctor, nurse or receptionist at {clinic} who looked after you best.',
      de: 'Stimmen Sie für die Ärztin, den Arzt, die Pflegekraft oder das Empfangsteam der {clinic}, die Sie am besten betreut haben.',
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
      cs: 'Napište nám, jak jste byli spokojeni s péčí v Klinice {kratky-nazev}, a získejte jako poděkování poukaz na ošetření v naší dermatologii.',
      en: 'Tell us about your experience at {clinic} and receive a voucher for a treatment in our dermatology department as a thank-you.',
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
      cs: 'Diastáza břišních svalů: příčiny, příznaky, diagnostika a chirurgické řešení v Klinice {kratky-nazev} v Praze. Průběh operace a rekonvalescence.',
      en: 'Diastasis recti: causes, symptoms, diagnosis and surgical repair at {clinic} Prague. What the operation and recovery involve.',
      de: 'Rektusdiastase: Ursachen, Symptome, Diagnose und operative Behandlung an der {clinic} Prag. Ablauf der Operation und Genesung.',
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
      de: 'Interview mit Bc. Tereza Vymyšlená, Pflegedienstleitung der {clinic} Prag, über den Alltag auf der Station und die Betreuung deutschsprachiger Patienten.',
    },
    content: {
      de: [
        {
          p: 'Bc. Tereza Vymyšlená arbeitet seit 2014 an der {clinic} und leitet seit 2018 das Pflegeteam. Wir haben mit ihr darüber gesprochen, wie die Tage und Nächte auf der Station aussehen und was ihr bei der Betreuung besonders wichtig ist.',
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
      cs: '{klinika} zůstává v provozu za dodržení protiepidemických opatření. Klientům z jiných okresů vystavíme potvrzení o návštěvě lékaře.',
      en: '{clinic} remains open under COVID-19 measures. Patients travelling from another district can receive a confirmation of their doctor’s appointment.',
      de: 'Die {clinic} bleibt unter Einhaltung der COVID-19-Maßnahmen geöffnet. Patienten aus anderen Bezirken erhalten eine Bestätigung ihres Arzttermins.',
    },
    content: {
      cs: [
        {
          p: '{klinika} zůstává i v době opatření proti šíření onemocnění COVID-19 v provozu. Konzultace, zákroky i pooperační kontroly probíhají v obvyklém rozsahu, za přísného dodržení hygienických pravidel.',
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
          p: '{clinic} remains open while measures against the spread of COVID-19 are in place. Consultations, procedures and post-operative checks continue as usual, with strict hygiene rules.',
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
          p: 'Die {clinic} bleibt auch während der Maßnahmen gegen die Ausbreitung von COVID-19 geöffnet. Beratungsgespräche, Eingriffe und Nachkontrollen finden wie gewohnt statt – unter strenger Einhaltung der Hygieneregeln.',
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
