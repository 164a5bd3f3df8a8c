import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_synonyms_language" AS ENUM('cs', 'en', 'de');
  CREATE TYPE "public"."enum_search_misses_language" AS ENUM('cs', 'en', 'de');
  CREATE TYPE "public"."enum_settings_notification_language" AS ENUM('cs', 'en');
  CREATE TABLE "search_synonyms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"language" "enum_search_synonyms_language" DEFAULT 'cs' NOT NULL,
  	"words" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_misses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"query" varchar NOT NULL,
  	"language" "enum_search_misses_language" NOT NULL,
  	"key" varchar NOT NULL,
  	"count" numeric DEFAULT 1 NOT NULL,
  	"last_searched_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_synonyms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_misses_id" integer;
  ALTER TABLE "settings" ADD COLUMN "notification_language" "enum_settings_notification_language" DEFAULT 'cs';
  ALTER TABLE "settings" ADD COLUMN "prices_eur_rate" numeric;
  ALTER TABLE "settings" ADD COLUMN "prices_eur_rate_date" timestamp(3) with time zone;
  ALTER TABLE "settings" ADD COLUMN "prices_eur_rounding" numeric DEFAULT 10;
  ALTER TABLE "settings" ADD COLUMN "prices_eur_languages_cs" boolean DEFAULT false;
  ALTER TABLE "settings" ADD COLUMN "prices_eur_languages_en" boolean DEFAULT true;
  ALTER TABLE "settings" ADD COLUMN "prices_eur_languages_de" boolean DEFAULT true;
  ALTER TABLE "settings" ADD COLUMN "prices_instalment_languages_cs" boolean DEFAULT true;
  ALTER TABLE "settings" ADD COLUMN "prices_instalment_languages_en" boolean DEFAULT false;
  ALTER TABLE "settings" ADD COLUMN "prices_instalment_languages_de" boolean DEFAULT false;
  ALTER TABLE "settings" ADD COLUMN "prices_instalment_max_months" numeric DEFAULT 24;
  CREATE INDEX "search_synonyms_updated_at_idx" ON "search_synonyms" USING btree ("updated_at");
  CREATE INDEX "search_synonyms_created_at_idx" ON "search_synonyms" USING btree ("created_at");
  CREATE UNIQUE INDEX "search_misses_key_idx" ON "search_misses" USING btree ("key");
  CREATE INDEX "search_misses_updated_at_idx" ON "search_misses" USING btree ("updated_at");
  CREATE INDEX "search_misses_created_at_idx" ON "search_misses" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_synonyms_fk" FOREIGN KEY ("search_synonyms_id") REFERENCES "public"."search_synonyms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_misses_fk" FOREIGN KEY ("search_misses_id") REFERENCES "public"."search_misses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_synonyms_id_idx" ON "payload_locked_documents_rels" USING btree ("search_synonyms_id");
  CREATE INDEX "payload_locked_documents_rels_search_misses_id_idx" ON "payload_locked_documents_rels" USING btree ("search_misses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_synonyms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_misses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_synonyms" CASCADE;
  DROP TABLE "search_misses" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_synonyms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_misses_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_synonyms_id_idx";
  DROP INDEX "payload_locked_documents_rels_search_misses_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_synonyms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_misses_id";
  ALTER TABLE "settings" DROP COLUMN "notification_language";
  ALTER TABLE "settings" DROP COLUMN "prices_eur_rate";
  ALTER TABLE "settings" DROP COLUMN "prices_eur_rate_date";
  ALTER TABLE "settings" DROP COLUMN "prices_eur_rounding";
  ALTER TABLE "settings" DROP COLUMN "prices_eur_languages_cs";
  ALTER TABLE "settings" DROP COLUMN "prices_eur_languages_en";
  ALTER TABLE "settings" DROP COLUMN "prices_eur_languages_de";
  ALTER TABLE "settings" DROP COLUMN "prices_instalment_languages_cs";
  ALTER TABLE "settings" DROP COLUMN "prices_instalment_languages_en";
  ALTER TABLE "settings" DROP COLUMN "prices_instalment_languages_de";
  ALTER TABLE "settings" DROP COLUMN "prices_instalment_max_months";
  DROP TYPE "public"."enum_search_synonyms_language";
  DROP TYPE "public"."enum_search_misses_language";
  DROP TYPE "public"."enum_settings_notification_language";`)
}
