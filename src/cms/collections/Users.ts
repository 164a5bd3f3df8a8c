import type { CollectionConfig } from 'payload'
import { enforcePasswordPolicy } from '@/auth/passwordPolicy'
import { isAdmin, isAdminField } from '../access'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Administration' },
  auth: {
    // No per-account lock: anyone who knows an address could lock its owner out. Failed logins are
    // throttled per client address instead (src/auth/loginThrottle.ts).
    maxLoginAttempts: 0,
    useAPIKey: false,
  },
  hooks: {
    // At least 12 characters on create, first-register, update and reset-password.
    beforeOperation: [enforcePasswordPolicy],
  },
  access: {
    read: ({ req }) => {
      if (!req.user) return false
      if ((req.user as { role?: string }).role === 'admin') return true
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
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      access: { update: isAdminField },
      options: [
        { label: 'Administrator', value: 'admin' },
        { label: 'Editor (content)', value: 'editor' },
        { label: 'Reception (inquiries)', value: 'reception' },
      ],
    },
  ],
}
