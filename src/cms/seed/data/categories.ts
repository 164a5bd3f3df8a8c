import type { SeedCategory } from './types'

export const categories: SeedCategory[] = [
  {
    key: 'breast',
    group: 'plastic-surgery',
    isOrthopedics: false,
    sortOrder: 1,
    name: { cs: 'Prsa', en: 'Breast surgery', de: 'Brustchirurgie' },
  },
  {
    key: 'face',
    group: 'plastic-surgery',
    isOrthopedics: false,
    sortOrder: 2,
    name: { cs: 'Obličej', en: 'Facial surgery', de: 'Gesichtschirurgie' },
  },
  {
    key: 'body',
    group: 'plastic-surgery',
    isOrthopedics: false,
    sortOrder: 3,
    name: { cs: 'Tělo', en: 'Body contouring', de: 'Körperformung' },
  },
  {
    key: 'intimate',
    group: 'plastic-surgery',
    isOrthopedics: false,
    sortOrder: 4,
    name: { cs: 'Intimní partie', en: 'Intimate surgery', de: 'Intimchirurgie' },
  },
  {
    key: 'dermatology',
    group: 'dermatology',
    isOrthopedics: false,
    sortOrder: 5,
    name: { cs: 'Dermatologie', en: 'Dermatology', de: 'Dermatologie' },
  },
  {
    key: 'laser',
    group: 'dermatology',
    isOrthopedics: false,
    sortOrder: 6,
    name: { cs: 'Laserová ošetření', en: 'Laser treatments', de: 'Laserbehandlungen' },
  },
  {
    key: 'orthopaedics',
    group: 'dermatology',
    isOrthopedics: true,
    sortOrder: 7,
    name: { cs: 'Ortopedie', en: 'Orthopaedics', de: 'Orthopädie' },
  },
  {
    key: 'combination',
    group: 'combination',
    isOrthopedics: false,
    sortOrder: 8,
    name: { cs: 'Kombinace zákroků', en: 'Combination of procedures', de: 'Kombination von Eingriffen' },
  },
]
