import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`people\` ADD \`source_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`people_locales\` ADD \`translation_saved_at\` text;`)
  await db.run(sql`ALTER TABLE \`_people_v\` ADD \`version_source_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_people_v_locales\` ADD \`version_translation_saved_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`people\` DROP COLUMN \`source_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`people_locales\` DROP COLUMN \`translation_saved_at\`;`)
  await db.run(sql`ALTER TABLE \`_people_v\` DROP COLUMN \`version_source_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`_people_v_locales\` DROP COLUMN \`version_translation_saved_at\`;`)
}
