import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'receptionMorningDigest' BEFORE 'sendPasswordReset';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'receptionMorningDigest' BEFORE 'sendPasswordReset';
  CREATE TABLE "reception_digests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"due_today" numeric,
  	"late" numeric,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "inquiry_report_archive" ADD COLUMN "answered_on_time" boolean;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reception_digests_id" integer;
  CREATE UNIQUE INDEX "reception_digests_day_idx" ON "reception_digests" USING btree ("day");
  CREATE INDEX "reception_digests_updated_at_idx" ON "reception_digests" USING btree ("updated_at");
  CREATE INDEX "reception_digests_created_at_idx" ON "reception_digests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reception_digests_fk" FOREIGN KEY ("reception_digests_id") REFERENCES "public"."reception_digests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reception_digests_id_idx" ON "payload_locked_documents_rels" USING btree ("reception_digests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reception_digests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reception_digests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reception_digests_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyInquiry', 'inquiryRetention', 'sendPasswordReset', 'sendEmailChangedNotice', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyInquiry', 'inquiryRetention', 'sendPasswordReset', 'sendEmailChangedNotice', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_reception_digests_id_idx";
  ALTER TABLE "inquiry_report_archive" DROP COLUMN "answered_on_time";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reception_digests_id";`)
}
