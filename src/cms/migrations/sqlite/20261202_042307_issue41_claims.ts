import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Issue 41: the claims Settings hold (founding year, answer deadline, free consultation, benefit
 * cards, tagline), and no default of 24 instalment months.
 *
 * Written by hand: the generated version rebuilt `settings` (CREATE __new_settings, DROP, RENAME),
 * which fails (its copy selects the new columns from the old table) and, worse, would delete every
 * row of settings_locales, settings_phones and settings_opening_hours: migrations run in a
 * transaction, where `PRAGMA foreign_keys=OFF` does nothing, so DROP TABLE cascades. Columns are
 * added with ALTER TABLE instead, and the default is dropped by moving the values to a column
 * without one (ADD, copy, DROP COLUMN, RENAME COLUMN: SQLite ≥ 3.35, no table rebuild).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`settings_prices_benefit_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_prices_benefit_cards_order_idx\` ON \`settings_prices_benefit_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`settings_prices_benefit_cards_parent_id_idx\` ON \`settings_prices_benefit_cards\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`founding_year\` numeric;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`reply_working_days\` numeric;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`prices_free_consultation\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`prices_benefit_card_languages_cs\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`prices_benefit_card_languages_en\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`prices_benefit_card_languages_de\` integer DEFAULT false;`)
  // prices_instalment_max_months without its DEFAULT 24; a stored value stays as it is.
  await db.run(sql`ALTER TABLE \`settings\` ADD \`prices_instalment_max_months_next\` numeric;`)
  await db.run(sql`UPDATE \`settings\` SET \`prices_instalment_max_months_next\` = \`prices_instalment_max_months\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`prices_instalment_max_months\`;`)
  await db.run(sql`ALTER TABLE \`settings\` RENAME COLUMN \`prices_instalment_max_months_next\` TO \`prices_instalment_max_months\`;`)
  await db.run(sql`ALTER TABLE \`settings_locales\` ADD \`tagline\` text;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`settings_prices_benefit_cards\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`founding_year\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`reply_working_days\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`prices_free_consultation\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`prices_benefit_card_languages_cs\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`prices_benefit_card_languages_en\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`prices_benefit_card_languages_de\`;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`prices_instalment_max_months_previous\` numeric DEFAULT 24;`)
  await db.run(sql`UPDATE \`settings\` SET \`prices_instalment_max_months_previous\` = \`prices_instalment_max_months\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`prices_instalment_max_months\`;`)
  await db.run(
    sql`ALTER TABLE \`settings\` RENAME COLUMN \`prices_instalment_max_months_previous\` TO \`prices_instalment_max_months\`;`,
  )
  await db.run(sql`ALTER TABLE \`settings_locales\` DROP COLUMN \`tagline\`;`)
}
