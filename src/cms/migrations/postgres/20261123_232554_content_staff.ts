import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { newRowId, weekdayHoursFrom, weekdays } from '../../migration-data/content-staff'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_media_alt_missing" AS ENUM('cs', 'en', 'de');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('document', 'url');
  CREATE TYPE "public"."enum_redirects_to_locale" AS ENUM('cs', 'en', 'de');
  CREATE TYPE "public"."enum_inquiry_history_change" AS ENUM('status', 'assignee');
  CREATE TYPE "public"."enum_inquiry_history_from_status" AS ENUM('new', 'contacted', 'booked', 'closed-not-interested', 'closed-done');
  CREATE TYPE "public"."enum_inquiry_history_to_status" AS ENUM('new', 'contacted', 'booked', 'closed-not-interested', 'closed-done');
  CREATE TYPE "public"."enum_users_language" AS ENUM('cs', 'en');
  CREATE TYPE "public"."enum_settings_opening_hours_days" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TABLE "media_alt_missing" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_media_alt_missing",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'document' NOT NULL,
  	"to_locale" "enum_redirects_to_locale",
  	"to_url" varchar,
  	"automatic" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"procedures_id" integer,
  	"posts_id" integer,
  	"job_offers_id" integer,
  	"people_id" integer
  );
  
  CREATE TABLE "inquiry_notes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"inquiry_id" integer NOT NULL,
  	"text" varchar NOT NULL,
  	"by_id" integer,
  	"by_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "inquiry_history" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"inquiry_id" integer NOT NULL,
  	"by_id" integer,
  	"by_name" varchar,
  	"change" "enum_inquiry_history_change" NOT NULL,
  	"from_status" "enum_inquiry_history_from_status",
  	"to_status" "enum_inquiry_history_to_status",
  	"from_assignee" varchar,
  	"to_assignee" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "settings_opening_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_settings_opening_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "settings_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"opens" varchar,
  	"closes" varchar,
  	"closed" boolean DEFAULT false
  );
  
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE text;
  UPDATE "inquiries" SET "status" = 'contacted' WHERE "status" = 'in-progress';
  UPDATE "inquiries" SET "status" = 'closed-done' WHERE "status" = 'done';
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_inquiries_status";
  CREATE TYPE "public"."enum_inquiries_status" AS ENUM('new', 'contacted', 'booked', 'closed-not-interested', 'closed-done');
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_inquiries_status";
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_inquiries_status" USING "status"::"public"."enum_inquiries_status";
  ALTER TABLE "procedures" ALTER COLUMN "sort_order" DROP DEFAULT;
  ALTER TABLE "_procedures_v" ALTER COLUMN "version_sort_order" DROP DEFAULT;
  ALTER TABLE "people" ALTER COLUMN "sort_order" DROP DEFAULT;
  ALTER TABLE "person_categories" ALTER COLUMN "sort_order" DROP DEFAULT;
  ALTER TABLE "media_locales" ALTER COLUMN "alt" DROP NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "pages" ADD COLUMN "noindex" boolean DEFAULT false;
  ALTER TABLE "pages_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "canonical_url" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_seo_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_noindex" boolean DEFAULT false;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_canonical_url" varchar;
  ALTER TABLE "procedures" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "procedures" ADD COLUMN "noindex" boolean DEFAULT false;
  ALTER TABLE "procedures_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "procedures_locales" ADD COLUMN "canonical_url" varchar;
  ALTER TABLE "_procedures_v" ADD COLUMN "version_seo_image_id" integer;
  ALTER TABLE "_procedures_v" ADD COLUMN "version_noindex" boolean DEFAULT false;
  ALTER TABLE "_procedures_v_locales" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_procedures_v_locales" ADD COLUMN "version_canonical_url" varchar;
  ALTER TABLE "posts" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "posts" ADD COLUMN "noindex" boolean DEFAULT false;
  ALTER TABLE "posts_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "posts_locales" ADD COLUMN "canonical_url" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_seo_image_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_noindex" boolean DEFAULT false;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_canonical_url" varchar;
  ALTER TABLE "job_offers" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "job_offers" ADD COLUMN "noindex" boolean DEFAULT false;
  ALTER TABLE "job_offers_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "job_offers_locales" ADD COLUMN "canonical_url" varchar;
  ALTER TABLE "_job_offers_v" ADD COLUMN "version_seo_image_id" integer;
  ALTER TABLE "_job_offers_v" ADD COLUMN "version_noindex" boolean DEFAULT false;
  ALTER TABLE "_job_offers_v_locales" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_job_offers_v_locales" ADD COLUMN "version_canonical_url" varchar;
  ALTER TABLE "popups" ADD COLUMN "priority" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "inquiries" ADD COLUMN "assigned_to_id" integer;
  ALTER TABLE "users" ADD COLUMN "language" "enum_users_language" DEFAULT 'cs';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inquiry_notes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inquiry_history_id" integer;
  ALTER TABLE "media_alt_missing" ADD CONSTRAINT "media_alt_missing_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_procedures_fk" FOREIGN KEY ("procedures_id") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_job_offers_fk" FOREIGN KEY ("job_offers_id") REFERENCES "public"."job_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_people_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inquiry_notes" ADD CONSTRAINT "inquiry_notes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiry_notes" ADD CONSTRAINT "inquiry_notes_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiry_history" ADD CONSTRAINT "inquiry_history_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiry_history" ADD CONSTRAINT "inquiry_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings_opening_hours_days" ADD CONSTRAINT "settings_opening_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."settings_opening_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_opening_hours" ADD CONSTRAINT "settings_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_alt_missing_order_idx" ON "media_alt_missing" USING btree ("order");
  CREATE INDEX "media_alt_missing_parent_idx" ON "media_alt_missing" USING btree ("parent_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_pages_id_idx" ON "redirects_rels" USING btree ("pages_id");
  CREATE INDEX "redirects_rels_procedures_id_idx" ON "redirects_rels" USING btree ("procedures_id");
  CREATE INDEX "redirects_rels_posts_id_idx" ON "redirects_rels" USING btree ("posts_id");
  CREATE INDEX "redirects_rels_job_offers_id_idx" ON "redirects_rels" USING btree ("job_offers_id");
  CREATE INDEX "redirects_rels_people_id_idx" ON "redirects_rels" USING btree ("people_id");
  CREATE INDEX "inquiry_notes_inquiry_idx" ON "inquiry_notes" USING btree ("inquiry_id");
  CREATE INDEX "inquiry_notes_by_idx" ON "inquiry_notes" USING btree ("by_id");
  CREATE INDEX "inquiry_notes_updated_at_idx" ON "inquiry_notes" USING btree ("updated_at");
  CREATE INDEX "inquiry_notes_created_at_idx" ON "inquiry_notes" USING btree ("created_at");
  CREATE INDEX "inquiry_history_inquiry_idx" ON "inquiry_history" USING btree ("inquiry_id");
  CREATE INDEX "inquiry_history_by_idx" ON "inquiry_history" USING btree ("by_id");
  CREATE INDEX "inquiry_history_updated_at_idx" ON "inquiry_history" USING btree ("updated_at");
  CREATE INDEX "inquiry_history_created_at_idx" ON "inquiry_history" USING btree ("created_at");
  CREATE INDEX "settings_opening_hours_days_order_idx" ON "settings_opening_hours_days" USING btree ("order");
  CREATE INDEX "settings_opening_hours_days_parent_idx" ON "settings_opening_hours_days" USING btree ("parent_id");
  CREATE INDEX "settings_opening_hours_order_idx" ON "settings_opening_hours" USING btree ("_order");
  CREATE INDEX "settings_opening_hours_parent_id_idx" ON "settings_opening_hours" USING btree ("_parent_id");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "procedures" ADD CONSTRAINT "procedures_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_procedures_v" ADD CONSTRAINT "_procedures_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_job_offers_v" ADD CONSTRAINT "_job_offers_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inquiry_notes_fk" FOREIGN KEY ("inquiry_notes_id") REFERENCES "public"."inquiry_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inquiry_history_fk" FOREIGN KEY ("inquiry_history_id") REFERENCES "public"."inquiry_history"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_seo_image_idx" ON "pages" USING btree ("seo_image_id");
  CREATE INDEX "_pages_v_version_version_seo_image_idx" ON "_pages_v" USING btree ("version_seo_image_id");
  CREATE INDEX "procedures_seo_image_idx" ON "procedures" USING btree ("seo_image_id");
  CREATE INDEX "_procedures_v_version_version_seo_image_idx" ON "_procedures_v" USING btree ("version_seo_image_id");
  CREATE INDEX "posts_seo_image_idx" ON "posts" USING btree ("seo_image_id");
  CREATE INDEX "_posts_v_version_version_seo_image_idx" ON "_posts_v" USING btree ("version_seo_image_id");
  CREATE INDEX "job_offers_seo_image_idx" ON "job_offers" USING btree ("seo_image_id");
  CREATE INDEX "_job_offers_v_version_version_seo_image_idx" ON "_job_offers_v" USING btree ("version_seo_image_id");
  CREATE INDEX "popups_priority_idx" ON "popups" USING btree ("priority");
  CREATE INDEX "inquiries_assigned_to_idx" ON "inquiries" USING btree ("assigned_to_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_inquiry_notes_id_idx" ON "payload_locked_documents_rels" USING btree ("inquiry_notes_id");
  CREATE INDEX "payload_locked_documents_rels_inquiry_history_id_idx" ON "payload_locked_documents_rels" USING btree ("inquiry_history_id");
`)
  // Data carried over: the pages' "is published" checkbox folded into draft/published (a hidden
  // page becomes a draft), the opening-hours text turned into rows per day.
  await db.execute(sql`UPDATE "_pages_v" SET "version__status" = 'draft' WHERE "latest" = true AND "parent_id" IN (SELECT "id" FROM "pages" WHERE "is_published" = false);`)
  await db.execute(sql`UPDATE "pages" SET "_status" = 'draft' WHERE "is_published" = false AND "_status" = 'published';`)
  const settingsRows = await db.execute(sql`SELECT "id", "opening_hours" FROM "settings";`)
  for (const settings of settingsRows.rows as { id: number; opening_hours: string | null }[]) {
    const hours = weekdayHoursFrom(settings.opening_hours)
    const rowId = newRowId()
    await db.execute(sql`INSERT INTO "settings_opening_hours" ("_order", "_parent_id", "id", "opens", "closes", "closed") VALUES (1, ${settings.id}, ${rowId}, ${hours.opens}, ${hours.closes}, false);`)
    for (const [index, day] of weekdays.entries()) {
      await db.execute(sql`INSERT INTO "settings_opening_hours_days" ("order", "parent_id", "value") VALUES (${index + 1}, ${rowId}, CAST(${day} AS "public"."enum_settings_opening_hours_days"));`)
    }
  }
  await db.execute(sql`
  ALTER TABLE "pages" DROP COLUMN "is_published";
  ALTER TABLE "_pages_v" DROP COLUMN "version_is_published";
  ALTER TABLE "settings" DROP COLUMN "opening_hours";`)
  // Images whose alt text exists only in some languages are listed as such (media list filter).
  await db.execute(sql`INSERT INTO "media_alt_missing" ("order", "parent_id", "value") SELECT ROW_NUMBER() OVER (PARTITION BY m.id ORDER BY l.pos), m.id, l.code::"public"."enum_media_alt_missing" FROM "media" m CROSS JOIN (SELECT 'cs' AS code, 1 AS pos UNION ALL SELECT 'en', 2 UNION ALL SELECT 'de', 3) l WHERE NOT EXISTS (SELECT 1 FROM "media_locales" ml WHERE ml._parent_id = m.id AND ml._locale::text = l.code AND TRIM(COALESCE(ml.alt, '')) <> '');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media_alt_missing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inquiry_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inquiry_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_opening_hours_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_opening_hours" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "media_alt_missing" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "inquiry_notes" CASCADE;
  DROP TABLE "inquiry_history" CASCADE;
  DROP TABLE "settings_opening_hours_days" CASCADE;
  DROP TABLE "settings_opening_hours" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_seo_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "procedures" DROP CONSTRAINT "procedures_seo_image_id_media_id_fk";
  
  ALTER TABLE "_procedures_v" DROP CONSTRAINT "_procedures_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "posts" DROP CONSTRAINT "posts_seo_image_id_media_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "job_offers" DROP CONSTRAINT "job_offers_seo_image_id_media_id_fk";
  
  ALTER TABLE "_job_offers_v" DROP CONSTRAINT "_job_offers_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_assigned_to_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inquiry_notes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inquiry_history_fk";
  
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE text;
  UPDATE "inquiries" SET "status" = 'in-progress' WHERE "status" IN ('contacted', 'booked');
  UPDATE "inquiries" SET "status" = 'done' WHERE "status" IN ('closed-done', 'closed-not-interested');
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_inquiries_status";
  CREATE TYPE "public"."enum_inquiries_status" AS ENUM('new', 'in-progress', 'done');
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_inquiries_status";
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_inquiries_status" USING "status"::"public"."enum_inquiries_status";
  DROP INDEX "pages_seo_image_idx";
  DROP INDEX "_pages_v_version_version_seo_image_idx";
  DROP INDEX "procedures_seo_image_idx";
  DROP INDEX "_procedures_v_version_version_seo_image_idx";
  DROP INDEX "posts_seo_image_idx";
  DROP INDEX "_posts_v_version_version_seo_image_idx";
  DROP INDEX "job_offers_seo_image_idx";
  DROP INDEX "_job_offers_v_version_version_seo_image_idx";
  DROP INDEX "popups_priority_idx";
  DROP INDEX "inquiries_assigned_to_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  DROP INDEX "payload_locked_documents_rels_inquiry_notes_id_idx";
  DROP INDEX "payload_locked_documents_rels_inquiry_history_id_idx";
  ALTER TABLE "procedures" ALTER COLUMN "sort_order" SET DEFAULT 0;
  ALTER TABLE "_procedures_v" ALTER COLUMN "version_sort_order" SET DEFAULT 0;
  ALTER TABLE "people" ALTER COLUMN "sort_order" SET DEFAULT 0;
  ALTER TABLE "person_categories" ALTER COLUMN "sort_order" SET DEFAULT 0;
  ALTER TABLE "media_locales" ALTER COLUMN "alt" SET NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "is_published" boolean DEFAULT true;
  ALTER TABLE "_pages_v" ADD COLUMN "version_is_published" boolean DEFAULT true;
  ALTER TABLE "settings" ADD COLUMN "opening_hours" varchar DEFAULT '7:00 - 18:00' NOT NULL;
  ALTER TABLE "pages" DROP COLUMN "seo_image_id";
  ALTER TABLE "pages" DROP COLUMN "noindex";
  ALTER TABLE "pages_locales" DROP COLUMN "seo_title";
  ALTER TABLE "pages_locales" DROP COLUMN "canonical_url";
  ALTER TABLE "_pages_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_noindex";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_seo_title";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_canonical_url";
  ALTER TABLE "procedures" DROP COLUMN "seo_image_id";
  ALTER TABLE "procedures" DROP COLUMN "noindex";
  ALTER TABLE "procedures_locales" DROP COLUMN "seo_title";
  ALTER TABLE "procedures_locales" DROP COLUMN "canonical_url";
  ALTER TABLE "_procedures_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "_procedures_v" DROP COLUMN "version_noindex";
  ALTER TABLE "_procedures_v_locales" DROP COLUMN "version_seo_title";
  ALTER TABLE "_procedures_v_locales" DROP COLUMN "version_canonical_url";
  ALTER TABLE "posts" DROP COLUMN "seo_image_id";
  ALTER TABLE "posts" DROP COLUMN "noindex";
  ALTER TABLE "posts_locales" DROP COLUMN "seo_title";
  ALTER TABLE "posts_locales" DROP COLUMN "canonical_url";
  ALTER TABLE "_posts_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_noindex";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_seo_title";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_canonical_url";
  ALTER TABLE "job_offers" DROP COLUMN "seo_image_id";
  ALTER TABLE "job_offers" DROP COLUMN "noindex";
  ALTER TABLE "job_offers_locales" DROP COLUMN "seo_title";
  ALTER TABLE "job_offers_locales" DROP COLUMN "canonical_url";
  ALTER TABLE "_job_offers_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "_job_offers_v" DROP COLUMN "version_noindex";
  ALTER TABLE "_job_offers_v_locales" DROP COLUMN "version_seo_title";
  ALTER TABLE "_job_offers_v_locales" DROP COLUMN "version_canonical_url";
  ALTER TABLE "popups" DROP COLUMN "priority";
  ALTER TABLE "inquiries" DROP COLUMN "assigned_to_id";
  ALTER TABLE "users" DROP COLUMN "language";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inquiry_notes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inquiry_history_id";
  DROP TYPE "public"."enum_media_alt_missing";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_to_locale";
  DROP TYPE "public"."enum_inquiry_history_change";
  DROP TYPE "public"."enum_inquiry_history_from_status";
  DROP TYPE "public"."enum_inquiry_history_to_status";
  DROP TYPE "public"."enum_users_language";
  DROP TYPE "public"."enum_settings_opening_hours_days";`)
}
