import config from '@payload-config'
import type { Field, SanitizedCollectionConfig, SanitizedGlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

/**
 * The admin is used in Czech: every text this project writes for it must exist in Czech and
 * English. Payload fills a missing label with English words made from the field name ("Sort
 * Order"), so a plain string anywhere below is a text a Czech editor would see in English.
 * Labels Payload writes itself come as functions of its own translations and pass.
 */
type Text = unknown

function isBilingual(text: Text): boolean {
  if (typeof text === 'function' || text === false || text === undefined) return true
  if (typeof text !== 'object' || text === null) return false
  const record = text as Record<string, unknown>
  return typeof record.cs === 'string' && record.cs.trim() !== '' && typeof record.en === 'string' && record.en.trim() !== ''
}

function problemsOfFields(fields: Field[], where: string, problems: string[]) {
  for (const field of fields) {
    const name = 'name' in field ? field.name : undefined
    const path = `${where}.${name ?? field.type}`
    const admin = (field.admin ?? {}) as { hidden?: boolean; description?: Text; disabled?: boolean }
    if (admin.hidden || admin.disabled) continue
    const label = 'label' in field ? field.label : undefined
    // Rows and unnamed containers have no label of their own.
    if (name && !isBilingual(label)) problems.push(`${path}: label ${JSON.stringify(label)}`)
    if (field.type === 'collapsible' && !isBilingual(label)) problems.push(`${path}: collapsible label ${JSON.stringify(label)}`)
    if (!isBilingual(admin.description)) problems.push(`${path}: description ${JSON.stringify(admin.description)}`)
    if ('options' in field && Array.isArray(field.options)) {
      for (const option of field.options) {
        if (typeof option === 'string' || !isBilingual(option.label)) problems.push(`${path}: option ${JSON.stringify(option)}`)
      }
    }
    if (field.type === 'array' || field.type === 'blocks') {
      const labels = (field as { labels?: { singular?: Text; plural?: Text } }).labels
      if (!isBilingual(labels?.singular) || !isBilingual(labels?.plural)) problems.push(`${path}: row labels ${JSON.stringify(labels)}`)
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if (!isBilingual(tab.label)) problems.push(`${path}: tab ${JSON.stringify(tab.label)}`)
        if (!isBilingual(tab.description)) problems.push(`${path}: tab description ${JSON.stringify(tab.description)}`)
        problemsOfFields(tab.fields, `${path}.${'name' in tab && tab.name ? tab.name : 'tab'}`, problems)
      }
    }
    if ('fields' in field && Array.isArray(field.fields)) problemsOfFields(field.fields as Field[], path, problems)
  }
}

function problemsOf(entity: SanitizedCollectionConfig | SanitizedGlobalConfig, kind: 'collection' | 'global'): string[] {
  const problems: string[] = []
  const where = `${kind} ${entity.slug}`
  if (kind === 'collection') {
    const { labels } = entity as SanitizedCollectionConfig
    if (!isBilingual(labels.singular) || !isBilingual(labels.plural)) problems.push(`${where}: labels ${JSON.stringify(labels)}`)
  } else if (!isBilingual((entity as SanitizedGlobalConfig).label)) {
    problems.push(`${where}: label ${JSON.stringify((entity as SanitizedGlobalConfig).label)}`)
  }
  const admin = entity.admin as { group?: Text; description?: Text; hidden?: unknown }
  if (admin.hidden === true) return []
  if (!isBilingual(admin.group)) problems.push(`${where}: group ${JSON.stringify(admin.group)}`)
  if (!isBilingual(admin.description)) problems.push(`${where}: description ${JSON.stringify(admin.description)}`)
  problemsOfFields(entity.fields, where, problems)
  return problems
}

describe('admin texts', () => {
  it('every collection, global, field, option and description this project defines has Czech and English text', async () => {
    const sanitized = await config
    const problems = [
      ...sanitized.collections
        .filter((collection) => !collection.slug.startsWith('payload-'))
        .flatMap((collection) => problemsOf(collection, 'collection')),
      ...sanitized.globals.flatMap((global) => problemsOf(global, 'global')),
    ]
    expect(problems).toEqual([])
  })
})
