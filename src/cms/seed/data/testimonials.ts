import type { SeedTestimonial } from './types'

export const testimonials: SeedTestimonial[] = [
  {
    name: 'Kateřina P.',
    info: {
      cs: 'Zvětšení prsou, 2025',
      en: 'Breast augmentation, 2025',
      de: 'Brustvergrößerung, 2025',
    },
    content: {
      cs: 'O operaci jsem přemýšlela několik let a nejvíc jsem se bála, že budu vypadat nepřirozeně. Paní doktorka mi na konzultaci vysvětlila, co je u mé postavy reálné, a přesně to jsem dostala. Sestřičky byly po operaci neskutečně milé a trpělivé.',
      en: 'I had been thinking about surgery for years, and my biggest fear was looking unnatural. At the consultation the surgeon explained what was realistic for my figure – and that is exactly what I got. The nurses were wonderfully kind and patient after the operation.',
      de: 'Ich habe jahrelang über die Operation nachgedacht und hatte vor allem Angst, unnatürlich auszusehen. Die Ärztin hat mir im Beratungsgespräch erklärt, was bei meiner Figur realistisch ist – und genau das ist es geworden. Die Schwestern waren nach der Operation unglaublich freundlich und geduldig.',
    },
    procedureKey: 'breast-augmentation',
  },
  {
    name: 'Lenka M.',
    info: {
      cs: 'Operace horních víček, 2024',
      en: 'Upper eyelid surgery, 2024',
      de: 'Oberlidstraffung, 2024',
    },
    content: {
      cs: 'Zákrok trval asi hodinu a odpoledne už jsem byla doma. Po týdnu mi vytáhli stehy a po dvou týdnech se mě kolegyně v práci ptaly, kde jsem byla na dovolené. Přesně takový výsledek jsem chtěla.',
      en: 'The procedure took about an hour and I was home by the afternoon. The stitches came out after a week, and two weeks later my colleagues were asking where I had been on holiday. That is exactly the result I wanted.',
      de: 'Der Eingriff dauerte etwa eine Stunde, und am Nachmittag war ich schon zu Hause. Nach einer Woche wurden die Fäden gezogen, und zwei Wochen später fragten mich Kolleginnen, wo ich im Urlaub war. Genau so ein Ergebnis hatte ich mir gewünscht.',
    },
    procedureKey: 'blepharoplasty',
  },
  {
    name: 'Martina S.',
    info: {
      cs: 'Operace diastázy s plastikou břicha, 2025',
      en: 'Diastasis recti repair with tummy tuck, 2025',
      de: 'Rektusdiastase-Operation mit Bauchdeckenstraffung, 2025',
    },
    content: {
      cs: 'Po dvou porodech a roce cvičení s fyzioterapeutkou mi diastáza pořád dělala problémy se zády. Pan doktor mi vše trpělivě vysvětlil včetně toho, co mě čeká po operaci. První týdny nebyly úplně snadné, ale dnes se konečně cítím ve svém těle dobře.',
      en: 'After two pregnancies and a year of physiotherapy, my diastasis was still causing back problems. The surgeon explained everything patiently, including what to expect after the operation. The first few weeks were not easy, but today I finally feel at home in my body again.',
      de: 'Nach zwei Geburten und einem Jahr Physiotherapie machte mir die Rektusdiastase immer noch Rückenprobleme. Der Arzt hat mir alles geduldig erklärt, auch was mich nach der Operation erwartet. Die ersten Wochen waren nicht ganz leicht, aber heute fühle ich mich endlich wieder wohl in meinem Körper.',
    },
    procedureKey: 'diastasis-recti',
  },
  {
    name: 'Jiří K.',
    info: {
      cs: 'Operace gynekomastie, 2024',
      en: 'Gynaecomastia surgery, 2024',
      de: 'Gynäkomastie-Operation, 2024',
    },
    content: {
      cs: 'Dlouho jsem se styděl o tom vůbec mluvit. Na klinice se mnou ale jednali úplně normálně a bez zbytečných řečí. Dnes si bez váhání sundám tričko na koupališti.',
      en: 'For a long time I was too embarrassed even to talk about it. At the clinic, though, everyone treated me completely normally and without any fuss. Today I take my shirt off at the pool without a second thought.',
      de: 'Lange habe ich mich geschämt, überhaupt darüber zu sprechen. In der Klinik wurde ich aber ganz selbstverständlich und ohne unnötige Worte behandelt. Heute ziehe ich im Freibad ohne Zögern mein T-Shirt aus.',
    },
    procedureKey: 'gynecomastia',
  },
  {
    name: 'Petra H.',
    info: {
      cs: 'Liposukce stehen, 2025',
      en: 'Thigh liposuction, 2025',
      de: 'Fettabsaugung an den Oberschenkeln, 2025',
    },
    content: {
      cs: 'Oceňuji, že mi nikdo nesliboval zázraky. Pan doktor mi řekl, že konečný výsledek uvidím za několik měsíců, a měl pravdu. Kompresní prádlo bylo otravné, ale vyplatilo se ho poctivě nosit.',
      en: 'I appreciated that nobody promised me miracles. The surgeon told me I would see the final result after a few months, and he was right. The compression garment was a nuisance, but wearing it properly paid off.',
      de: 'Ich fand es gut, dass mir niemand Wunder versprochen hat. Der Arzt sagte, das Endergebnis würde ich erst nach einigen Monaten sehen – und er hatte recht. Die Kompressionswäsche war lästig, aber es hat sich gelohnt, sie konsequent zu tragen.',
    },
    procedureKey: 'liposuction',
  },
  {
    name: 'Veronika D.',
    info: {
      cs: 'Plastika nosu, 2023',
      en: 'Rhinoplasty, 2023',
      de: 'Nasenkorrektur, 2023',
    },
    content: {
      cs: 'Chtěla jsem nos, který bude pasovat k mému obličeji, ne nos z fotky. Výsledek je jemný a přirozený a konečně se nebojím fotek z profilu. Děkuji celému týmu za péči.',
      en: 'I wanted a nose that suits my face, not one from a photo. The result is subtle and natural, and I am finally not afraid of profile photos. Thank you to the whole team for their care.',
      de: 'Ich wollte eine Nase, die zu meinem Gesicht passt, nicht eine von einem Foto. Das Ergebnis ist dezent und natürlich, und ich habe endlich keine Angst mehr vor Profilfotos. Danke an das ganze Team für die Betreuung.',
    },
    procedureKey: 'rhinoplasty',
  },
  {
    name: 'Hana B.',
    info: {
      cs: 'Trvalá epilace, 2025',
      en: 'Permanent hair removal, 2025',
      de: 'Dauerhafte Haarentfernung, 2025',
    },
    content: {
      cs: 'S epilací jsem začala v listopadu a v červnu jsem byla hotová. Ošetření bylo rychlé a snesitelné a paní doktorka mi vždy vysvětlila, na co si dát pozor. Žiletku už skoro nepotřebuji.',
      en: 'I started laser hair removal in November and was done by June. The sessions were quick and bearable, and the doctor always explained what to watch out for. I hardly need a razor any more.',
      de: 'Ich habe im November mit der Laser-Haarentfernung begonnen und war im Juni fertig. Die Sitzungen waren kurz und gut auszuhalten, und die Ärztin hat mir jedes Mal erklärt, worauf ich achten muss. Den Rasierer brauche ich kaum noch.',
    },
    procedureKey: 'permanent-hair-removal',
  },
  {
    name: 'Alena V.',
    info: {
      cs: 'Kombinovaný zákrok po těhotenství, 2024',
      en: 'Mommy makeover, 2024',
      de: 'Mommy Makeover, 2024',
    },
    content: {
      cs: 'Modelace prsou a plastika břicha najednou mi ušetřily jednu narkózu i jednu rekonvalescenci. Manžel mohl bydlet v apartmánu hned vedle kliniky, což pro nás byla velká úleva. Vše bylo zařízené do posledního detailu.',
      en: 'Having my breast lift and tummy tuck at the same time saved me one anaesthetic and one recovery period. My husband stayed in the apartment right next to the clinic, which was a great relief for both of us. Everything was organised down to the last detail.',
      de: 'Bruststraffung und Bauchdeckenstraffung in einem Eingriff haben mir eine Narkose und eine Genesungszeit erspart. Mein Mann konnte im Apartment direkt neben der Klinik wohnen, was für uns eine große Erleichterung war. Alles war bis ins Detail organisiert.',
    },
    procedureKey: 'mommy-makeover',
  },
  {
    name: 'Tomáš R.',
    info: {
      cs: 'Artroskopie kolena, 2025',
      en: 'Knee arthroscopy, 2025',
      de: 'Kniearthroskopie, 2025',
    },
    content: {
      cs: 'Po zranění menisku při fotbale jsem nechtěl čekat měsíce na termín. Operace proběhla do dvou týdnů od konzultace a pan doktor mi sestavil jasný plán rehabilitace. Po třech měsících jsem zase běhal.',
      en: 'After injuring my meniscus playing football, I did not want to wait months for surgery. The operation took place within two weeks of the consultation, and the doctor gave me a clear rehabilitation plan. Three months later I was running again.',
      de: 'Nach einer Meniskusverletzung beim Fußball wollte ich nicht monatelang auf einen OP-Termin warten. Die Operation fand innerhalb von zwei Wochen nach der Beratung statt, und der Arzt hat mir einen klaren Reha-Plan mitgegeben. Nach drei Monaten konnte ich wieder laufen.',
    },
    procedureKey: 'knee-arthroscopy',
  },
  {
    name: 'Sabine W.',
    info: {
      cs: 'Facelift, 2025',
      en: 'Facelift, 2025',
      de: 'Facelift, 2025',
    },
    content: {
      cs: 'Na operaci jsem přijela z Mnichova a měla jsem obavy z jazykové bariéry. Zbytečně – recepce i lékaři mluvili německy a o všechno bylo postaráno, od apartmánu po odvoz taxíkem. Vypadám odpočatě, ne „operovaně“.',
      en: 'I travelled from Munich for the operation and was worried about the language barrier. There was no need – reception and the doctors spoke German, and everything was taken care of, from the apartment to the taxi. I look rested, not “done”.',
      de: 'Ich bin für die Operation aus München angereist und hatte Bedenken wegen der Sprache. Völlig unbegründet – Empfang und Ärzte sprachen Deutsch, und man hat sich um alles gekümmert, vom Apartment bis zum Taxi. Ich sehe erholt aus, nicht „operiert“.',
    },
    procedureKey: 'facelift-necklift',
  },
]
