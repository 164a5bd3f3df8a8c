import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { keepingRowsThatReference } from '../../migration-data/sqlite-rebuild'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_people_v_version_high_scores\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_people_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_people_v_version_high_scores_order_idx\` ON \`_people_v_version_high_scores\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_high_scores_parent_id_idx\` ON \`_people_v_version_high_scores\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_people_v_version_high_scores_locales\` (
  	\`what\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_people_v_version_high_scores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_people_v_version_high_scores_locales_locale_parent_id_uniqu\` ON \`_people_v_version_high_scores_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_people_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_has_detail_page\` integer DEFAULT false,
  	\`version_is_head_physician\` integer DEFAULT false,
  	\`version_sort_order\` numeric,
  	\`version_photo_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_people_v_parent_idx\` ON \`_people_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_slug_idx\` ON \`_people_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_photo_idx\` ON \`_people_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_updated_at_idx\` ON \`_people_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_created_at_idx\` ON \`_people_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version__status_idx\` ON \`_people_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_created_at_idx\` ON \`_people_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_updated_at_idx\` ON \`_people_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_snapshot_idx\` ON \`_people_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_published_locale_idx\` ON \`_people_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_latest_idx\` ON \`_people_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_people_v_locales\` (
  	\`version_position\` text,
  	\`version_perex\` text,
  	\`version_meta_desc\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_people_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_people_v_locales_locale_parent_id_unique\` ON \`_people_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_people_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_people_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_people_v_texts_order_parent\` ON \`_people_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_people_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`person_categories_id\` integer,
  	\`procedures_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_people_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`person_categories_id\`) REFERENCES \`person_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`procedures_id\`) REFERENCES \`procedures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_people_v_rels_order_idx\` ON \`_people_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_rels_parent_idx\` ON \`_people_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_rels_path_idx\` ON \`_people_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_rels_person_categories_id_idx\` ON \`_people_v_rels\` (\`person_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_rels_procedures_id_idx\` ON \`_people_v_rels\` (\`procedures_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_people_high_scores_locales\` (
  	\`what\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`people_high_scores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_people_high_scores_locales\`("what", "id", "_locale", "_parent_id") SELECT "what", "id", "_locale", "_parent_id" FROM \`people_high_scores_locales\`;`)
  // Hand-edited: in the migration's transaction PRAGMA foreign_keys=OFF does nothing, so each DROP
  // below would delete or unlink the rows referring to the table (migration-data/sqlite-rebuild.ts).
  await keepingRowsThatReference(db, 'people_high_scores_locales', async () => {
    await db.run(sql`DROP TABLE \`people_high_scores_locales\`;`)
    await db.run(sql`ALTER TABLE \`__new_people_high_scores_locales\` RENAME TO \`people_high_scores_locales\`;`)
  })
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`people_high_scores_locales_locale_parent_id_unique\` ON \`people_high_scores_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_people\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`has_detail_page\` integer DEFAULT false,
  	\`is_head_physician\` integer DEFAULT false,
  	\`sort_order\` numeric,
  	\`photo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_people\`("id", "name", "slug", "has_detail_page", "is_head_physician", "sort_order", "photo_id", "updated_at", "created_at", "_status") SELECT "id", "name", "slug", "has_detail_page", "is_head_physician", "sort_order", "photo_id", "updated_at", "created_at", 'published' FROM \`people\`;`)
  // Hand-written above: team members published before drafts existed stay published ('published', not the column the old table lacks).
  await keepingRowsThatReference(db, 'people', async () => {
    await db.run(sql`DROP TABLE \`people\`;`)
    await db.run(sql`ALTER TABLE \`__new_people\` RENAME TO \`people\`;`)
  })
  await db.run(sql`CREATE INDEX \`people_slug_idx\` ON \`people\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`people_photo_idx\` ON \`people\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`people_updated_at_idx\` ON \`people\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`people_created_at_idx\` ON \`people\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`people__status_idx\` ON \`people\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`source_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`translation_saved_at\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_source_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_translation_saved_at\` text;`)
  await db.run(sql`ALTER TABLE \`procedures\` ADD \`source_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`procedures_locales\` ADD \`translation_saved_at\` text;`)
  await db.run(sql`ALTER TABLE \`_procedures_v\` ADD \`version_source_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_procedures_v_locales\` ADD \`version_translation_saved_at\` text;`)
  await db.run(sql`ALTER TABLE \`procedure_categories\` ADD \`source_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`procedure_categories_locales\` ADD \`translation_saved_at\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`source_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`translation_saved_at\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_source_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_translation_saved_at\` text;`)
  await db.run(sql`ALTER TABLE \`job_offers\` ADD \`source_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`job_offers_locales\` ADD \`translation_saved_at\` text;`)
  await db.run(sql`ALTER TABLE \`_job_offers_v\` ADD \`version_source_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_job_offers_v_locales\` ADD \`version_translation_saved_at\` text;`)
  await db.run(sql`ALTER TABLE \`faq_topics\` ADD \`source_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`faq_topics_locales\` ADD \`translation_saved_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_people_v_version_high_scores\`;`)
  await db.run(sql`DROP TABLE \`_people_v_version_high_scores_locales\`;`)
  await db.run(sql`DROP TABLE \`_people_v\`;`)
  await db.run(sql`DROP TABLE \`_people_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_people_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_people_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_people\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`has_detail_page\` integer DEFAULT false,
  	\`is_head_physician\` integer DEFAULT false,
  	\`sort_order\` numeric,
  	\`photo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_people\`("id", "name", "slug", "has_detail_page", "is_head_physician", "sort_order", "photo_id", "updated_at", "created_at") SELECT "id", "name", "slug", "has_detail_page", "is_head_physician", "sort_order", "photo_id", "updated_at", "created_at" FROM \`people\`;`)
  await keepingRowsThatReference(db, 'people', async () => {
    await db.run(sql`DROP TABLE \`people\`;`)
    await db.run(sql`ALTER TABLE \`__new_people\` RENAME TO \`people\`;`)
  })
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`people_slug_idx\` ON \`people\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`people_photo_idx\` ON \`people\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`people_updated_at_idx\` ON \`people\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`people_created_at_idx\` ON \`people\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_people_high_scores_locales\` (
  	\`what\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`people_high_scores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_people_high_scores_locales\`("what", "id", "_locale", "_parent_id") SELECT "what", "id", "_locale", "_parent_id" FROM \`people_high_scores_locales\`;`)
  await keepingRowsThatReference(db, 'people_high_scores_locales', async () => {
    await db.run(sql`DROP TABLE \`people_high_scores_locales\`;`)
    await db.run(sql`ALTER TABLE \`__new_people_high_scores_locales\` RENAME TO \`people_high_scores_locales\`;`)
  })
  await db.run(sql`CREATE UNIQUE INDEX \`people_high_scores_locales_locale_parent_id_unique\` ON \`people_high_scores_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`source_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`translation_saved_at\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_source_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` DROP COLUMN \`version_translation_saved_at\`;`)
  await db.run(sql`ALTER TABLE \`procedures\` DROP COLUMN \`source_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`procedures_locales\` DROP COLUMN \`translation_saved_at\`;`)
  await db.run(sql`ALTER TABLE \`_procedures_v\` DROP COLUMN \`version_source_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`_procedures_v_locales\` DROP COLUMN \`version_translation_saved_at\`;`)
  await db.run(sql`ALTER TABLE \`procedure_categories\` DROP COLUMN \`source_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`procedure_categories_locales\` DROP COLUMN \`translation_saved_at\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`source_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`translation_saved_at\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_source_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version_translation_saved_at\`;`)
  await db.run(sql`ALTER TABLE \`job_offers\` DROP COLUMN \`source_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`job_offers_locales\` DROP COLUMN \`translation_saved_at\`;`)
  await db.run(sql`ALTER TABLE \`_job_offers_v\` DROP COLUMN \`version_source_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`_job_offers_v_locales\` DROP COLUMN \`version_translation_saved_at\`;`)
  await db.run(sql`ALTER TABLE \`faq_topics\` DROP COLUMN \`source_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`faq_topics_locales\` DROP COLUMN \`translation_saved_at\`;`)
}
