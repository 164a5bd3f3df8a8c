import type { GlobalConfig } from 'payload'
import { gtmIdPattern, metaPixelIdPattern } from '@/tracking/ids'
import { anyone, isAdmin } from '../access'
import { statisticKeys } from '../collections/Items'

/** Spec §3 Settings plus the clinic's contact data, links and widget configuration. */
export const Settings: GlobalConfig = {
  slug: 'settings',
  admin: { group: 'Site' },
  access: { read: anyone, update: isAdmin },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Contact',
          fields: [
            { name: 'clinicName', type: 'text', localized: true, required: true, defaultValue: 'Klinika Aurelia' },
            { name: 'openingHours', type: 'text', required: true, defaultValue: '7:00 - 18:00' },
            { name: 'phone', label: 'Main phone', type: 'text', required: true, defaultValue: '+420 222 000 111', admin: { description: 'International format, +420 …' } },
            {
              name: 'phones',
              label: 'Other phone numbers',
              type: 'array',
              fields: [
                { name: 'label', type: 'text', localized: true, required: true },
                { name: 'number', type: 'text', required: true },
              ],
            },
            { name: 'email', type: 'email', required: true, defaultValue: 'info@aurelia-clinic.example' },
            { name: 'emergencyPhone', label: 'Health emergency line', type: 'text', defaultValue: '+420 222 000 999' },
            { name: 'whatsappNumber', label: 'WhatsApp number', type: 'text', defaultValue: '+420 722 000 111', admin: { description: 'The chat link opens wa.me with this number.' } },
            {
              name: 'address',
              type: 'group',
              fields: [
                { name: 'street', type: 'text', defaultValue: 'Olšanská 2666/7' },
                { name: 'city', type: 'text', defaultValue: '130 00 Praha 3' },
                { name: 'mapUrl', label: 'Map link', type: 'text' },
              ],
            },
            {
              name: 'directions',
              type: 'textarea',
              localized: true,
              defaultValue: 'Tramvají 5, 9, 15 nebo 26 na zastávku Olšanské náměstí, odtud 5 minut pěšky. Parkování v garážích.',
            },
            {
              name: 'orthopedics',
              label: 'Orthopaedics contact',
              type: 'group',
              fields: [
                { name: 'orthopedicsContactName', label: 'Name', type: 'text', defaultValue: 'MUDr. Ondřej Domnělý' },
                { name: 'orthopedicsContactEmail', label: 'E-mail', type: 'email', defaultValue: 'ortopedie@aurelia-clinic.example' },
                { name: 'orthopedicsContactPhone', label: 'Phone', type: 'text', defaultValue: '+420 222 000 112' },
              ],
            },
          ],
        },
        {
          label: 'Links',
          fields: [
            { name: 'gdprPage', label: 'Personal data (GDPR) page', type: 'relationship', relationTo: 'pages' },
            { name: 'coronavirusPage', type: 'relationship', relationTo: 'pages' },
            { name: 'stornoConditions', label: 'Storno conditions (file per language)', type: 'upload', relationTo: 'documents', localized: true },
            {
              name: 'social',
              type: 'group',
              fields: [
                { name: 'facebook', type: 'text' },
                { name: 'instagram', type: 'text' },
                { name: 'youtube', type: 'text' },
              ],
            },
            {
              name: 'autoRedirectEnabled',
              label: 'Redirect returning visitors to their chosen language',
              type: 'checkbox',
              defaultValue: true,
            },
          ],
        },
        {
          label: 'Widgets',
          fields: [
            {
              name: 'reviewWidget',
              type: 'group',
              fields: [
                { name: 'enabled', type: 'checkbox', defaultValue: true },
                { name: 'baseUrl', type: 'text', defaultValue: 'https://reviews.example-widget.com/widget', admin: { description: 'The review provider’s widget address; the portal version per language is added by the site.' } },
              ],
            },
            {
              name: 'bookingWidget',
              type: 'group',
              fields: [
                { name: 'enabled', type: 'checkbox', defaultValue: true },
                { name: 'scriptUrl', type: 'text', defaultValue: 'https://booking.example-widget.com/embed.js' },
                { name: 'clinicId', type: 'text', defaultValue: 'aurelia-demo' },
              ],
            },
          ],
        },
        {
          label: 'Tracking',
          description:
            'Loaded only for visitors who allow it in the cookie settings: the tag manager with "analytics", the ad pixel with "marketing". Leave empty to use the GTM_ID / META_PIXEL_ID environment variables; with neither, nothing is loaded.',
          fields: [
            {
              name: 'gtmId',
              label: 'Google Tag Manager container ID',
              type: 'text',
              admin: { description: 'For example GTM-ABC1234.' },
              validate: (value: string | null | undefined) => !value || gtmIdPattern.test(value) || 'Expected GTM- followed by letters and digits, e.g. GTM-ABC1234.',
            },
            {
              name: 'metaPixelId',
              label: 'Meta (Facebook) pixel ID',
              type: 'text',
              admin: { description: 'The pixel’s number, for example 123456789012345.' },
              validate: (value: string | null | undefined) => !value || metaPixelIdPattern.test(value) || 'Expected the pixel’s number (digits only).',
            },
          ],
        },
        {
          label: 'Statistics',
          description: 'Leave empty to use the number stored with each statistic.',
          fields: statisticKeys.map((key) => ({ name: key, type: 'text' as const })),
        },
      ],
    },
  ],
}
