import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_account_audit_action" AS ENUM('email-change', 'password-reset');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendEmailChangedNotice' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendEmailChangedNotice' BEFORE 'schedulePublish';
  CREATE TABLE "account_audit" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_account_audit_action" NOT NULL,
  	"account_id" numeric NOT NULL,
  	"account_email" varchar,
  	"by_id" integer,
  	"by_name" varchar,
  	"detail" varchar,
  	"client_address" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "account_audit_id" integer;
  ALTER TABLE "account_audit" ADD CONSTRAINT "account_audit_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "account_audit_action_idx" ON "account_audit" USING btree ("action");
  CREATE INDEX "account_audit_account_id_idx" ON "account_audit" USING btree ("account_id");
  CREATE INDEX "account_audit_account_email_idx" ON "account_audit" USING btree ("account_email");
  CREATE INDEX "account_audit_by_idx" ON "account_audit" USING btree ("by_id");
  CREATE INDEX "account_audit_updated_at_idx" ON "account_audit" USING btree ("updated_at");
  CREATE INDEX "account_audit_created_at_idx" ON "account_audit" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_audit_fk" FOREIGN KEY ("account_audit_id") REFERENCES "public"."account_audit"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_account_audit_id_idx" ON "payload_locked_documents_rels" USING btree ("account_audit_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "account_audit" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "account_audit" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_account_audit_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyInquiry', 'inquiryRetention', 'sendPasswordReset', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyInquiry', 'inquiryRetention', 'sendPasswordReset', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_account_audit_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "account_audit_id";
  DROP TYPE "public"."enum_account_audit_action";`)
}
