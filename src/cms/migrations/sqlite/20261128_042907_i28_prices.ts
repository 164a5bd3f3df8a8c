import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` ADD \`prices_eur_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`prices_eur_rate_date\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`prices_eur_rounding\` numeric DEFAULT 10;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`prices_eur_languages_cs\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`prices_eur_languages_en\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`prices_eur_languages_de\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`prices_instalment_languages_cs\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`prices_instalment_languages_en\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`prices_instalment_languages_de\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`prices_instalment_max_months\` numeric DEFAULT 24;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`prices_eur_rate\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`prices_eur_rate_date\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`prices_eur_rounding\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`prices_eur_languages_cs\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`prices_eur_languages_en\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`prices_eur_languages_de\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`prices_instalment_languages_cs\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`prices_instalment_languages_en\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`prices_instalment_languages_de\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`prices_instalment_max_months\`;`)
}
