import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_people_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__people_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__people_v_published_locale" AS ENUM('cs', 'en', 'de');
  CREATE TABLE "_people_v_version_high_scores" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_people_v_version_high_scores_locales" (
  	"what" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_people_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_has_detail_page" boolean DEFAULT false,
  	"version_is_head_physician" boolean DEFAULT false,
  	"version_sort_order" numeric,
  	"version_photo_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__people_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__people_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_people_v_locales" (
  	"version_position" varchar,
  	"version_perex" varchar,
  	"version_meta_desc" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_people_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_people_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"person_categories_id" integer,
  	"procedures_id" integer
  );
  
  ALTER TABLE "people_high_scores_locales" ALTER COLUMN "what" DROP NOT NULL;
  ALTER TABLE "people" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "pages_locales" ADD COLUMN "translation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_translation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "procedures" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "procedures_locales" ADD COLUMN "translation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_procedures_v" ADD COLUMN "version_source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_procedures_v_locales" ADD COLUMN "version_translation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "procedure_categories" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "procedure_categories_locales" ADD COLUMN "translation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "people" ADD COLUMN "_status" "enum_people_status" DEFAULT 'draft';
  -- Hand-written: the team members published before drafts existed stay published (not drafts, off the site).
  UPDATE "people" SET "_status" = 'published';
  ALTER TABLE "posts" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "posts_locales" ADD COLUMN "translation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_posts_v" ADD COLUMN "version_source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_translation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "job_offers" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "job_offers_locales" ADD COLUMN "translation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_job_offers_v" ADD COLUMN "version_source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_job_offers_v_locales" ADD COLUMN "version_translation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "faq_topics" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "faq_topics_locales" ADD COLUMN "translation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_people_v_version_high_scores" ADD CONSTRAINT "_people_v_version_high_scores_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_people_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v_version_high_scores_locales" ADD CONSTRAINT "_people_v_version_high_scores_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_people_v_version_high_scores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v" ADD CONSTRAINT "_people_v_parent_id_people_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_people_v" ADD CONSTRAINT "_people_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_people_v_locales" ADD CONSTRAINT "_people_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_people_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v_texts" ADD CONSTRAINT "_people_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_people_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v_rels" ADD CONSTRAINT "_people_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_people_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v_rels" ADD CONSTRAINT "_people_v_rels_person_categories_fk" FOREIGN KEY ("person_categories_id") REFERENCES "public"."person_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v_rels" ADD CONSTRAINT "_people_v_rels_procedures_fk" FOREIGN KEY ("procedures_id") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_people_v_version_high_scores_order_idx" ON "_people_v_version_high_scores" USING btree ("_order");
  CREATE INDEX "_people_v_version_high_scores_parent_id_idx" ON "_people_v_version_high_scores" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_people_v_version_high_scores_locales_locale_parent_id_uniqu" ON "_people_v_version_high_scores_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_people_v_parent_idx" ON "_people_v" USING btree ("parent_id");
  CREATE INDEX "_people_v_version_version_slug_idx" ON "_people_v" USING btree ("version_slug");
  CREATE INDEX "_people_v_version_version_photo_idx" ON "_people_v" USING btree ("version_photo_id");
  CREATE INDEX "_people_v_version_version_updated_at_idx" ON "_people_v" USING btree ("version_updated_at");
  CREATE INDEX "_people_v_version_version_created_at_idx" ON "_people_v" USING btree ("version_created_at");
  CREATE INDEX "_people_v_version_version__status_idx" ON "_people_v" USING btree ("version__status");
  CREATE INDEX "_people_v_created_at_idx" ON "_people_v" USING btree ("created_at");
  CREATE INDEX "_people_v_updated_at_idx" ON "_people_v" USING btree ("updated_at");
  CREATE INDEX "_people_v_snapshot_idx" ON "_people_v" USING btree ("snapshot");
  CREATE INDEX "_people_v_published_locale_idx" ON "_people_v" USING btree ("published_locale");
  CREATE INDEX "_people_v_latest_idx" ON "_people_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_people_v_locales_locale_parent_id_unique" ON "_people_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_people_v_texts_order_parent" ON "_people_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_people_v_rels_order_idx" ON "_people_v_rels" USING btree ("order");
  CREATE INDEX "_people_v_rels_parent_idx" ON "_people_v_rels" USING btree ("parent_id");
  CREATE INDEX "_people_v_rels_path_idx" ON "_people_v_rels" USING btree ("path");
  CREATE INDEX "_people_v_rels_person_categories_id_idx" ON "_people_v_rels" USING btree ("person_categories_id");
  CREATE INDEX "_people_v_rels_procedures_id_idx" ON "_people_v_rels" USING btree ("procedures_id");
  CREATE INDEX "people__status_idx" ON "people" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_people_v_version_high_scores" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_people_v_version_high_scores_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_people_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_people_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_people_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_people_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_people_v_version_high_scores" CASCADE;
  DROP TABLE "_people_v_version_high_scores_locales" CASCADE;
  DROP TABLE "_people_v" CASCADE;
  DROP TABLE "_people_v_locales" CASCADE;
  DROP TABLE "_people_v_texts" CASCADE;
  DROP TABLE "_people_v_rels" CASCADE;
  DROP INDEX "people__status_idx";
  ALTER TABLE "people_high_scores_locales" ALTER COLUMN "what" SET NOT NULL;
  ALTER TABLE "people" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "pages" DROP COLUMN "source_changed_at";
  ALTER TABLE "pages_locales" DROP COLUMN "translation_saved_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_source_changed_at";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_translation_saved_at";
  ALTER TABLE "procedures" DROP COLUMN "source_changed_at";
  ALTER TABLE "procedures_locales" DROP COLUMN "translation_saved_at";
  ALTER TABLE "_procedures_v" DROP COLUMN "version_source_changed_at";
  ALTER TABLE "_procedures_v_locales" DROP COLUMN "version_translation_saved_at";
  ALTER TABLE "procedure_categories" DROP COLUMN "source_changed_at";
  ALTER TABLE "procedure_categories_locales" DROP COLUMN "translation_saved_at";
  ALTER TABLE "people" DROP COLUMN "_status";
  ALTER TABLE "posts" DROP COLUMN "source_changed_at";
  ALTER TABLE "posts_locales" DROP COLUMN "translation_saved_at";
  ALTER TABLE "_posts_v" DROP COLUMN "version_source_changed_at";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_translation_saved_at";
  ALTER TABLE "job_offers" DROP COLUMN "source_changed_at";
  ALTER TABLE "job_offers_locales" DROP COLUMN "translation_saved_at";
  ALTER TABLE "_job_offers_v" DROP COLUMN "version_source_changed_at";
  ALTER TABLE "_job_offers_v_locales" DROP COLUMN "version_translation_saved_at";
  ALTER TABLE "faq_topics" DROP COLUMN "source_changed_at";
  ALTER TABLE "faq_topics_locales" DROP COLUMN "translation_saved_at";
  DROP TYPE "public"."enum_people_status";
  DROP TYPE "public"."enum__people_v_version_status";
  DROP TYPE "public"."enum__people_v_published_locale";`)
}
