import type { Field, FieldAccess, GlobalConfig } from 'payload'
import { contactPlaceholderHelp } from '@/content/contact-placeholders'
import { dayKeys, isTime, normalizeTime, type OpeningHoursRow, repeatedDay } from '@/content/opening-hours'
import { gtmIdPattern, metaPixelIdPattern } from '@/features/tracking/ids'
import { isAdminField } from '@/platform/cms/access'
import { statisticKeyLabels, statisticKeys } from '@/cms/collections/StatisticsItems'
import { redirectHostsField } from '@/cms/fields/redirect-hosts'
import { type AdminText, adminMessage, tx } from '@/platform/cms/i18n'
import { validateHttpsAddress } from '@/cms/widgets/https-address'
import { pricesField } from '@/features/procedures/settings-prices'
import { siteGlobal } from '@/cms/globals/site-global'

/**
 * Editors keep the marketing parts (opening hours, statistics); everything else is the admins'.
 * A field an editor may not update keeps its stored value when the editor saves the global
 * (Payload puts the document's value back), so an editor's save never wipes it.
 */
const adminOnly: { create: FieldAccess; update: FieldAccess } = { create: isAdminField, update: isAdminField }

const dayLabels = {
  mon: tx('Pondělí', 'Monday'),
  tue: tx('Úterý', 'Tuesday'),
  wed: tx('Středa', 'Wednesday'),
  thu: tx('Čtvrtek', 'Thursday'),
  fri: tx('Pátek', 'Friday'),
  sat: tx('Sobota', 'Saturday'),
  sun: tx('Neděle', 'Sunday'),
} as const

type RowData = OpeningHoursRow | undefined

type TrackingIdValidation = (value: string | null | undefined, options: { req: Parameters<typeof adminMessage>[0] }) => true | string

/** The ID of a tracking service (Settings → Tracking): admins set it; empty, or in the service's format. */
function trackingIdField(name: string, label: AdminText, example: AdminText, validate: TrackingIdValidation): Field {
  return { name, label, type: 'text', access: adminOnly, admin: { description: example }, validate }
}

const validateGtmId: TrackingIdValidation = (value, { req }) =>
  !value ||
  gtmIdPattern.test(value) ||
  adminMessage(
    req,
    tx('Očekává se GTM- a za ním písmena a číslice, např. GTM-ABC1234.', 'Expected GTM- followed by letters and digits, e.g. GTM-ABC1234.'),
  )

const validateMetaPixelId: TrackingIdValidation = (value, { req }) =>
  !value ||
  metaPixelIdPattern.test(value) ||
  adminMessage(req, tx('Očekává se číslo pixelu (jen číslice).', 'Expected the pixel’s number (digits only).'))

type NumberValidation = (value: unknown, options: { req: Parameters<typeof adminMessage>[0] }) => true | string

const validateFoundingYear: NumberValidation = (value, { req }) =>
  value === null ||
  value === undefined ||
  (Number.isInteger(value) && (value as number) >= 1800 && (value as number) <= new Date().getFullYear()) ||
  adminMessage(req, tx('Zadejte rok čtyřmi číslicemi, nejpozději letošní.', 'Enter a four-digit year, this year at the latest.'))

const validateReplyWorkingDays: NumberValidation = (value, { req }) =>
  value === null ||
  value === undefined ||
  (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 30) ||
  adminMessage(req, tx('Zadejte celý počet pracovních dnů od 1 do 30.', 'Enter a whole number of working days from 1 to 30.'))

/** An opening or closing time: "HH:mm" (7:00 is accepted and stored as 07:00); not needed on a closed row. */
function timeField(name: 'opens' | 'closes', label: ReturnType<typeof tx>): Field {
  return {
    name,
    label,
    type: 'text',
    admin: {
      placeholder: name === 'opens' ? '07:00' : '18:00',
      width: '25%',
      condition: (_, siblingData: RowData) => !siblingData?.closed,
    },
    hooks: { beforeValidate: [({ value }) => normalizeTime(value)] },
    validate: (value: unknown, { req, siblingData }: { req: Parameters<typeof adminMessage>[0]; siblingData: RowData }) => {
      if (siblingData?.closed) return true
      if (!value)
        return adminMessage(
          req,
          tx('Vyplňte čas (HH:mm), nebo řádek označte jako zavřeno.', 'Enter a time (HH:mm), or mark the row closed.'),
        )
      if (!isTime(value))
        return adminMessage(
          req,
          tx(
            'Čas pište ve 24hodinovém formátu HH:mm, např. 07:00 nebo 18:30.',
            'Write the time on a 24-hour clock as HH:mm, e.g. 07:00 or 18:30.',
          ),
        )
      if (name === 'closes' && isTime(siblingData?.opens) && value <= siblingData.opens) {
        return adminMessage(req, tx('Zavírací čas musí být později než otevírací.', 'The closing time must be after the opening time.'))
      }
      return true
    },
  }
}

const openingHoursField: Field = {
  name: 'openingHours',
  label: tx('Otevírací doba', 'Opening hours'),
  labels: { singular: tx('Řádek otevírací doby', 'Opening hours row'), plural: tx('Otevírací doba', 'Opening hours') },
  type: 'array',
  admin: {
    description: tx(
      'Jeden řádek pro dny se stejnou dobou, např. Po–Pá 07:00–18:00 a So 08:00–12:00. Dny, které v žádném řádku nejsou, web neuvádí. Web ji všude píše sám (hlavička, patička, kontakt, úvodní stránka, údaje pro vyhledávače); do textů ji vložíte značkou {hodiny}.',
      'One row per set of days with the same hours, e.g. Mon–Fri 07:00–18:00 and Sat 08:00–12:00. Days in no row are not mentioned. The site writes the hours everywhere itself (header, footer, contact, home page, search-engine data); put them into a text with {hours}.',
    ),
  },
  validate: (rows: unknown, { req }: { req: Parameters<typeof adminMessage>[0] }) => {
    const day = Array.isArray(rows) ? repeatedDay(rows as OpeningHoursRow[]) : undefined
    if (!day) return true
    const name = dayLabels[day]
    return adminMessage(
      req,
      tx(
        `${name.cs} je ve více řádcích; každý den patří do jednoho řádku.`,
        `${name.en} is in more than one row; each day belongs to one row.`,
      ),
    )
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'days',
          label: tx('Dny', 'Days'),
          type: 'select',
          hasMany: true,
          required: true,
          options: dayKeys.map((day) => ({ label: dayLabels[day], value: day })),
          admin: { width: '40%' },
        },
        timeField('opens', tx('Otevírá', 'Opens')),
        timeField('closes', tx('Zavírá', 'Closes')),
        { name: 'closed', label: tx('Zavřeno', 'Closed'), type: 'checkbox', defaultValue: false, admin: { width: '10%' } },
      ],
    },
  ],
}

/** Spec §3 Settings plus the clinic's contact data, links and widget configuration. */
export const Settings: GlobalConfig = {
  slug: 'settings',
  label: tx('Nastavení', 'Settings'),
  ...siteGlobal,
  fields: [
    {
      // Lists what the site shows but Settings does not hold yet (no demo defaults since issue 25).
      name: 'missingFacts',
      label: tx('Chybějící údaje', 'Missing facts'),
      type: 'ui',
      admin: { components: { Field: '/cms/identity/MissingSettingsNote#MissingSettingsNote' } },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: tx('Identita', 'Identity'),
          description: tx(
            'Kdo klinika je: název, právní údaje, logo a obrázek pro sdílení. Web, e-maily, údaje pro vyhledávače i ikony aplikace je berou odsud.',
            'Who the clinic is: name, legal facts, logo and share image. The site, e-mails, search-engine data and app icons take them from here.',
          ),
          fields: [
            {
              name: 'clinicName',
              label: tx('Název kliniky', 'Clinic name'),
              type: 'text',
              localized: true,
              access: adminOnly,
            },
            {
              name: 'clinicShortName',
              label: tx('Krátký název', 'Short name'),
              type: 'text',
              localized: true,
              access: adminOnly,
              admin: {
                description: tx(
                  'Pod ikonou aplikace v telefonu a tam, kde se celý název nevejde (nejvýše 12 znaků).',
                  'Under the app icon on a phone and wherever the full name does not fit (12 characters at most).',
                ),
              },
            },
            {
              name: 'tagline',
              label: tx('Čím se klinika zabývá (podtitul)', 'What the clinic does (tagline)'),
              type: 'text',
              localized: true,
              access: adminOnly,
              admin: {
                description: tx(
                  'Krátká věta v patičce, za názvem v titulku úvodní stránky a v popisu aplikace, např. „Plastická chirurgie a dermatologie v Brně“. Prázdné = web ji vynechá.',
                  'A short line in the footer, after the name in the home page’s title and in the app’s description, e.g. "Plastic surgery and dermatology in Brno". Empty = the site leaves it out.',
                ),
              },
            },
            {
              type: 'row',
              fields: [
                { name: 'legalName', label: tx('Obchodní firma', 'Legal name'), type: 'text', access: adminOnly, admin: { width: '60%' } },
                { name: 'companyId', label: tx('IČO', 'Company ID'), type: 'text', access: adminOnly, admin: { width: '40%' } },
              ],
            },
            {
              name: 'foundingYear',
              label: tx('Rok založení', 'Year founded'),
              type: 'number',
              access: adminOnly,
              admin: {
                step: 1,
                description: tx(
                  'Patička pak uvádí „© rok založení – letošní rok“; prázdné = jen letošní rok.',
                  'The footer then reads "© year founded – this year"; empty = this year only.',
                ),
              },
              validate: validateFoundingYear,
            },
            {
              name: 'logo',
              label: tx('Logo', 'Logo'),
              type: 'upload',
              relationTo: 'media',
              access: adminOnly,
              admin: {
                description: tx(
                  'Z loga web odvodí ikonu v prohlížeči, ikonu pro plochu telefonu a ikony aplikace.',
                  'The site derives the browser icon, the phone home-screen icon and the app icons from the logo.',
                ),
              },
            },
            {
              name: 'shareImage',
              label: tx('Obrázek pro sdílení', 'Share image'),
              type: 'upload',
              relationTo: 'media',
              access: adminOnly,
              admin: {
                description: tx(
                  'Ukáže se u odkazu na web v sociálních sítích a zprávách, když stránka nemá vlastní obrázek (ideálně 1200 × 630 px).',
                  'Shown with a link to the site in social networks and messages when a page has no image of its own (ideally 1200 × 630 px).',
                ),
              },
            },
            {
              name: 'emailSenderName',
              label: tx('Jméno odesílatele e-mailů', 'E-mail sender name'),
              type: 'text',
              access: adminOnly,
              admin: {
                description: tx(
                  'Jméno, pod kterým odcházejí e-maily webu (oznámení o poptávkách, obnovení hesla, zkušební e-mail). Název kliniky pište jako {klinika} nebo {kratky-nazev}: e-mail ho dostane v jazyce, ve kterém je psán, a po přejmenování kliniky nový.',
                  'The name the site’s e-mails are sent under (inquiry notifications, password resets, the test e-mail). Write the clinic’s name as {clinic} or {short-name}: each e-mail gets it in its own language, and the new one after a rename.',
                ),
              },
            },
          ],
        },
        {
          label: tx('Kontakt', 'Contact'),
          description: tx(
            'Jediné místo kontaktních údajů: web je odsud bere všude. Redaktor mění otevírací dobu, ostatní údaje administrátor.',
            'The one place for contact facts: the site takes them from here everywhere. Editors change the opening hours, admins the other facts.',
          ),
          fields: [
            openingHoursField,
            {
              name: 'phone',
              label: tx('Hlavní telefon', 'Main phone'),
              type: 'text',
              access: adminOnly,
              admin: {
                description: tx(
                  'V mezinárodním formátu, +420 … Do textů ho vložíte značkou {telefon}.',
                  'International format, +420 … Put it into a text with {phone}.',
                ),
              },
            },
            {
              name: 'phones',
              label: tx('Další telefonní čísla', 'Other phone numbers'),
              labels: { singular: tx('Telefonní číslo', 'Phone number'), plural: tx('Telefonní čísla', 'Phone numbers') },
              type: 'array',
              access: adminOnly,
              fields: [
                { name: 'label', label: tx('Popis', 'Label'), type: 'text', localized: true, required: true },
                { name: 'number', label: tx('Číslo', 'Number'), type: 'text', required: true },
              ],
            },
            {
              name: 'email',
              label: tx('E-mail', 'E-mail'),
              type: 'email',
              access: adminOnly,
              admin: { description: tx('Do textů ho vložíte značkou {email}.', 'Put it into a text with {email}.') },
            },
            {
              name: 'emergencyPhone',
              label: tx('Zdravotní pohotovostní linka', 'Health emergency line'),
              type: 'text',
              access: adminOnly,
              admin: { description: tx('Do textů ji vložíte značkou {pohotovost}.', 'Put it into a text with {emergency}.') },
            },
            {
              name: 'whatsappNumber',
              label: tx('Číslo pro WhatsApp', 'WhatsApp number'),
              type: 'text',
              access: adminOnly,
              admin: { description: tx('Odkaz na chat otevře wa.me s tímto číslem.', 'The chat link opens wa.me with this number.') },
            },
            {
              name: 'address',
              label: tx('Adresa', 'Address'),
              type: 'group',
              access: adminOnly,
              admin: { description: tx('Do textů ji vložíte značkou {adresa}.', 'Put it into a text with {address}.') },
              fields: [
                { name: 'street', label: tx('Ulice a číslo', 'Street and number'), type: 'text' },
                { name: 'city', label: tx('PSČ a město', 'Postcode and city'), type: 'text' },
                { name: 'mapUrl', label: tx('Odkaz na mapu', 'Map link'), type: 'text' },
              ],
            },
            {
              name: 'replyWorkingDays',
              label: tx('Na dotaz odpovíme nejpozději do (pracovních dnů)', 'We answer an inquiry within (working days)'),
              type: 'number',
              access: adminOnly,
              admin: {
                step: 1,
                description: tx(
                  'Lhůta, kterou web slibuje u kontaktního formuláře a v poděkování po odeslání. Prázdné = web slibuje jen, že se ozvete obratem.',
                  'The deadline the site promises at the contact form and in the thank-you after sending. Empty = the site only promises a prompt answer.',
                ),
              },
              validate: validateReplyWorkingDays,
            },
            {
              name: 'directions',
              label: tx('Jak se k nám dostanete', 'Directions'),
              type: 'textarea',
              localized: true,
              access: adminOnly,
              admin: { description: contactPlaceholderHelp },
            },
            {
              name: 'orthopedics',
              label: tx('Kontakt na ortopedii', 'Orthopaedics contact'),
              type: 'group',
              access: adminOnly,
              fields: [
                { name: 'orthopedicsContactName', label: tx('Jméno', 'Name'), type: 'text' },
                {
                  name: 'orthopedicsContactEmail',
                  label: tx('E-mail', 'E-mail'),
                  type: 'email',
                },
                { name: 'orthopedicsContactPhone', label: tx('Telefon', 'Phone'), type: 'text' },
              ],
            },
          ],
        },
        {
          label: tx('Odkazy', 'Links'),
          fields: [
            {
              name: 'gdprPage',
              label: tx('Stránka o ochraně osobních údajů (GDPR)', 'Personal data (GDPR) page'),
              type: 'relationship',
              relationTo: 'pages',
              access: adminOnly,
            },
            {
              name: 'coronavirusPage',
              label: tx('Stránka o koronaviru', 'Coronavirus page'),
              type: 'relationship',
              relationTo: 'pages',
              access: adminOnly,
            },
            {
              name: 'stornoConditions',
              label: tx('Storno podmínky (soubor pro každý jazyk)', 'Storno conditions (file per language)'),
              type: 'upload',
              relationTo: 'documents',
              localized: true,
              access: adminOnly,
            },
            {
              name: 'social',
              label: tx('Sociální sítě', 'Social networks'),
              type: 'group',
              access: adminOnly,
              fields: [
                { name: 'facebook', label: tx('Facebook', 'Facebook'), type: 'text' },
                { name: 'instagram', label: tx('Instagram', 'Instagram'), type: 'text' },
                { name: 'youtube', label: tx('YouTube', 'YouTube'), type: 'text' },
              ],
            },
            {
              name: 'autoRedirectEnabled',
              label: tx(
                'Vracející se návštěvníky přesměrovat na jimi zvolený jazyk',
                'Redirect returning visitors to their chosen language',
              ),
              type: 'checkbox',
              defaultValue: true,
              access: adminOnly,
            },
            redirectHostsField,
          ],
        },
        {
          label: tx('Widgety', 'Widgets'),
          fields: [
            {
              name: 'reviewWidget',
              label: tx('Widget recenzí', 'Review widget'),
              type: 'group',
              access: adminOnly,
              fields: [
                { name: 'enabled', label: tx('Zapnuto', 'Enabled'), type: 'checkbox', defaultValue: true },
                {
                  name: 'baseUrl',
                  label: tx('Adresa widgetu', 'Widget address'),
                  type: 'text',
                  validate: validateHttpsAddress,
                  admin: {
                    description: tx(
                      'Adresa widgetu poskytovatele recenzí; verzi portálu pro každý jazyk doplní web.',
                      'The review provider’s widget address; the portal version per language is added by the site.',
                    ),
                  },
                },
              ],
            },
            {
              name: 'bookingWidget',
              label: tx('Rezervační widget', 'Booking widget'),
              type: 'group',
              access: adminOnly,
              fields: [
                { name: 'enabled', label: tx('Zapnuto', 'Enabled'), type: 'checkbox', defaultValue: true },
                {
                  name: 'scriptUrl',
                  label: tx('Adresa skriptu', 'Script address'),
                  type: 'text',
                  validate: validateHttpsAddress,
                },
                {
                  name: 'clinicId',
                  label: tx('ID kliniky u poskytovatele', 'Clinic ID at the provider'),
                  type: 'text',
                },
              ],
            },
            {
              // Read-only: the hosts the pages' Content-Security-Policy allows now (issue 30).
              name: 'widgetPolicy',
              label: tx('Povolené adresy widgetů', 'Allowed widget addresses'),
              type: 'ui',
              admin: { components: { Field: '/cms/widgets/WidgetPolicyNote#WidgetPolicyNote' } },
            },
          ],
        },
        {
          label: tx('Měření', 'Tracking'),
          description: tx(
            'Načte se jen návštěvníkům, kteří to povolí v nastavení cookies: správce značek s „analytickými“, reklamní pixel s „marketingovými“. Prázdné pole = použijí se proměnné prostředí GTM_ID / META_PIXEL_ID; bez obojího se nenačte nic.',
            'Loaded only for visitors who allow it in the cookie settings: the tag manager with "analytics", the ad pixel with "marketing". Leave empty to use the GTM_ID / META_PIXEL_ID environment variables; with neither, nothing is loaded.',
          ),
          fields: [
            trackingIdField(
              'gtmId',
              tx('ID kontejneru Google Tag Manager', 'Google Tag Manager container ID'),
              tx('Například GTM-ABC1234.', 'For example GTM-ABC1234.'),
              validateGtmId,
            ),
            trackingIdField(
              'metaPixelId',
              tx('ID pixelu Meta (Facebook)', 'Meta (Facebook) pixel ID'),
              tx('Číslo pixelu, například 123456789012345.', 'The pixel’s number, for example 123456789012345.'),
              validateMetaPixelId,
            ),
          ],
        },
        {
          label: tx('Oznámení o poptávkách', 'Inquiry notifications'),
          fields: [
            {
              // Off: the e-mail only says that an inquiry arrived (reference, language, page, admin
              // link): what a visitor wants operated on is health data, and e-mail leaves our systems.
              name: 'notificationIncludesDetails',
              label: tx(
                'Posílat v e-mailu o nové poptávce jméno, kontakt a text zprávy',
                'Include the name, contact details and message in the new-inquiry e-mail',
              ),
              type: 'checkbox',
              defaultValue: false,
              access: { read: isAdminField, ...adminOnly },
              admin: {
                description: tx(
                  'Vypnuto (doporučeno): e-mail oznámí jen, že přišla poptávka, s jejím číslem, jazykem, stránkou a odkazem do administrace; údaje návštěvníka a jeho zprávu (zdravotní údaje) si recepce přečte po přihlášení. Zapněte, jen pokud klinika přijímá, že tyto údaje půjdou e-mailem do schránky.',
                  'Off (recommended): the e-mail only says that an inquiry arrived, with its reference, language, page and a link to the admin; reception reads the visitor’s details and message (health data) after signing in. Turn on only if the clinic accepts that these go by e-mail to a mailbox.',
                ),
              },
            },
            {
              // The staff's language, not the visitor's: the clinic reads every notification the same way.
              name: 'notificationLanguage',
              label: tx('Jazyk e-mailu o nové poptávce', 'Language of the new-inquiry e-mail'),
              type: 'select',
              defaultValue: 'cs',
              options: [
                { value: 'cs', label: tx('Čeština', 'Czech') },
                { value: 'en', label: tx('Angličtina', 'English') },
              ],
              access: { read: isAdminField, ...adminOnly },
              admin: {
                description: tx(
                  'V jakém jazyce recepce dostává e-mail o nové poptávce a žádosti o zavolání (včetně předmětu).',
                  'The language reception gets the e-mail about a new inquiry or call-back request in (subject included).',
                ),
              },
            },
          ],
        },
        {
          label: tx('Ceny', 'Prices'),
          fields: [pricesField],
        },
        {
          label: tx('Statistiky', 'Statistics'),
          description: tx(
            'Prázdné pole = použije se číslo uložené u dané statistiky. Mohou měnit redaktoři.',
            'Leave empty to use the number stored with each statistic. Editors may change these.',
          ),
          fields: statisticKeys.map((key) => ({ name: key, label: statisticKeyLabels[key], type: 'text' as const })),
        },
      ],
    },
  ],
}
