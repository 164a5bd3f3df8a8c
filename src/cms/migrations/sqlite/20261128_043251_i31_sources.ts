import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { keepingRowsThatReference } from '../../migration-data/sqlite-rebuild'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`inquiry_report_archive\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`week\` text NOT NULL,
  	\`lang\` text,
  	\`kind\` text,
  	\`status\` text,
  	\`procedure\` numeric,
  	\`source\` text,
  	\`medium\` text,
  	\`campaign\` text,
  	\`booked\` integer DEFAULT false,
  	\`response_seconds\` numeric,
  	\`total\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`inquiry_report_archive_week_idx\` ON \`inquiry_report_archive\` (\`week\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_report_archive_updated_at_idx\` ON \`inquiry_report_archive\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_report_archive_created_at_idx\` ON \`inquiry_report_archive\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`source_landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`source_referrer_host\` text;`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`source_utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`source_utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`source_utm_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`source_click_ids\` text;`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`sent_from_procedure_id\` integer REFERENCES procedures(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`first_status_change_at\` text;`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`booked_at\` text;`)
  await db.run(sql`CREATE INDEX \`inquiries_sent_from_procedure_idx\` ON \`inquiries\` (\`sent_from_procedure_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_first_status_change_at_idx\` ON \`inquiries\` (\`first_status_change_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_booked_at_idx\` ON \`inquiries\` (\`booked_at\`);`)
  // By hand (issue 31): the report's response time and conversion for inquiries handled before
  // these fields existed, from their status history; without history, the last update stands in.
  await db.run(sql`UPDATE \`inquiries\` SET \`first_status_change_at\` = (SELECT MIN(h.\`created_at\`) FROM \`inquiry_history\` h WHERE h.\`inquiry_id\` = \`inquiries\`.\`id\` AND h.\`change\` = 'status');`)
  await db.run(sql`UPDATE \`inquiries\` SET \`booked_at\` = (SELECT MIN(h.\`created_at\`) FROM \`inquiry_history\` h WHERE h.\`inquiry_id\` = \`inquiries\`.\`id\` AND h.\`change\` = 'status' AND h.\`to_status\` = 'booked');`)
  await db.run(sql`UPDATE \`inquiries\` SET \`first_status_change_at\` = \`updated_at\` WHERE \`first_status_change_at\` IS NULL AND \`status\` <> 'new';`)
  await db.run(sql`UPDATE \`inquiries\` SET \`booked_at\` = \`updated_at\` WHERE \`booked_at\` IS NULL AND \`status\` = 'booked';`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`inquiry_report_archive_id\` integer REFERENCES inquiry_report_archive(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiry_report_archive_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiry_report_archive_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`inquiry_report_archive\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_inquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`assigned_to_id\` integer,
  	\`deletion_reason\` text,
  	\`is_spam\` integer DEFAULT false,
  	\`kind\` text DEFAULT 'standard' NOT NULL,
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
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`assigned_to_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_inquiries\`("id", "status", "assigned_to_id", "deletion_reason", "is_spam", "kind", "reference", "name", "email", "phone_number", "message", "lang", "location_url", "is_h_p", "idempotency_key", "request_hash", "client_ip_hash", "updated_at", "created_at") SELECT "id", "status", "assigned_to_id", "deletion_reason", "is_spam", "kind", "reference", "name", "email", "phone_number", "message", "lang", "location_url", "is_h_p", "idempotency_key", "request_hash", "client_ip_hash", "updated_at", "created_at" FROM \`inquiries\`;`)
  await keepingRowsThatReference(db, 'inquiries', async () => {
    await db.run(sql`DROP TABLE \`inquiries\`;`)
    await db.run(sql`ALTER TABLE \`__new_inquiries\` RENAME TO \`inquiries\`;`)
  })
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`inquiries_status_idx\` ON \`inquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_assigned_to_idx\` ON \`inquiries\` (\`assigned_to_id\`);`)
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
  	\`redirects_id\` integer,
  	\`inquiries_id\` integer,
  	\`inquiry_photos_id\` integer,
  	\`inquiry_notes_id\` integer,
  	\`inquiry_history_id\` integer,
  	\`inquiry_audit_id\` integer,
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "procedures_id", "procedure_categories_id", "people_id", "person_categories_id", "posts_id", "job_offers_id", "faq_topics_id", "testimonials_id", "statistics_id", "gallery_items_id", "videos_id", "before_after_id", "popups_id", "media_id", "documents_id", "redirects_id", "inquiries_id", "inquiry_photos_id", "inquiry_notes_id", "inquiry_history_id", "inquiry_audit_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "procedures_id", "procedure_categories_id", "people_id", "person_categories_id", "posts_id", "job_offers_id", "faq_topics_id", "testimonials_id", "statistics_id", "gallery_items_id", "videos_id", "before_after_id", "popups_id", "media_id", "documents_id", "redirects_id", "inquiries_id", "inquiry_photos_id", "inquiry_notes_id", "inquiry_history_id", "inquiry_audit_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiry_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiry_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiry_notes_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiry_notes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiry_history_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiry_history_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiry_audit_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiry_audit_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
