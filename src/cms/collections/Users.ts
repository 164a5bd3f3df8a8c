import type { AccessResult, CollectionConfig } from 'payload'
import { afterEmailChange, sendEmailChangedNoticeSoon } from '@/auth/account-events/email-change'
import { afterPasswordChange, notePasswordChange } from '@/auth/account-events/password-change'
import { auditPasswordReset } from '@/auth/account-events/password-reset-audit'
import { currentPasswordField, requireCurrentPassword } from '@/auth/current-password'
import { enforcePasswordPolicy } from '@/auth/password-policy'
import { secondFactorEndpoints } from '@/auth/second-factor/endpoints'
import { staffSessionCookies } from '@/auth/staff-cookies'
import { isAdmin, isAdminField } from '@/platform/cms/access'
import { applyLanguageAtLogin, applyOwnLanguageChange } from '../admin-language'
import { adminGroups, tx } from '@/platform/cms/i18n'
import { listView } from '@/platform/cms/list-view'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: tx('Uživatel', 'User'), plural: tx('Uživatelé', 'Users') },
  // Shown by name (the assignee picker, lists, relations); a name left empty is filled with the
  // e-mail on save (below), and the migration filled it for accounts created before.
  admin: listView('name', adminGroups.administration, ['name', 'email', 'role', 'language']),
  auth: {
    // No per-account lock: anyone who knows an address could lock its owner out. Failed logins are
    // throttled per client address instead (src/auth/login-throttle.ts).
    maxLoginAttempts: 0,
    useAPIKey: false,
    // Secure behind https (src/auth/staff-cookies.ts, with the __Host- name from payload.config).
    cookies: staffSessionCookies(),
  },
  // The second step of a login for admin and reception (src/auth/second-factor).
  endpoints: secondFactorEndpoints,
  hooks: {
    // At least 12 characters, hard to guess, on create, first-register, update and reset-password;
    // then, on update, the signed-in person's current password for a new password or e-mail; a
    // reset is written to the account audit log in its own transaction.
    beforeOperation: [enforcePasswordPolicy, requireCurrentPassword, auditPasswordReset, notePasswordChange],
    afterLogin: [applyLanguageAtLogin],
    // A changed e-mail: audited, the previous address told, the other sessions ended; a changed
    // password: audited, the other sessions ended (src/auth/account-events).
    afterChange: [applyOwnLanguageChange, afterEmailChange, afterPasswordChange],
    afterOperation: [sendEmailChangedNoticeSoon],
  },
  access: {
    read: ({ req }): AccessResult => {
      if (!req.user) return false
      const role = (req.user as { role?: string }).role
      if (role === 'admin') return true
      // Reception assigns inquiries to colleagues, so it sees who handles inquiries.
      if (role === 'reception') return { or: [{ id: { equals: req.user.id } }, { role: { in: ['admin', 'reception'] } }] }
      return { id: { equals: req.user.id } }
    },
    create: isAdmin,
    delete: isAdmin,
    update: ({ req }) => {
      if (!req.user) return false
      if ((req.user as { role?: string }).role === 'admin') return true
      return { id: { equals: req.user.id } }
    },
  },
  fields: [
    {
      // Asked for whenever a password or the e-mail is changed (src/auth/current-password.ts); never stored or returned.
      name: currentPasswordField,
      label: tx('Současné heslo', 'Current password'),
      type: 'text',
      // Virtual and without a value to read; readable, or the admin would not render the field.
      virtual: true,
      admin: {
        // An existing account only: creating one sets a first password, which takes over nothing.
        condition: (data) => data?.id !== undefined && data?.id !== null,
        components: { Field: '@payloadcms/ui#PasswordField' },
        description: tx(
          'Jen při změně hesla nebo e-mailu: vaše vlastní nynější heslo (i když je měníte kolegovi).',
          "Only when changing a password or the e-mail: your own present password (also when you change a colleague's).",
        ),
      },
    },
    {
      // The sealed TOTP secret and the recovery codes' hashes (src/auth/second-factor/account.ts):
      // hidden, so no API, admin view or Local API read without showHiddenFields returns it.
      name: 'secondFactor',
      label: tx('Druhé ověření', 'Second factor'),
      type: 'json',
      hidden: true,
    },
    {
      // Payload's session ids that passed the second step; written by the server only.
      name: 'secondFactorSessions',
      label: tx('Relace s druhým ověřením', 'Sessions past the second factor'),
      type: 'json',
      // Readable only on one's own account: the admin re-reads the signed-in user with read access
      // (Payload's applyUserReadAccess) and must still see that this session has passed.
      access: {
        read: ({ req, doc }) => Boolean(req.user && doc && String(req.user.id) === String(doc.id)),
        create: () => false,
        update: () => false,
      },
      admin: { hidden: true },
    },
    {
      name: 'name',
      label: tx('Jméno', 'Name'),
      type: 'text',
      admin: {
        description: tx(
          'Jak se účet zobrazuje v administraci (např. při přiřazení poptávky). Nevyplněné = e-mail.',
          'How the account is shown in the admin (e.g. when assigning an inquiry). Left empty = the e-mail.',
        ),
      },
      // Not required (scripts and the first-user form create accounts by e-mail), but never empty:
      // the admin titles accounts by this field.
      hooks: {
        beforeChange: [
          ({ value, data, originalDoc }) =>
            typeof value === 'string' && value.trim() !== '' ? value.trim() : (data?.email ?? originalDoc?.email ?? value),
        ],
      },
    },
    {
      name: 'role',
      label: tx('Role', 'Role'),
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      access: { update: isAdminField },
      options: [
        { label: tx('Administrátor', 'Administrator'), value: 'admin' },
        { label: tx('Editor (obsah webu)', 'Editor (content)'), value: 'editor' },
        { label: tx('Recepce (poptávky)', 'Reception (inquiries)'), value: 'reception' },
      ],
    },
    {
      name: 'language',
      label: tx('Jazyk administrace', 'Admin language'),
      type: 'select',
      defaultValue: 'cs',
      options: [
        { label: tx('Čeština', 'Czech'), value: 'cs' },
        { label: tx('Angličtina', 'English'), value: 'en' },
      ],
      admin: {
        description: tx(
          'Jazyk, ve kterém se vám administrace zobrazí; platí od přihlášení, na jakémkoli počítači.',
          'The language the admin is shown in for you; applies from login, on any computer.',
        ),
      },
    },
  ],
}
