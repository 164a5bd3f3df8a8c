/**
 * An installation upgraded through the SQLite migrations keeps its content. Several generated
 * migrations rebuild a table (CREATE __new_x, copy, DROP x, RENAME); Payload runs each migration in
 * a transaction, where `PRAGMA foreign_keys=OFF` does nothing, so the DROP deleted (ON DELETE
 * cascade) or emptied (set null) every row pointing at the table: the clinic's name per language,
 * phones, opening hours, procedure prices and texts, people's languages, posts' authors…
 */
import type { MigrateDownArgs, SQLiteAdapter } from '@payloadcms/db-sqlite'
import { sql } from '@payloadcms/db-sqlite'
import type { Migration, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isPostgres } from '@/platform/database/database-url'

type Census = Map<string, number>

/** Rows per table and filled values per foreign-key column, for every table. */
async function census(db: SQLiteAdapter['drizzle']): Promise<Census> {
  const counts: Census = new Map()
  const tables = await db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'payload_migrations'`,
  )
  for (const { name } of tables) {
    const columns = await db.all<{ from: string }>(sql`SELECT "from" FROM pragma_foreign_key_list(${name})`)
    const counted = columns.map(({ from }) => sql`, count(${sql.identifier(from)}) AS ${sql.identifier(from)}`)
    const [row] = await db.all<Record<string, number>>(sql`SELECT count(*) AS "rows"${sql.join(counted)} FROM ${sql.identifier(name)}`)
    for (const [column, value] of Object.entries(row)) counts.set(`${name}.${column}`, value)
  }
  return counts
}

/** What a migration batch lost: counts that went down, on tables and columns that still exist. */
function losses(before: Census, after: Census): Record<string, string> {
  const lost: Record<string, string> = {}
  for (const [key, count] of before) {
    const now = after.get(key)
    if (now !== undefined && now < count) lost[key] = `${count} → ${now}`
  }
  return lost
}

describe.runIf(!isPostgres())('upgrading a SQLite installation through every migration', () => {
  let payload: Payload
  let db: SQLiteAdapter['drizzle']
  let migrations: { name: string }[]
  const migrateTo = (name: string) => {
    const end = migrations.findIndex((migration) => migration.name === name)
    if (end < 0) throw new Error(`no migration ${name}`)
    return payload.db.migrate({ migrations: migrations.slice(0, end + 1) as unknown as Migration[] })
  }

  beforeAll(async () => {
    // Imported here: the PostgreSQL pass skips this file without loading Payload.
    const [{ default: config }, { getPayload }, sqlite] = await Promise.all([
      import('@payload-config'),
      import('payload'),
      import('@/cms/migrations/sqlite'),
    ])
    migrations = sqlite.migrations
    payload = await getPayload({ config })
    db = (payload.db as unknown as SQLiteAdapter).drizzle
    // An installation from before the first table rebuild (content_staff), with content in the
    // tables that point at the rebuilt ones.
    await migrateTo('20261123_193103_staff_auth')
    const rows = [
      sql`INSERT INTO media (id, filename) VALUES (1, 'entrance.jpg')`,
      sql`INSERT INTO media_locales (_parent_id, _locale, alt) VALUES (1, 'cs', 'Vchod'), (1, 'en', 'Entrance'), (1, 'de', 'Eingang')`,
      sql`INSERT INTO settings (id, opening_hours) VALUES (1, '8:00 - 16:30')`,
      sql`INSERT INTO settings_locales (_parent_id, _locale, clinic_name, directions) VALUES
        (1, 'cs', 'Klinika Aurelia', 'Tramvají na Olšanské náměstí'),
        (1, 'en', 'Aurelia Clinic', 'Tram to Olšanské náměstí'),
        (1, 'de', 'Klinik Aurelia', 'Straßenbahn zum Olšanské náměstí')`,
      sql`INSERT INTO settings_phones (_order, _parent_id, id, number) VALUES (1, 1, 'phone-reception', '+420 222 000 111')`,
      sql`INSERT INTO settings_phones_locales (_parent_id, _locale, label) VALUES
        ('phone-reception', 'cs', 'Recepce'), ('phone-reception', 'en', 'Reception'), ('phone-reception', 'de', 'Empfang')`,
      sql`INSERT INTO procedure_categories (id) VALUES (1)`,
      sql`INSERT INTO procedures (id, category_id, image_id, _status) VALUES (1, 1, 1, 'published')`,
      sql`INSERT INTO procedures_locales (_parent_id, _locale, name, slug) VALUES
        (1, 'cs', 'Plastika víček', 'plastika-vicek'), (1, 'en', 'Eyelid surgery', 'eyelid-surgery'), (1, 'de', 'Lidstraffung', 'lidstraffung')`,
      sql`INSERT INTO procedures_prices (_order, _parent_id, id, amount) VALUES (1, 1, 'price-upper', 25000)`,
      sql`INSERT INTO procedures_prices_locales (_parent_id, _locale, name) VALUES ('price-upper', 'cs', 'Horní víčka'), ('price-upper', 'en', 'Upper lids')`,
      sql`INSERT INTO _procedures_v (id, parent_id, version__status, latest) VALUES (1, 1, 'published', 1)`,
      sql`INSERT INTO _procedures_v_locales (_parent_id, _locale, version_name) VALUES (1, 'cs', 'Plastika víček'), (1, 'en', 'Eyelid surgery')`,
      sql`INSERT INTO person_categories (id) VALUES (1)`,
      sql`INSERT INTO person_categories_locales (_parent_id, _locale, name) VALUES (1, 'cs', 'Lékaři'), (1, 'en', 'Doctors')`,
      sql`INSERT INTO people (id, name, photo_id) VALUES (1, 'MUDr. Jana Nováková', 1)`,
      sql`INSERT INTO people_locales (_parent_id, _locale, position) VALUES (1, 'cs', 'Primářka'), (1, 'en', 'Head physician')`,
      sql`INSERT INTO people_high_scores (_order, _parent_id, id) VALUES (1, 1, 'score-operations')`,
      sql`INSERT INTO people_high_scores_locales (_parent_id, _locale, what) VALUES ('score-operations', 'cs', 'operací'), ('score-operations', 'en', 'operations')`,
      sql`INSERT INTO people_rels (parent_id, path, person_categories_id) VALUES (1, 'categories', 1)`,
      sql`INSERT INTO people_rels (parent_id, path, procedures_id) VALUES (1, 'procedures', 1)`,
      sql`INSERT INTO procedures_rels (parent_id, path, people_id) VALUES (1, 'doctors', 1)`,
      sql`INSERT INTO posts (id, author_id) VALUES (1, 1)`,
      sql`INSERT INTO testimonials (id, name, procedure_id) VALUES (1, 'Petra', 1)`,
    ]
    for (const row of rows) await db.run(row)
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  test('no migration deletes or unlinks a row', async () => {
    const batches = ['20261128_005956_settings_identity', '20261128_084500_i30_user_names', migrations.at(-1)!.name]
    const lost: Record<string, Record<string, string>> = {}
    for (const last of batches) {
      if (last === batches[1]) {
        // A redirect to a person, made after content_staff created redirects.
        await db.run(sql`INSERT INTO redirects (id, "from") VALUES (1, '/lekari/novakova')`)
        await db.run(sql`INSERT INTO redirects_rels (parent_id, path, people_id) VALUES (1, 'to.reference', 1)`)
      }
      const before = await census(db)
      await migrateTo(last)
      const batchLost = losses(before, await census(db))
      if (Object.keys(batchLost).length > 0) lost[`up to ${last}`] = batchLost
    }
    expect(lost).toEqual({})
  })

  test('the Settings read back in every language, with their phones and opening hours', async () => {
    const read = async (locale: 'cs' | 'en' | 'de') => {
      const settings = await payload.findGlobal({ slug: 'settings', locale })
      return {
        name: settings.clinicName,
        directions: settings.directions,
        phones: settings.phones?.map(({ label, number }) => `${label} ${number}`),
        hours: settings.openingHours?.map(({ days, opens, closes }) => `${days.join(' ')} ${opens}–${closes}`),
      }
    }
    const hours = ['mon tue wed thu fri 08:00–16:30']
    expect(await read('cs')).toEqual({
      name: 'Klinika Aurelia',
      directions: 'Tramvají na Olšanské náměstí',
      phones: ['Recepce +420 222 000 111'],
      hours,
    })
    expect(await read('en')).toEqual({
      name: 'Aurelia Clinic',
      directions: 'Tram to Olšanské náměstí',
      phones: ['Reception +420 222 000 111'],
      hours,
    })
    expect(await read('de')).toEqual({
      name: 'Klinik Aurelia',
      directions: 'Straßenbahn zum Olšanské náměstí',
      phones: ['Empfang +420 222 000 111'],
      hours,
    })
  })

  test('rolling back the last batch (down to issue30, which rebuilds people) keeps rows too', async () => {
    // As `payload migrate:down` does: each down in its own transaction, latest first. (Rolling back
    // further stops at issue28_30_32's DROP TABLE search_misses, with or without this fix.)
    const batch = migrations.slice(migrations.findIndex(({ name }) => name === '20261128_093243_issue30')).reverse()
    const lost: Record<string, Record<string, string>> = {}
    for (const migration of batch as unknown as Migration[]) {
      const before = await census(db)
      const id = String(await payload.db.beginTransaction())
      const transaction = (payload.db as unknown as SQLiteAdapter).sessions[id]?.db as unknown as MigrateDownArgs['db'] | undefined
      if (!transaction) throw new Error('Payload no longer keeps a transaction in sessions[id].db')
      await migration.down({ db: transaction, payload, req: {} } as never)
      await transaction.run(sql`DELETE FROM payload_migrations WHERE name = ${migration.name}`)
      await payload.db.commitTransaction(id)
      const batchLost = losses(before, await census(db))
      if (Object.keys(batchLost).length > 0) lost[`down ${migration.name}`] = batchLost
    }
    expect(lost).toEqual({})
  })
})
