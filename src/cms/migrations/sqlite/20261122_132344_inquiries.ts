import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { keepingRowsThatReference } from '../../migration-data/sqlite-rebuild'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`inquiries\` (
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
  await db.run(sql`CREATE INDEX \`inquiries_status_idx\` ON \`inquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_is_spam_idx\` ON \`inquiries\` (\`is_spam\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`inquiries_reference_idx\` ON \`inquiries\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_email_idx\` ON \`inquiries\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_phone_number_idx\` ON \`inquiries\` (\`phone_number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`inquiries_idempotency_key_idx\` ON \`inquiries\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_updated_at_idx\` ON \`inquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_created_at_idx\` ON \`inquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`inquiries_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`inquiry_photos_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiry_photos_id\`) REFERENCES \`inquiry_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`inquiries_rels_order_idx\` ON \`inquiries_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_rels_parent_idx\` ON \`inquiries_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_rels_path_idx\` ON \`inquiries_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_rels_inquiry_photos_id_idx\` ON \`inquiries_rels\` (\`inquiry_photos_id\`);`)
  await db.run(sql`CREATE TABLE \`inquiry_photos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`inquiry_photos_updated_at_idx\` ON \`inquiry_photos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_photos_created_at_idx\` ON \`inquiry_photos\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`inquiry_photos_filename_idx\` ON \`inquiry_photos\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_photos_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`inquiry_photos\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`inquiries_id\` integer REFERENCES inquiries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`inquiry_photos_id\` integer REFERENCES inquiry_photos(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiry_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiry_photos_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`inquiries\`;`)
  await db.run(sql`DROP TABLE \`inquiries_rels\`;`)
  await db.run(sql`DROP TABLE \`inquiry_photos\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "procedures_id", "procedure_categories_id", "people_id", "person_categories_id", "posts_id", "job_offers_id", "faq_topics_id", "testimonials_id", "statistics_id", "gallery_items_id", "videos_id", "before_after_id", "popups_id", "media_id", "documents_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "procedures_id", "procedure_categories_id", "people_id", "person_categories_id", "posts_id", "job_offers_id", "faq_topics_id", "testimonials_id", "statistics_id", "gallery_items_id", "videos_id", "before_after_id", "popups_id", "media_id", "documents_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}
