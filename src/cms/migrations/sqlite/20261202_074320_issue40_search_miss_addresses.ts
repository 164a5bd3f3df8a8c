import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search_misses\` ADD \`addresses\` numeric DEFAULT 1 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`search_misses\` ADD \`address_hashes\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search_misses\` DROP COLUMN \`addresses\`;`)
  await db.run(sql`ALTER TABLE \`search_misses\` DROP COLUMN \`address_hashes\`;`)
}
