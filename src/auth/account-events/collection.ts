import { auditLogCollection } from '@/platform/cms/audit-log'
import { listView } from '@/platform/cms/list-view'
import { adminGroups, tx } from '@/platform/cms/i18n'
import { actorFields } from '@/platform/cms/actor'

/** What the account audit log records (record.ts writes them). */
export const accountAuditActions = ['email-change', 'password-change', 'password-reset'] as const
export type AccountAuditAction = (typeof accountAuditActions)[number]

const actionLabels = {
  'email-change': tx('Změna e-mailu', 'E-mail changed'),
  'password-change': tx('Změna hesla', 'Password changed'),
  'password-reset': tx('Obnovení hesla odkazem z e-mailu', 'Password reset by e-mailed link'),
} satisfies Record<AccountAuditAction, ReturnType<typeof tx>>

/**
 * Who changed a staff account's sign-in e-mail or password, and every password set through an
 * e-mailed reset link: the steps of taking an account over. A sibling of the inquiry audit log
 * (inquiry-audit), whose entries belong to an inquiry; written by record.ts (append-only, admins
 * read it: audit-log.ts). An entry names the account by id and address, not by a relationship, so
 * it outlives the account.
 */
export const AccountAudit = auditLogCollection({
  slug: 'account-audit',
  labels: { singular: tx('Auditní záznam účtu', 'Account audit entry'), plural: tx('Audit účtů', 'Account audit log') },
  admin: {
    ...listView(
      'accountEmail',
      adminGroups.administration,
      ['createdAt', 'action', 'accountEmail', 'byName', 'detail', 'clientAddress'],
      ['accountEmail', 'byName', 'detail'],
    ),
    description: tx(
      'Kdo a kdy změnil přihlašovací e-mail nebo heslo účtu a kdy si kdo nastavil heslo odkazem z e-mailu. Zapisuje systém; nikdo záznamy nemůže upravit ani smazat. Vidí je jen administrátoři.',
      "Who changed an account's sign-in e-mail or password and when, and when a password was set through an e-mailed link. Written by the system; nobody can edit or delete an entry. Only administrators see them.",
    ),
  },
  actionLabel: tx('Akce', 'Action'),
  actions: accountAuditActions.map((value) => ({ value, label: actionLabels[value] })),
  fields: [
    { name: 'accountId', label: tx('ID účtu', 'Account ID'), type: 'number', required: true, index: true, admin: { readOnly: true } },
    { name: 'accountEmail', label: tx('E-mail účtu', 'Account e-mail'), type: 'text', index: true, admin: { readOnly: true } },
    ...actorFields(tx('Prázdné = nikdo přihlášený (odkaz z e-mailu).', 'Empty = nobody signed in (the e-mailed link).')),
    { name: 'detail', label: tx('Podrobnosti', 'Details'), type: 'text', admin: { readOnly: true } },
    {
      name: 'clientAddress',
      label: tx('Adresa klienta', 'Client address'),
      type: 'text',
      admin: { readOnly: true, description: tx('IP adresa, ze které změna přišla.', 'The IP address the change came from.') },
    },
  ],
})
