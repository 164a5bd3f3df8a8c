import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_factor\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_factor_sessions\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_factor\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_factor_sessions\`;`)
}
