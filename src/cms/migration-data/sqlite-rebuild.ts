/**
 * Generated SQLite migrations change a table by rebuilding it: CREATE __new_x, copy the rows,
 * DROP TABLE x, RENAME __new_x TO x, between `PRAGMA foreign_keys=OFF` and `=ON`. Payload runs each
 * migration in a transaction, where SQLite ignores that pragma, so the DROP deletes x's rows first
 * and their ON DELETE actions run: rows pointing at x are deleted (cascade, and on down the chain)
 * or lose the link (set null). `keepingRowsThatReference` puts them back as they were, same ids,
 * once the new table holds x's rows again. (Kept outside the migration folders: Payload treats
 * every file there as a migration.)
 */
import { type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

type Db = MigrateUpArgs['db']
type Reference = { child: string; parent: string; column: string; onDelete: string }

const kept = (table: string) => sql.identifier(`__keep_${table}`)

async function primaryKey(db: Db, table: string): Promise<string> {
  const columns = await db.all<{ name: string }>(sql`SELECT name FROM pragma_table_info(${table}) WHERE pk > 0`)
  if (columns.length !== 1) throw new Error(`Cannot keep the rows of ${table}: it has no single-column primary key`)
  return columns[0].name
}

/** Runs `dropAndRename` (the rebuild's DROP TABLE and RENAME) without losing what refers to `table`. */
export async function keepingRowsThatReference(db: Db, table: string, dropAndRename: () => Promise<void>) {
  const references: Reference[] = (
    await db.all<{ child: string; parent: string; column: string; on_delete: string }>(
      sql`SELECT m.name AS child, f."table" AS parent, f."from" AS "column", f.on_delete
          FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table'`,
    )
  ).map(({ on_delete, ...reference }) => ({ ...reference, onDelete: on_delete.toUpperCase() }))

  // Tables whose rows the DROP deletes (cascading down), and the columns it empties.
  const deleted = new Set([table])
  const emptied: Reference[] = []
  for (let grew = true; grew; ) {
    grew = false
    for (const reference of references) {
      if (!deleted.has(reference.parent) || reference.child === reference.parent) continue
      if (reference.onDelete === 'CASCADE' && !deleted.has(reference.child)) {
        deleted.add(reference.child)
        grew = true
      } else if (reference.onDelete.startsWith('SET ') && !emptied.includes(reference)) emptied.push(reference)
    }
  }
  deleted.delete(table)
  const touched = [...new Set([...deleted, ...emptied.map(({ child }) => child)])]

  for (const name of touched) {
    await db.run(sql`CREATE TEMP TABLE ${kept(name)} AS SELECT * FROM ${sql.identifier(name)}`)
  }
  await dropAndRename()

  // Deleted rows go back parents first (each is checked against its parents as it is inserted).
  const pending = new Set(deleted)
  while (pending.size > 0) {
    const ready = [...pending].filter((name) => references.every((r) => r.child !== name || r.parent === name || !pending.has(r.parent)))
    if (ready.length === 0) throw new Error(`Cannot keep the rows of ${[...pending].join(', ')}: they refer to each other`)
    for (const name of ready) {
      const id = sql.identifier(await primaryKey(db, name))
      await db.run(
        sql`INSERT INTO ${sql.identifier(name)} SELECT * FROM ${kept(name)} WHERE ${id} NOT IN (SELECT ${id} FROM ${sql.identifier(name)})`,
      )
      pending.delete(name)
    }
  }
  for (const { child, column } of emptied) {
    const id = sql.identifier(await primaryKey(db, child))
    const [target, value] = [sql.identifier(child), sql.identifier(column)]
    await db.run(
      sql`UPDATE ${target} SET ${value} = (SELECT k.${value} FROM ${kept(child)} k WHERE k.${id} = ${target}.${id})
          WHERE ${id} IN (SELECT k.${id} FROM ${kept(child)} k WHERE k.${value} IS NOT ${target}.${value})`,
    )
  }
  for (const name of touched) await db.run(sql`DROP TABLE ${kept(name)}`)
}
