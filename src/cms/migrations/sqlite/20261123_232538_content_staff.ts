import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { keepingRowsThatReference } from '../../migration-data/sqlite-rebuild'
import { newRowId, weekdayHoursFrom, weekdays } from '../../migration-data/content-staff'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`media_alt_missing\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`media_alt_missing_order_idx\` ON \`media_alt_missing\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`media_alt_missing_parent_idx\` ON \`media_alt_missing\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_type\` text DEFAULT 'document' NOT NULL,
  	\`to_locale\` text,
  	\`to_url\` text,
  	\`automatic\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`procedures_id\` integer,
  	\`posts_id\` integer,
  	\`job_offers_id\` integer,
  	\`people_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`procedures_id\`) REFERENCES \`procedures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_offers_id\`) REFERENCES \`job_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_pages_id_idx\` ON \`redirects_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_procedures_id_idx\` ON \`redirects_rels\` (\`procedures_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_posts_id_idx\` ON \`redirects_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_job_offers_id_idx\` ON \`redirects_rels\` (\`job_offers_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_people_id_idx\` ON \`redirects_rels\` (\`people_id\`);`)
  await db.run(sql`CREATE TABLE \`inquiry_notes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`inquiry_id\` integer NOT NULL,
  	\`text\` text NOT NULL,
  	\`by_id\` integer,
  	\`by_name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`inquiry_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`inquiry_notes_inquiry_idx\` ON \`inquiry_notes\` (\`inquiry_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_notes_by_idx\` ON \`inquiry_notes\` (\`by_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_notes_updated_at_idx\` ON \`inquiry_notes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_notes_created_at_idx\` ON \`inquiry_notes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`inquiry_history\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`inquiry_id\` integer NOT NULL,
  	\`by_id\` integer,
  	\`by_name\` text,
  	\`change\` text NOT NULL,
  	\`from_status\` text,
  	\`to_status\` text,
  	\`from_assignee\` text,
  	\`to_assignee\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`inquiry_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`inquiry_history_inquiry_idx\` ON \`inquiry_history\` (\`inquiry_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_history_by_idx\` ON \`inquiry_history\` (\`by_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_history_updated_at_idx\` ON \`inquiry_history\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_history_created_at_idx\` ON \`inquiry_history\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`settings_opening_hours_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`settings_opening_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_opening_hours_days_order_idx\` ON \`settings_opening_hours_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`settings_opening_hours_days_parent_idx\` ON \`settings_opening_hours_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`opens\` text,
  	\`closes\` text,
  	\`closed\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_opening_hours_order_idx\` ON \`settings_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`settings_opening_hours_parent_id_idx\` ON \`settings_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_procedures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category_id\` integer,
  	\`sort_order\` numeric,
  	\`seo_image_id\` integer,
  	\`noindex\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`procedure_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_procedures\`("id", "category_id", "sort_order", "seo_image_id", "noindex", "image_id", "updated_at", "created_at", "_status") SELECT "id", "category_id", "sort_order", NULL, false, "image_id", "updated_at", "created_at", "_status" FROM \`procedures\`;`)
  // Hand-edited: in the migration's transaction PRAGMA foreign_keys=OFF does nothing, so each DROP
  // below would delete or unlink the rows referring to the table (migration-data/sqlite-rebuild.ts).
  await keepingRowsThatReference(db, 'procedures', async () => {
    await db.run(sql`DROP TABLE \`procedures\`;`)
    await db.run(sql`ALTER TABLE \`__new_procedures\` RENAME TO \`procedures\`;`)
  })
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`procedures_category_idx\` ON \`procedures\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`procedures_seo_image_idx\` ON \`procedures\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`procedures_image_idx\` ON \`procedures\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`procedures_updated_at_idx\` ON \`procedures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`procedures_created_at_idx\` ON \`procedures\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`procedures__status_idx\` ON \`procedures\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__procedures_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_category_id\` integer,
  	\`version_sort_order\` numeric,
  	\`version_seo_image_id\` integer,
  	\`version_noindex\` integer DEFAULT false,
  	\`version_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`procedures\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`procedure_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__procedures_v\`("id", "parent_id", "version_category_id", "version_sort_order", "version_seo_image_id", "version_noindex", "version_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_category_id", "version_sort_order", NULL, false, "version_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_procedures_v\`;`)
  await keepingRowsThatReference(db, '_procedures_v', async () => {
    await db.run(sql`DROP TABLE \`_procedures_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__procedures_v\` RENAME TO \`_procedures_v\`;`)
  })
  await db.run(sql`CREATE INDEX \`_procedures_v_parent_idx\` ON \`_procedures_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_version_version_category_idx\` ON \`_procedures_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_version_version_seo_image_idx\` ON \`_procedures_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_version_version_image_idx\` ON \`_procedures_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_version_version_updated_at_idx\` ON \`_procedures_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_version_version_created_at_idx\` ON \`_procedures_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_version_version__status_idx\` ON \`_procedures_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_created_at_idx\` ON \`_procedures_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_updated_at_idx\` ON \`_procedures_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_snapshot_idx\` ON \`_procedures_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_published_locale_idx\` ON \`_procedures_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_latest_idx\` ON \`_procedures_v\` (\`latest\`);`)
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
  await db.run(sql`CREATE INDEX \`people_slug_idx\` ON \`people\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`people_photo_idx\` ON \`people\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`people_updated_at_idx\` ON \`people\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`people_created_at_idx\` ON \`people\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_person_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sort_order\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_person_categories\`("id", "sort_order", "updated_at", "created_at") SELECT "id", "sort_order", "updated_at", "created_at" FROM \`person_categories\`;`)
  await keepingRowsThatReference(db, 'person_categories', async () => {
    await db.run(sql`DROP TABLE \`person_categories\`;`)
    await db.run(sql`ALTER TABLE \`__new_person_categories\` RENAME TO \`person_categories\`;`)
  })
  await db.run(sql`CREATE INDEX \`person_categories_updated_at_idx\` ON \`person_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`person_categories_created_at_idx\` ON \`person_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_media_locales\` (
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media_locales\`("alt", "id", "_locale", "_parent_id") SELECT "alt", "id", "_locale", "_parent_id" FROM \`media_locales\`;`)
  await keepingRowsThatReference(db, 'media_locales', async () => {
    await db.run(sql`DROP TABLE \`media_locales\`;`)
    await db.run(sql`ALTER TABLE \`__new_media_locales\` RENAME TO \`media_locales\`;`)
  })
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`noindex\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`pages_seo_image_idx\` ON \`pages\` (\`seo_image_id\`);`)
  // Data carried over: workflow statuses renamed, the pages' "is published" checkbox folded into
  // draft/published (a hidden page becomes a draft), the opening-hours text turned into rows per day.
  await db.run(sql`UPDATE \`inquiries\` SET \`status\` = 'contacted' WHERE \`status\` = 'in-progress';`)
  await db.run(sql`UPDATE \`inquiries\` SET \`status\` = 'closed-done' WHERE \`status\` = 'done';`)
  await db.run(sql`UPDATE \`_pages_v\` SET \`version__status\` = 'draft' WHERE \`latest\` = 1 AND \`parent_id\` IN (SELECT \`id\` FROM \`pages\` WHERE \`is_published\` = 0);`)
  await db.run(sql`UPDATE \`pages\` SET \`_status\` = 'draft' WHERE \`is_published\` = 0 AND \`_status\` = 'published';`)
  for (const settings of await db.all<{ id: number; opening_hours: string | null }>(sql`SELECT \`id\`, \`opening_hours\` FROM \`settings\`;`)) {
    const hours = weekdayHoursFrom(settings.opening_hours)
    const rowId = newRowId()
    await db.run(sql`INSERT INTO \`settings_opening_hours\` (\`_order\`, \`_parent_id\`, \`id\`, \`opens\`, \`closes\`, \`closed\`) VALUES (1, ${settings.id}, ${rowId}, ${hours.opens}, ${hours.closes}, 0);`)
    for (const [index, day] of weekdays.entries()) {
      await db.run(sql`INSERT INTO \`settings_opening_hours_days\` (\`order\`, \`parent_id\`, \`value\`) VALUES (${index + 1}, ${rowId}, ${day});`)
    }
  }
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`is_published\`;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`canonical_url\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_noindex\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_seo_image_idx\` ON \`_pages_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_is_published\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_canonical_url\` text;`)
  await db.run(sql`ALTER TABLE \`procedures_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`procedures_locales\` ADD \`canonical_url\` text;`)
  await db.run(sql`ALTER TABLE \`_procedures_v_locales\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_procedures_v_locales\` ADD \`version_canonical_url\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`noindex\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`posts_seo_image_idx\` ON \`posts\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`canonical_url\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_noindex\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_seo_image_idx\` ON \`_posts_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_canonical_url\` text;`)
  await db.run(sql`ALTER TABLE \`job_offers\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`job_offers\` ADD \`noindex\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`job_offers_seo_image_idx\` ON \`job_offers\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`job_offers_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`job_offers_locales\` ADD \`canonical_url\` text;`)
  await db.run(sql`ALTER TABLE \`_job_offers_v\` ADD \`version_seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_job_offers_v\` ADD \`version_noindex\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_job_offers_v_version_version_seo_image_idx\` ON \`_job_offers_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_job_offers_v_locales\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_job_offers_v_locales\` ADD \`version_canonical_url\` text;`)
  await db.run(sql`ALTER TABLE \`popups\` ADD \`priority\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`CREATE INDEX \`popups_priority_idx\` ON \`popups\` (\`priority\`);`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`assigned_to_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`inquiries_assigned_to_idx\` ON \`inquiries\` (\`assigned_to_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`language\` text DEFAULT 'cs';`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`inquiry_notes_id\` integer REFERENCES inquiry_notes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`inquiry_history_id\` integer REFERENCES inquiry_history(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiry_notes_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiry_notes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiry_history_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiry_history_id\`);`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`opening_hours\`;`)
  // Images whose alt text exists only in some languages are listed as such (media list filter).
  await db.run(sql`INSERT INTO \`media_alt_missing\` (\`order\`, \`parent_id\`, \`value\`) SELECT ROW_NUMBER() OVER (PARTITION BY m.id ORDER BY l.pos), m.id, l.code FROM \`media\` m CROSS JOIN (SELECT 'cs' AS code, 1 AS pos UNION ALL SELECT 'en', 2 UNION ALL SELECT 'de', 3) l WHERE NOT EXISTS (SELECT 1 FROM \`media_locales\` ml WHERE ml._parent_id = m.id AND ml._locale = l.code AND TRIM(COALESCE(ml.alt, '')) <> '');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE \`inquiries\` SET \`status\` = 'in-progress' WHERE \`status\` IN ('contacted', 'booked');`)
  await db.run(sql`UPDATE \`inquiries\` SET \`status\` = 'done' WHERE \`status\` IN ('closed-done', 'closed-not-interested');`)
  await db.run(sql`DROP TABLE \`media_alt_missing\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`inquiry_notes\`;`)
  await db.run(sql`DROP TABLE \`inquiry_history\`;`)
  await db.run(sql`DROP TABLE \`settings_opening_hours_days\`;`)
  await db.run(sql`DROP TABLE \`settings_opening_hours\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`route_key\` text,
  	\`is_published\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "route_key", "is_published", "updated_at", "created_at", "_status") SELECT "id", "route_key", "is_published", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await keepingRowsThatReference(db, 'pages', async () => {
    await db.run(sql`DROP TABLE \`pages\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  })
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_route_key_idx\` ON \`pages\` (\`route_key\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_route_key\` text,
  	\`version_is_published\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_route_key", "version_is_published", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_route_key", "version_is_published", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_pages_v\`;`)
  await keepingRowsThatReference(db, '_pages_v', async () => {
    await db.run(sql`DROP TABLE \`_pages_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  })
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_route_key_idx\` ON \`_pages_v\` (\`version_route_key\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_procedures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category_id\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`procedure_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_procedures\`("id", "category_id", "sort_order", "image_id", "updated_at", "created_at", "_status") SELECT "id", "category_id", "sort_order", "image_id", "updated_at", "created_at", "_status" FROM \`procedures\`;`)
  await keepingRowsThatReference(db, 'procedures', async () => {
    await db.run(sql`DROP TABLE \`procedures\`;`)
    await db.run(sql`ALTER TABLE \`__new_procedures\` RENAME TO \`procedures\`;`)
  })
  await db.run(sql`CREATE INDEX \`procedures_category_idx\` ON \`procedures\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`procedures_image_idx\` ON \`procedures\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`procedures_updated_at_idx\` ON \`procedures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`procedures_created_at_idx\` ON \`procedures\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`procedures__status_idx\` ON \`procedures\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__procedures_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_category_id\` integer,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`procedures\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`procedure_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__procedures_v\`("id", "parent_id", "version_category_id", "version_sort_order", "version_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_category_id", "version_sort_order", "version_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_procedures_v\`;`)
  await keepingRowsThatReference(db, '_procedures_v', async () => {
    await db.run(sql`DROP TABLE \`_procedures_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__procedures_v\` RENAME TO \`_procedures_v\`;`)
  })
  await db.run(sql`CREATE INDEX \`_procedures_v_parent_idx\` ON \`_procedures_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_version_version_category_idx\` ON \`_procedures_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_version_version_image_idx\` ON \`_procedures_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_version_version_updated_at_idx\` ON \`_procedures_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_version_version_created_at_idx\` ON \`_procedures_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_version_version__status_idx\` ON \`_procedures_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_created_at_idx\` ON \`_procedures_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_updated_at_idx\` ON \`_procedures_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_snapshot_idx\` ON \`_procedures_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_published_locale_idx\` ON \`_procedures_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_procedures_v_latest_idx\` ON \`_procedures_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published_at\` text,
  	\`author_id\` integer,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`author_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "published_at", "author_id", "image_id", "updated_at", "created_at", "_status") SELECT "id", "published_at", "author_id", "image_id", "updated_at", "created_at", "_status" FROM \`posts\`;`)
  await keepingRowsThatReference(db, 'posts', async () => {
    await db.run(sql`DROP TABLE \`posts\`;`)
    await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  })
  await db.run(sql`CREATE INDEX \`posts_published_at_idx\` ON \`posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_author_idx\` ON \`posts\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_image_idx\` ON \`posts\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_published_at\` text,
  	\`version_author_id\` integer,
  	\`version_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__posts_v\`("id", "parent_id", "version_published_at", "version_author_id", "version_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_published_at", "version_author_id", "version_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_posts_v\`;`)
  await keepingRowsThatReference(db, '_posts_v', async () => {
    await db.run(sql`DROP TABLE \`_posts_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__posts_v\` RENAME TO \`_posts_v\`;`)
  })
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_published_at_idx\` ON \`_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_author_idx\` ON \`_posts_v\` (\`version_author_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_image_idx\` ON \`_posts_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_snapshot_idx\` ON \`_posts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_published_locale_idx\` ON \`_posts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_job_offers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_job_offers\`("id", "updated_at", "created_at", "_status") SELECT "id", "updated_at", "created_at", "_status" FROM \`job_offers\`;`)
  await keepingRowsThatReference(db, 'job_offers', async () => {
    await db.run(sql`DROP TABLE \`job_offers\`;`)
    await db.run(sql`ALTER TABLE \`__new_job_offers\` RENAME TO \`job_offers\`;`)
  })
  await db.run(sql`CREATE INDEX \`job_offers_updated_at_idx\` ON \`job_offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_offers_created_at_idx\` ON \`job_offers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`job_offers__status_idx\` ON \`job_offers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__job_offers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`job_offers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__job_offers_v\`("id", "parent_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_job_offers_v\`;`)
  await keepingRowsThatReference(db, '_job_offers_v', async () => {
    await db.run(sql`DROP TABLE \`_job_offers_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__job_offers_v\` RENAME TO \`_job_offers_v\`;`)
  })
  await db.run(sql`CREATE INDEX \`_job_offers_v_parent_idx\` ON \`_job_offers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_job_offers_v_version_version_updated_at_idx\` ON \`_job_offers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_job_offers_v_version_version_created_at_idx\` ON \`_job_offers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_job_offers_v_version_version__status_idx\` ON \`_job_offers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_job_offers_v_created_at_idx\` ON \`_job_offers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_job_offers_v_updated_at_idx\` ON \`_job_offers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_job_offers_v_snapshot_idx\` ON \`_job_offers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_job_offers_v_published_locale_idx\` ON \`_job_offers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_job_offers_v_latest_idx\` ON \`_job_offers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_inquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`kind\` text DEFAULT 'standard' NOT NULL,
  	\`is_spam\` integer DEFAULT false,
  	\`reference\` text NOT NULL,
  	\`name\` text,
  	\`email\` text,
  	\`phone_number\` text,
  	\`message\` text,
  	\`lang\` text DEFAULT 'cs' NOT NULL,
  	\`location_url\` text,
  	\`is_h_p\` integer DEFAULT false,
  	\`idempotency_key\` text,
  	\`request_hash\` text,
  	\`client_ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_inquiries\`("id", "status", "kind", "is_spam", "reference", "name", "email", "phone_number", "message", "lang", "location_url", "is_h_p", "idempotency_key", "request_hash", "client_ip_hash", "updated_at", "created_at") SELECT "id", "status", "kind", "is_spam", "reference", "name", "email", "phone_number", "message", "lang", "location_url", "is_h_p", "idempotency_key", "request_hash", "client_ip_hash", "updated_at", "created_at" FROM \`inquiries\`;`)
  await keepingRowsThatReference(db, 'inquiries', async () => {
    await db.run(sql`DROP TABLE \`inquiries\`;`)
    await db.run(sql`ALTER TABLE \`__new_inquiries\` RENAME TO \`inquiries\`;`)
  })
  await db.run(sql`CREATE INDEX \`inquiries_status_idx\` ON \`inquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_is_spam_idx\` ON \`inquiries\` (\`is_spam\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`inquiries_reference_idx\` ON \`inquiries\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_email_idx\` ON \`inquiries\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_phone_number_idx\` ON \`inquiries\` (\`phone_number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`inquiries_idempotency_key_idx\` ON \`inquiries\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_updated_at_idx\` ON \`inquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_created_at_idx\` ON \`inquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`procedures_id\` integer,
  	\`procedure_categories_id\` integer,
  	\`people_id\` integer,
  	\`person_categories_id\` integer,
  	\`posts_id\` integer,
  	\`job_offers_id\` integer,
  	\`faq_topics_id\` integer,
  	\`testimonials_id\` integer,
  	\`statistics_id\` integer,
  	\`gallery_items_id\` integer,
  	\`videos_id\` integer,
  	\`before_after_id\` integer,
  	\`popups_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`inquiries_id\` integer,
  	\`inquiry_photos_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`procedures_id\`) REFERENCES \`procedures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`procedure_categories_id\`) REFERENCES \`procedure_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`person_categories_id\`) REFERENCES \`person_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_offers_id\`) REFERENCES \`job_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_topics_id\`) REFERENCES \`faq_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`statistics_id\`) REFERENCES \`statistics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_items_id\`) REFERENCES \`gallery_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`before_after_id\`) REFERENCES \`before_after\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`popups_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiry_photos_id\`) REFERENCES \`inquiry_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "procedures_id", "procedure_categories_id", "people_id", "person_categories_id", "posts_id", "job_offers_id", "faq_topics_id", "testimonials_id", "statistics_id", "gallery_items_id", "videos_id", "before_after_id", "popups_id", "media_id", "documents_id", "inquiries_id", "inquiry_photos_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "procedures_id", "procedure_categories_id", "people_id", "person_categories_id", "posts_id", "job_offers_id", "faq_topics_id", "testimonials_id", "statistics_id", "gallery_items_id", "videos_id", "before_after_id", "popups_id", "media_id", "documents_id", "inquiries_id", "inquiry_photos_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await keepingRowsThatReference(db, 'payload_locked_documents_rels', async () => {
    await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
    await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  })
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_procedures_id_idx\` ON \`payload_locked_documents_rels\` (\`procedures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_procedure_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`procedure_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_people_id_idx\` ON \`payload_locked_documents_rels\` (\`people_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_person_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`person_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`job_offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_statistics_id_idx\` ON \`payload_locked_documents_rels\` (\`statistics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gallery_items_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_before_after_id_idx\` ON \`payload_locked_documents_rels\` (\`before_after_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiry_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiry_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`popups_priority_idx\`;`)
  await db.run(sql`ALTER TABLE \`popups\` DROP COLUMN \`priority\`;`)
  await db.run(sql`CREATE TABLE \`__new_people\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`has_detail_page\` integer DEFAULT false,
  	\`is_head_physician\` integer DEFAULT false,
  	\`sort_order\` numeric DEFAULT 0,
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
  await db.run(sql`CREATE INDEX \`people_slug_idx\` ON \`people\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`people_photo_idx\` ON \`people\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`people_updated_at_idx\` ON \`people\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`people_created_at_idx\` ON \`people\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_person_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_person_categories\`("id", "sort_order", "updated_at", "created_at") SELECT "id", "sort_order", "updated_at", "created_at" FROM \`person_categories\`;`)
  await keepingRowsThatReference(db, 'person_categories', async () => {
    await db.run(sql`DROP TABLE \`person_categories\`;`)
    await db.run(sql`ALTER TABLE \`__new_person_categories\` RENAME TO \`person_categories\`;`)
  })
  await db.run(sql`CREATE INDEX \`person_categories_updated_at_idx\` ON \`person_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`person_categories_created_at_idx\` ON \`person_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_media_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media_locales\`("alt", "id", "_locale", "_parent_id") SELECT "alt", "id", "_locale", "_parent_id" FROM \`media_locales\`;`)
  await keepingRowsThatReference(db, 'media_locales', async () => {
    await db.run(sql`DROP TABLE \`media_locales\`;`)
    await db.run(sql`ALTER TABLE \`__new_media_locales\` RENAME TO \`media_locales\`;`)
  })
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`opening_hours\` text DEFAULT '7:00 - 18:00' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`canonical_url\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` DROP COLUMN \`version_seo_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` DROP COLUMN \`version_canonical_url\`;`)
  await db.run(sql`ALTER TABLE \`procedures_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`procedures_locales\` DROP COLUMN \`canonical_url\`;`)
  await db.run(sql`ALTER TABLE \`_procedures_v_locales\` DROP COLUMN \`version_seo_title\`;`)
  await db.run(sql`ALTER TABLE \`_procedures_v_locales\` DROP COLUMN \`version_canonical_url\`;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`canonical_url\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version_seo_title\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version_canonical_url\`;`)
  await db.run(sql`ALTER TABLE \`job_offers_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`job_offers_locales\` DROP COLUMN \`canonical_url\`;`)
  await db.run(sql`ALTER TABLE \`_job_offers_v_locales\` DROP COLUMN \`version_seo_title\`;`)
  await db.run(sql`ALTER TABLE \`_job_offers_v_locales\` DROP COLUMN \`version_canonical_url\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`language\`;`)
}
