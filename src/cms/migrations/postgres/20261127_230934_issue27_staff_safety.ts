import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_inquiry_audit_action" AS ENUM('view', 'view-photo', 'export', 'change', 'delete');
  CREATE TABLE "inquiry_audit" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_inquiry_audit_action" NOT NULL,
  	"inquiry_id" numeric NOT NULL,
  	"reference" varchar,
  	"by_id" integer,
  	"by_name" varchar,
  	"reason" varchar,
  	"detail" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "inquiries" ADD COLUMN "deletion_reason" varchar;
  ALTER TABLE "users" ADD COLUMN "second_factor" jsonb;
  ALTER TABLE "users" ADD COLUMN "second_factor_sessions" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inquiry_audit_id" integer;
  ALTER TABLE "settings" ADD COLUMN "redirect_hosts" varchar;
  ALTER TABLE "settings" ADD COLUMN "notification_includes_details" boolean DEFAULT false;
  ALTER TABLE "inquiry_audit" ADD CONSTRAINT "inquiry_audit_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "inquiry_audit_action_idx" ON "inquiry_audit" USING btree ("action");
  CREATE INDEX "inquiry_audit_inquiry_id_idx" ON "inquiry_audit" USING btree ("inquiry_id");
  CREATE INDEX "inquiry_audit_reference_idx" ON "inquiry_audit" USING btree ("reference");
  CREATE INDEX "inquiry_audit_by_idx" ON "inquiry_audit" USING btree ("by_id");
  CREATE INDEX "inquiry_audit_updated_at_idx" ON "inquiry_audit" USING btree ("updated_at");
  CREATE INDEX "inquiry_audit_created_at_idx" ON "inquiry_audit" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inquiry_audit_fk" FOREIGN KEY ("inquiry_audit_id") REFERENCES "public"."inquiry_audit"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_inquiry_audit_id_idx" ON "payload_locked_documents_rels" USING btree ("inquiry_audit_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiry_audit" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "inquiry_audit" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inquiry_audit_fk";
  
  DROP INDEX "payload_locked_documents_rels_inquiry_audit_id_idx";
  ALTER TABLE "inquiries" DROP COLUMN "deletion_reason";
  ALTER TABLE "users" DROP COLUMN "second_factor";
  ALTER TABLE "users" DROP COLUMN "second_factor_sessions";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inquiry_audit_id";
  ALTER TABLE "settings" DROP COLUMN "redirect_hosts";
  ALTER TABLE "settings" DROP COLUMN "notification_includes_details";
  DROP TYPE "public"."enum_inquiry_audit_action";`)
}
