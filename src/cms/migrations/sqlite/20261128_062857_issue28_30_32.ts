import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { keepingRowsThatReference } from '../../migration-data/sqlite-rebuild'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_synonyms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`language\` text DEFAULT 'cs' NOT NULL,
  	\`words\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_synonyms_updated_at_idx\` ON \`search_synonyms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_synonyms_created_at_idx\` ON \`search_synonyms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search_misses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`query\` text NOT NULL,
  	\`language\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`count\` numeric DEFAULT 1 NOT NULL,
  	\`last_searched_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`search_misses_key_idx\` ON \`search_misses\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`search_misses_updated_at_idx\` ON \`search_misses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_misses_created_at_idx\` ON \`search_misses\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_synonyms_id\` integer REFERENCES search_synonyms(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_misses_id\` integer REFERENCES search_misses(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_synonyms_id_idx\` ON \`payload_locked_documents_rels\` (\`search_synonyms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_misses_id_idx\` ON \`payload_locked_documents_rels\` (\`search_misses_id\`);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`notification_language\` text DEFAULT 'cs';`)
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
  await db.run(sql`DROP TABLE \`search_synonyms\`;`)
  await db.run(sql`DROP TABLE \`search_misses\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`redirects_id\` integer,
  	\`inquiries_id\` integer,
  	\`inquiry_photos_id\` integer,
  	\`inquiry_notes_id\` integer,
  	\`inquiry_history_id\` integer,
  	\`inquiry_audit_id\` integer,
  	\`inquiry_report_archive_id\` integer,
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
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiry_photos_id\`) REFERENCES \`inquiry_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiry_notes_id\`) REFERENCES \`inquiry_notes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiry_history_id\`) REFERENCES \`inquiry_history\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiry_audit_id\`) REFERENCES \`inquiry_audit\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiry_report_archive_id\`) REFERENCES \`inquiry_report_archive\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "procedures_id", "procedure_categories_id", "people_id", "person_categories_id", "posts_id", "job_offers_id", "faq_topics_id", "testimonials_id", "statistics_id", "gallery_items_id", "videos_id", "before_after_id", "popups_id", "media_id", "documents_id", "redirects_id", "inquiries_id", "inquiry_photos_id", "inquiry_notes_id", "inquiry_history_id", "inquiry_audit_id", "inquiry_report_archive_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "procedures_id", "procedure_categories_id", "people_id", "person_categories_id", "posts_id", "job_offers_id", "faq_topics_id", "testimonials_id", "statistics_id", "gallery_items_id", "videos_id", "before_after_id", "popups_id", "media_id", "documents_id", "redirects_id", "inquiries_id", "inquiry_photos_id", "inquiry_notes_id", "inquiry_history_id", "inquiry_audit_id", "inquiry_report_archive_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await keepingRowsThatReference(db, 'payload_locked_documents_rels', async () => {
    await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
    await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  })
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiry_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiry_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiry_notes_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiry_notes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiry_history_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiry_history_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiry_audit_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiry_audit_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiry_report_archive_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiry_report_archive_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`notification_language\`;`)
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
