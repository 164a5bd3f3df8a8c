import { describe, expect, it } from 'vitest'
import type { JobOffer, Media } from '@/payload-types'
import { toLexical } from '@/cms/seed/lexical'
import { siteLogoUrl, siteShareImageUrl, socialImage } from '@/seo/social-image'
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  type ClinicSettings,
  clinicJsonLd,
  employmentTypes,
  faqEntries,
  faqPageJsonLd,
  geoFromMapUrl,
  itemListJsonLd,
  type JsonLdNode,
  jobPostingJsonLd,
  physicianJsonLd,
  procedureJsonLd,
  type SiteContext,
  serializeJsonLd,
  splitCity,
  websiteJsonLd,
} from '@/seo/structured-data'
import { vocabularyProblems } from '../support/schema-vocabulary'

const origin = 'https://clinic.example'
// The seeded demo has a logo and a share image in Settings → Identity; the page passes their URLs.
const site: SiteContext = {
  origin,
  locale: 'en',
  homeUrl: `${origin}/en`,
  clinicName: 'Aurelia Clinic',
  logoUrl: `${origin}/icon-512.png`,
  shareImageUrl: `${origin}/og-image.png`,
}
/** A new installation: no logo, no share image, no clinic name yet. */
const bareSite: SiteContext = { origin, locale: 'en', homeUrl: `${origin}/en`, clinicName: '' }

/** The seeded settings (src/cms/seed/site.ts and the Settings defaults). */
const settings: ClinicSettings = {
  clinicName: 'Aurelia Clinic',
  openingHours: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '07:00', closes: '18:00' }],
  phone: '+420 222 000 111',
  phones: [{ label: 'Reception', number: '+420 222 000 110' }],
  email: 'info@aurelia-clinic.example',
  emergencyPhone: '+420 222 000 999',
  address: { street: 'Olšanská 2666/7', city: '130 00 Praha 3', mapUrl: null },
  social: { facebook: 'https://www.facebook.com/aurelia.clinic.example', instagram: 'not a url', youtube: null },
}

const photo = {
  id: 1,
  alt: 'Portrait of MUDr. Petr Vzorový',
  url: '/api/media/file/portrait.jpg',
  width: 800,
  height: 1000,
  sizes: { og: { url: '/api/media/file/portrait-1200x630.jpg', width: 1200, height: 630 } },
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
} satisfies Media

/** Every node must be JSON-LD of schema.org and use only schema.org's own types and properties. */
function expectValid(node: JsonLdNode) {
  expect(node['@context']).toBe('https://schema.org')
  expect(JSON.parse(serializeJsonLd(node))).toEqual(node)
  expect(vocabularyProblems(node)).toEqual([])
}

describe('opening hours', () => {
  it('come from the same Settings rows the site writes, Saturday and closed days included', () => {
    const clinic = clinicJsonLd(
      {
        ...settings,
        openingHours: [
          { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '07:00', closes: '18:00' },
          { days: ['sat'], opens: '08:00', closes: '12:00' },
          { days: ['sun'], closed: true },
        ],
      },
      site,
    )
    expectValid(clinic)
    expect(clinic.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '07:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '12:00' },
    ])
  })

  it('are left out when Settings has none', () => {
    expect(clinicJsonLd({ ...settings, openingHours: [] }, site)).not.toHaveProperty('openingHoursSpecification')
  })
})

describe('the clinic', () => {
  it('names no logo, image, name or contact that Settings does not hold (a new installation)', () => {
    const clinic = clinicJsonLd({ clinicName: null, openingHours: [] }, bareSite)
    expectValid(clinic)
    expect(clinic).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalClinic',
      '@id': 'https://clinic.example/#clinic',
      url: 'https://clinic.example/en',
    })
    const posting = blogPostingJsonLd(
      {
        title: 'x',
        perex: null,
        metaDesc: null,
        image: null,
        publishedAt: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
      { url: 'https://clinic.example/en/blog/x', site: bareSite },
    )
    expect(posting).not.toHaveProperty('image')
    expect(posting.publisher).toEqual({
      '@type': 'MedicalClinic',
      '@id': 'https://clinic.example/#clinic',
      url: 'https://clinic.example/en',
    })
  })

  it('is a MedicalClinic with name, url, logo, image, address, phones, e-mail, hours and social links', () => {
    const clinic = clinicJsonLd(settings, site)
    expectValid(clinic)
    expect(clinic).toMatchObject({
      '@type': 'MedicalClinic',
      '@id': 'https://clinic.example/#clinic',
      name: 'Aurelia Clinic',
      url: 'https://clinic.example/en',
      logo: 'https://clinic.example/icon-512.png',
      image: 'https://clinic.example/og-image.png',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Olšanská 2666/7',
        postalCode: '130 00',
        addressLocality: 'Praha 3',
        addressCountry: 'CZ',
      },
      telephone: '+420 222 000 111',
      email: 'info@aurelia-clinic.example',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '07:00',
          closes: '18:00',
        },
      ],
      sameAs: ['https://www.facebook.com/aurelia.clinic.example'],
    })
    expect(clinic.contactPoint).toEqual([
      { '@type': 'ContactPoint', telephone: '+420 222 000 110', contactType: 'Reception' },
      { '@type': 'ContactPoint', telephone: '+420 222 000 999', contactType: 'emergency' },
    ])
    expect(clinic).not.toHaveProperty('geo')
  })

  it('adds coordinates when the map link has them', () => {
    expect(geoFromMapUrl('https://www.google.com/maps/place/Ol%C5%A1ansk%C3%A1/@50.0831,14.4600,17z')).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 50.0831,
      longitude: 14.46,
    })
    expect(geoFromMapUrl('https://mapy.cz/zakladni?x=14.4600&y=50.0831&z=17')).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 50.0831,
      longitude: 14.46,
    })
    expect(geoFromMapUrl('https://www.openstreetmap.org/?mlat=50.0831&mlon=14.46')).toMatchObject({ latitude: 50.0831 })
    expect(geoFromMapUrl('https://maps.example/search?q=Olšanská 7')).toBeUndefined()
    const clinic = clinicJsonLd({ ...settings, address: { ...settings.address, mapUrl: 'https://maps.google.com/?q=50.0831,14.46' } }, site)
    expect(clinic.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 50.0831, longitude: 14.46 })
    expect(clinic.hasMap).toBe('https://maps.google.com/?q=50.0831,14.46')
    expectValid(clinic)
  })

  it('splits the postal code from the place either way round', () => {
    expect(splitCity('130 00 Praha 3')).toEqual({ postalCode: '130 00', addressLocality: 'Praha 3' })
    expect(splitCity('Praha 3, 13000')).toEqual({ postalCode: '13000', addressLocality: 'Praha 3' })
    expect(splitCity('Praha')).toEqual({ addressLocality: 'Praha' })
  })

  it('names the web site on the home page', () => {
    const website = websiteJsonLd(site, 'Plastic surgery in Prague')
    expectValid(website)
    expect(website).toMatchObject({
      '@type': 'WebSite',
      name: 'Aurelia Clinic',
      url: 'https://clinic.example/en',
      inLanguage: 'en',
      publisher: { '@id': 'https://clinic.example/#clinic' },
    })
  })
})

describe('documents', () => {
  const url = 'https://clinic.example/en/mudr-petr-vzorovy'

  it('describes a doctor as a Person and Physician working for the clinic', () => {
    const doctor = physicianJsonLd(
      { name: 'MUDr. Petr Vzorový', position: 'Head physician, plastic surgeon', perex: 'Twenty years of surgery.', photo },
      { url, site, address: settings.address },
    )
    expectValid(doctor)
    expect(doctor).toMatchObject({
      '@type': ['Person', 'Physician'],
      name: 'MUDr. Petr Vzorový',
      jobTitle: 'Head physician, plastic surgeon',
      image: 'https://clinic.example/api/media/file/portrait-1200x630.jpg',
      url,
      worksFor: { '@type': 'MedicalClinic', '@id': 'https://clinic.example/#clinic', name: 'Aurelia Clinic' },
      address: { '@type': 'PostalAddress', streetAddress: 'Olšanská 2666/7' },
    })
    // Someone without a medical degree is not called a physician.
    expect(physicianJsonLd({ name: 'Bc. Tereza Vymyšlená', position: 'Head nurse' }, { url, site })['@type']).toBe('Person')
  })

  it('describes a procedure with its prices as offers in CZK', () => {
    const procedure = procedureJsonLd(
      {
        name: 'Breast augmentation',
        perex: 'Larger breasts with implants.',
        prices: [
          { name: 'Round implants', amount: 89000 },
          { name: 'Anatomical implants', amount: 99000 },
        ],
        image: photo,
      },
      { url: 'https://clinic.example/en/procedures/breast-augmentation', site },
    )
    expectValid(procedure)
    expect(procedure['@type']).toContain('MedicalProcedure')
    expect(procedure).toMatchObject({
      name: 'Breast augmentation',
      description: 'Larger breasts with implants.',
      url: 'https://clinic.example/en/procedures/breast-augmentation',
      provider: { '@id': 'https://clinic.example/#clinic' },
      offers: [
        { '@type': 'Offer', name: 'Round implants', price: 89000, priceCurrency: 'CZK' },
        { '@type': 'Offer', name: 'Anatomical implants', price: 99000, priceCurrency: 'CZK' },
      ],
    })
    const withoutPrices = procedureJsonLd({ name: 'PRP', metaDesc: 'Plasma.', prices: [] }, { url, site })
    expect(withoutPrices).not.toHaveProperty('offers')
    expect(withoutPrices.description).toBe('Plasma.')
  })

  it('builds the FAQ page from topics, with plain-text answers and without unanswered questions', () => {
    const topics = [
      {
        questions: [
          { question: 'Is the consultation free?', answer: toLexical([{ p: 'Yes.' }, { ul: ['No obligation', 'No fee'] }]) },
          { question: 'Unanswered?', answer: null },
        ],
      },
      { questions: [{ question: 'Where are you?', answer: toLexical([{ p: 'In Prague <3>.' }]) }] },
    ]
    const faq = faqPageJsonLd(faqEntries(topics), { url: 'https://clinic.example/en/faq', name: 'Frequently asked questions', site })
    expectValid(faq)
    expect(faq['@type']).toBe('FAQPage')
    expect(faq.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Is the consultation free?',
        acceptedAnswer: { '@type': 'Answer', text: 'Yes.\n\nNo obligation\nNo fee' },
      },
      { '@type': 'Question', name: 'Where are you?', acceptedAnswer: { '@type': 'Answer', text: 'In Prague <3>.' } },
    ])
  })

  it('describes a blog post with dates, author, publisher, image and language', () => {
    const post = {
      title: 'How to prepare for surgery',
      perex: 'A checklist.',
      publishedAt: '2026-03-01T08:00:00.000Z',
      createdAt: '2026-02-01T08:00:00.000Z',
      updatedAt: '2026-03-05T08:00:00.000Z',
      image: photo,
    }
    const author = { name: 'MUDr. Jana Ukázková', url: 'https://clinic.example/en/mudr-jana-ukazkova', jobTitle: 'Plastic surgeon' }
    const posting = blogPostingJsonLd(post, { url: 'https://clinic.example/en/blog/prepare', site, author })
    expectValid(posting)
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'How to prepare for surgery',
      datePublished: '2026-03-01T08:00:00.000Z',
      dateModified: '2026-03-05T08:00:00.000Z',
      inLanguage: 'en',
      image: ['https://clinic.example/api/media/file/portrait-1200x630.jpg', 'https://clinic.example/api/media/file/portrait.jpg'],
      author: { '@type': 'Person', ...author },
      publisher: {
        '@type': 'MedicalClinic',
        name: 'Aurelia Clinic',
        logo: { '@type': 'ImageObject', url: 'https://clinic.example/icon-512.png' },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://clinic.example/en/blog/prepare' },
    })
    // No author and no picture: the clinic wrote it, and the site's card stands in.
    const anonymous = blogPostingJsonLd(
      { ...post, title: 'x'.repeat(200), image: null, publishedAt: null },
      { url: 'https://clinic.example/en/blog/x', site },
    )
    expect(anonymous.author).toMatchObject({ '@type': 'MedicalClinic', '@id': 'https://clinic.example/#clinic' })
    expect(anonymous.image).toEqual(['https://clinic.example/og-image.png'])
    expect(anonymous.datePublished).toBe(post.createdAt)
    expect(String(anonymous.headline).length).toBeLessThanOrEqual(110)
  })

  it('describes a job offer as a JobPosting at the clinic', () => {
    const offer = {
      title: 'Theatre nurse',
      perex: 'Join us.',
      content: toLexical([{ p: 'We are hiring a nurse.' }]) as JobOffer['content'],
      employmentType: 'Full-time or part-time',
      createdAt: '2026-01-10T00:00:00.000Z',
    }
    const job = jobPostingJsonLd(offer, { url: 'https://clinic.example/en/career/nurse', site, address: settings.address })
    expectValid(job)
    expect(job).toMatchObject({
      '@type': 'JobPosting',
      title: 'Theatre nurse',
      description: 'We are hiring a nurse.',
      datePosted: '2026-01-10T00:00:00.000Z',
      employmentType: ['FULL_TIME', 'PART_TIME'],
      hiringOrganization: { '@type': 'MedicalClinic', name: 'Aurelia Clinic' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Praha 3' } },
    })
    expect(employmentTypes('Plný úvazek, směnný provoz')).toEqual(['FULL_TIME'])
    expect(employmentTypes('Voll- oder Teilzeit')).toEqual(['FULL_TIME', 'PART_TIME'])
    expect(employmentTypes('')).toEqual([])
  })

  it('numbers breadcrumbs and list items from 1', () => {
    const crumbs = breadcrumbJsonLd([
      { name: 'Aurelia Clinic', url: 'https://clinic.example/en' },
      { name: 'Procedures', url: 'https://clinic.example/en/procedures' },
      { name: 'PRP', url: 'https://clinic.example/en/procedures/prp' },
    ])
    expectValid(crumbs)
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Aurelia Clinic', item: 'https://clinic.example/en' },
      { '@type': 'ListItem', position: 2, name: 'Procedures', item: 'https://clinic.example/en/procedures' },
      { '@type': 'ListItem', position: 3, name: 'PRP', item: 'https://clinic.example/en/procedures/prp' },
    ])
    const list = itemListJsonLd([{ name: 'PRP', url: 'https://clinic.example/en/procedures/prp' }], {
      url: 'https://clinic.example/en/procedures',
      name: 'Procedures',
    })
    expectValid(list)
    expect(list).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 1,
      itemListElement: [{ '@type': 'ListItem', position: 1, url: 'https://clinic.example/en/procedures/prp' }],
    })
  })
})

describe('safety and the vocabulary check', () => {
  it('escapes text that could end the script element', () => {
    const node = { '@context': 'https://schema.org', '@type': 'Answer', text: '</script><script>alert(1)</script> & more' } as JsonLdNode
    const serialized = serializeJsonLd(node)
    expect(serialized).not.toMatch(/[<>&]/)
    expect(JSON.parse(serialized)).toEqual(node)
  })

  it('reports properties that schema.org does not define on the type', () => {
    expect(vocabularyProblems({ '@type': 'MedicalProcedure', offers: [] })).toEqual(['$: MedicalProcedure has no property offers'])
    expect(vocabularyProblems({ '@type': 'Physician', jobTitle: 'x' })).toEqual(['$: Physician has no property jobTitle'])
    expect(
      vocabularyProblems({
        '@type': 'MedicalClinic',
        openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Po'] }],
      }),
    ).toEqual(['$.openingHoursSpecification[0].dayOfWeek: Po is not a schema.org day'])
  })
})

describe('social image', () => {
  it("uses the document's own picture, its 1200×630 crop first, with absolute URLs", () => {
    expect(socialImage('person', { photo }, origin, 'Aurelia Clinic')).toEqual({
      url: 'https://clinic.example/api/media/file/portrait-1200x630.jpg',
      width: 1200,
      height: 630,
      alt: 'Portrait of MUDr. Petr Vzorový',
    })
    expect(socialImage('post', { image: { ...photo, sizes: {} } }, origin, 'Aurelia Clinic')).toEqual({
      url: 'https://clinic.example/api/media/file/portrait.jpg',
      width: 800,
      height: 1000,
      alt: 'Portrait of MUDr. Petr Vzorový',
    })
  })

  it("falls back to the site's share image (Settings) for pages, job offers and documents without a picture", () => {
    const share = {
      ...photo,
      alt: '',
      url: '/api/media/file/share.png',
      sizes: { og: { url: '/api/media/file/share-1200x630.png', width: 1200, height: 630 } },
    }
    const fallback = { url: 'https://clinic.example/api/media/file/share-1200x630.png', width: 1200, height: 630, alt: 'Aurelia Clinic' }
    expect(socialImage('page', { image: photo }, origin, 'Aurelia Clinic', share)).toEqual(fallback)
    expect(socialImage('procedure', { image: null }, origin, 'Aurelia Clinic', share)).toEqual(fallback)
    expect(socialImage('procedure', { image: 7 }, origin, 'Aurelia Clinic', share)).toEqual(fallback)
  })

  it('gives no image at all, rather than a made-up one, when Settings has no share image', () => {
    expect(socialImage('page', {}, origin, 'Clinic')).toBeUndefined()
    expect(socialImage('procedure', { image: null }, origin, 'Clinic', null)).toBeUndefined()
    expect(siteShareImageUrl(null, origin)).toBeUndefined()
    expect(siteLogoUrl(null, origin)).toBeUndefined()
    expect(siteLogoUrl(photo, origin)).toBe('https://clinic.example/icon-512.png')
  })
})
