import type { SeedProcedure } from './types'

/**
 * Procedures of the categories breast, face, intimate and combination.
 * Prices are indicative (CZK incl. VAT); the final price is confirmed at the consultation.
 * Packages are all-inclusive: anaesthesia, hospital stay, compression garments, medication and post-operative checks.
 */
export const proceduresA: SeedProcedure[] = [
  // ───────────────────────────── BREAST ─────────────────────────────
  {
    key: 'breast-augmentation',
    category: 'breast',
    sortOrder: 1,
    name: { cs: 'Zvětšení prsou', en: 'Breast augmentation', de: 'Brustvergrößerung' },
    slug: { cs: 'zvetseni-prsou', en: 'breast-augmentation', de: 'brustvergrosserung' },
    subtitle: {
      cs: 'Plnější a vyvážené poprsí s kvalitními silikonovými implantáty',
      en: 'A fuller, well-balanced bust with high-quality silicone implants',
      de: 'Mehr Volumen und harmonische Proportionen mit hochwertigen Silikonimplantaten',
    },
    perex: {
      cs: 'Zvětšení prsou pomocí silikonových implantátů dodá poprsí objem a vyváženější tvar. Velikost, tvar i umístění implantátu s vámi chirurg pečlivě naplánuje podle vaší postavy a představ.',
      en: 'Breast augmentation with silicone implants adds volume and a more balanced shape to the bust. Your surgeon plans the size, shape and position of the implant with you, based on your figure and your wishes.',
      de: 'Eine Brustvergrößerung mit Silikonimplantaten verleiht der Brust mehr Volumen und eine ausgewogenere Form. Größe, Form und Lage des Implantats plant Ihr Chirurg gemeinsam mit Ihnen – abgestimmt auf Ihren Körper und Ihre Wünsche.',
    },
    metaDesc: {
      cs: 'Zvětšení prsou silikonovými implantáty v Praze: individuální plán, zkušení plastičtí chirurgové a balíček včetně anestezie, hospitalizace a kontrol.',
      en: 'Breast augmentation in Prague with silicone implants: individual planning, experienced plastic surgeons and an all-inclusive package.',
      de: 'Brustvergrößerung in Prag mit Silikonimplantaten: individuelle Planung, erfahrene Plastische Chirurgen und ein All-inclusive-Paket.',
    },
    content: {
      cs: [
        { h2: 'Jak probíhá zvětšení prsou' },
        {
          p: 'Augmentace prsou patří k nejčastějším výkonům estetické chirurgie. Implantát se vkládá pod prsní žlázu, pod prsní sval nebo kombinovanou technikou dual plane – volba závisí na množství vlastní tkáně, tvaru hrudníku a výsledku, který si přejete. Řez vedeme nejčastěji v podprsní rýze, kde je jizva po zhojení jen málo nápadná.',
        },
        {
          p: 'Při konzultaci si vyzkoušíte různé velikosti implantátů a s chirurgem proberete, zda je pro vás vhodnější tvar kulatý, nebo anatomický. Používáme implantáty renomovaných výrobců s certifikací CE. Výkon je určen ženám, které mají pocit malého nebo nesouměrného poprsí, i ženám, jejichž prsa po těhotenství a kojení ztratila objem.',
        },
        { h3: 'Rekonvalescence' },
        {
          p: 'Po operaci zůstanete jednu noc na klinice pod dohledem našeho týmu. První dny můžete cítit napětí a tlak, které dobře tlumí předepsané léky. Kompresní podprsenku nosíte šest týdnů a ke sportu se obvykle vracíte zhruba po šesti týdnech. Balíček zahrnuje anestezii, hospitalizaci, kompresní prádlo, léky i pooperační kontroly; uvedené ceny jsou orientační a konečnou částku potvrdí lékař při konzultaci.',
        },
      ],
      en: [
        { h2: 'How breast augmentation works' },
        {
          p: 'Breast augmentation is one of the most frequently performed procedures in aesthetic surgery. The implant is placed beneath the breast tissue, beneath the chest muscle or in a combined dual-plane position – the choice depends on how much natural tissue you have, the shape of your chest and the result you would like. The incision is usually made in the fold under the breast, where the scar fades well.',
        },
        {
          p: 'At your consultation you can try on different implant sizes and discuss with the surgeon whether a round or an anatomical shape suits you better. We use CE-certified implants from established manufacturers. The procedure is for women who feel their breasts are small or uneven, and for women whose breasts have lost volume after pregnancy and breastfeeding.',
        },
        { h3: 'Recovery' },
        {
          p: 'After the operation you stay one night at the clinic in the care of our team. For the first few days you may feel tightness and pressure, which the prescribed medication eases well. You wear a compression bra for six weeks and can usually return to sport after about six weeks. The package covers anaesthesia, hospital stay, compression garments, medication and follow-up checks; prices are indicative and the final amount is confirmed at your consultation.',
        },
      ],
      de: [
        { h2: 'So läuft die Brustvergrößerung ab' },
        {
          p: 'Die Brustvergrößerung gehört zu den häufigsten Eingriffen der ästhetischen Chirurgie. Das Implantat wird unter die Brustdrüse, unter den Brustmuskel oder in der kombinierten Dual-Plane-Technik eingesetzt. Welche Lage sinnvoll ist, hängt von Ihrem eigenen Gewebe, der Form des Brustkorbs und dem gewünschten Ergebnis ab. Der Schnitt liegt meist in der Unterbrustfalte, wo die Narbe später kaum auffällt.',
        },
        {
          p: 'Im Beratungsgespräch können Sie verschiedene Implantatgrößen anprobieren und mit dem Chirurgen besprechen, ob eine runde oder eine anatomische Form besser zu Ihnen passt. Wir verwenden CE-zertifizierte Implantate namhafter Hersteller. Der Eingriff eignet sich für Frauen, die ihre Brust als zu klein oder ungleichmäßig empfinden, und für Frauen, deren Brust nach Schwangerschaft und Stillzeit an Volumen verloren hat.',
        },
        { h3: 'Heilungsverlauf' },
        {
          p: 'Nach der Operation bleiben Sie eine Nacht in der Klinik und werden von unserem Team betreut. In den ersten Tagen sind Spannungs- und Druckgefühle normal; die verordneten Medikamente lindern sie gut. Den Kompressions-BH tragen Sie sechs Wochen, mit Sport beginnen Sie meist nach etwa sechs Wochen. Das Paket umfasst Narkose, Klinikaufenthalt, Kompressionswäsche, Medikamente und Nachkontrollen; die Preise sind Richtwerte, den endgültigen Betrag bestätigt der Arzt im Beratungsgespräch.',
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
            'Kompresní podprsenka: 6 týdnů ve dne i v noci',
            'Návrat do práce: po 7–14 dnech, sport po 6 týdnech',
            'Kontroly: převaz po týdnu, kontrola po 6 týdnech a po 6 měsících',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general',
            'Duration: 1–1.5 hours',
            'Hospital stay: 1 night',
            'Compression bra: 6 weeks, day and night',
            'Back to work: after 7–14 days; sport after 6 weeks',
            'Follow-up: dressing check after a week, check-ups at 6 weeks and 6 months',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose',
            'Dauer: 1–1,5 Stunden',
            'Klinikaufenthalt: 1 Nacht',
            'Kompressions-BH: 6 Wochen Tag und Nacht',
            'Arbeitsfähigkeit: nach 7–14 Tagen; Sport nach 6 Wochen',
            'Nachkontrollen: Verbandwechsel nach einer Woche, Kontrollen nach 6 Wochen und 6 Monaten',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Zvětšení prsou – kulaté implantáty',
          en: 'Breast augmentation – round implants',
          de: 'Brustvergrößerung – runde Implantate',
        },
        amount: 95000,
      },
      {
        name: {
          cs: 'Zvětšení prsou – anatomické implantáty',
          en: 'Breast augmentation – anatomical implants',
          de: 'Brustvergrößerung – anatomische Implantate',
        },
        amount: 110000,
      },
    ],
    doctors: ['petr-vzorovy', 'jana-ukazkova', 'eva-prikladna'],
    combinations: ['augmentation-liposuction', 'abdominoplasty', 'fat-transfer'],
  },
  {
    key: 'breast-lift',
    category: 'breast',
    sortOrder: 2,
    name: { cs: 'Zvednutí prsou – mastopexe', en: 'Breast lift (mastopexy)', de: 'Bruststraffung' },
    slug: { cs: 'zvednuti-prsou', en: 'breast-lift', de: 'bruststraffung' },
    subtitle: {
      cs: 'Pevnější a výše posazené poprsí z vlastní tkáně',
      en: 'A firmer, higher bust using your own tissue',
      de: 'Eine straffere, höher sitzende Brust aus eigenem Gewebe',
    },
    perex: {
      cs: 'Mastopexe zvedne povolená prsa, vrátí jim pevnější tvar a posune dvorec do přirozené výšky. Výkon je vhodný zejména po těhotenství, kojení nebo výrazném zhubnutí.',
      en: 'A breast lift raises sagging breasts, restores a firmer shape and brings the nipple and areola back to a natural height. It is particularly suitable after pregnancy, breastfeeding or significant weight loss.',
      de: 'Eine Bruststraffung (Mastopexie) hebt die erschlaffte Brust an, gibt ihr eine festere Form und bringt Brustwarze und Warzenhof wieder auf eine natürliche Höhe – besonders nach Schwangerschaft, Stillzeit oder starker Gewichtsabnahme.',
    },
    metaDesc: {
      cs: 'Zvednutí prsou (mastopexe) v Praze: pevnější tvar poprsí z vlastní tkáně, zkušení plastičtí chirurgové a all-inclusive balíček.',
      en: 'Breast lift (mastopexy) in Prague: a firmer, higher bust using your own tissue, experienced surgeons and an all-inclusive package.',
      de: 'Bruststraffung (Mastopexie) in Prag: eine straffere Brust aus eigenem Gewebe, erfahrene Plastische Chirurgen und ein All-inclusive-Paket.',
    },
    content: {
      cs: [
        { h2: 'Pro koho je mastopexe vhodná' },
        {
          p: 'S věkem, po těhotenství, kojení nebo po větším úbytku hmotnosti ztrácí kůže prsou pružnost a prsa poklesnou. Mastopexe odstraní přebytečnou kůži, přemodeluje prsní žlázu a posune bradavku s dvorcem výš. Objem prsou se přitom výrazně nemění – pokud si přejete i větší velikost, doporučíme kombinaci s implantáty.',
        },
        {
          p: 'Podle míry poklesu volí chirurg tvar řezu: kolem dvorce, svislou jizvu od dvorce k podprsní rýze, případně jizvu ve tvaru obráceného T. Jizvy během prvního roku postupně blednou a jsou schované pod plavkami i spodním prádlem. Při konzultaci vám lékař vysvětlí, jaký typ řezu je ve vašem případě nutný.',
        },
        { h3: 'Po operaci' },
        {
          p: 'Na klinice zůstáváte jednu noc. Kompresní podprsenku nosíte šest týdnů, po dobu hojení nezvedejte těžká břemena a vynechte sport. Do kanceláře se většina pacientek vrací zhruba po dvou týdnech. Cena balíčku je orientační a zahrnuje anestezii, hospitalizaci, kompresní prádlo, léky i všechny pooperační kontroly.',
        },
      ],
      en: [
        { h2: 'Who a breast lift is for' },
        {
          p: 'With age, after pregnancy and breastfeeding, or after major weight loss, the skin of the breasts loses elasticity and the breasts drop. A breast lift removes excess skin, reshapes the breast tissue and moves the nipple and areola higher. Breast volume stays largely the same – if you would also like a larger size, we will suggest combining the lift with implants.',
        },
        {
          p: 'The incision pattern depends on how far the breasts have dropped: around the areola, a vertical scar from the areola to the breast fold, or an anchor-shaped scar. The scars fade gradually over the first year and sit under swimwear and underwear. At your consultation the surgeon will explain which type of incision is necessary in your case.',
        },
        { h3: 'After the operation' },
        {
          p: 'You stay one night at the clinic. You wear a compression bra for six weeks; while you heal, avoid lifting heavy loads and take a break from sport. Most patients return to office work after about two weeks. The package price is indicative and includes anaesthesia, hospital stay, compression garments, medication and all post-operative checks.',
        },
      ],
      de: [
        { h2: 'Für wen eine Bruststraffung infrage kommt' },
        {
          p: 'Mit den Jahren, nach Schwangerschaft und Stillzeit oder nach einer deutlichen Gewichtsabnahme verliert die Haut der Brust an Elastizität, und die Brust sinkt ab. Bei der Straffung wird überschüssige Haut entfernt, das Drüsengewebe neu geformt und der Warzenhof nach oben versetzt. Das Volumen bleibt weitgehend gleich – wünschen Sie sich zusätzlich mehr Fülle, empfehlen wir die Kombination mit Implantaten.',
        },
        {
          p: 'Die Schnittführung richtet sich nach dem Ausmaß der Erschlaffung: um den Warzenhof herum, als senkrechte Narbe bis zur Unterbrustfalte oder in umgekehrter T-Form. Die Narben verblassen im Laufe des ersten Jahres und liegen unter Bikini und Unterwäsche. Im Beratungsgespräch erklärt Ihnen der Chirurg, welche Technik in Ihrem Fall notwendig ist.',
        },
        { h3: 'Nach der Operation' },
        {
          p: 'Sie bleiben eine Nacht in der Klinik. Den Kompressions-BH tragen Sie sechs Wochen; in der Heilungsphase sollten Sie nicht schwer heben und auf Sport verzichten. Die meisten Patientinnen kehren nach etwa zwei Wochen an den Schreibtisch zurück. Der Paketpreis ist ein Richtwert und umfasst Narkose, Klinikaufenthalt, Kompressionswäsche, Medikamente und alle Nachkontrollen.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková',
            'Délka operace: 2–2,5 hodiny',
            'Hospitalizace: 1 noc',
            'Kompresní podprsenka: 6 týdnů',
            'Návrat do práce: přibližně po 2 týdnech, sport po 6–8 týdnech',
            'Kontroly: převaz po týdnu, kontrola po 6 týdnech a po 6 měsících',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general',
            'Duration: 2–2.5 hours',
            'Hospital stay: 1 night',
            'Compression bra: 6 weeks',
            'Back to work: after about 2 weeks; sport after 6–8 weeks',
            'Follow-up: dressing check after a week, check-ups at 6 weeks and 6 months',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose',
            'Dauer: 2–2,5 Stunden',
            'Klinikaufenthalt: 1 Nacht',
            'Kompressions-BH: 6 Wochen',
            'Arbeitsfähigkeit: nach etwa 2 Wochen; Sport nach 6–8 Wochen',
            'Nachkontrollen: Verbandwechsel nach einer Woche, Kontrollen nach 6 Wochen und 6 Monaten',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Zvednutí prsou (mastopexe)', en: 'Breast lift (mastopexy)', de: 'Bruststraffung (Mastopexie)' },
        amount: 90000,
      },
    ],
    doctors: ['jana-ukazkova', 'eva-prikladna'],
    combinations: ['breast-lift-with-implants', 'abdominoplasty', 'mommy-makeover'],
  },
  {
    key: 'breast-reduction',
    category: 'breast',
    sortOrder: 3,
    name: { cs: 'Zmenšení prsou', en: 'Breast reduction', de: 'Brustverkleinerung' },
    slug: { cs: 'zmenseni-prsou', en: 'breast-reduction', de: 'brustverkleinerung' },
    subtitle: {
      cs: 'Úleva pro záda a lehčí pohyb',
      en: 'Relief for your back and more freedom of movement',
      de: 'Entlastung für den Rücken und mehr Bewegungsfreiheit',
    },
    perex: {
      cs: 'Zmenšení prsou uleví od bolesti zad a šíje, zařezávajících se ramínek i opruzenin pod prsy. Výsledkem je menší, pevnější a souměrné poprsí, které odpovídá vaší postavě.',
      en: 'Breast reduction relieves back and neck pain, grooves from bra straps and skin irritation under the breasts. The result is a smaller, firmer and more symmetrical bust that suits your figure.',
      de: 'Eine Brustverkleinerung lindert Rücken- und Nackenschmerzen, Einschnürungen durch BH-Träger und Hautreizungen unter der Brust. Das Ergebnis ist eine kleinere, straffere und symmetrische Brust, die zu Ihrer Figur passt.',
    },
    metaDesc: {
      cs: 'Zmenšení prsou v Praze: úleva od bolesti zad a menší, pevnější poprsí. Balíček zahrnuje anestezii, hospitalizaci, kompresní prádlo i kontroly.',
      en: 'Breast reduction in Prague: relief from back pain and a smaller, firmer bust. The package includes hospital stay, compression bra and check-ups.',
      de: 'Brustverkleinerung in Prag: Entlastung für den Rücken, eine kleinere und straffere Brust. Paket inkl. Narkose, Klinikaufenthalt und Nachsorge.',
    },
    content: {
      cs: [
        { h2: 'Kdy zvážit zmenšení prsou' },
        {
          p: 'Velká a těžká prsa nejsou jen estetickou otázkou. Mnoho žen trpí bolestmi zad a šíje, otlaky od ramínek podprsenky, opruzeninami v podprsní rýze nebo omezením při sportu. Redukční mamoplastika odstraní část prsní žlázy, tuku a kůže a zbylou tkáň vytvaruje do menšího, pevnějšího a výše posazeného poprsí.',
        },
        {
          p: 'Operace se provádí v celkové anestezii. Nejčastěji volíme techniku s jizvou kolem dvorce, svislou jizvou a jizvou v podprsní rýze, která umožní odebrat větší objem a prsa zároveň zvednout. Před výkonem je nutné ultrazvukové, případně mamografické vyšetření prsou; podrobnosti vám vysvětlíme při konzultaci.',
        },
        { h3: 'Rekonvalescence' },
        {
          p: 'Na klinice zůstáváte jednu až dvě noci. Kompresní podprsenku nosíte šest týdnů, větší fyzickou zátěž odložte asi na dva měsíce. Schopnost kojit může být po výkonu omezena, proto je dobré o plánovaném těhotenství mluvit s lékařem předem. Uvedená cena je orientační a zahrnuje anestezii, hospitalizaci, kompresní prádlo, léky i kontroly.',
        },
      ],
      en: [
        { h2: 'When to consider a breast reduction' },
        {
          p: 'Large, heavy breasts are not only an aesthetic concern. Many women live with back and neck pain, painful grooves from bra straps, skin irritation in the breast fold or limits on the sport they can do. A reduction mammoplasty removes part of the breast tissue, fat and skin and shapes what remains into a smaller, firmer and higher bust.',
        },
        {
          p: 'The operation is performed under general anaesthesia. Most often we use a technique with a scar around the areola, a vertical scar and a scar in the breast fold, which allows larger volumes to be removed while lifting the breasts at the same time. A breast ultrasound or mammogram is needed before surgery; we will explain the details at your consultation.',
        },
        { h3: 'Recovery' },
        {
          p: 'You stay at the clinic for one or two nights. You wear a compression bra for six weeks and should postpone strenuous physical activity for about two months. The ability to breastfeed may be reduced after the procedure, so it is worth discussing any plans for pregnancy with your surgeon beforehand. The price shown is indicative and includes anaesthesia, hospital stay, compression garments, medication and check-ups.',
        },
      ],
      de: [
        { h2: 'Wann eine Brustverkleinerung sinnvoll ist' },
        {
          p: 'Eine große, schwere Brust ist nicht nur eine Frage der Ästhetik. Viele Frauen leiden unter Rücken- und Nackenschmerzen, Druckstellen durch die BH-Träger, Hautreizungen in der Unterbrustfalte oder Einschränkungen beim Sport. Bei der Reduktionsplastik werden Drüsengewebe, Fett und Haut entfernt und das verbleibende Gewebe zu einer kleineren, festeren und höher sitzenden Brust geformt.',
        },
        {
          p: 'Der Eingriff erfolgt in Vollnarkose. Meist wählen wir eine Technik mit Narbe um den Warzenhof, senkrechter Narbe und Narbe in der Unterbrustfalte – so lässt sich mehr Gewebe entfernen und die Brust gleichzeitig anheben. Vor der Operation ist eine Ultraschall- oder Mammographie-Untersuchung erforderlich; die Einzelheiten besprechen wir im Beratungsgespräch.',
        },
        { h3: 'Heilungsverlauf' },
        {
          p: 'Sie bleiben ein bis zwei Nächte in der Klinik. Den Kompressions-BH tragen Sie sechs Wochen, größere körperliche Belastungen sollten Sie etwa zwei Monate lang meiden. Die Stillfähigkeit kann nach dem Eingriff eingeschränkt sein – sprechen Sie eine geplante Schwangerschaft daher vorab mit Ihrem Arzt an. Der angegebene Preis ist ein Richtwert und umfasst Narkose, Klinikaufenthalt, Kompressionswäsche, Medikamente und Kontrollen.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková',
            'Délka operace: 2,5–3,5 hodiny',
            'Hospitalizace: 1–2 noci',
            'Kompresní podprsenka: 6 týdnů',
            'Návrat do práce: po 2–3 týdnech, sport po 2 měsících',
            'Před operací: ultrazvuk prsou, u žen nad 40 let mamografie',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general',
            'Duration: 2.5–3.5 hours',
            'Hospital stay: 1–2 nights',
            'Compression bra: 6 weeks',
            'Back to work: after 2–3 weeks; sport after 2 months',
            'Before surgery: breast ultrasound, plus a mammogram for women over 40',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose',
            'Dauer: 2,5–3,5 Stunden',
            'Klinikaufenthalt: 1–2 Nächte',
            'Kompressions-BH: 6 Wochen',
            'Arbeitsfähigkeit: nach 2–3 Wochen; Sport nach 2 Monaten',
            'Vor der Operation: Brustultraschall, ab 40 Jahren zusätzlich Mammographie',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Zmenšení prsou', en: 'Breast reduction', de: 'Brustverkleinerung' },
        amount: 100000,
      },
    ],
    doctors: ['petr-vzorovy', 'jana-ukazkova'],
    combinations: ['liposuction', 'abdominoplasty'],
  },
  {
    key: 'breast-lift-with-implants',
    category: 'breast',
    sortOrder: 4,
    name: {
      cs: 'Zvednutí prsou s implantáty',
      en: 'Breast lift with implants',
      de: 'Bruststraffung mit Implantaten',
    },
    slug: {
      cs: 'zvednuti-prsou-s-implantaty',
      en: 'breast-lift-with-implants',
      de: 'bruststraffung-mit-implantaten',
    },
    subtitle: {
      cs: 'Pevný tvar i nový objem v jediné operaci',
      en: 'A firm shape and new volume in a single operation',
      de: 'Straffe Form und neues Volumen in einer Operation',
    },
    perex: {
      cs: 'Spojení mastopexe a augmentace zvedne poklesnutá prsa a zároveň jim vrátí ztracený objem. Hodí se zejména pro ženy, jejichž poprsí po kojení nebo zhubnutí ochablo a vyprázdnilo se.',
      en: 'Combining a breast lift with augmentation raises sagging breasts and restores the volume they have lost. It is especially suited to women whose breasts have become deflated and lax after breastfeeding or weight loss.',
      de: 'Die Kombination aus Bruststraffung und Brustvergrößerung hebt eine abgesunkene Brust an und gibt ihr verlorenes Volumen zurück. Sie eignet sich besonders für Frauen, deren Brust nach der Stillzeit oder einer Gewichtsabnahme erschlafft ist.',
    },
    metaDesc: {
      cs: 'Zvednutí prsou s implantáty v Praze: pevnější tvar i větší objem v jedné operaci. All-inclusive balíček a individuální plán.',
      en: 'Breast lift with implants in Prague: a firmer shape and more volume in one operation, with an all-inclusive package and a tailored plan.',
      de: 'Bruststraffung mit Implantaten in Prag: straffere Form und mehr Volumen in einer Operation. All-inclusive-Paket und individuelle Planung.',
    },
    content: {
      cs: [
        { h2: 'Zvednutí a zvětšení v jednom výkonu' },
        {
          p: 'Pokud prsa poklesla a zároveň ztratila objem, samotný implantát je nezvedne a samotná mastopexe jim nevrátí plnost. Spojení obou výkonů proto přináší nejpřirozenější výsledek: chirurg odstraní přebytečnou kůži, posune dvorec výš a vloží implantát, který vyplní horní část prsou. Vše proběhne v jedné anestezii a s jednou rekonvalescencí.',
        },
        {
          p: 'Jde o technicky náročnější operaci, kterou u nás provádějí nejzkušenější plastičtí chirurgové. Při konzultaci společně vyberete velikost a tvar implantátu a lékař vám ukáže, kudy povedou jizvy. Při velmi výrazném poklesu může doporučit rozdělit výkon do dvou fází – vždy s ohledem na bezpečnost a kvalitu výsledku.',
        },
        { h3: 'Po operaci' },
        {
          p: 'Po výkonu zůstáváte jednu noc na klinice. Kompresní podprsenku nosíte šest týdnů, do práce se většinou vracíte po dvou týdnech a ke sportu po šesti až osmi týdnech. Konečný tvar prsou se ustálí během několika měsíců. Orientační cena balíčku zahrnuje implantáty, anestezii, hospitalizaci, kompresní prádlo, léky i kontroly.',
        },
      ],
      en: [
        { h2: 'Lift and augmentation in one procedure' },
        {
          p: 'When breasts have both dropped and lost volume, an implant alone will not lift them and a lift alone will not restore their fullness. Combining the two therefore gives the most natural result: the surgeon removes excess skin, raises the areola and places an implant that fills the upper part of the breast. Everything happens under one anaesthetic, with one recovery period.',
        },
        {
          p: 'This is a technically demanding operation, performed at our clinic by our most experienced plastic surgeons. At your consultation you will choose the implant size and shape together, and the surgeon will show you where the scars will lie. If the breasts have dropped very markedly, they may recommend splitting the procedure into two stages – always with safety and the quality of the result in mind.',
        },
        { h3: 'After the operation' },
        {
          p: 'You stay one night at the clinic. You wear a compression bra for six weeks; most patients return to work after two weeks and to sport after six to eight weeks. The final shape of the breasts settles over several months. The indicative package price covers the implants, anaesthesia, hospital stay, compression garments, medication and check-ups.',
        },
      ],
      de: [
        { h2: 'Straffung und Vergrößerung in einem Eingriff' },
        {
          p: 'Hat die Brust sowohl an Spannkraft als auch an Volumen verloren, hebt ein Implantat allein sie nicht an, und eine Straffung allein gibt ihr nicht die frühere Fülle zurück. Die Kombination beider Eingriffe führt daher zum natürlichsten Ergebnis: Der Chirurg entfernt überschüssige Haut, versetzt den Warzenhof nach oben und setzt ein Implantat ein, das den oberen Brustbereich ausfüllt – in einer Narkose und mit nur einer Erholungsphase.',
        },
        {
          p: 'Es handelt sich um einen anspruchsvollen Eingriff, den bei uns die erfahrensten Plastischen Chirurgen durchführen. Im Beratungsgespräch wählen Sie gemeinsam Größe und Form des Implantats, und der Arzt zeigt Ihnen den Verlauf der Narben. Bei sehr starker Erschlaffung kann er empfehlen, den Eingriff auf zwei Operationen aufzuteilen – stets mit Blick auf Sicherheit und Qualität des Ergebnisses.',
        },
        { h3: 'Nach der Operation' },
        {
          p: 'Sie bleiben eine Nacht in der Klinik. Den Kompressions-BH tragen Sie sechs Wochen; an den Arbeitsplatz kehren die meisten Patientinnen nach zwei Wochen zurück, zum Sport nach sechs bis acht Wochen. Die endgültige Form stellt sich im Laufe einiger Monate ein. Der Richtpreis des Pakets umfasst Implantate, Narkose, Klinikaufenthalt, Kompressionswäsche, Medikamente und Kontrollen.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková',
            'Délka operace: 2,5–3 hodiny',
            'Hospitalizace: 1 noc',
            'Kompresní podprsenka: 6 týdnů',
            'Návrat do práce: přibližně po 2 týdnech, sport po 6–8 týdnech',
            'Kontroly: po týdnu, po 6 týdnech, po 6 a 12 měsících',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general',
            'Duration: 2.5–3 hours',
            'Hospital stay: 1 night',
            'Compression bra: 6 weeks',
            'Back to work: after about 2 weeks; sport after 6–8 weeks',
            'Follow-up: after 1 week, 6 weeks, 6 and 12 months',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose',
            'Dauer: 2,5–3 Stunden',
            'Klinikaufenthalt: 1 Nacht',
            'Kompressions-BH: 6 Wochen',
            'Arbeitsfähigkeit: nach etwa 2 Wochen; Sport nach 6–8 Wochen',
            'Nachkontrollen: nach 1 Woche, 6 Wochen, 6 und 12 Monaten',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Zvednutí prsou s implantáty',
          en: 'Breast lift with implants',
          de: 'Bruststraffung mit Implantaten',
        },
        amount: 135000,
      },
    ],
    doctors: ['petr-vzorovy', 'eva-prikladna'],
    combinations: ['abdominoplasty', 'liposuction', 'mommy-makeover'],
  },
  {
    key: 'gynecomastia',
    category: 'breast',
    sortOrder: 5,
    name: {
      cs: 'Gynekomastie – zmenšení mužských prsou',
      en: 'Gynaecomastia surgery (male breast reduction)',
      de: 'Gynäkomastie-Korrektur',
    },
    slug: { cs: 'gynekomastie', en: 'gynecomastia', de: 'gynakomastie-korrektur' },
    subtitle: {
      cs: 'Plošší a mužnější hrudník',
      en: 'A flatter, more masculine chest',
      de: 'Eine flachere, männlichere Brust',
    },
    perex: {
      cs: 'Zvětšená mužská prsa bývají zdrojem nejistoty v šatně, u bazénu i v přiléhavém tričku. Odstraněním přebytečné žlázy a tuku vytvoříme plošší a přirozeně mužný tvar hrudníku.',
      en: 'Enlarged male breasts can make changing rooms, swimming pools or a fitted T-shirt a source of self-consciousness. By removing excess glandular tissue and fat, we create a flatter, naturally masculine chest.',
      de: 'Eine vergrößerte männliche Brust kann in der Umkleide, im Schwimmbad oder im engen T-Shirt sehr belastend sein. Durch die Entfernung von überschüssigem Drüsen- und Fettgewebe entsteht eine flachere, natürlich männliche Brustkontur.',
    },
    metaDesc: {
      cs: 'Operace gynekomastie v Praze: odstranění žlázy i tuku pro plošší mužský hrudník. Diskrétní přístup a balíček včetně hospitalizace a kontrol.',
      en: 'Gynaecomastia surgery in Prague: removal of glandular tissue and fat for a flatter male chest. Discreet care and an all-inclusive package.',
      de: 'Gynäkomastie-Korrektur in Prag: Entfernung von Drüsen- und Fettgewebe für eine flachere Männerbrust. Diskret und als All-inclusive-Paket.',
    },
    content: {
      cs: [
        { h2: 'Co je gynekomastie' },
        {
          p: 'Gynekomastie je zvětšení prsní žlázy u mužů. Může se objevit v pubertě, s přibývajícím věkem, při hormonálních změnách, po užívání některých léků či anabolik nebo v kombinaci s nadváhou. Často jde o směs žlázové tkáně a tuku. Před operací doporučujeme vyšetření u praktického lékaře nebo endokrinologa, aby se vyloučila příčina, kterou je třeba léčit jinak.',
        },
        {
          p: 'Podle nálezu chirurg zvolí liposukci, vynětí žlázy malým řezem na okraji dvorce, nebo nejčastěji kombinaci obou metod. Jizva na spodním okraji dvorce se obvykle velmi dobře zhojí a je téměř neviditelná. Při výrazném převisu kůže může být nutné odstranit i část kůže – o tom vás lékař informuje při konzultaci.',
        },
        { h3: 'Rekonvalescence' },
        {
          p: 'Výkon se provádí v celkové anestezii a obvykle zůstanete jednu noc na klinice. Kompresní vestu nosíte čtyři až šest týdnů, do kanceláře se můžete vrátit zhruba po týdnu. Posilování hrudníku odložte na šest týdnů. Cena je orientační; balíček zahrnuje anestezii, hospitalizaci, kompresní vestu, léky i kontroly.',
        },
      ],
      en: [
        { h2: 'What is gynaecomastia?' },
        {
          p: 'Gynaecomastia is an enlargement of the breast gland in men. It may appear during puberty, with age, with hormonal changes, after certain medicines or anabolic steroids, or together with excess weight. It is often a mixture of glandular tissue and fat. Before surgery we recommend a check-up with your GP or an endocrinologist to rule out any cause that needs different treatment.',
        },
        {
          p: 'Depending on the findings, the surgeon uses liposuction, removes the gland through a small incision at the edge of the areola, or – most often – combines both methods. The scar on the lower edge of the areola usually heals very well and is barely visible. Where there is marked excess skin, some skin may also need to be removed; your surgeon will discuss this with you at the consultation.',
        },
        { h3: 'Recovery' },
        {
          p: 'The procedure is performed under general anaesthesia and you usually stay one night at the clinic. You wear a compression vest for four to six weeks and can return to office work after about a week. Chest training at the gym should wait six weeks. The price is indicative; the package includes anaesthesia, hospital stay, compression vest, medication and check-ups.',
        },
      ],
      de: [
        { h2: 'Was ist eine Gynäkomastie?' },
        {
          p: 'Als Gynäkomastie bezeichnet man die Vergrößerung der Brustdrüse beim Mann. Sie kann in der Pubertät, mit zunehmendem Alter, bei hormonellen Veränderungen, nach der Einnahme bestimmter Medikamente oder Anabolika sowie bei Übergewicht auftreten. Häufig handelt es sich um eine Mischung aus Drüsen- und Fettgewebe. Vor der Operation empfehlen wir eine Abklärung beim Hausarzt oder Endokrinologen, um behandlungsbedürftige Ursachen auszuschließen.',
        },
        {
          p: 'Je nach Befund setzt der Chirurg eine Fettabsaugung ein, entfernt die Drüse über einen kleinen Schnitt am Rand des Warzenhofs oder kombiniert – am häufigsten – beide Verfahren. Die Narbe am unteren Rand des Warzenhofs verheilt in der Regel sehr gut und ist kaum sichtbar. Bei deutlichem Hautüberschuss kann zusätzlich eine Hautstraffung nötig sein; darüber informiert Sie der Arzt im Beratungsgespräch.',
        },
        { h3: 'Heilungsverlauf' },
        {
          p: 'Der Eingriff erfolgt in Vollnarkose, meist mit einer Übernachtung in der Klinik. Die Kompressionsweste tragen Sie vier bis sechs Wochen, an den Schreibtisch können Sie nach etwa einer Woche zurückkehren. Mit Brusttraining im Fitnessstudio sollten Sie sechs Wochen warten. Der Preis ist ein Richtwert; das Paket umfasst Narkose, Klinikaufenthalt, Kompressionsweste, Medikamente und Kontrollen.',
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
            'Kompresní vesta: 4–6 týdnů',
            'Návrat do práce: po 5–7 dnech',
            'Sport: běh po 3 týdnech, posilování hrudníku po 6 týdnech',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general',
            'Duration: 1–1.5 hours',
            'Hospital stay: 1 night',
            'Compression vest: 4–6 weeks',
            'Back to work: after 5–7 days',
            'Sport: running after 3 weeks, chest training after 6 weeks',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose',
            'Dauer: 1–1,5 Stunden',
            'Klinikaufenthalt: 1 Nacht',
            'Kompressionsweste: 4–6 Wochen',
            'Arbeitsfähigkeit: nach 5–7 Tagen',
            'Sport: Laufen nach 3 Wochen, Brusttraining nach 6 Wochen',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Gynekomastie – liposukce',
          en: 'Gynaecomastia – liposuction only',
          de: 'Gynäkomastie – nur Fettabsaugung',
        },
        amount: 45000,
      },
      {
        name: {
          cs: 'Gynekomastie – odstranění žlázy a liposukce',
          en: 'Gynaecomastia – gland removal and liposuction',
          de: 'Gynäkomastie – Drüsenentfernung und Fettabsaugung',
        },
        amount: 65000,
      },
    ],
    doctors: ['martin-modelovy', 'tomas-smysleny'],
    combinations: ['liposuction', 'abdominoplasty'],
  },
  {
    key: 'nipple-correction',
    category: 'breast',
    sortOrder: 6,
    name: { cs: 'Korekce bradavek a dvorců', en: 'Nipple and areola correction', de: 'Brustwarzenkorrektur' },
    slug: { cs: 'korekce-bradavek', en: 'nipple-correction', de: 'brustwarzenkorrektur' },
    subtitle: {
      cs: 'Drobný zákrok, který dokáže výrazně zlepšit sebevědomí',
      en: 'A small procedure that can make a real difference to your confidence',
      de: 'Ein kleiner Eingriff mit spürbarer Wirkung auf das Selbstbewusstsein',
    },
    perex: {
      cs: 'Korekce bradavek řeší vpáčené, příliš velké nebo nesouměrné bradavky a dvorce. Jde o krátký ambulantní zákrok v místním znecitlivění, po kterém se obvykle brzy vrátíte k běžnému životu.',
      en: 'Nipple correction addresses inverted, overly large or asymmetrical nipples and areolas. It is a short outpatient procedure under local anaesthesia, after which you can usually return to everyday life quickly.',
      de: 'Die Brustwarzenkorrektur behandelt Schlupfwarzen sowie zu große oder ungleiche Brustwarzen und Warzenhöfe. Es ist ein kurzer ambulanter Eingriff in örtlicher Betäubung, nach dem Sie meist schnell in den Alltag zurückkehren.',
    },
    metaDesc: {
      cs: 'Korekce bradavek a dvorců v Praze: vpáčené, velké či nesouměrné bradavky. Krátký ambulantní zákrok v místním znecitlivění.',
      en: 'Nipple and areola correction in Prague: inverted, large or uneven nipples. A short outpatient procedure under local anaesthesia.',
      de: 'Brustwarzenkorrektur in Prag: Schlupfwarzen, große oder ungleiche Warzenhöfe. Kurzer ambulanter Eingriff in örtlicher Betäubung.',
    },
    content: {
      cs: [
        { h2: 'Jaké korekce provádíme' },
        {
          ul: [
            'Vpáčené bradavky – uvolnění bradavky tak, aby zůstala trvale vytažená',
            'Zmenšení bradavek – zkrácení nebo zúžení příliš výrazných bradavek',
            'Zmenšení dvorců – menší průměr velkých či nesouměrných dvorců, jizva po obvodu dvorce',
          ],
        },
        {
          p: 'Zákrok je vhodný pro ženy i muže. Vpáčené bradavky mohou být vrozené nebo vzniknout po kojení; kromě estetického hlediska mohou komplikovat i hygienu. Korekce vpáčených bradavek může ovlivnit možnost budoucího kojení – při konzultaci vám lékař vysvětlí, jakou techniku zvolí a proč.',
        },
        {
          p: 'Korekce trvá zpravidla třicet až šedesát minut v místním znecitlivění a domů odcházíte ještě tentýž den. Několik dní nosíte měkkou podprsenku nebo přiléhavé tričko a krytí podle pokynů sestry. Stehy se odstraňují po sedmi až deseti dnech. Cenu upřesní lékař po prohlídce podle typu a rozsahu korekce.',
        },
      ],
      en: [
        { h2: 'What we can correct' },
        {
          ul: [
            'Inverted nipples – releasing the nipple so that it stays permanently projected',
            'Nipple reduction – shortening or narrowing nipples that are too prominent',
            'Areola reduction – a smaller diameter for large or uneven areolas, with the scar around the edge of the areola',
          ],
        },
        {
          p: 'The procedure is suitable for both women and men. Inverted nipples may be congenital or develop after breastfeeding, and besides the aesthetic aspect they can make hygiene more difficult. Correcting inverted nipples may affect the ability to breastfeed in future – at your consultation the surgeon will explain which technique they recommend and why.',
        },
        {
          p: 'The correction usually takes thirty to sixty minutes under local anaesthesia and you go home the same day. For a few days you wear a soft bra or a close-fitting top, with dressings as instructed by our nurse. Stitches are removed after seven to ten days. The doctor will confirm the price after examination, according to the type and extent of the correction.',
        },
      ],
      de: [
        { h2: 'Welche Korrekturen wir durchführen' },
        {
          ul: [
            'Schlupfwarzen – die Brustwarze wird so gelöst, dass sie dauerhaft hervortritt',
            'Verkleinerung der Brustwarzen – Kürzen oder Verschmälern zu stark ausgeprägter Brustwarzen',
            'Verkleinerung des Warzenhofs – kleinerer Durchmesser bei großen oder ungleichen Warzenhöfen, Narbe am Rand des Warzenhofs',
          ],
        },
        {
          p: 'Der Eingriff eignet sich für Frauen und Männer. Schlupfwarzen können angeboren sein oder nach der Stillzeit entstehen; neben dem ästhetischen Aspekt erschweren sie mitunter die Hygiene. Die Korrektur von Schlupfwarzen kann die spätere Stillfähigkeit beeinflussen – welche Technik sinnvoll ist und warum, erklärt Ihnen der Arzt im Beratungsgespräch.',
        },
        {
          p: 'Die Korrektur dauert in der Regel dreißig bis sechzig Minuten in örtlicher Betäubung, und Sie gehen noch am selben Tag nach Hause. Einige Tage lang tragen Sie einen weichen BH oder ein eng anliegendes Shirt und einen Verband nach Anweisung unseres Pflegeteams. Die Fäden werden nach sieben bis zehn Tagen gezogen. Den Preis legt der Arzt nach der Untersuchung je nach Art und Umfang der Korrektur fest.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: místní',
            'Délka zákroku: 30–60 minut',
            'Hospitalizace: není nutná, domů odcházíte tentýž den',
            'Návrat do práce: obvykle po 1–3 dnech',
            'Stehy: odstranění po 7–10 dnech',
            'Sport a sauna: po 3–4 týdnech',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: local',
            'Duration: 30–60 minutes',
            'Hospital stay: not needed, you go home the same day',
            'Back to work: usually after 1–3 days',
            'Stitches: removed after 7–10 days',
            'Sport and sauna: after 3–4 weeks',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Betäubung: örtlich',
            'Dauer: 30–60 Minuten',
            'Klinikaufenthalt: nicht nötig, Sie gehen am selben Tag nach Hause',
            'Arbeitsfähigkeit: meist nach 1–3 Tagen',
            'Fäden: Entfernung nach 7–10 Tagen',
            'Sport und Sauna: nach 3–4 Wochen',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Korekce vpáčených bradavek',
          en: 'Inverted nipple correction',
          de: 'Korrektur von Schlupfwarzen',
        },
        amount: 20000,
      },
      {
        name: { cs: 'Zmenšení dvorců', en: 'Areola reduction', de: 'Verkleinerung der Warzenhöfe' },
        amount: 30000,
      },
    ],
    doctors: ['eva-prikladna', 'jana-ukazkova'],
    combinations: ['breast-lift', 'breast-augmentation', 'breast-reduction'],
  },
  {
    key: 'implant-replacement',
    category: 'breast',
    sortOrder: 7,
    name: {
      cs: 'Výměna prsních implantátů',
      en: 'Breast implant replacement',
      de: 'Brustimplantatwechsel',
    },
    slug: {
      cs: 'vymena-prsnich-implantatu',
      en: 'breast-implant-replacement',
      de: 'brustimplantatwechsel',
    },
    subtitle: {
      cs: 'Bezpečná výměna či odstranění starších implantátů',
      en: 'Safe exchange or removal of older implants',
      de: 'Sicherer Austausch oder Entfernung älterer Implantate',
    },
    perex: {
      cs: 'Výměna implantátů je namístě při kapsulární kontraktuře, poškození implantátu, změně tvaru prsou nebo přání změnit velikost. Každý případ posuzujeme individuálně na základě důkladného vyšetření.',
      en: 'Implant replacement may be advisable in cases of capsular contracture, a damaged implant, a change in breast shape or a wish to change size. We assess every case individually, based on a thorough examination.',
      de: 'Ein Implantatwechsel kann bei Kapselfibrose, einem beschädigten Implantat, einer veränderten Brustform oder dem Wunsch nach einer anderen Größe sinnvoll sein. Jeden Fall beurteilen wir individuell auf Grundlage einer gründlichen Untersuchung.',
    },
    metaDesc: {
      cs: 'Výměna prsních implantátů v Praze: řešení kapsulární kontraktury, poškozených či starších implantátů nebo změna velikosti.',
      en: 'Breast implant replacement in Prague: treatment of capsular contracture, damaged or older implants, or a change of size.',
      de: 'Brustimplantatwechsel in Prag: bei Kapselfibrose, beschädigten oder älteren Implantaten oder dem Wunsch nach einer anderen Größe.',
    },
    content: {
      cs: [
        { h2: 'Kdy implantáty vyměnit' },
        {
          p: 'Moderní implantáty nemají pevně danou životnost a není nutné je měnit v pravidelných intervalech. Důvodem k výměně bývá zatvrdnutí pouzdra kolem implantátu (kapsulární kontraktura), podezření na poškození implantátu, pokles prsou po letech či po těhotenství nebo přání zvolit jinou velikost. Před operací je nutné ultrazvukové vyšetření, případně magnetická rezonance.',
        },
        {
          p: 'Během operace chirurg původní implantát vyjme, podle potřeby odstraní nebo upraví vazivové pouzdro (kapsulektomie) a vloží nový implantát, případně do jiné polohy. Pokud prsa zároveň poklesla, lze výměnu spojit se zvednutím prsou. Obvykle se využívá původní jizva, takže nová jizva nevzniká.',
        },
        { h3: 'Rekonvalescence' },
        {
          p: 'Po výkonu zůstáváte jednu noc na klinice a kompresní podprsenku nosíte šest týdnů. Rekonvalescence je podobná jako po první augmentaci, po kapsulektomii může být o něco delší. Orientační cenu upřesní lékař po vyšetření; balíček zahrnuje nové implantáty, anestezii, hospitalizaci, kompresní prádlo, léky i kontroly.',
        },
      ],
      en: [
        { h2: 'When to replace implants' },
        {
          p: 'Modern implants have no fixed lifespan and do not need to be replaced at set intervals. Common reasons for replacement are hardening of the capsule around the implant (capsular contracture), suspected implant damage, breasts that have dropped over the years or after pregnancy, or a wish for a different size. An ultrasound, or sometimes an MRI scan, is required before surgery.',
        },
        {
          p: 'During the operation the surgeon removes the original implant, removes or adjusts the scar capsule where needed (capsulectomy) and inserts a new implant, sometimes in a different position. If the breasts have also dropped, the exchange can be combined with a breast lift. The original scar is usually reused, so no new scar is created.',
        },
        { h3: 'Recovery' },
        {
          p: 'You stay one night at the clinic and wear a compression bra for six weeks. Recovery is similar to that after a first augmentation and may take a little longer after a capsulectomy. The doctor will confirm the indicative price after examination; the package includes the new implants, anaesthesia, hospital stay, compression garments, medication and check-ups.',
        },
      ],
      de: [
        { h2: 'Wann ein Implantatwechsel sinnvoll ist' },
        {
          p: 'Moderne Implantate haben keine feste Lebensdauer und müssen nicht in regelmäßigen Abständen ausgetauscht werden. Anlass für einen Wechsel sind meist eine Verhärtung der Kapsel um das Implantat (Kapselfibrose), der Verdacht auf einen Implantatschaden, eine im Laufe der Jahre oder nach einer Schwangerschaft abgesunkene Brust oder der Wunsch nach einer anderen Größe. Vor der Operation ist eine Ultraschall- oder gegebenenfalls eine MRT-Untersuchung erforderlich.',
        },
        {
          p: 'Während der Operation entfernt der Chirurg das alte Implantat, entfernt oder korrigiert bei Bedarf die Bindegewebskapsel (Kapsulektomie) und setzt ein neues Implantat ein, eventuell in einer anderen Lage. Ist die Brust zusätzlich abgesunken, lässt sich der Wechsel mit einer Bruststraffung verbinden. In der Regel wird die vorhandene Narbe genutzt, sodass keine neue entsteht.',
        },
        { h3: 'Heilungsverlauf' },
        {
          p: 'Sie bleiben eine Nacht in der Klinik und tragen sechs Wochen lang einen Kompressions-BH. Die Erholung verläuft ähnlich wie nach der ersten Brustvergrößerung, nach einer Kapsulektomie kann sie etwas länger dauern. Den Richtpreis bestätigt der Arzt nach der Untersuchung; das Paket umfasst neue Implantate, Narkose, Klinikaufenthalt, Kompressionswäsche, Medikamente und Kontrollen.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková',
            'Délka operace: 1,5–3 hodiny podle rozsahu',
            'Hospitalizace: 1 noc',
            'Kompresní podprsenka: 6 týdnů',
            'Návrat do práce: po 1–2 týdnech, sport po 6 týdnech',
            'Před operací: ultrazvuk prsou, případně magnetická rezonance',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general',
            'Duration: 1.5–3 hours, depending on the extent',
            'Hospital stay: 1 night',
            'Compression bra: 6 weeks',
            'Back to work: after 1–2 weeks; sport after 6 weeks',
            'Before surgery: breast ultrasound, or an MRI scan if needed',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose',
            'Dauer: 1,5–3 Stunden, je nach Umfang',
            'Klinikaufenthalt: 1 Nacht',
            'Kompressions-BH: 6 Wochen',
            'Arbeitsfähigkeit: nach 1–2 Wochen; Sport nach 6 Wochen',
            'Vor der Operation: Brustultraschall, bei Bedarf MRT',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Výměna implantátů', en: 'Implant replacement', de: 'Implantatwechsel' },
        amount: 110000,
      },
      {
        name: {
          cs: 'Výměna implantátů s kapsulektomií',
          en: 'Implant replacement with capsulectomy',
          de: 'Implantatwechsel mit Kapsulektomie',
        },
        amount: 135000,
      },
    ],
    doctors: ['petr-vzorovy', 'jana-ukazkova'],
    combinations: ['breast-lift-with-implants', 'breast-lift', 'fat-transfer'],
  },
  // ───────────────────────────── FACE ─────────────────────────────
  {
    key: 'blepharoplasty',
    category: 'face',
    sortOrder: 1,
    name: {
      cs: 'Operace horních očních víček – blefaroplastika',
      en: 'Upper eyelid surgery (blepharoplasty)',
      de: 'Oberlidstraffung',
    },
    slug: { cs: 'operace-hornich-ocnich-vicek', en: 'blepharoplasty', de: 'oberlidstraffung' },
    subtitle: {
      cs: 'Svěží a odpočatý pohled',
      en: 'A fresher, more rested look',
      de: 'Ein frischer, erholter Blick',
    },
    perex: {
      cs: 'Blefaroplastika horních víček odstraní převislou kůži a případně i drobné tukové váčky, které dodávají očím unavený výraz. Zákrok probíhá ambulantně v místním znecitlivění.',
      en: 'Upper eyelid surgery removes hooded skin and, where needed, small fat pads that make the eyes look tired. It is performed as an outpatient procedure under local anaesthesia.',
      de: 'Bei der Oberlidstraffung werden überschüssige Haut und bei Bedarf kleine Fettpolster entfernt, die den Augen einen müden Ausdruck verleihen. Der Eingriff erfolgt ambulant in örtlicher Betäubung.',
    },
    metaDesc: {
      cs: 'Operace horních očních víček (blefaroplastika) v Praze: svěžejší pohled díky krátkému ambulantnímu zákroku v místním znecitlivění.',
      en: 'Upper eyelid surgery (blepharoplasty) in Prague: a fresher look from a short outpatient procedure under local anaesthesia.',
      de: 'Oberlidstraffung (Blepharoplastik) in Prag: ein frischer Blick durch einen kurzen ambulanten Eingriff in örtlicher Betäubung.',
    },
    content: {
      cs: [
        { h2: 'Pro koho je blefaroplastika vhodná' },
        {
          p: 'S věkem kůže horních víček ochabuje a začne se překládat přes řasy. Oči pak působí unaveně či zamračeně, líčení se rozmazává a výrazný převis může dokonce omezovat zorné pole. Blefaroplastika odstraní přebytečnou kůži, případně proužek svalu a drobné tukové váčky u vnitřního koutku. Výsledkem je otevřenější a svěžejší pohled, který přitom zůstává váš.',
        },
        {
          p: 'Řez vedeme v přirozené rýze horního víčka, takže jizva je po zhojení při otevřených očích prakticky neviditelná. Zákrok trvá asi hodinu a probíhá v místním znecitlivění, na přání s lehkou sedací. Pokud je hlavní příčinou převisu pokleslé obočí, lékař vám při konzultaci doporučí spíše zvednutí obočí nebo kombinaci obou výkonů.',
        },
        { h3: 'Po zákroku' },
        {
          p: 'Domů odcházíte tentýž den. První dny pomáhají studené obklady a spánek s mírně zvýšenou hlavou. Otok a modřiny ustupují během jednoho až dvou týdnů, stehy odstraňujeme po pěti až sedmi dnech. Do práce se většina klientů vrací po sedmi až deseti dnech. Uvedená cena je orientační a zahrnuje zákrok, léky i kontroly.',
        },
      ],
      en: [
        { h2: 'Who upper eyelid surgery is for' },
        {
          p: 'With age, the skin of the upper eyelids slackens and begins to fold over the lashes. The eyes look tired or stern, make-up smudges and, in marked cases, the excess skin can even limit your field of vision. Blepharoplasty removes the excess skin and, where needed, a strip of muscle and small fat pads near the inner corner. The result is a more open, refreshed look that is still unmistakably yours.',
        },
        {
          p: 'The incision is placed in the natural crease of the upper eyelid, so once healed the scar is practically invisible when your eyes are open. The procedure takes about an hour under local anaesthesia, with light sedation if you prefer. If the hooding is mainly caused by a low brow, your surgeon may instead recommend a brow lift or a combination of both.',
        },
        { h3: 'After the procedure' },
        {
          p: 'You go home the same day. Cold compresses and sleeping with your head slightly raised help in the first few days. Swelling and bruising settle within one to two weeks, and stitches are removed after five to seven days. Most people return to work after seven to ten days. The price shown is indicative and includes the procedure, medication and check-ups.',
        },
      ],
      de: [
        { h2: 'Für wen eine Oberlidstraffung geeignet ist' },
        {
          p: 'Mit den Jahren erschlafft die Haut der Oberlider und legt sich über die Wimpern. Die Augen wirken müde oder streng, das Make-up verschmiert, und ausgeprägte Schlupflider können sogar das Gesichtsfeld einschränken. Bei der Blepharoplastik werden die überschüssige Haut und bei Bedarf ein schmaler Muskelstreifen sowie kleine Fettpolster im inneren Augenwinkel entfernt. Das Ergebnis ist ein offenerer, frischer Blick, der unverwechselbar Ihrer bleibt.',
        },
        {
          p: 'Der Schnitt liegt in der natürlichen Lidfalte, sodass die Narbe nach dem Abheilen bei geöffneten Augen praktisch unsichtbar ist. Der Eingriff dauert etwa eine Stunde in örtlicher Betäubung, auf Wunsch mit leichter Sedierung. Ist vor allem eine abgesunkene Augenbraue für das Schlupflid verantwortlich, empfiehlt Ihnen der Arzt eher ein Augenbrauenlifting oder eine Kombination beider Eingriffe.',
        },
        { h3: 'Nach dem Eingriff' },
        {
          p: 'Sie gehen noch am selben Tag nach Hause. In den ersten Tagen helfen kühlende Kompressen und ein leicht erhöht gelagerter Kopf beim Schlafen. Schwellungen und Blutergüsse klingen innerhalb von ein bis zwei Wochen ab, die Fäden werden nach fünf bis sieben Tagen gezogen. Die meisten Patienten sind nach sieben bis zehn Tagen wieder arbeitsfähig. Der angegebene Preis ist ein Richtwert und umfasst Eingriff, Medikamente und Kontrollen.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: místní, na přání s lehkou sedací',
            'Délka zákroku: přibližně 1 hodina',
            'Hospitalizace: není nutná, domů odcházíte tentýž den',
            'Stehy: odstranění po 5–7 dnech',
            'Návrat do práce: po 7–10 dnech',
            'Líčení a kontaktní čočky: zhruba po 2 týdnech',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: local, with light sedation on request',
            'Duration: about 1 hour',
            'Hospital stay: not needed, you go home the same day',
            'Stitches: removed after 5–7 days',
            'Back to work: after 7–10 days',
            'Make-up and contact lenses: after about 2 weeks',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Betäubung: örtlich, auf Wunsch mit leichter Sedierung',
            'Dauer: etwa 1 Stunde',
            'Klinikaufenthalt: nicht nötig, Sie gehen am selben Tag nach Hause',
            'Fäden: Entfernung nach 5–7 Tagen',
            'Arbeitsfähigkeit: nach 7–10 Tagen',
            'Make-up und Kontaktlinsen: nach etwa 2 Wochen',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Blefaroplastika horních víček',
          en: 'Upper eyelid blepharoplasty',
          de: 'Oberlidstraffung',
        },
        amount: 28000,
      },
    ],
    doctors: ['tomas-smysleny', 'martin-modelovy'],
    combinations: ['upper-lower-blepharoplasty', 'brow-lift', 'botox'],
  },
  {
    key: 'lower-blepharoplasty',
    category: 'face',
    sortOrder: 2,
    name: {
      cs: 'Operace dolních očních víček',
      en: 'Lower eyelid surgery',
      de: 'Unterlidstraffung',
    },
    slug: { cs: 'operace-dolnich-ocnich-vicek', en: 'lower-blepharoplasty', de: 'unterlidstraffung' },
    subtitle: {
      cs: 'Méně váčků pod očima a hladší přechod do tváře',
      en: 'Fewer under-eye bags and a smoother transition to the cheek',
      de: 'Weniger Tränensäcke und ein glatter Übergang zur Wange',
    },
    perex: {
      cs: 'Blefaroplastika dolních víček zmírní váčky pod očima, přebytečnou kůži a hlubokou rýhu mezi víčkem a tváří. Oči tak působí odpočatě i po náročném dni.',
      en: 'Lower eyelid surgery reduces bags under the eyes, excess skin and a deep groove between the eyelid and the cheek, so your eyes look rested even after a long day.',
      de: 'Die Unterlidstraffung mildert Tränensäcke, überschüssige Haut und eine tiefe Rinne zwischen Unterlid und Wange. So wirken Ihre Augen auch nach einem langen Tag ausgeruht.',
    },
    metaDesc: {
      cs: 'Operace dolních očních víček v Praze: odstranění váčků pod očima a přebytečné kůže pro odpočatý vzhled očí.',
      en: 'Lower eyelid surgery in Prague: removal of under-eye bags and excess skin for a more rested appearance.',
      de: 'Unterlidstraffung in Prag: Entfernung von Tränensäcken und überschüssiger Haut für einen ausgeruhten Blick.',
    },
    content: {
      cs: [
        { h2: 'Jak zákrok probíhá' },
        {
          p: 'Váčky pod očima vznikají vyklenutím tukových polštářů očnice a ochabnutím kůže a svalu. Podle nálezu chirurg tuk odstraní, nebo ho přesune do prohlubně pod víčkem, a přebytečnou kůži odstraní řezem těsně pod řasami. U mladších klientů bez nadbytku kůže lze výkon provést i transkonjunktiválně, tedy zevnitř víčka bez viditelné jizvy.',
        },
        {
          p: 'Operace dolních víček je technicky náročnější než operace horních víček, protože je nutné zachovat správné postavení víčka. Provádí se v celkové anestezii nebo v místním znecitlivění se sedací a trvá zhruba jednu a půl až dvě hodiny. Jemné vrásky a pigmentace pod očima operace neodstraní – na ně doporučíme laserové nebo dermatologické ošetření.',
        },
        { h3: 'Rekonvalescence' },
        {
          p: 'Obvykle zůstáváte jednu noc na klinice. Otoky a modřiny se mohou rozšířit i na tváře a postupně mizí během dvou týdnů; pomáhají studené obklady a zvýšená poloha hlavy. Stehy odstraňujeme po pěti dnech. Konečnou cenu stanoví lékař při konzultaci, balíček zahrnuje anestezii, hospitalizaci, léky a kontroly.',
        },
      ],
      en: [
        { h2: 'How the procedure works' },
        {
          p: 'Under-eye bags form when the fat pads around the eye bulge forward and the skin and muscle lose their tone. Depending on the findings, the surgeon removes the fat or repositions it into the hollow beneath the eyelid, and removes excess skin through an incision just below the lashes. For younger patients without excess skin, the procedure can be done transconjunctivally – from inside the eyelid, with no visible scar.',
        },
        {
          p: 'Lower eyelid surgery is technically more demanding than upper eyelid surgery, because the eyelid must keep its correct position. It is performed under general anaesthesia or local anaesthesia with sedation and takes roughly one and a half to two hours. Surgery does not remove fine lines or pigmentation under the eyes – for these we will recommend laser or dermatological treatment.',
        },
        { h3: 'Recovery' },
        {
          p: 'You usually stay one night at the clinic. Swelling and bruising may extend to the cheeks and fade gradually over two weeks; cold compresses and keeping your head raised help. Stitches are removed after five days. The doctor will confirm the final price at your consultation; the package includes anaesthesia, hospital stay, medication and check-ups.',
        },
      ],
      de: [
        { h2: 'So läuft der Eingriff ab' },
        {
          p: 'Tränensäcke entstehen, wenn sich die Fettpolster der Augenhöhle nach vorne wölben und Haut und Muskulatur an Spannkraft verlieren. Je nach Befund entfernt der Chirurg das Fett oder verlagert es in die Vertiefung unterhalb des Lids und strafft die überschüssige Haut über einen Schnitt direkt unter dem Wimpernrand. Bei jüngeren Patienten ohne Hautüberschuss ist auch ein transkonjunktivaler Zugang möglich – von der Innenseite des Lids und ohne sichtbare Narbe.',
        },
        {
          p: 'Die Unterlidstraffung ist anspruchsvoller als die Korrektur der Oberlider, weil das Lid seine korrekte Stellung behalten muss. Sie erfolgt in Vollnarkose oder in örtlicher Betäubung mit Sedierung und dauert etwa eineinhalb bis zwei Stunden. Feine Fältchen und Pigmentflecken unter den Augen beseitigt die Operation nicht – dafür empfehlen wir eine Laser- oder dermatologische Behandlung.',
        },
        { h3: 'Heilungsverlauf' },
        {
          p: 'In der Regel bleiben Sie eine Nacht in der Klinik. Schwellungen und Blutergüsse können bis auf die Wangen reichen und klingen innerhalb von zwei Wochen ab; kühlende Kompressen und eine erhöhte Kopflage helfen dabei. Die Fäden werden nach fünf Tagen gezogen. Den endgültigen Preis legt der Arzt im Beratungsgespräch fest; das Paket umfasst Narkose, Klinikaufenthalt, Medikamente und Kontrollen.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková, případně místní se sedací',
            'Délka operace: 1,5–2 hodiny',
            'Hospitalizace: obvykle 1 noc',
            'Stehy: odstranění po 5 dnech',
            'Návrat do práce: po 10–14 dnech',
            'Kontroly: po 5 dnech, po měsíci a po 3 měsících',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general, or local with sedation',
            'Duration: 1.5–2 hours',
            'Hospital stay: usually 1 night',
            'Stitches: removed after 5 days',
            'Back to work: after 10–14 days',
            'Follow-up: after 5 days, 1 month and 3 months',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose oder örtliche Betäubung mit Sedierung',
            'Dauer: 1,5–2 Stunden',
            'Klinikaufenthalt: meist 1 Nacht',
            'Fäden: Entfernung nach 5 Tagen',
            'Arbeitsfähigkeit: nach 10–14 Tagen',
            'Nachkontrollen: nach 5 Tagen, nach 1 und 3 Monaten',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Blefaroplastika dolních víček',
          en: 'Lower eyelid blepharoplasty',
          de: 'Unterlidstraffung',
        },
        amount: 38000,
      },
    ],
    doctors: ['tomas-smysleny', 'petr-vzorovy'],
    combinations: ['upper-lower-blepharoplasty', 'laser-resurfacing', 'fillers'],
  },
  {
    key: 'facelift-necklift',
    category: 'face',
    sortOrder: 3,
    name: {
      cs: 'Facelift a modelace krku',
      en: 'Facelift and neck lift',
      de: 'Facelift und Halsstraffung',
    },
    slug: { cs: 'facelift-a-modelace-krku', en: 'facelift-necklift', de: 'facelift-und-halsstraffung' },
    subtitle: {
      cs: 'Přirozeně omlazená tvář bez „přetaženého“ výrazu',
      en: 'A naturally refreshed face, never an ‘overdone’ look',
      de: 'Ein natürlich verjüngtes Gesicht ohne „operierten“ Ausdruck',
    },
    perex: {
      cs: 'Facelift zvedne pokleslé tváře, zvýrazní linii čelisti a vypne ochablou kůži na krku. Cílem je svěžejší vzhled, který působí přirozeně a nemění vaši tvář.',
      en: 'A facelift lifts sagging cheeks, redefines the jawline and tightens loose skin on the neck. The aim is a fresher appearance that looks natural and does not change who you are.',
      de: 'Ein Facelift hebt abgesunkene Wangen an, betont die Kieferlinie und strafft die erschlaffte Haut am Hals. Ziel ist ein frischeres Aussehen, das natürlich wirkt und Ihr Gesicht nicht verändert.',
    },
    metaDesc: {
      cs: 'Facelift a modelace krku v Praze: zvednutí tváří, pevnější linie čelisti i krku s přirozeným výsledkem. All-inclusive balíček.',
      en: 'Facelift and neck lift in Prague: lifted cheeks, a firmer jawline and neck, and a natural-looking result. All-inclusive package.',
      de: 'Facelift und Halsstraffung in Prag: angehobene Wangen, straffe Kieferlinie und Hals mit natürlichem Ergebnis. All-inclusive-Paket.',
    },
    content: {
      cs: [
        { h2: 'Jak facelift funguje' },
        {
          p: 'Moderní facelift nepracuje jen s kůží. Chirurg zvedne a zpevní hlubší vrstvu podkožních struktur (SMAS), díky čemuž je výsledek přirozenější a trvanlivější a kůže není nepřirozeně napnutá. Řez vede před uchem a za ucho do vlasaté části hlavy, kde je jizva dobře skrytá. Součástí bývá modelace krku s odstraněním tuku pod bradou a zpevněním krčního svalu.',
        },
        {
          p: 'Zákrok je vhodný pro ženy i muže, u nichž je patrný pokles tváří, povislé tváře podél linie čelisti a ochablá kůže krku. Před operací je důležité alespoň čtyři týdny nekouřit, protože kouření výrazně zhoršuje hojení. Facelift nezastaví stárnutí, ale vrátí tváři svěžest o několik let; výsledek obvykle vydrží řadu let.',
        },
        { h3: 'Rekonvalescence' },
        {
          p: 'Operace probíhá v celkové anestezii a trvá tři až pět hodin. Na klinice zůstáváte jednu až dvě noci, první dny nosíte elastický obvaz a poté kompresní pásku na bradu a krk. Otoky a modřiny odeznívají během dvou až tří týdnů. Orientační cena zahrnuje anestezii, hospitalizaci, kompresní pomůcky, léky a pooperační kontroly; konečnou cenu stanoví lékař při konzultaci.',
        },
      ],
      en: [
        { h2: 'How a facelift works' },
        {
          p: 'A modern facelift does not simply pull the skin. The surgeon lifts and tightens the deeper layer of supporting tissue (SMAS), which makes the result more natural and longer-lasting without leaving the skin looking stretched. The incision runs in front of and behind the ear into the hairline, where the scar is well hidden. A neck lift, removing fat beneath the chin and tightening the neck muscle, is usually part of the procedure.',
        },
        {
          p: 'The procedure is suitable for women and men with noticeable sagging of the cheeks, jowls along the jawline and loose skin on the neck. It is important not to smoke for at least four weeks before surgery, as smoking significantly impairs healing. A facelift does not stop ageing, but it can take several years off your appearance, and the result usually lasts for many years.',
        },
        { h3: 'Recovery' },
        {
          p: 'The operation is performed under general anaesthesia and takes three to five hours. You stay at the clinic for one or two nights; for the first few days you wear an elastic bandage, followed by a compression strap for the chin and neck. Swelling and bruising subside over two to three weeks. The indicative price includes anaesthesia, hospital stay, compression garments, medication and post-operative checks; your surgeon will confirm the final price at the consultation.',
        },
      ],
      de: [
        { h2: 'So funktioniert ein Facelift' },
        {
          p: 'Ein modernes Facelift strafft nicht nur die Haut. Der Chirurg hebt und festigt die tiefere Bindegewebsschicht (SMAS), wodurch das Ergebnis natürlicher und länger haltbar ist und die Haut nicht gespannt wirkt. Der Schnitt verläuft vor und hinter dem Ohr bis in den behaarten Kopfbereich, wo die Narbe gut verborgen liegt. Meist gehört eine Halsstraffung dazu, bei der Fett unter dem Kinn entfernt und der Halsmuskel gestrafft wird.',
        },
        {
          p: 'Der Eingriff eignet sich für Frauen und Männer mit deutlich abgesunkenen Wangen, Hängebäckchen entlang der Kieferlinie und erschlaffter Halshaut. Wichtig ist, mindestens vier Wochen vor der Operation nicht zu rauchen, da Rauchen die Wundheilung erheblich beeinträchtigt. Ein Facelift hält die Alterung nicht auf, lässt Sie aber um einige Jahre frischer aussehen – das Ergebnis hält in der Regel viele Jahre.',
        },
        { h3: 'Heilungsverlauf' },
        {
          p: 'Die Operation erfolgt in Vollnarkose und dauert drei bis fünf Stunden. Sie bleiben ein bis zwei Nächte in der Klinik; in den ersten Tagen tragen Sie einen elastischen Verband, danach eine Kompressionsbandage für Kinn und Hals. Schwellungen und Blutergüsse klingen innerhalb von zwei bis drei Wochen ab. Der Richtpreis umfasst Narkose, Klinikaufenthalt, Kompressionsbandagen, Medikamente und Nachkontrollen; den endgültigen Preis legt Ihr Arzt im Beratungsgespräch fest.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková',
            'Délka operace: 3–5 hodin',
            'Hospitalizace: 1–2 noci',
            'Kompresní páska na bradu a krk: 2–3 týdny, poté na noc',
            'Návrat do práce a společnosti: po 2–3 týdnech',
            'Kouření: vynechat alespoň 4 týdny před operací i po ní',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general',
            'Duration: 3–5 hours',
            'Hospital stay: 1–2 nights',
            'Chin and neck compression strap: 2–3 weeks, then at night',
            'Back to work and social life: after 2–3 weeks',
            'Smoking: stop at least 4 weeks before and after surgery',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose',
            'Dauer: 3–5 Stunden',
            'Klinikaufenthalt: 1–2 Nächte',
            'Kompressionsbandage für Kinn und Hals: 2–3 Wochen, danach nachts',
            'Arbeits- und Gesellschaftsfähigkeit: nach 2–3 Wochen',
            'Rauchen: mindestens 4 Wochen vor und nach der Operation verzichten',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Facelift a modelace krku',
          en: 'Facelift and neck lift',
          de: 'Facelift und Halsstraffung',
        },
        amount: 160000,
      },
      {
        name: { cs: 'Samostatná modelace krku', en: 'Neck lift only', de: 'Halsstraffung allein' },
        amount: 95000,
      },
    ],
    doctors: ['petr-vzorovy', 'tomas-smysleny'],
    combinations: ['facelift-blepharoplasty', 'brow-lift', 'fat-transfer'],
  },
  {
    key: 'otoplasty',
    category: 'face',
    sortOrder: 4,
    name: {
      cs: 'Korekce odstálých uší – otoplastika',
      en: 'Ear correction (otoplasty)',
      de: 'Ohrenkorrektur',
    },
    slug: { cs: 'korekce-odstalych-usi', en: 'otoplasty', de: 'ohrenkorrektur' },
    subtitle: {
      cs: 'Přirozeně přilehlé uši pro děti i dospělé',
      en: 'Naturally set-back ears for children and adults',
      de: 'Natürlich anliegende Ohren für Kinder und Erwachsene',
    },
    perex: {
      cs: 'Otoplastika přiblíží odstávající uši k hlavě a upraví tvar ušního boltce. Zákrok lze provést u dětí od šesti let i u dospělých.',
      en: 'Otoplasty brings protruding ears closer to the head and refines the shape of the outer ear. It can be performed on children from the age of six as well as on adults.',
      de: 'Bei der Ohrenkorrektur (Otoplastik) werden abstehende Ohren näher an den Kopf gebracht und die Form der Ohrmuschel verfeinert. Der Eingriff ist bei Kindern ab sechs Jahren ebenso möglich wie bei Erwachsenen.',
    },
    metaDesc: {
      cs: 'Korekce odstálých uší (otoplastika) v Praze pro děti od 6 let i dospělé. Šetrný ambulantní zákrok s jizvou skrytou za uchem.',
      en: 'Ear correction (otoplasty) in Prague for children from 6 and adults. A gentle outpatient procedure with the scar hidden behind the ear.',
      de: 'Ohrenkorrektur (Otoplastik) in Prag für Kinder ab 6 Jahren und Erwachsene. Schonender ambulanter Eingriff, Narbe hinter dem Ohr.',
    },
    content: {
      cs: [
        { h2: 'Proč a kdy uši operovat' },
        {
          p: 'Odstávající uši jsou nejčastěji vrozené a způsobuje je nevyvinutý záhyb chrupavky nebo příliš hluboká mušle boltce. Děti se kvůli nim často stávají terčem posměchu a dospělí je mnohdy roky skrývají pod vlasy nebo čepicí. Kolem šestého roku je ucho téměř dorostlé, proto lze operaci provést nejdříve v tomto věku – ideálně před nástupem do školy nebo krátce po něm.',
        },
        {
          p: 'Chirurg vede řez na zadní straně ucha, vytvaruje chrupavku a zafixuje ji trvalými stehy v nové poloze. Jizva je skrytá v rýze za uchem. U dospělých a starších dětí stačí místní znecitlivění, u menších dětí provádíme výkon v celkové anestezii a rodič může být s dítětem po celou dobu pobytu.',
        },
        { h3: 'Po zákroku' },
        {
          p: 'Po operaci nosíte týden obvaz, poté elastickou čelenku – první čtyři týdny nepřetržitě, další dva týdny na noc. Do práce nebo do školy se lze vrátit po týdnu, kontaktní sporty je vhodné odložit na dva měsíce. Uvedená cena je orientační a zahrnuje zákrok, čelenku, léky i kontroly.',
        },
      ],
      en: [
        { h2: 'Why and when to correct ears' },
        {
          p: 'Protruding ears are usually congenital, caused by an underdeveloped fold in the cartilage or an overly deep bowl of the outer ear. Children are often teased about them, and many adults spend years hiding their ears under their hair or a hat. By around the age of six the ear is almost fully grown, which makes this the earliest suitable age for surgery – ideally just before or soon after starting school.',
        },
        {
          p: 'The surgeon makes an incision at the back of the ear, reshapes the cartilage and secures it in its new position with permanent stitches. The scar is hidden in the crease behind the ear. For adults and older children local anaesthesia is sufficient; younger children are treated under general anaesthesia, and a parent can stay with them throughout.',
        },
        { h3: 'After the procedure' },
        {
          p: 'After surgery you wear a bandage for one week, then an elastic headband – continuously for the first four weeks and at night for another two. You can return to work or school after a week; contact sports are best postponed for two months. The price shown is indicative and includes the procedure, headband, medication and check-ups.',
        },
      ],
      de: [
        { h2: 'Warum und wann eine Ohrenkorrektur sinnvoll ist' },
        {
          p: 'Abstehende Ohren sind meist angeboren und entstehen durch eine fehlende Knorpelfalte oder eine zu tiefe Ohrmuschel. Kinder werden deswegen häufig gehänselt, und viele Erwachsene verstecken ihre Ohren jahrelang unter den Haaren oder einer Mütze. Mit etwa sechs Jahren ist das Ohr nahezu ausgewachsen – das ist das früheste sinnvolle Alter für die Operation, idealerweise kurz vor oder nach der Einschulung.',
        },
        {
          p: 'Der Chirurg setzt den Schnitt an der Rückseite des Ohrs, formt den Knorpel und fixiert ihn mit dauerhaften Nähten in der neuen Position. Die Narbe liegt verborgen in der Falte hinter dem Ohr. Bei Erwachsenen und älteren Kindern genügt eine örtliche Betäubung; jüngere Kinder operieren wir in Vollnarkose, und ein Elternteil kann während des gesamten Aufenthalts bei ihnen bleiben.',
        },
        { h3: 'Nach dem Eingriff' },
        {
          p: 'Nach der Operation tragen Sie eine Woche lang einen Kopfverband, danach ein elastisches Stirnband – vier Wochen rund um die Uhr und weitere zwei Wochen nachts. In Beruf oder Schule kann man nach einer Woche zurückkehren, Kontaktsportarten sollten zwei Monate pausieren. Der angegebene Preis ist ein Richtwert und umfasst Eingriff, Stirnband, Medikamente und Kontrollen.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: místní u dospělých a starších dětí, celková u menších dětí',
            'Délka zákroku: 1–1,5 hodiny',
            'Hospitalizace: není nutná, děti po celkové anestezii případně 1 noc',
            'Obvaz a čelenka: obvaz 1 týden, poté čelenka 4 týdny nepřetržitě a 2 týdny na noc',
            'Návrat do práce či školy: po 7 dnech',
            'Kontaktní sporty: po 2 měsících',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: local for adults and older children, general for younger children',
            'Duration: 1–1.5 hours',
            'Hospital stay: not needed; children under general anaesthesia may stay 1 night',
            'Bandage and headband: bandage for 1 week, then a headband day and night for 4 weeks and at night for 2 more',
            'Back to work or school: after 7 days',
            'Contact sports: after 2 months',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Betäubung: örtlich bei Erwachsenen und älteren Kindern, Vollnarkose bei jüngeren Kindern',
            'Dauer: 1–1,5 Stunden',
            'Klinikaufenthalt: nicht nötig; Kinder in Vollnarkose bleiben gegebenenfalls 1 Nacht',
            'Verband und Stirnband: Verband 1 Woche, danach Stirnband 4 Wochen Tag und Nacht und 2 weitere Wochen nachts',
            'Rückkehr in Beruf oder Schule: nach 7 Tagen',
            'Kontaktsport: nach 2 Monaten',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Korekce odstálých uší – obě uši',
          en: 'Ear correction – both ears',
          de: 'Ohrenkorrektur – beide Ohren',
        },
        amount: 30000,
      },
      {
        name: {
          cs: 'Korekce odstálých uší – jedno ucho',
          en: 'Ear correction – one ear',
          de: 'Ohrenkorrektur – ein Ohr',
        },
        amount: 18000,
      },
    ],
    doctors: ['tomas-smysleny', 'martin-modelovy'],
    combinations: [],
  },
  {
    key: 'rhinoplasty',
    category: 'face',
    sortOrder: 5,
    name: {
      cs: 'Modelace nosu – rinoplastika',
      en: 'Nose reshaping (rhinoplasty)',
      de: 'Nasenkorrektur',
    },
    slug: { cs: 'modelace-nosu', en: 'rhinoplasty', de: 'nasenkorrektur' },
    subtitle: {
      cs: 'Nos v souladu s tváří – esteticky i funkčně',
      en: 'A nose in harmony with your face – in form and function',
      de: 'Eine Nase im Einklang mit dem Gesicht – ästhetisch und funktionell',
    },
    perex: {
      cs: 'Rinoplastika upraví tvar, velikost či profil nosu tak, aby ladil s ostatními rysy obličeje. V případě potřeby ji spojujeme s korekcí nosní přepážky pro lepší dýchání.',
      en: 'Rhinoplasty adjusts the shape, size or profile of the nose so that it harmonises with your other features. Where needed, we combine it with a correction of the nasal septum to improve breathing.',
      de: 'Eine Nasenkorrektur (Rhinoplastik) verändert Form, Größe oder Profil der Nase so, dass sie mit den übrigen Gesichtszügen harmoniert. Bei Bedarf verbinden wir sie mit einer Korrektur der Nasenscheidewand für eine freiere Atmung.',
    },
    metaDesc: {
      cs: 'Modelace nosu (rinoplastika) v Praze: úprava hrbu, špičky či šířky nosu, v případě potřeby i korekce přepážky pro lepší dýchání.',
      en: 'Rhinoplasty in Prague: correction of the hump, tip or width of the nose, combined with septum surgery for easier breathing if needed.',
      de: 'Nasenkorrektur (Rhinoplastik) in Prag: Höcker, Nasenspitze oder Breite korrigieren, bei Bedarf mit Korrektur der Nasenscheidewand.',
    },
    content: {
      cs: [
        { h2: 'Co lze rinoplastikou upravit' },
        {
          p: 'Modelace nosu patří k nejnáročnějším výkonům plastické chirurgie, protože i malá změna výrazně ovlivní celý obličej. Chirurg může odstranit hrb, zúžit nebo zkrátit nos, upravit tvar špičky či nosních křídel a srovnat křivý nos. Pokud vám nos zároveň ztěžuje dýchání, lze v jedné operaci upravit i nosní přepážku (septoplastika).',
        },
        {
          p: 'Při konzultaci lékař posoudí nos zvenku i zevnitř, pořídí fotodokumentaci a společně proberete, jaký výsledek je pro vás reálný. Operace se provádí v celkové anestezii buď uzavřenou technikou s řezy uvnitř nosu, nebo otevřenou technikou s drobným řezem na sloupku mezi nosními dírkami (kolumele). Rinoplastiku doporučujeme až po ukončení růstu, tedy zhruba od osmnácti let.',
        },
        { h3: 'Rekonvalescence' },
        {
          p: 'Po operaci zůstáváte jednu noc na klinice. Tamponády se odstraňují po jednom až dvou dnech, dlahu na nose nosíte sedm až deset dní. Otoky a modřiny kolem očí odezní během dvou týdnů, jemný otok špičky ale ustupuje i několik měsíců a konečný tvar nosu se ustálí zhruba za rok. Orientační cena balíčku zahrnuje anestezii, hospitalizaci, dlahu, léky i kontroly.',
        },
      ],
      en: [
        { h2: 'What rhinoplasty can change' },
        {
          p: 'Nose reshaping is among the most demanding procedures in plastic surgery, because even a small change affects the whole face. The surgeon can remove a hump, narrow or shorten the nose, refine the tip or nostrils and straighten a crooked nose. If your nose also makes breathing difficult, the nasal septum can be corrected in the same operation (septoplasty).',
        },
        {
          p: 'At your consultation the surgeon examines the nose inside and out, takes photographs and discusses with you what result is realistic. The operation is performed under general anaesthesia, either with a closed technique using incisions inside the nose or an open technique with a small incision across the strip of skin between the nostrils (columella). We recommend rhinoplasty only once growth is complete, from around the age of eighteen.',
        },
        { h3: 'Recovery' },
        {
          p: 'You stay one night at the clinic after surgery. Nasal packing is removed after one or two days, and you wear a splint on the nose for seven to ten days. Swelling and bruising around the eyes settle within two weeks, but slight swelling of the tip can take several months to subside, and the final shape is reached after about a year. The indicative package price covers anaesthesia, hospital stay, splint, medication and check-ups.',
        },
      ],
      de: [
        { h2: 'Was eine Nasenkorrektur verändern kann' },
        {
          p: 'Die Rhinoplastik zählt zu den anspruchsvollsten Eingriffen der Plastischen Chirurgie, denn schon kleine Veränderungen wirken sich auf das ganze Gesicht aus. Der Chirurg kann einen Höcker abtragen, die Nase verschmälern oder verkürzen, Nasenspitze und Nasenflügel formen und eine schiefe Nase begradigen. Ist zusätzlich die Nasenatmung behindert, lässt sich die Nasenscheidewand in derselben Operation korrigieren (Septumplastik).',
        },
        {
          p: 'Im Beratungsgespräch untersucht der Arzt die Nase von außen und innen, erstellt Fotos und bespricht mit Ihnen, welches Ergebnis realistisch ist. Operiert wird in Vollnarkose – entweder geschlossen mit Schnitten im Naseninneren oder offen mit einem kleinen Schnitt am Nasensteg (Columella). Eine Rhinoplastik empfehlen wir erst nach Abschluss des Wachstums, also etwa ab 18 Jahren.',
        },
        { h3: 'Heilungsverlauf' },
        {
          p: 'Nach der Operation bleiben Sie eine Nacht in der Klinik. Die Tamponaden werden nach ein bis zwei Tagen entfernt, die Nasenschiene tragen Sie sieben bis zehn Tage. Schwellungen und Blutergüsse um die Augen gehen innerhalb von zwei Wochen zurück; eine leichte Schwellung der Nasenspitze kann jedoch mehrere Monate anhalten, die endgültige Form zeigt sich nach etwa einem Jahr. Der Richtpreis des Pakets umfasst Narkose, Klinikaufenthalt, Nasenschiene, Medikamente und Kontrollen.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková',
            'Délka operace: 1,5–3 hodiny',
            'Hospitalizace: 1 noc',
            'Dlaha na nose: 7–10 dní',
            'Návrat do práce: po 10–14 dnech',
            'Brýle a sport: brýle po 6 týdnech, kontaktní sporty po 3 měsících',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general',
            'Duration: 1.5–3 hours',
            'Hospital stay: 1 night',
            'Nasal splint: 7–10 days',
            'Back to work: after 10–14 days',
            'Glasses and sport: glasses after 6 weeks, contact sports after 3 months',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose',
            'Dauer: 1,5–3 Stunden',
            'Klinikaufenthalt: 1 Nacht',
            'Nasenschiene: 7–10 Tage',
            'Arbeitsfähigkeit: nach 10–14 Tagen',
            'Brille und Sport: Brille nach 6 Wochen, Kontaktsport nach 3 Monaten',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Korekce špičky nosu', en: 'Nasal tip correction', de: 'Korrektur der Nasenspitze' },
        amount: 60000,
      },
      {
        name: { cs: 'Rinoplastika', en: 'Rhinoplasty', de: 'Rhinoplastik' },
        amount: 80000,
      },
      {
        name: {
          cs: 'Rinoplastika s korekcí nosní přepážky',
          en: 'Rhinoplasty with septum correction',
          de: 'Rhinoplastik mit Septumkorrektur',
        },
        amount: 95000,
      },
    ],
    doctors: ['petr-vzorovy', 'tomas-smysleny'],
    combinations: ['chin-augmentation', 'fillers'],
  },
  {
    key: 'brow-lift',
    category: 'face',
    sortOrder: 6,
    name: { cs: 'Zvednutí obočí', en: 'Brow lift', de: 'Augenbrauenlifting' },
    slug: { cs: 'zvednuti-oboci', en: 'brow-lift', de: 'augenbrauenlifting' },
    subtitle: {
      cs: 'Otevřenější pohled a uvolněné čelo',
      en: 'A more open look and a relaxed forehead',
      de: 'Ein offenerer Blick und eine entspannte Stirn',
    },
    perex: {
      cs: 'Zvednutí obočí posune pokleslé obočí do přirozenější polohy a zmírní vrásky na čele a mezi obočím. Oči tak působí otevřeněji a výraz tváře méně unaveně.',
      en: 'A brow lift raises a drooping brow to a more natural position and softens lines on the forehead and between the brows, giving the eyes a more open and less tired look.',
      de: 'Ein Augenbrauenlifting bringt abgesunkene Augenbrauen in eine natürlichere Position und mildert Falten auf der Stirn und zwischen den Brauen. Die Augen wirken dadurch offener und weniger müde.',
    },
    metaDesc: {
      cs: 'Zvednutí obočí v Praze: pokleslé obočí v přirozené poloze, otevřenější pohled a jemnější vrásky na čele. Endoskopická technika.',
      en: 'Brow lift in Prague: a drooping brow restored to a natural position, a more open look and softer forehead lines. Endoscopic technique.',
      de: 'Augenbrauenlifting in Prag: abgesunkene Brauen in natürlicher Position, offenerer Blick und glattere Stirn. Endoskopische Technik.',
    },
    content: {
      cs: [
        { h2: 'Kdy je vhodné zvednutí obočí' },
        {
          p: 'Pokleslé obočí dodává tváři unavený, smutný nebo zamračený výraz a často přispívá k převisu kůže horních víček. V takovém případě samotná operace víček nestačí a obočí může dokonce stáhnout ještě níž. Zvednutí obočí vrací obočí i horní část obličeje do polohy, ve které tvář působí svěže a přirozeně – bez překvapeného výrazu.',
        },
        {
          p: 'Nejčastěji volíme endoskopickou techniku: přes několik krátkých řezů ve vlasaté části hlavy chirurg uvolní a zvedne tkáně čela a zafixuje je ve vyšší poloze. U vysokého čela lze řez vést na hranici vlasů, u mírnějších nálezů stačí přístup z rýhy horního víčka. Vhodnou metodu vám lékař doporučí po vyšetření.',
        },
        { h3: 'Po zákroku' },
        {
          p: 'Výkon trvá jednu až dvě hodiny v celkové anestezii nebo v místním znecitlivění se sedací a obvykle zůstáváte jednu noc na klinice. Otok čela a víček ustoupí během jednoho až dvou týdnů, po tuto dobu je vhodné spát se zvýšenou hlavou. Orientační cena zahrnuje anestezii, hospitalizaci, léky a kontroly.',
        },
      ],
      en: [
        { h2: 'When a brow lift is appropriate' },
        {
          p: 'A low brow can make the face look tired, sad or stern, and it often contributes to hooding of the upper eyelids. In such cases eyelid surgery alone is not enough and may even pull the brow lower. A brow lift returns the brows and upper face to a position in which the face looks fresh and natural – without a surprised expression.',
        },
        {
          p: 'We most often use an endoscopic technique: through a few short incisions behind the hairline, the surgeon releases and lifts the forehead tissues and secures them in a higher position. With a high forehead the incision can be placed along the hairline, and in milder cases access through the upper eyelid crease is sufficient. Your doctor will recommend the right method after examination.',
        },
        { h3: 'After the procedure' },
        {
          p: 'The procedure takes one to two hours under general anaesthesia or local anaesthesia with sedation, and you usually stay one night at the clinic. Swelling of the forehead and eyelids settles within one to two weeks, during which it helps to sleep with your head raised. The indicative price includes anaesthesia, hospital stay, medication and check-ups.',
        },
      ],
      de: [
        { h2: 'Wann ein Augenbrauenlifting sinnvoll ist' },
        {
          p: 'Tief stehende Augenbrauen lassen das Gesicht müde, traurig oder streng wirken und tragen oft zu Schlupflidern bei. In diesem Fall reicht eine Lidstraffung allein nicht aus und kann die Braue sogar weiter nach unten ziehen. Das Augenbrauenlifting bringt Brauen und oberes Gesichtsdrittel in eine Position, in der das Gesicht frisch und natürlich wirkt – ohne erstaunten Ausdruck.',
        },
        {
          p: 'Meist wählen wir die endoskopische Technik: Über einige kurze Schnitte im behaarten Kopfbereich löst der Chirurg das Stirngewebe, hebt es an und fixiert es in der neuen Position. Bei einer hohen Stirn kann der Schnitt an der Haargrenze liegen, bei geringerer Ausprägung genügt ein Zugang über die Oberlidfalte. Welche Methode für Sie geeignet ist, empfiehlt der Arzt nach der Untersuchung.',
        },
        { h3: 'Nach dem Eingriff' },
        {
          p: 'Der Eingriff dauert ein bis zwei Stunden in Vollnarkose oder örtlicher Betäubung mit Sedierung; in der Regel bleiben Sie eine Nacht in der Klinik. Schwellungen an Stirn und Lidern gehen innerhalb von ein bis zwei Wochen zurück – in dieser Zeit schlafen Sie am besten mit erhöhtem Kopf. Der Richtpreis umfasst Narkose, Klinikaufenthalt, Medikamente und Kontrollen.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková nebo místní se sedací',
            'Délka zákroku: 1–2 hodiny',
            'Hospitalizace: obvykle 1 noc',
            'Stehy či svorky: odstranění po 7–10 dnech',
            'Návrat do práce: po 7–10 dnech',
            'Barvení vlasů: nejdříve po 4 týdnech',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general, or local with sedation',
            'Duration: 1–2 hours',
            'Hospital stay: usually 1 night',
            'Stitches or clips: removed after 7–10 days',
            'Back to work: after 7–10 days',
            'Hair colouring: no sooner than 4 weeks',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose oder örtliche Betäubung mit Sedierung',
            'Dauer: 1–2 Stunden',
            'Klinikaufenthalt: meist 1 Nacht',
            'Fäden oder Klammern: Entfernung nach 7–10 Tagen',
            'Arbeitsfähigkeit: nach 7–10 Tagen',
            'Haare färben: frühestens nach 4 Wochen',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Endoskopické zvednutí obočí',
          en: 'Endoscopic brow lift',
          de: 'Endoskopisches Augenbrauenlifting',
        },
        amount: 60000,
      },
    ],
    doctors: ['tomas-smysleny', 'petr-vzorovy'],
    combinations: ['blepharoplasty', 'facelift-necklift', 'botox'],
  },
  {
    key: 'chin-augmentation',
    category: 'face',
    sortOrder: 7,
    name: { cs: 'Zvětšení brady', en: 'Chin augmentation', de: 'Kinnvergrößerung' },
    slug: { cs: 'zvetseni-brady', en: 'chin-augmentation', de: 'kinnvergrosserung' },
    subtitle: {
      cs: 'Vyváženější profil obličeje',
      en: 'A more balanced facial profile',
      de: 'Ein ausgewogeneres Gesichtsprofil',
    },
    perex: {
      cs: 'Zvětšení brady silikonovým implantátem zvýrazní ustupující bradu a dodá profilu obličeje rovnováhu. Často se kombinuje s modelací nosu.',
      en: 'Chin augmentation with a silicone implant strengthens a receding chin and brings balance to the facial profile. It is often combined with rhinoplasty.',
      de: 'Eine Kinnvergrößerung mit Silikonimplantat betont ein fliehendes Kinn und bringt das Gesichtsprofil ins Gleichgewicht. Sie wird häufig mit einer Nasenkorrektur kombiniert.',
    },
    metaDesc: {
      cs: 'Zvětšení brady implantátem v Praze: výraznější brada a vyváženější profil obličeje. Krátký zákrok, často spolu s rinoplastikou.',
      en: 'Chin augmentation with an implant in Prague: a stronger chin and a more balanced profile. A short procedure, often combined with rhinoplasty.',
      de: 'Kinnvergrößerung mit Implantat in Prag: markanteres Kinn, harmonisches Profil. Kurzer Eingriff, oft kombiniert mit einer Nasenkorrektur.',
    },
    content: {
      cs: [
        { h2: 'Pro koho je zvětšení brady' },
        {
          p: 'Ustupující nebo malá brada opticky zvětšuje nos, zkracuje linii čelisti a oslabuje profil. Vložením anatomicky tvarovaného silikonového implantátu lze bradu prodloužit dopředu i do stran a dosáhnout harmoničtějšího poměru mezi nosem, rty a bradou. Zákrok je vhodný pro ženy i muže; při výrazné vadě skusu je však namístě konzultace s čelistním chirurgem.',
        },
        {
          p: 'Implantát se vkládá drobným řezem pod bradou, nebo zevnitř úst za dolním rtem, kde jizva není vidět vůbec. Velikost a tvar implantátu volí chirurg podle rozboru profilu a vašich představ. Menší korekce lze řešit i výplní kyselinou hyaluronovou nebo přenosem vlastního tuku – i o těchto možnostech s vámi lékař pohovoří.',
        },
        { h3: 'Po zákroku' },
        {
          p: 'Výkon trvá přibližně hodinu, obvykle v celkové anestezii, a domů odcházíte tentýž den nebo po jedné noci. Několik dní nosíte fixační náplast; při řezu v ústech dodržujete měkkou stravu a ústní hygienu podle pokynů. Otok ustupuje během dvou až tří týdnů. Cena je orientační a zahrnuje implantát, anestezii, léky a kontroly.',
        },
      ],
      en: [
        { h2: 'Who chin augmentation is for' },
        {
          p: 'A small or receding chin makes the nose look larger, shortens the jawline and weakens the profile. An anatomically shaped silicone implant can extend the chin forwards and sideways, creating a more harmonious relationship between the nose, lips and chin. The procedure suits both women and men; where there is a significant bite problem, a consultation with a maxillofacial surgeon is advisable.',
        },
        {
          p: 'The implant is inserted through a small incision under the chin or from inside the mouth behind the lower lip, where the scar is not visible at all. The surgeon selects the size and shape of the implant based on an analysis of your profile and your wishes. Smaller corrections can also be achieved with hyaluronic acid filler or fat transfer, and your doctor will discuss these options with you too.',
        },
        { h3: 'After the procedure' },
        {
          p: 'The procedure takes about an hour, usually under general anaesthesia, and you go home the same day or after one night. For a few days you wear supporting tape; if the incision is inside the mouth, you follow a soft diet and the oral hygiene instructions you receive. Swelling subsides over two to three weeks. The price is indicative and includes the implant, anaesthesia, medication and check-ups.',
        },
      ],
      de: [
        { h2: 'Für wen eine Kinnvergrößerung infrage kommt' },
        {
          p: 'Ein kleines oder fliehendes Kinn lässt die Nase größer wirken, verkürzt die Kieferlinie und schwächt das Profil. Mit einem anatomisch geformten Silikonimplantat lässt sich das Kinn nach vorne und zur Seite verlängern, sodass Nase, Lippen und Kinn harmonischer zueinander stehen. Der Eingriff eignet sich für Frauen und Männer; bei ausgeprägten Bissfehlstellungen ist eine Abklärung durch einen Kieferchirurgen ratsam.',
        },
        {
          p: 'Das Implantat wird über einen kleinen Schnitt unter dem Kinn oder von der Mundinnenseite hinter der Unterlippe eingesetzt – dort ist die Narbe gar nicht sichtbar. Größe und Form wählt der Chirurg anhand einer Profilanalyse und Ihrer Vorstellungen. Kleinere Korrekturen sind auch mit Hyaluronsäure oder Eigenfett möglich; auch diese Optionen bespricht der Arzt mit Ihnen.',
        },
        { h3: 'Nach dem Eingriff' },
        {
          p: 'Der Eingriff dauert etwa eine Stunde, meist in Vollnarkose, und Sie gehen am selben Tag oder nach einer Nacht nach Hause. Einige Tage tragen Sie ein stützendes Tape; bei einem Zugang im Mund essen Sie vorübergehend weiche Kost und halten sich an die Hinweise zur Mundhygiene. Die Schwellung geht innerhalb von zwei bis drei Wochen zurück. Der Preis ist ein Richtwert und umfasst Implantat, Narkose, Medikamente und Kontrollen.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: obvykle celková, případně místní se sedací',
            'Délka zákroku: přibližně 1 hodina',
            'Hospitalizace: ambulantně nebo 1 noc',
            'Fixační náplast: 5–7 dní',
            'Návrat do práce: po 5–7 dnech',
            'Strava: při řezu v ústech několik dní měkká strava',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: usually general, or local with sedation',
            'Duration: about 1 hour',
            'Hospital stay: same-day discharge or 1 night',
            'Supporting tape: 5–7 days',
            'Back to work: after 5–7 days',
            'Diet: soft food for a few days if the incision is inside the mouth',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: meist Vollnarkose, alternativ örtliche Betäubung mit Sedierung',
            'Dauer: etwa 1 Stunde',
            'Klinikaufenthalt: ambulant oder 1 Nacht',
            'Stütztape: 5–7 Tage',
            'Arbeitsfähigkeit: nach 5–7 Tagen',
            'Ernährung: bei Zugang im Mund einige Tage weiche Kost',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Zvětšení brady implantátem',
          en: 'Chin augmentation with implant',
          de: 'Kinnvergrößerung mit Implantat',
        },
        amount: 55000,
      },
    ],
    doctors: ['tomas-smysleny', 'petr-vzorovy'],
    combinations: ['rhinoplasty', 'liposuction', 'fillers'],
  },
  {
    key: 'lip-lift',
    category: 'face',
    sortOrder: 8,
    name: { cs: 'Lip lift – zvednutí horního rtu', en: 'Lip lift' },
    slug: { cs: 'zvednuti-horniho-rtu', en: 'lip-lift' },
    subtitle: {
      cs: 'Kratší horní ret a výraznější úsměv',
      en: 'A shorter upper lip and a more defined smile',
    },
    perex: {
      cs: 'Lip lift zkrátí vzdálenost mezi nosem a horním rtem a jemně vytočí ret navenek. Ret tak působí plnější a mladší – bez výplní a s dlouhodobým efektem.',
      en: 'A lip lift shortens the distance between the nose and the upper lip and gently turns the lip outwards, so it looks fuller and younger – without fillers and with a long-lasting effect.',
    },
    metaDesc: {
      cs: 'Lip lift v Praze: zkrácení horního rtu pro plnější a mladistvější rty bez výplní. Ambulantní zákrok v místním znecitlivění.',
      en: 'Lip lift in Prague: a shorter upper lip for fuller, more youthful lips without fillers. An outpatient procedure under local anaesthesia.',
    },
    content: {
      cs: [
        { h2: 'Co je lip lift' },
        {
          p: 'S věkem se prostor mezi nosem a horním rtem prodlužuje, ret se ztenčuje a při úsměvu je vidět méně horních zubů. Lip lift odstraní úzký proužek kůže přímo pod nosem ve tvaru „býčích rohů“ a ret tím zvedne. Červeň rtu se jemně vytočí ven, ret působí plnější a obličej mladší. Na rozdíl od výplní jde o dlouhodobé řešení, které není třeba opakovat.',
        },
        {
          p: 'Zákrok je vhodný pro klienty s dlouhým horním rtem, ať už vrozeným, nebo vzniklým s věkem. Naopak ho nedoporučujeme při krátkém rtu nebo tam, kde si přejete jen větší objem – v takovém případě je vhodnější výplň kyselinou hyaluronovou. Jizva leží na spodině nosu a po zhojení bývá dobře skrytá, v prvních měsících ji lze zakrýt make-upem.',
        },
        { h3: 'Po zákroku' },
        {
          p: 'Lip lift provádíme ambulantně v místním znecitlivění, trvá zhruba hodinu. Stehy odstraňujeme po pěti až sedmi dnech, otok rtu odezní během dvou týdnů. První dny je vhodné omezit výraznou mimiku a jíst spíše měkkou stravu. Cena je orientační, konečnou částku potvrdí lékař při konzultaci.',
        },
      ],
      en: [
        { h2: 'What is a lip lift?' },
        {
          p: 'With age, the space between the nose and the upper lip lengthens, the lip thins and less of the upper teeth shows when you smile. A lip lift removes a narrow, bullhorn-shaped strip of skin directly under the nose, raising the lip. The red part of the lip turns gently outwards, so the lip looks fuller and the face younger. Unlike fillers, it is a long-term solution that does not need repeating.',
        },
        {
          p: 'The procedure suits people with a long upper lip, whether natural or age-related. We do not recommend it for a short lip or if you simply want more volume – hyaluronic acid filler is the better choice there. The scar lies along the base of the nose and is usually well hidden once healed; during the first months it can be covered with make-up.',
        },
        { h3: 'After the procedure' },
        {
          p: 'We perform the lip lift as an outpatient procedure under local anaesthesia; it takes about an hour. Stitches are removed after five to seven days, and lip swelling settles within two weeks. For the first few days it is best to limit strong facial expressions and stick to soft food. The price is indicative; your doctor will confirm the final amount at the consultation.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: místní',
            'Délka zákroku: přibližně 1 hodina',
            'Hospitalizace: není nutná',
            'Stehy: odstranění po 5–7 dnech',
            'Návrat do práce: po 5–7 dnech',
            'Péče o jizvu: ochrana před sluncem alespoň 3 měsíce',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: local',
            'Duration: about 1 hour',
            'Hospital stay: not needed',
            'Stitches: removed after 5–7 days',
            'Back to work: after 5–7 days',
            'Scar care: protect from the sun for at least 3 months',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Lip lift – zvednutí horního rtu', en: 'Lip lift' },
        amount: 32000,
      },
    ],
    doctors: ['tomas-smysleny', 'eva-prikladna'],
    combinations: ['fillers', 'rhinoplasty', 'botox'],
  },
  {
    key: 'buccal-fat-removal',
    category: 'face',
    sortOrder: 9,
    name: {
      cs: 'Odstranění Bichatových tukových polštářů',
      en: 'Buccal fat removal',
      de: 'Wangenfettentfernung (Bichektomie)',
    },
    slug: { cs: 'odstraneni-bichatovych-polstaru', en: 'buccal-fat-removal', de: 'wangenfettentfernung' },
    subtitle: {
      cs: 'Jemnější kontura tváří a lícních kostí',
      en: 'A slimmer cheek contour and more defined cheekbones',
      de: 'Eine schlankere Wangenkontur und betonte Wangenknochen',
    },
    perex: {
      cs: 'Zmenšení Bichatových tukových polštářů zeštíhlí plné tváře a zvýrazní lícní kosti. Zákrok se provádí zevnitř úst, bez viditelných jizev.',
      en: 'Reducing the buccal fat pads slims full cheeks and accentuates the cheekbones. The procedure is performed from inside the mouth, leaving no visible scars.',
      de: 'Die Verkleinerung der Bichat-Fettpolster lässt volle Wangen schmaler wirken und betont die Wangenknochen. Der Eingriff erfolgt von der Mundinnenseite – ohne sichtbare Narben.',
    },
    metaDesc: {
      cs: 'Odstranění Bichatových polštářů v Praze: štíhlejší tváře a výraznější lícní kosti. Zákrok zevnitř úst bez viditelných jizev.',
      en: 'Buccal fat removal in Prague: slimmer cheeks and more defined cheekbones, performed from inside the mouth with no visible scars.',
      de: 'Wangenfettentfernung (Bichektomie) in Prag: schmalere Wangen, betonte Wangenknochen – Eingriff von innen, ohne sichtbare Narben.',
    },
    content: {
      cs: [
        { h2: 'Pro koho je zákrok vhodný' },
        {
          p: 'Bichatovy tukové polštáře jsou ohraničená tuková tělesa v hloubce tváří. U některých lidí jsou výrazná už od mládí a obličej pak působí kulatě i při štíhlé postavě – na tento tuk totiž dieta ani cvičení téměř nepůsobí. Částečné odstranění polštářů zvýrazní lícní kosti a přechod mezi tváří a čelistí.',
        },
        {
          p: 'Zákrok není vhodný pro každého. U štíhlého obličeje nebo u starších klientů může odebrání tuku v budoucnu přispět k propadlému vzhledu tváří. Proto lékař při konzultaci pečlivě posoudí tvar obličeje a množství tuku a odebírá jen přiměřený objem. Cílem je jemná změna kontury, ne vyhublý vzhled.',
        },
        { h3: 'Průběh a rekonvalescence' },
        {
          p: 'Přes malý řez na vnitřní straně tváře chirurg vyjme část tukového polštáře a ránu uzavře vstřebatelnými stehy. Výkon trvá přibližně 45 minut v místním znecitlivění a domů odcházíte tentýž den. Několik dní jíte měkkou stravu a vyplachujete ústa dezinfekčním roztokem. Otok odezní během dvou týdnů, konečný výsledek je vidět po třech až šesti měsících. Cena je orientační.',
        },
      ],
      en: [
        { h2: 'Who the procedure is for' },
        {
          p: 'The buccal fat pads are well-defined pockets of fat deep in the cheeks. In some people they are prominent from a young age, giving the face a round look even with a slim figure – diet and exercise have very little effect on this fat. Partial removal of the pads accentuates the cheekbones and the transition between cheek and jaw.',
        },
        {
          p: 'The procedure is not right for everyone. In a slim face, or in older patients, removing fat may later contribute to a hollow look in the cheeks. That is why the doctor carefully assesses the shape of your face and the amount of fat at the consultation and removes only a moderate volume. The aim is a subtle change in contour, not a gaunt appearance.',
        },
        { h3: 'The procedure and recovery' },
        {
          p: 'Through a small incision on the inside of the cheek, the surgeon removes part of the fat pad and closes the wound with dissolvable stitches. The procedure takes about 45 minutes under local anaesthesia and you go home the same day. For a few days you eat soft food and rinse your mouth with an antiseptic solution. Swelling settles within two weeks, and the final result is visible after three to six months. The price is indicative.',
        },
      ],
      de: [
        { h2: 'Für wen der Eingriff geeignet ist' },
        {
          p: 'Die Bichat-Fettpolster sind klar abgegrenzte Fettkörper tief in den Wangen. Bei manchen Menschen sind sie von Jugend an ausgeprägt, sodass das Gesicht selbst bei schlanker Figur rund wirkt – denn auf dieses Fett haben Diät und Sport kaum Einfluss. Durch die teilweise Entfernung der Polster treten die Wangenknochen und der Übergang von Wange zu Kiefer deutlicher hervor.',
        },
        {
          p: 'Der Eingriff ist nicht für jeden geeignet. Bei einem schmalen Gesicht oder bei älteren Patienten kann die Fettentfernung später zu eingefallenen Wangen beitragen. Deshalb beurteilt der Arzt im Beratungsgespräch sorgfältig Gesichtsform und Fettmenge und entfernt nur ein maßvolles Volumen. Ziel ist eine feine Konturveränderung, kein hageres Aussehen.',
        },
        { h3: 'Ablauf und Heilungsverlauf' },
        {
          p: 'Über einen kleinen Schnitt an der Wangeninnenseite entfernt der Chirurg einen Teil des Fettpolsters und verschließt die Wunde mit selbstauflösenden Fäden. Der Eingriff dauert etwa 45 Minuten in örtlicher Betäubung, und Sie gehen am selben Tag nach Hause. Einige Tage essen Sie weiche Kost und spülen den Mund mit einer antiseptischen Lösung. Die Schwellung klingt innerhalb von zwei Wochen ab, das endgültige Ergebnis zeigt sich nach drei bis sechs Monaten. Der Preis ist ein Richtwert.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: místní, na přání se sedací',
            'Délka zákroku: přibližně 45 minut',
            'Hospitalizace: není nutná',
            'Stehy: vstřebatelné, není třeba je odstraňovat',
            'Návrat do práce: po 3–5 dnech',
            'Strava: 5–7 dní měkká strava a výplachy úst po jídle',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: local, with sedation on request',
            'Duration: about 45 minutes',
            'Hospital stay: not needed',
            'Stitches: dissolvable, no removal needed',
            'Back to work: after 3–5 days',
            'Diet: soft food for 5–7 days and mouth rinses after meals',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Betäubung: örtlich, auf Wunsch mit Sedierung',
            'Dauer: etwa 45 Minuten',
            'Klinikaufenthalt: nicht nötig',
            'Fäden: selbstauflösend, kein Fädenziehen nötig',
            'Arbeitsfähigkeit: nach 3–5 Tagen',
            'Ernährung: 5–7 Tage weiche Kost und Mundspülungen nach dem Essen',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Odstranění Bichatových polštářů',
          en: 'Buccal fat removal',
          de: 'Wangenfettentfernung',
        },
        amount: 32000,
      },
    ],
    doctors: ['tomas-smysleny', 'martin-modelovy'],
    combinations: ['chin-augmentation', 'liposuction', 'fillers'],
  },
  {
    key: 'thread-lift',
    category: 'face',
    sortOrder: 10,
    name: { cs: 'Nitový lifting', en: 'Thread lift', de: 'Fadenlifting' },
    slug: { cs: 'nitovy-lifting', en: 'thread-lift', de: 'fadenlifting' },
    subtitle: {
      cs: 'Jemné vypnutí tváře bez skalpelu',
      en: 'A subtle facial lift without a scalpel',
      de: 'Eine sanfte Straffung des Gesichts ohne Skalpell',
    },
    perex: {
      cs: 'Nitový lifting jemně zvedne pokleslé tkáně tváří, linie čelisti nebo obočí pomocí vstřebatelných nití. Je vhodný při mírných známkách stárnutí a nevyžaduje dlouhou rekonvalescenci.',
      en: 'A thread lift gently raises sagging tissue of the cheeks, jawline or brows using dissolvable threads. It is suited to mild signs of ageing and needs no lengthy recovery.',
      de: 'Beim Fadenlifting werden abgesunkene Gewebe an Wangen, Kieferlinie oder Augenbrauen mit resorbierbaren Fäden sanft angehoben. Es eignet sich bei leichten Alterungszeichen und erfordert keine lange Erholungszeit.',
    },
    metaDesc: {
      cs: 'Nitový lifting v Praze: jemné zvednutí tváří a linie čelisti vstřebatelnými nitěmi, bez řezů a s krátkou rekonvalescencí.',
      en: 'Thread lift in Prague: a subtle lift of the cheeks and jawline with dissolvable threads, no incisions and a short recovery.',
      de: 'Fadenlifting in Prag: sanfte Anhebung von Wangen und Kieferlinie mit resorbierbaren Fäden, ohne Schnitte und mit kurzer Erholung.',
    },
    content: {
      cs: [
        { h2: 'Jak nitový lifting funguje' },
        {
          p: 'Lékař pomocí tenké kanyly zavede pod kůži speciální vstřebatelné nitě s drobnými zoubky, které zachytí pokleslé tkáně a posunou je výš. Nitě se během několika měsíců postupně vstřebají a v jejich okolí zároveň podpoří tvorbu kolagenu. Efekt obvykle vydrží dvanáct až osmnáct měsíců, podle kvality kůže a typu nití.',
        },
        {
          p: 'Zákrok je vhodný pro klienty přibližně mezi 35 a 55 lety s mírným poklesem tváří, počínajícím povolením linie čelisti nebo pokleslým koncem obočí. Výrazný přebytek kůže ani hluboké vrásky nitě nevyřeší – v takovém případě je vhodnější facelift. Při konzultaci vám lékař otevřeně řekne, co můžete od nitového liftingu čekat.',
        },
        { h3: 'Po zákroku' },
        {
          p: 'Ošetření trvá přibližně 45 až 60 minut v místním znecitlivění a domů odcházíte ihned poté. Několik dní může být patrný otok, drobné modřiny nebo nerovnosti kůže, které samy vymizí. Dva až tři týdny se vyhněte masážím obličeje, výrazné mimice, sauně a zubním zákrokům. Cena je orientační a závisí na počtu nití.',
        },
      ],
      en: [
        { h2: 'How a thread lift works' },
        {
          p: 'Using a fine cannula, the doctor places special dissolvable threads with tiny barbs under the skin. The barbs hold the sagging tissue and lift it into a higher position. Over several months the threads gradually dissolve, while also stimulating collagen production around them. The effect usually lasts twelve to eighteen months, depending on skin quality and the type of thread.',
        },
        {
          p: 'The treatment suits people roughly between 35 and 55 with mild sagging of the cheeks, an early softening of the jawline or a drooping tail of the brow. Threads cannot correct significant excess skin or deep wrinkles – in that case a facelift is the better option. At your consultation the doctor will tell you honestly what a thread lift can and cannot achieve for you.',
        },
        { h3: 'After the treatment' },
        {
          p: 'The treatment takes about 45 to 60 minutes under local anaesthesia and you go home straight afterwards. For a few days there may be swelling, small bruises or slight unevenness of the skin, all of which resolve on their own. For two to three weeks avoid facial massage, exaggerated facial expressions, saunas and dental treatment. The price is indicative and depends on the number of threads.',
        },
      ],
      de: [
        { h2: 'So funktioniert das Fadenlifting' },
        {
          p: 'Mit einer feinen Kanüle führt der Arzt spezielle resorbierbare Fäden mit winzigen Widerhaken unter die Haut ein. Sie greifen das abgesunkene Gewebe und heben es in eine höhere Position. Im Laufe einiger Monate lösen sich die Fäden auf und regen dabei die Kollagenbildung in ihrer Umgebung an. Der Effekt hält je nach Hautqualität und Fadentyp in der Regel zwölf bis achtzehn Monate.',
        },
        {
          p: 'Die Behandlung eignet sich für Menschen etwa zwischen 35 und 55 Jahren mit leicht abgesunkenen Wangen, einer beginnend weicheren Kieferlinie oder einem abfallenden Augenbrauenende. Einen deutlichen Hautüberschuss oder tiefe Falten können Fäden nicht beheben – hier ist ein Facelift die bessere Wahl. Im Beratungsgespräch sagt Ihnen der Arzt offen, was Sie vom Fadenlifting erwarten können.',
        },
        { h3: 'Nach der Behandlung' },
        {
          p: 'Die Behandlung dauert etwa 45 bis 60 Minuten in örtlicher Betäubung, danach können Sie direkt nach Hause gehen. Einige Tage lang können Schwellungen, kleine Blutergüsse oder leichte Unebenheiten der Haut auftreten, die von selbst verschwinden. Zwei bis drei Wochen sollten Sie auf Gesichtsmassagen, ausgeprägte Mimik, Saunagänge und Zahnbehandlungen verzichten. Der Preis ist ein Richtwert und richtet sich nach der Anzahl der Fäden.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: místní',
            'Délka zákroku: 45–60 minut',
            'Hospitalizace: není nutná',
            'Návrat do práce: obvykle následující den, nejpozději po 3 dnech',
            'Omezení: 2–3 týdny bez masáží obličeje, sauny a širokého otevírání úst',
            'Trvání efektu: zpravidla 12–18 měsíců',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: local',
            'Duration: 45–60 minutes',
            'Hospital stay: not needed',
            'Back to work: usually the next day, at the latest after 3 days',
            'Restrictions: 2–3 weeks without facial massage, sauna or opening the mouth wide',
            'Duration of effect: usually 12–18 months',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Betäubung: örtlich',
            'Dauer: 45–60 Minuten',
            'Klinikaufenthalt: nicht nötig',
            'Arbeitsfähigkeit: meist am nächsten Tag, spätestens nach 3 Tagen',
            'Einschränkungen: 2–3 Wochen keine Gesichtsmassage, keine Sauna, den Mund nicht weit öffnen',
            'Wirkdauer: in der Regel 12–18 Monate',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Nitový lifting – obočí', en: 'Thread lift – brows', de: 'Fadenlifting – Augenbrauen' },
        amount: 20000,
      },
      {
        name: {
          cs: 'Nitový lifting – střední a dolní část obličeje',
          en: 'Thread lift – mid and lower face',
          de: 'Fadenlifting – Mittel- und Untergesicht',
        },
        amount: 35000,
      },
    ],
    doctors: ['martin-modelovy', 'tomas-smysleny'],
    combinations: ['botox', 'fillers', 'prp'],
  },
  // ───────────────────────────── INTIMATE ─────────────────────────────
  {
    key: 'labiaplasty',
    category: 'intimate',
    sortOrder: 1,
    name: {
      cs: 'Labioplastika – zmenšení malých stydkých pysků',
      en: 'Labiaplasty',
      de: 'Schamlippenkorrektur',
    },
    slug: { cs: 'labioplastika', en: 'labiaplasty', de: 'schamlippenkorrektur' },
    subtitle: {
      cs: 'Diskrétní zákrok pro větší pohodlí i sebejistotu',
      en: 'A discreet procedure for greater comfort and confidence',
      de: 'Ein diskreter Eingriff für mehr Wohlbefinden und Selbstsicherheit',
    },
    perex: {
      cs: 'Labioplastika zmenší nebo souměrně upraví malé stydké pysky, které působí nepohodlí při sportu, v těsném oblečení nebo v intimním životě. Zákrok provádíme citlivě a s naprostou diskrétností.',
      en: 'Labiaplasty reduces or reshapes the inner labia when they cause discomfort during sport, in tight clothing or during intimacy. We carry out the procedure with sensitivity and complete discretion.',
      de: 'Bei der Schamlippenkorrektur (Labioplastik) werden die inneren Schamlippen verkleinert oder symmetrisch geformt, wenn sie beim Sport, in enger Kleidung oder beim Intimleben stören. Wir führen den Eingriff einfühlsam und mit größter Diskretion durch.',
    },
    metaDesc: {
      cs: 'Labioplastika v Praze: zmenšení a úprava malých stydkých pysků s citlivým přístupem a diskrétností. Krátký ambulantní zákrok.',
      en: 'Labiaplasty in Prague: reduction and reshaping of the inner labia with a sensitive, discreet approach. A short outpatient procedure.',
      de: 'Schamlippenkorrektur (Labioplastik) in Prag: Verkleinerung der inneren Schamlippen – einfühlsam, diskret und ambulant.',
    },
    content: {
      cs: [
        { h2: 'Kdy labioplastiku zvážit' },
        {
          p: 'Tvar a velikost malých stydkých pysků jsou u každé ženy jiné a většina variant je zcela normální. Pokud však přesahující nebo nesouměrné pysky způsobují tření a podráždění při jízdě na kole, běhu či v těsném prádle, bolest při pohlavním styku, nebo vás trápí esteticky, může labioplastika přinést úlevu. Zákrok je určen dospělým ženám s ukončeným vývojem.',
        },
        {
          p: 'Chirurg odstraní přebytečnou tkáň tak, aby okraj pysků zůstal přirozený a souměrný. Používáme jemné vstřebatelné stehy, které není třeba odstraňovat. Rozhovor i vyšetření probíhají v klidném prostředí a s respektem k vašemu soukromí; při konzultaci s vámi lékař nebo lékařka proberou, jaký výsledek je pro vás vhodný.',
        },
        { h3: 'Po zákroku' },
        {
          p: 'Výkon trvá zhruba 45 až 60 minut v místním znecitlivění, na přání v krátké celkové anestezii, a domů odcházíte tentýž den. Otok odezní během dvou týdnů. Šest týdnů se vyhněte pohlavnímu styku, tamponům, koupání ve vaně či bazénu a jízdě na kole. Uvedená cena je orientační a zahrnuje zákrok, léky i kontroly.',
        },
      ],
      en: [
        { h2: 'When to consider labiaplasty' },
        {
          p: 'The shape and size of the inner labia differ from woman to woman, and most variations are entirely normal. However, if protruding or asymmetrical labia cause chafing and irritation when cycling, running or wearing tight underwear, pain during intercourse, or simply bother you aesthetically, labiaplasty can bring relief. The procedure is intended for adult women whose development is complete.',
        },
        {
          p: 'The surgeon removes the excess tissue so that the edge of the labia remains natural and symmetrical. We use fine dissolvable stitches that do not need to be removed. Every conversation and examination takes place in a calm setting, with full respect for your privacy; at the consultation your doctor will discuss with you which result is right for you.',
        },
        { h3: 'After the procedure' },
        {
          p: 'The procedure takes around 45 to 60 minutes under local anaesthesia, or under a short general anaesthetic if you prefer, and you go home the same day. Swelling settles within two weeks. For six weeks avoid intercourse, tampons, baths, swimming pools and cycling. The price shown is indicative and includes the procedure, medication and check-ups.',
        },
      ],
      de: [
        { h2: 'Wann eine Schamlippenkorrektur sinnvoll ist' },
        {
          p: 'Form und Größe der inneren Schamlippen sind bei jeder Frau anders, und die meisten Varianten sind völlig normal. Verursachen überstehende oder asymmetrische Schamlippen jedoch Reibung und Reizungen beim Radfahren, Laufen oder in enger Unterwäsche, Schmerzen beim Geschlechtsverkehr oder empfinden Sie sie als ästhetisch störend, kann eine Labioplastik Erleichterung bringen. Der Eingriff richtet sich an erwachsene Frauen nach abgeschlossener Entwicklung.',
        },
        {
          p: 'Das überschüssige Gewebe wird so entfernt, dass der Rand der Schamlippen natürlich und symmetrisch bleibt. Wir verwenden feine, selbstauflösende Fäden, die nicht gezogen werden müssen. Gespräch und Untersuchung finden in ruhiger Atmosphäre und unter voller Wahrung Ihrer Privatsphäre statt; im Beratungsgespräch besprechen wir gemeinsam, welches Ergebnis für Sie passend ist.',
        },
        { h3: 'Nach dem Eingriff' },
        {
          p: 'Der Eingriff dauert etwa 45 bis 60 Minuten in örtlicher Betäubung, auf Wunsch in kurzer Vollnarkose, und Sie gehen am selben Tag nach Hause. Die Schwellung klingt innerhalb von zwei Wochen ab. Sechs Wochen lang sollten Sie auf Geschlechtsverkehr, Tampons, Vollbäder, Schwimmbadbesuche und Radfahren verzichten. Der angegebene Preis ist ein Richtwert und umfasst Eingriff, Medikamente und Kontrollen.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: místní, na přání krátká celková',
            'Délka zákroku: 45–60 minut',
            'Hospitalizace: není nutná',
            'Stehy: vstřebatelné',
            'Návrat do práce: po 3–5 dnech',
            'Pohlavní styk, tampony, koupání a cyklistika: až po 6 týdnech',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: local, or a short general anaesthetic on request',
            'Duration: 45–60 minutes',
            'Hospital stay: not needed',
            'Stitches: dissolvable',
            'Back to work: after 3–5 days',
            'Intercourse, tampons, bathing and cycling: after 6 weeks',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Betäubung: örtlich, auf Wunsch kurze Vollnarkose',
            'Dauer: 45–60 Minuten',
            'Klinikaufenthalt: nicht nötig',
            'Fäden: selbstauflösend',
            'Arbeitsfähigkeit: nach 3–5 Tagen',
            'Geschlechtsverkehr, Tampons, Baden und Radfahren: erst nach 6 Wochen',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Labioplastika', en: 'Labiaplasty', de: 'Labioplastik' },
        amount: 30000,
      },
    ],
    doctors: ['eva-prikladna', 'jana-ukazkova'],
    combinations: ['clitoral-hood-reduction'],
  },
  {
    key: 'clitoral-hood-reduction',
    category: 'intimate',
    sortOrder: 2,
    name: { cs: 'Zmenšení kapuce klitorisu', en: 'Clitoral hood reduction' },
    slug: { cs: 'zmenseni-kapuce-klitorisu', en: 'clitoral-hood-reduction' },
    subtitle: {
      cs: 'Šetrná úprava kožní řasy kolem klitorisu',
      en: 'A gentle refinement of the clitoral hood',
    },
    perex: {
      cs: 'Zmenšení kapuce klitorisu odstraní přebytečnou kůži kolem klitorisu, která může působit nepohodlí nebo nepoměr vůči okolí. Zákrok se často provádí spolu s labioplastikou.',
      en: 'Clitoral hood reduction removes excess skin around the clitoris that may cause discomfort or look out of proportion. It is often performed together with labiaplasty.',
    },
    metaDesc: {
      cs: 'Zmenšení kapuce klitorisu v Praze: šetrná úprava přebytečné kůže, často spolu s labioplastikou. Diskrétní ambulantní zákrok.',
      en: 'Clitoral hood reduction in Prague: gentle removal of excess skin, often combined with labiaplasty. A discreet outpatient procedure.',
    },
    content: {
      cs: [
        { h2: 'O zákroku' },
        {
          p: 'Kapuce klitorisu je kožní řasa, která klitoris kryje a chrání. U některých žen je výrazná nebo zdvojená a může vytvářet dojem nadbytečné tkáně, zvláště po zmenšení malých stydkých pysků, kdy nepoměr více vynikne. Šetrnou redukcí přebytečné kůže dosáhne chirurg vyváženějšího vzhledu celé oblasti a postupuje přitom s ohledem na zachování citlivosti.',
        },
        {
          p: 'Zákrok se provádí v místním znecitlivění a trvá přibližně třicet až čtyřicet pět minut. Nejčastěji ho spojujeme s labioplastikou, protože obě části na sebe plynule navazují a výsledek tak působí přirozeně. Vhodný postup s vámi citlivě a diskrétně probere lékař při konzultaci.',
        },
        { h3: 'Po zákroku' },
        {
          p: 'Domů odcházíte tentýž den. Stehy jsou vstřebatelné, otok ustupuje během jednoho až dvou týdnů. Šest týdnů se vyhněte pohlavnímu styku, koupání ve vaně či bazénu a jízdě na kole. První dny je příjemnější volné bavlněné prádlo. Uvedené ceny jsou orientační; konečnou cenu potvrdí lékař při konzultaci.',
        },
      ],
      en: [
        { h2: 'About the procedure' },
        {
          p: 'The clitoral hood is a fold of skin that covers and protects the clitoris. In some women it is prominent or doubled and can give the impression of excess tissue, especially after a reduction of the inner labia, when the imbalance becomes more noticeable. By gently reducing the excess skin, the surgeon achieves a more balanced appearance of the whole area, taking care to preserve sensitivity.',
        },
        {
          p: 'The procedure is performed under local anaesthesia and takes around thirty to forty-five minutes. We most often combine it with labiaplasty, as the two areas blend into each other and the result then looks natural. Your doctor will discuss the right approach with you sensitively and discreetly at the consultation.',
        },
        { h3: 'After the procedure' },
        {
          p: 'You go home the same day. The stitches are dissolvable and swelling settles within one to two weeks. For six weeks avoid intercourse, baths, swimming pools and cycling. Loose cotton underwear is more comfortable for the first few days. The prices shown are indicative; your doctor will confirm the final price at the consultation.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: místní',
            'Délka zákroku: 30–45 minut',
            'Hospitalizace: není nutná',
            'Stehy: vstřebatelné',
            'Návrat do práce: po 2–3 dnech',
            'Pohlavní styk, koupání a cyklistika: až po 6 týdnech',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: local',
            'Duration: 30–45 minutes',
            'Hospital stay: not needed',
            'Stitches: dissolvable',
            'Back to work: after 2–3 days',
            'Intercourse, bathing and cycling: after 6 weeks',
          ],
        },
      ],
    },
    prices: [
      {
        name: { cs: 'Zmenšení kapuce klitorisu', en: 'Clitoral hood reduction' },
        amount: 20000,
      },
      {
        name: {
          cs: 'Zmenšení kapuce klitorisu s labioplastikou',
          en: 'Clitoral hood reduction with labiaplasty',
        },
        amount: 40000,
      },
    ],
    doctors: ['eva-prikladna', 'jana-ukazkova'],
    combinations: ['labiaplasty'],
  },
  // ───────────────────────────── COMBINATION ─────────────────────────────
  {
    key: 'mommy-makeover',
    category: 'combination',
    sortOrder: 1,
    name: {
      cs: 'Mommy makeover – obnova postavy po těhotenství',
      en: 'Mommy makeover',
      de: 'Mommy Makeover',
    },
    slug: { cs: 'mommy-makeover', en: 'mommy-makeover', de: 'mommy-makeover' },
    subtitle: {
      cs: 'Prsa a břicho v jedné operaci, s jednou rekonvalescencí',
      en: 'Breasts and abdomen in one operation, with one recovery',
      de: 'Brust und Bauch in einer Operation – mit nur einer Erholungsphase',
    },
    perex: {
      cs: 'Mommy makeover spojuje úpravu prsou s plastikou břicha a případně liposukcí. Je určen ženám, které mají uzavřené plánování rodiny a chtějí postavě po těhotenství a kojení vrátit pevnost.',
      en: 'A mommy makeover combines breast surgery with a tummy tuck and, where needed, liposuction. It is designed for women who have completed their family and want to restore firmness to their figure after pregnancy and breastfeeding.',
      de: 'Das Mommy Makeover verbindet eine Brustoperation mit einer Bauchdeckenstraffung und bei Bedarf einer Fettabsaugung. Es richtet sich an Frauen mit abgeschlossener Familienplanung, die ihrer Figur nach Schwangerschaft und Stillzeit wieder Festigkeit geben möchten.',
    },
    metaDesc: {
      cs: 'Mommy makeover v Praze: úprava prsou, plastika břicha a liposukce v jedné operaci. All-inclusive balíček pro ženy po těhotenství.',
      en: 'Mommy makeover in Prague: breast surgery, tummy tuck and liposuction in one operation. An all-inclusive package after pregnancy.',
      de: 'Mommy Makeover in Prag: Brustoperation, Bauchdeckenstraffung und Fettabsaugung in einem Eingriff. All-inclusive-Paket nach der Schwangerschaft.',
    },
    content: {
      cs: [
        { h2: 'Co mommy makeover zahrnuje' },
        {
          p: 'Těhotenství a kojení se na postavě často podepíšou: prsa ztratí objem a poklesnou, kůže na břiše zůstane povolená a břišní svaly se mohou rozestoupit. Mommy makeover řeší tyto změny najednou. Obvykle zahrnuje zvětšení nebo zvednutí prsou, abdominoplastiku se sešitím břišních svalů a liposukci boků či pasu. Konkrétní kombinaci sestaví chirurg podle vaší postavy.',
        },
        {
          p: 'Spojení výkonů znamená jednu anestezii, jeden pobyt na klinice a jednu rekonvalescenci. Operace je ale rozsáhlejší, a proto ji provádíme jen u zdravých žen s ustálenou hmotností, nejdříve šest měsíců po ukončení kojení. Další těhotenství by výsledek mohlo změnit, proto doporučujeme výkon až po uzavření plánování rodiny.',
        },
        { h3: 'Rekonvalescence' },
        {
          p: 'Na klinice zůstáváte dvě až tři noci. Kompresní prádlo a podprsenku nosíte šest až osm týdnů, první dny chodíte mírně předkloněná. Počítejte s tím, že první dva týdny budete potřebovat pomoc s dětmi a domácností. Do práce se většina žen vrací po třech až čtyřech týdnech. Orientační cena balíčku zahrnuje implantáty, anestezii, hospitalizaci, kompresní prádlo, léky i kontroly.',
        },
      ],
      en: [
        { h2: 'What a mommy makeover includes' },
        {
          p: 'Pregnancy and breastfeeding often leave their mark: the breasts lose volume and drop, the skin on the abdomen stays loose and the abdominal muscles may separate. A mommy makeover addresses these changes together. It usually includes a breast augmentation or lift, a tummy tuck with repair of the abdominal muscles and liposuction of the hips or waist. Your surgeon will put together the right combination for your body.',
        },
        {
          p: 'Combining procedures means one anaesthetic, one stay at the clinic and one recovery period. It is, however, a more extensive operation, so we only perform it on healthy women with a stable weight, at least six months after they have finished breastfeeding. A further pregnancy could change the result, which is why we recommend the procedure once your family is complete.',
        },
        { h3: 'Recovery' },
        {
          p: 'You stay at the clinic for two to three nights. You wear a compression garment and bra for six to eight weeks and walk slightly bent forward for the first few days. Expect to need help with the children and the household for the first two weeks. Most women return to work after three to four weeks. The indicative package price includes implants, anaesthesia, hospital stay, compression garments, medication and check-ups.',
        },
      ],
      de: [
        { h2: 'Was ein Mommy Makeover umfasst' },
        {
          p: 'Schwangerschaft und Stillzeit hinterlassen häufig Spuren: Die Brust verliert an Volumen und sinkt ab, die Bauchhaut bleibt schlaff, und die Bauchmuskeln können auseinanderweichen. Das Mommy Makeover behandelt diese Veränderungen in einem Schritt. Meist umfasst es eine Brustvergrößerung oder -straffung, eine Bauchdeckenstraffung mit Vernähen der Bauchmuskulatur sowie eine Fettabsaugung an Hüften oder Taille. Die passende Kombination stellt der Chirurg individuell für Sie zusammen.',
        },
        {
          p: 'Die Kombination bedeutet eine Narkose, einen Klinikaufenthalt und eine Erholungsphase. Da der Eingriff jedoch umfangreicher ist, führen wir ihn nur bei gesunden Frauen mit stabilem Gewicht und frühestens sechs Monate nach dem Abstillen durch. Eine weitere Schwangerschaft kann das Ergebnis verändern – wir empfehlen den Eingriff daher nach abgeschlossener Familienplanung.',
        },
        { h3: 'Heilungsverlauf' },
        {
          p: 'Sie bleiben zwei bis drei Nächte in der Klinik. Kompressionswäsche und Kompressions-BH tragen Sie sechs bis acht Wochen; in den ersten Tagen gehen Sie leicht vornübergebeugt. Planen Sie für die ersten zwei Wochen Unterstützung bei Kinderbetreuung und Haushalt ein. Die meisten Frauen kehren nach drei bis vier Wochen an den Arbeitsplatz zurück. Der Richtpreis des Pakets umfasst Implantate, Narkose, Klinikaufenthalt, Kompressionswäsche, Medikamente und Kontrollen.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková',
            'Délka operace: 4–5 hodin',
            'Hospitalizace: 2–3 noci',
            'Kompresní prádlo a podprsenka: 6–8 týdnů',
            'Návrat do práce: po 3–4 týdnech, sport po 8–12 týdnech',
            'Pomoc doma: s dětmi a domácností alespoň první 2 týdny',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general',
            'Duration: 4–5 hours',
            'Hospital stay: 2–3 nights',
            'Compression garment and bra: 6–8 weeks',
            'Back to work: after 3–4 weeks; sport after 8–12 weeks',
            'Help at home: with children and the household for at least the first 2 weeks',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose',
            'Dauer: 4–5 Stunden',
            'Klinikaufenthalt: 2–3 Nächte',
            'Kompressionswäsche und Kompressions-BH: 6–8 Wochen',
            'Arbeitsfähigkeit: nach 3–4 Wochen; Sport nach 8–12 Wochen',
            'Hilfe zu Hause: bei Kindern und Haushalt mindestens in den ersten 2 Wochen',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Zvětšení prsou a abdominoplastika',
          en: 'Breast augmentation and tummy tuck',
          de: 'Brustvergrößerung und Bauchdeckenstraffung',
        },
        amount: 195000,
      },
      {
        name: {
          cs: 'Zvednutí prsou s implantáty, abdominoplastika a liposukce',
          en: 'Breast lift with implants, tummy tuck and liposuction',
          de: 'Bruststraffung mit Implantaten, Bauchdeckenstraffung und Fettabsaugung',
        },
        amount: 240000,
      },
    ],
    doctors: ['petr-vzorovy', 'martin-modelovy', 'jana-ukazkova'],
    combinations: ['abdominoplasty', 'breast-lift-with-implants', 'diastasis-recti'],
  },
  {
    key: 'augmentation-liposuction',
    category: 'combination',
    sortOrder: 2,
    name: {
      cs: 'Zvětšení prsou a liposukce',
      en: 'Breast augmentation and liposuction',
      de: 'Brustvergrößerung und Fettabsaugung',
    },
    slug: {
      cs: 'zvetseni-prsou-a-liposukce',
      en: 'breast-augmentation-and-liposuction',
      de: 'brustvergrosserung-und-fettabsaugung',
    },
    subtitle: {
      cs: 'Plnější poprsí a štíhlejší kontury najednou',
      en: 'A fuller bust and slimmer contours at the same time',
      de: 'Mehr Fülle an der Brust und schlankere Konturen zugleich',
    },
    perex: {
      cs: 'Kombinace zvětšení prsou a liposukce dodá poprsí objem a zároveň zeštíhlí problematické partie, jako jsou břicho, boky nebo stehna. Obojí provedeme v jedné anestezii.',
      en: 'Combining breast augmentation with liposuction adds volume to the bust while slimming problem areas such as the abdomen, hips or thighs – all under one anaesthetic.',
      de: 'Die Kombination aus Brustvergrößerung und Fettabsaugung verleiht der Brust mehr Volumen und formt gleichzeitig Problemzonen wie Bauch, Hüften oder Oberschenkel – in einer einzigen Narkose.',
    },
    metaDesc: {
      cs: 'Zvětšení prsou a liposukce v Praze: plnější poprsí a štíhlejší partie v jedné operaci. Balíček včetně hospitalizace a kompresního prádla.',
      en: 'Breast augmentation and liposuction in Prague: a fuller bust and slimmer contours in one operation. Package includes stay and garments.',
      de: 'Brustvergrößerung und Fettabsaugung in Prag: mehr Fülle und schlankere Konturen in einer Operation. Paket inkl. Aufenthalt und Wäsche.',
    },
    content: {
      cs: [
        { h2: 'Proč spojit augmentaci s liposukcí' },
        {
          p: 'Mnoho žen si přeje větší poprsí a zároveň je trápí tukové polštáře, které neustupují ani při zdravé stravě a pravidelném pohybu – typicky na břiše, bocích, stehnech nebo pod bradou. Spojení obou výkonů zvýrazní křivky postavy: prsa získají objem a pas či boky se zúží. Jedna anestezie a jedna rekonvalescence šetří váš čas i organismus.',
        },
        {
          p: 'Liposukce není metoda hubnutí, ale modelace postavy. Nejlepší výsledky přináší u klientek s přiměřenou hmotností a pevnou kůží. Při konzultaci lékař vybere implantáty a zároveň určí partie a rozsah liposukce tak, aby délka operace zůstala v bezpečných mezích. Pokud je odsátého tuku dost, lze jeho část případně využít k jemnému dotvarování prsou.',
        },
        { h3: 'Rekonvalescence' },
        {
          p: 'Na klinice zůstáváte jednu až dvě noci. Kompresní podprsenku a kompresní prádlo na ošetřené partie nosíte šest týdnů. Modřiny po liposukci ustupují během dvou až tří týdnů, do kanceláře se obvykle vracíte po dvou týdnech. Orientační cena zahrnuje implantáty, anestezii, hospitalizaci, kompresní prádlo, léky i kontroly; rozsah liposukce může cenu ovlivnit.',
        },
      ],
      en: [
        { h2: 'Why combine augmentation and liposuction' },
        {
          p: 'Many women would like a fuller bust and are also bothered by pockets of fat that persist despite a healthy diet and regular exercise – typically on the abdomen, hips, thighs or under the chin. Combining both procedures accentuates the curves of the figure: the breasts gain volume while the waist or hips become slimmer. One anaesthetic and one recovery period are kinder to both your schedule and your body.',
        },
        {
          p: 'Liposuction is not a weight-loss method but a way of contouring the body. It gives the best results in patients with a healthy weight and good skin elasticity. At your consultation the surgeon will select the implants and define the areas and extent of liposuction so that the operation stays within a safe length. If enough fat is removed, some of it can be used to refine the shape of the breasts.',
        },
        { h3: 'Recovery' },
        {
          p: 'You stay at the clinic for one or two nights. You wear a compression bra, and compression garments on the treated areas, for six weeks. Bruising from liposuction fades over two to three weeks, and most patients return to office work after two weeks. The indicative price includes implants, anaesthesia, hospital stay, compression garments, medication and check-ups; the extent of liposuction may affect the price.',
        },
      ],
      de: [
        { h2: 'Warum Brustvergrößerung und Fettabsaugung kombinieren' },
        {
          p: 'Viele Frauen wünschen sich eine vollere Brust und stören sich zugleich an Fettpolstern, die trotz gesunder Ernährung und regelmäßiger Bewegung bleiben – typischerweise an Bauch, Hüften, Oberschenkeln oder unter dem Kinn. Die Kombination beider Eingriffe betont die Kurven der Figur: Die Brust gewinnt an Volumen, Taille oder Hüften werden schlanker. Eine Narkose und eine Erholungsphase schonen Ihren Körper und Ihren Terminkalender.',
        },
        {
          p: 'Eine Fettabsaugung ist keine Methode zum Abnehmen, sondern zur Körperformung. Die besten Ergebnisse erzielt sie bei normalem Gewicht und guter Hautelastizität. Im Beratungsgespräch wählt der Chirurg die Implantate aus und legt Areale und Umfang der Fettabsaugung so fest, dass die Operationsdauer in einem sicheren Rahmen bleibt. Fällt genügend Fett an, kann ein Teil davon zur feinen Formung der Brust verwendet werden.',
        },
        { h3: 'Heilungsverlauf' },
        {
          p: 'Sie bleiben ein bis zwei Nächte in der Klinik. Einen Kompressions-BH und Kompressionswäsche für die behandelten Areale tragen Sie sechs Wochen. Blutergüsse nach der Fettabsaugung klingen innerhalb von zwei bis drei Wochen ab; an den Schreibtisch kehren die meisten Patientinnen nach zwei Wochen zurück. Der Richtpreis umfasst Implantate, Narkose, Klinikaufenthalt, Kompressionswäsche, Medikamente und Kontrollen; der Umfang der Fettabsaugung kann den Preis beeinflussen.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková',
            'Délka operace: 2,5–3,5 hodiny',
            'Hospitalizace: 1–2 noci',
            'Kompresní podprsenka a prádlo: 6 týdnů',
            'Návrat do práce: přibližně po 2 týdnech, sport po 6 týdnech',
            'Kontroly: po týdnu, po 6 týdnech a po 6 měsících',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general',
            'Duration: 2.5–3.5 hours',
            'Hospital stay: 1–2 nights',
            'Compression bra and garments: 6 weeks',
            'Back to work: after about 2 weeks; sport after 6 weeks',
            'Follow-up: after 1 week, 6 weeks and 6 months',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose',
            'Dauer: 2,5–3,5 Stunden',
            'Klinikaufenthalt: 1–2 Nächte',
            'Kompressions-BH und Kompressionswäsche: 6 Wochen',
            'Arbeitsfähigkeit: nach etwa 2 Wochen; Sport nach 6 Wochen',
            'Nachkontrollen: nach 1 Woche, 6 Wochen und 6 Monaten',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Zvětšení prsou a liposukce jedné partie',
          en: 'Breast augmentation and liposuction of one area',
          de: 'Brustvergrößerung und Fettabsaugung einer Zone',
        },
        amount: 135000,
      },
      {
        name: {
          cs: 'Zvětšení prsou a liposukce dvou partií',
          en: 'Breast augmentation and liposuction of two areas',
          de: 'Brustvergrößerung und Fettabsaugung von zwei Zonen',
        },
        amount: 155000,
      },
    ],
    doctors: ['petr-vzorovy', 'martin-modelovy'],
    combinations: ['breast-augmentation', 'liposuction', 'fat-transfer'],
  },
  {
    key: 'abdominoplasty-liposuction',
    category: 'combination',
    sortOrder: 3,
    name: {
      cs: 'Abdominoplastika a liposukce',
      en: 'Tummy tuck and liposuction',
      de: 'Bauchdeckenstraffung und Fettabsaugung',
    },
    slug: {
      cs: 'abdominoplastika-a-liposukce',
      en: 'abdominoplasty-and-liposuction',
      de: 'bauchdeckenstraffung-und-fettabsaugung',
    },
    subtitle: {
      cs: 'Pevné břicho a vymodelovaný pas',
      en: 'A firm abdomen and a sculpted waist',
      de: 'Ein straffer Bauch und eine modellierte Taille',
    },
    perex: {
      cs: 'Plastika břicha odstraní povolenou kůži a zpevní břišní stěnu, liposukce pak dotvaruje pas, boky nebo záda. Výsledkem je plošší břicho a harmoničtější linie trupu.',
      en: 'A tummy tuck removes loose skin and tightens the abdominal wall, while liposuction refines the waist, hips or back. The result is a flatter abdomen and a more harmonious silhouette.',
      de: 'Die Bauchdeckenstraffung entfernt erschlaffte Haut und festigt die Bauchwand, die Fettabsaugung formt anschließend Taille, Hüften oder Rücken. Das Ergebnis ist ein flacherer Bauch und eine harmonischere Silhouette.',
    },
    metaDesc: {
      cs: 'Abdominoplastika a liposukce v Praze: pevné břicho a vymodelovaný pas v jedné operaci. All-inclusive balíček včetně kompresního prádla.',
      en: 'Tummy tuck and liposuction in Prague: a firm abdomen and a sculpted waist in one operation. All-inclusive package with compression garments.',
      de: 'Bauchdeckenstraffung und Fettabsaugung in Prag: straffer Bauch und modellierte Taille in einer Operation. All-inclusive-Paket.',
    },
    content: {
      cs: [
        { h2: 'Pro koho je kombinace vhodná' },
        {
          p: 'Po těhotenství nebo po výrazném zhubnutí zůstává na břiše často převis kůže, strie pod pupkem a oslabená břišní stěna. Samotná abdominoplastika tyto změny řeší, tukové polštáře na bocích, v pase nebo na zádech ale zůstanou. Kombinace s liposukcí umožní vytvarovat celý trup najednou, takže přechod mezi břichem a boky působí plynule a přirozeně.',
        },
        {
          p: 'Při operaci chirurg odstraní přebytečnou kůži a tuk mezi pupkem a podbřiškem, sešije rozestouplé břišní svaly a vytvoří pupku nové místo. Jizva leží nízko v podbřišku, aby ji zakrylo spodní prádlo či plavky. Liposukcí pak odsaje tuk z dalších partií. Výkon je vhodný pro klienty s ustálenou hmotností, kteří nekouří nebo jsou ochotni kouření na čas přerušit.',
        },
        { h3: 'Rekonvalescence' },
        {
          p: 'Na klinice zůstáváte dvě až tři noci. Kompresní prádlo nosíte šest až osm týdnů, první dny chodíte mírně předkloněni, aby se rána nenapínala. Lehkou kancelářskou práci zvládnete zhruba po třech týdnech, posilování břicha až po třech měsících. Orientační cena balíčku zahrnuje anestezii, hospitalizaci, kompresní prádlo, léky i pooperační kontroly.',
        },
      ],
      en: [
        { h2: 'Who the combination is for' },
        {
          p: 'After pregnancy or major weight loss, the abdomen is often left with overhanging skin, stretch marks below the navel and a weakened abdominal wall. A tummy tuck alone deals with these changes, but fat deposits on the flanks, waist or back remain. Combining it with liposuction allows the whole torso to be contoured at once, so that the transition between abdomen and hips looks smooth and natural.',
        },
        {
          p: 'During the operation the surgeon removes excess skin and fat between the navel and the pubic area, repairs separated abdominal muscles and repositions the navel. The scar lies low on the abdomen so that it is covered by underwear or swimwear. Liposuction then removes fat from other areas. The procedure suits people with a stable weight who do not smoke or are willing to stop for a while.',
        },
        { h3: 'Recovery' },
        {
          p: 'You stay at the clinic for two to three nights. You wear a compression garment for six to eight weeks and walk slightly bent forward for the first few days to avoid tension on the wound. Light office work is usually possible after about three weeks, abdominal training after three months. The indicative package price includes anaesthesia, hospital stay, compression garments, medication and post-operative checks.',
        },
      ],
      de: [
        { h2: 'Für wen die Kombination geeignet ist' },
        {
          p: 'Nach einer Schwangerschaft oder einer starken Gewichtsabnahme bleiben am Bauch oft überschüssige Haut, Dehnungsstreifen unterhalb des Nabels und eine geschwächte Bauchwand zurück. Eine Bauchdeckenstraffung allein behebt diese Veränderungen, Fettpolster an Flanken, Taille oder Rücken bleiben jedoch bestehen. In Kombination mit einer Fettabsaugung lässt sich der gesamte Rumpf in einem Schritt formen, sodass der Übergang von Bauch zu Hüften fließend und natürlich wirkt.',
        },
        {
          p: 'Während der Operation entfernt der Chirurg überschüssige Haut und Fett zwischen Nabel und Schambereich, vernäht auseinandergewichene Bauchmuskeln und versetzt den Nabel. Die Narbe liegt tief am Unterbauch, sodass Unterwäsche oder Bikini sie verdecken. Anschließend wird Fett aus weiteren Arealen abgesaugt. Der Eingriff eignet sich für Menschen mit stabilem Gewicht, die nicht rauchen oder bereit sind, eine Zeit lang darauf zu verzichten.',
        },
        { h3: 'Heilungsverlauf' },
        {
          p: 'Sie bleiben zwei bis drei Nächte in der Klinik. Die Kompressionswäsche tragen Sie sechs bis acht Wochen; in den ersten Tagen gehen Sie leicht vornübergebeugt, um die Naht zu entlasten. Leichte Büroarbeit ist meist nach etwa drei Wochen möglich, Bauchmuskeltraining nach drei Monaten. Der Richtpreis des Pakets umfasst Narkose, Klinikaufenthalt, Kompressionswäsche, Medikamente und Nachkontrollen.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková',
            'Délka operace: 3–4 hodiny',
            'Hospitalizace: 2–3 noci',
            'Kompresní prádlo: 6–8 týdnů',
            'Návrat do práce: po 3–4 týdnech',
            'Sport: lehký pohyb po 6 týdnech, posilování břicha po 3 měsících',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general',
            'Duration: 3–4 hours',
            'Hospital stay: 2–3 nights',
            'Compression garment: 6–8 weeks',
            'Back to work: after 3–4 weeks',
            'Sport: light exercise after 6 weeks, abdominal training after 3 months',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose',
            'Dauer: 3–4 Stunden',
            'Klinikaufenthalt: 2–3 Nächte',
            'Kompressionswäsche: 6–8 Wochen',
            'Arbeitsfähigkeit: nach 3–4 Wochen',
            'Sport: leichte Bewegung nach 6 Wochen, Bauchmuskeltraining nach 3 Monaten',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Abdominoplastika a liposukce',
          en: 'Tummy tuck and liposuction',
          de: 'Bauchdeckenstraffung und Fettabsaugung',
        },
        amount: 130000,
      },
    ],
    doctors: ['martin-modelovy', 'petr-vzorovy'],
    combinations: ['abdominoplasty', 'liposuction', 'diastasis-recti'],
  },
  {
    key: 'upper-lower-blepharoplasty',
    category: 'combination',
    sortOrder: 4,
    name: {
      cs: 'Operace horních a dolních očních víček',
      en: 'Upper and lower eyelid surgery',
      de: 'Ober- und Unterlidstraffung',
    },
    slug: {
      cs: 'operace-hornich-a-dolnich-ocnich-vicek',
      en: 'upper-and-lower-blepharoplasty',
      de: 'ober-und-unterlidstraffung',
    },
    subtitle: {
      cs: 'Komplexní omlazení očního okolí v jednom zákroku',
      en: 'Complete rejuvenation of the eye area in one procedure',
      de: 'Umfassende Verjüngung der Augenpartie in einem Eingriff',
    },
    perex: {
      cs: 'Kombinace blefaroplastiky horních a dolních víček řeší převislou kůži nad očima i váčky pod nimi najednou. Pohled působí svěže a odpočatě a přitom zůstává přirozený.',
      en: 'Combining upper and lower blepharoplasty treats hooded skin above the eyes and bags beneath them at the same time. Your eyes look fresh and rested while remaining natural.',
      de: 'Die Kombination aus Ober- und Unterlidstraffung behandelt Schlupflider und Tränensäcke gleichzeitig. Der Blick wirkt frisch und erholt und bleibt dabei natürlich.',
    },
    metaDesc: {
      cs: 'Operace horních a dolních víček v Praze: převislá kůže i váčky pod očima v jednom zákroku. Svěží a přirozený pohled.',
      en: 'Upper and lower eyelid surgery in Prague: hooded lids and under-eye bags treated in one procedure for a fresh, natural look.',
      de: 'Ober- und Unterlidstraffung in Prag: Schlupflider und Tränensäcke in einem Eingriff behandelt – für einen frischen, natürlichen Blick.',
    },
    content: {
      cs: [
        { h2: 'Proč operovat horní i dolní víčka najednou' },
        {
          p: 'Stárnutí očního okolí obvykle nepostihuje jen jedno víčko. Převislá kůže horních víček a váčky pod očima se často objevují současně a teprve jejich společná úprava vede k vyváženému výsledku. Spojení obou výkonů znamená jednu anestezii, jedno období otoků a jednu rekonvalescenci místo dvou.',
        },
        {
          p: 'Na horních víčkách chirurg odstraní přebytečnou kůži řezem v přirozené rýze, na dolních víčkách upraví tukové váčky a případně nadbytečnou kůži těsně pod řasami. Před operací je vhodné oční vyšetření, zejména pokud trpíte syndromem suchého oka. Lékař při konzultaci posoudí i postavení obočí a pružnost dolních víček.',
        },
        { h3: 'Rekonvalescence' },
        {
          p: 'Operace trvá přibližně dvě až dvě a půl hodiny v celkové anestezii nebo v místním znecitlivění se sedací a obvykle zůstáváte jednu noc na klinice. Otoky a modřiny ustupují během dvou týdnů, stehy odstraňujeme po pěti až sedmi dnech. Do společnosti se většina klientů vrací po dvou týdnech. Orientační cena zahrnuje anestezii, hospitalizaci, léky a kontroly.',
        },
      ],
      en: [
        { h2: 'Why treat upper and lower eyelids together' },
        {
          p: 'Ageing around the eyes rarely affects just one eyelid. Hooded upper eyelids and bags under the eyes often appear together, and only treating both gives a balanced result. Combining the procedures means one anaesthetic, one period of swelling and one recovery instead of two.',
        },
        {
          p: 'On the upper eyelids the surgeon removes excess skin through an incision in the natural crease; on the lower eyelids they treat the fat bags and, if necessary, excess skin just below the lashes. An eye examination is advisable before surgery, particularly if you suffer from dry eyes. At the consultation the doctor also assesses the position of your brows and the elasticity of your lower eyelids.',
        },
        { h3: 'Recovery' },
        {
          p: 'The operation takes about two to two and a half hours under general anaesthesia or local anaesthesia with sedation, and you usually stay one night at the clinic. Swelling and bruising settle within two weeks, and stitches are removed after five to seven days. Most people feel ready to go out socially after two weeks. The indicative price includes anaesthesia, hospital stay, medication and check-ups.',
        },
      ],
      de: [
        { h2: 'Warum Ober- und Unterlider gemeinsam behandeln' },
        {
          p: 'Die Alterung der Augenpartie betrifft selten nur ein Lid. Schlupflider und Tränensäcke treten häufig gemeinsam auf, und erst die Behandlung beider führt zu einem ausgewogenen Ergebnis. Die Kombination bedeutet eine Narkose, eine Phase mit Schwellungen und eine Erholungszeit statt zwei.',
        },
        {
          p: 'An den Oberlidern entfernt der Chirurg überschüssige Haut über einen Schnitt in der natürlichen Lidfalte, an den Unterlidern korrigiert er die Fettpolster und bei Bedarf überschüssige Haut direkt unter dem Wimpernrand. Vor der Operation empfiehlt sich eine augenärztliche Untersuchung, besonders wenn Sie unter trockenen Augen leiden. Im Beratungsgespräch beurteilt der Arzt auch die Position der Augenbrauen und die Spannkraft der Unterlider.',
        },
        { h3: 'Heilungsverlauf' },
        {
          p: 'Die Operation dauert etwa zwei bis zweieinhalb Stunden in Vollnarkose oder örtlicher Betäubung mit Sedierung; in der Regel bleiben Sie eine Nacht in der Klinik. Schwellungen und Blutergüsse klingen innerhalb von zwei Wochen ab, die Fäden werden nach fünf bis sieben Tagen gezogen. Gesellschaftsfähig fühlen sich die meisten Patienten nach zwei Wochen. Der Richtpreis umfasst Narkose, Klinikaufenthalt, Medikamente und Kontrollen.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková nebo místní se sedací',
            'Délka operace: 2–2,5 hodiny',
            'Hospitalizace: obvykle 1 noc',
            'Stehy: odstranění po 5–7 dnech',
            'Návrat do práce a společnosti: po 10–14 dnech',
            'Před operací: doporučeno oční vyšetření',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general, or local with sedation',
            'Duration: 2–2.5 hours',
            'Hospital stay: usually 1 night',
            'Stitches: removed after 5–7 days',
            'Back to work and social life: after 10–14 days',
            'Before surgery: an eye examination is recommended',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose oder örtliche Betäubung mit Sedierung',
            'Dauer: 2–2,5 Stunden',
            'Klinikaufenthalt: meist 1 Nacht',
            'Fäden: Entfernung nach 5–7 Tagen',
            'Arbeits- und Gesellschaftsfähigkeit: nach 10–14 Tagen',
            'Vor der Operation: augenärztliche Untersuchung empfohlen',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Blefaroplastika horních a dolních víček',
          en: 'Upper and lower eyelid blepharoplasty',
          de: 'Ober- und Unterlidstraffung',
        },
        amount: 58000,
      },
    ],
    doctors: ['tomas-smysleny', 'petr-vzorovy'],
    combinations: ['brow-lift', 'facelift-blepharoplasty', 'laser-resurfacing'],
  },
  {
    key: 'facelift-blepharoplasty',
    category: 'combination',
    sortOrder: 5,
    name: {
      cs: 'Facelift a blefaroplastika',
      en: 'Facelift and blepharoplasty',
      de: 'Facelift und Lidstraffung',
    },
    slug: {
      cs: 'facelift-a-blefaroplastika',
      en: 'facelift-and-blepharoplasty',
      de: 'facelift-und-lidstraffung',
    },
    subtitle: {
      cs: 'Celkové omlazení obličeje v jedné operaci',
      en: 'Complete facial rejuvenation in one operation',
      de: 'Umfassende Gesichtsverjüngung in einer Operation',
    },
    perex: {
      cs: 'Spojení faceliftu s operací očních víček omladí tváře, linii čelisti, krk i oční okolí najednou. Výsledek působí vyváženě, protože žádná část obličeje nezůstane pozadu.',
      en: 'Combining a facelift with eyelid surgery rejuvenates the cheeks, jawline, neck and eye area all at once. The result looks balanced, because no part of the face is left behind.',
      de: 'Die Kombination aus Facelift und Lidstraffung verjüngt Wangen, Kieferlinie, Hals und Augenpartie in einem Schritt. Das Ergebnis wirkt ausgewogen, weil kein Bereich des Gesichts zurückbleibt.',
    },
    metaDesc: {
      cs: 'Facelift a blefaroplastika v Praze: omlazení tváří, krku i očního okolí v jedné operaci. Přirozený výsledek a all-inclusive balíček.',
      en: 'Facelift and blepharoplasty in Prague: rejuvenation of the cheeks, neck and eye area in one operation, with a natural-looking result.',
      de: 'Facelift und Lidstraffung in Prag: Verjüngung von Wangen, Hals und Augenpartie in einer Operation, mit natürlichem Ergebnis.',
    },
    content: {
      cs: [
        { h2: 'Harmonické omlazení celého obličeje' },
        {
          p: 'Pokud se facelift provede samostatně, unavená víčka mohou po operaci působit nepoměrně – a naopak. Kombinace faceliftu s modelací krku a blefaroplastikou horních, případně i dolních víček přináší vyvážené omlazení celého obličeje. Zvednuté tváře, pevná linie čelisti a svěží pohled spolu ladí a tvář působí odpočatě, nikoli operovaně.',
        },
        {
          p: 'Jde o rozsáhlejší výkon, který u nás provádějí nejzkušenější plastičtí chirurgové. Před operací je nutné kompletní interní předoperační vyšetření a alespoň čtyři týdny nekouřit. Při konzultaci lékař zhodnotí celý obličej a navrhne, které části má smysl upravit – někdy je vhodné výsledek doplnit přenosem vlastního tuku.',
        },
        { h3: 'Rekonvalescence' },
        {
          p: 'Operace trvá čtyři až pět hodin v celkové anestezii a na klinice zůstáváte dvě noci. Otoky a modřiny odezní během dvou až tří týdnů, kompresní pásku na bradu a krk nosíte zhruba tři týdny. Do společnosti se většina klientů vrací po třech týdnech. Orientační cena balíčku zahrnuje anestezii, hospitalizaci, kompresní pomůcky, léky i kontroly; konečnou cenu potvrdí lékař při konzultaci.',
        },
      ],
      en: [
        { h2: 'Harmonious rejuvenation of the whole face' },
        {
          p: 'When a facelift is done on its own, tired eyelids can look out of proportion afterwards – and vice versa. Combining a facelift and neck lift with upper and, where needed, lower blepharoplasty brings balanced rejuvenation to the whole face. Lifted cheeks, a firm jawline and a fresh look work together, so the face looks rested rather than operated on.',
        },
        {
          p: 'This is a more extensive procedure, performed at our clinic by our most experienced plastic surgeons. A full pre-operative medical assessment is required, and you should not smoke for at least four weeks beforehand. At your consultation the doctor will assess your whole face and suggest which areas are worth treating – sometimes fat transfer is a useful addition.',
        },
        { h3: 'Recovery' },
        {
          p: 'The operation takes four to five hours under general anaesthesia, and you stay two nights at the clinic. Swelling and bruising settle within two to three weeks, and you wear a chin and neck compression strap for about three weeks. Most people return to social life after three weeks. The indicative package price includes anaesthesia, hospital stay, compression garments, medication and check-ups; your surgeon will confirm the final price at the consultation.',
        },
      ],
      de: [
        { h2: 'Harmonische Verjüngung des ganzen Gesichts' },
        {
          p: 'Wird ein Facelift allein durchgeführt, können müde Augenlider danach unverhältnismäßig wirken – und umgekehrt. Die Kombination aus Facelift, Halsstraffung und Oberlid- sowie bei Bedarf Unterlidstraffung sorgt für eine ausgewogene Verjüngung des gesamten Gesichts. Angehobene Wangen, eine klare Kieferlinie und ein frischer Blick passen zueinander, und das Gesicht wirkt erholt statt operiert.',
        },
        {
          p: 'Es handelt sich um einen umfangreicheren Eingriff, den bei uns die erfahrensten Plastischen Chirurgen durchführen. Vorab sind eine internistische Voruntersuchung und mindestens vier Wochen Rauchverzicht erforderlich. Im Beratungsgespräch beurteilt der Arzt das gesamte Gesicht und schlägt vor, welche Bereiche sinnvoll behandelt werden – manchmal ergänzt eine Eigenfettbehandlung das Ergebnis.',
        },
        { h3: 'Heilungsverlauf' },
        {
          p: 'Die Operation dauert vier bis fünf Stunden in Vollnarkose, und Sie bleiben zwei Nächte in der Klinik. Schwellungen und Blutergüsse klingen innerhalb von zwei bis drei Wochen ab; die Kompressionsbandage für Kinn und Hals tragen Sie etwa drei Wochen. Gesellschaftsfähig fühlen sich die meisten Patienten nach drei Wochen. Der Richtpreis des Pakets umfasst Narkose, Klinikaufenthalt, Kompressionsbandagen, Medikamente und Kontrollen; den endgültigen Preis bestätigt der Arzt im Beratungsgespräch.',
        },
      ],
    },
    whatToKnow: {
      cs: [
        {
          ul: [
            'Anestezie: celková',
            'Délka operace: 4–5 hodin',
            'Hospitalizace: 2 noci',
            'Kompresní páska na bradu a krk: přibližně 3 týdny',
            'Návrat do práce a společnosti: po 3 týdnech',
            'Před operací: interní vyšetření a 4 týdny bez kouření',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Anaesthesia: general',
            'Duration: 4–5 hours',
            'Hospital stay: 2 nights',
            'Chin and neck compression strap: about 3 weeks',
            'Back to work and social life: after 3 weeks',
            'Before surgery: medical assessment and 4 weeks without smoking',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Narkose: Vollnarkose',
            'Dauer: 4–5 Stunden',
            'Klinikaufenthalt: 2 Nächte',
            'Kompressionsbandage für Kinn und Hals: etwa 3 Wochen',
            'Arbeits- und Gesellschaftsfähigkeit: nach 3 Wochen',
            'Vor der Operation: internistische Voruntersuchung und 4 Wochen Rauchverzicht',
          ],
        },
      ],
    },
    prices: [
      {
        name: {
          cs: 'Facelift a blefaroplastika horních víček',
          en: 'Facelift and upper eyelid surgery',
          de: 'Facelift und Oberlidstraffung',
        },
        amount: 180000,
      },
      {
        name: {
          cs: 'Facelift a blefaroplastika horních i dolních víček',
          en: 'Facelift and upper and lower eyelid surgery',
          de: 'Facelift mit Ober- und Unterlidstraffung',
        },
        amount: 200000,
      },
    ],
    doctors: ['petr-vzorovy', 'tomas-smysleny'],
    combinations: ['facelift-necklift', 'brow-lift', 'fat-transfer'],
  },
]
