import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// By hand (issue 31): first_status_change_at and booked_at of inquiries handled before these
// fields existed come from their status history; without history, the last update stands in.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "inquiry_report_archive" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"week" varchar NOT NULL,
  	"lang" varchar,
  	"kind" varchar,
  	"status" varchar,
  	"procedure" numeric,
  	"source" varchar,
  	"medium" varchar,
  	"campaign" varchar,
  	"booked" boolean DEFAULT false,
  	"response_seconds" numeric,
  	"total" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "inquiries" ADD COLUMN "source_landing_page" varchar;
  ALTER TABLE "inquiries" ADD COLUMN "source_referrer_host" varchar;
  ALTER TABLE "inquiries" ADD COLUMN "source_utm_source" varchar;
  ALTER TABLE "inquiries" ADD COLUMN "source_utm_medium" varchar;
  ALTER TABLE "inquiries" ADD COLUMN "source_utm_campaign" varchar;
  ALTER TABLE "inquiries" ADD COLUMN "source_click_ids" varchar;
  ALTER TABLE "inquiries" ADD COLUMN "sent_from_procedure_id" integer;
  ALTER TABLE "inquiries" ADD COLUMN "first_status_change_at" timestamp(3) with time zone;
  ALTER TABLE "inquiries" ADD COLUMN "booked_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inquiry_report_archive_id" integer;
  CREATE INDEX "inquiry_report_archive_week_idx" ON "inquiry_report_archive" USING btree ("week");
  CREATE INDEX "inquiry_report_archive_updated_at_idx" ON "inquiry_report_archive" USING btree ("updated_at");
  CREATE INDEX "inquiry_report_archive_created_at_idx" ON "inquiry_report_archive" USING btree ("created_at");
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_sent_from_procedure_id_procedures_id_fk" FOREIGN KEY ("sent_from_procedure_id") REFERENCES "public"."procedures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inquiry_report_archive_fk" FOREIGN KEY ("inquiry_report_archive_id") REFERENCES "public"."inquiry_report_archive"("id") ON DELETE cascade ON UPDATE no action;
  UPDATE "inquiries" SET "first_status_change_at" = (SELECT MIN(h."created_at") FROM "inquiry_history" h WHERE h."inquiry_id" = "inquiries"."id" AND h."change" = 'status');
  UPDATE "inquiries" SET "booked_at" = (SELECT MIN(h."created_at") FROM "inquiry_history" h WHERE h."inquiry_id" = "inquiries"."id" AND h."change" = 'status' AND h."to_status" = 'booked');
  UPDATE "inquiries" SET "first_status_change_at" = "updated_at" WHERE "first_status_change_at" IS NULL AND "status" <> 'new';
  UPDATE "inquiries" SET "booked_at" = "updated_at" WHERE "booked_at" IS NULL AND "status" = 'booked';
  CREATE INDEX "inquiries_sent_from_procedure_idx" ON "inquiries" USING btree ("sent_from_procedure_id");
  CREATE INDEX "inquiries_first_status_change_at_idx" ON "inquiries" USING btree ("first_status_change_at");
  CREATE INDEX "inquiries_booked_at_idx" ON "inquiries" USING btree ("booked_at");
  CREATE INDEX "payload_locked_documents_rels_inquiry_report_archive_id_idx" ON "payload_locked_documents_rels" USING btree ("inquiry_report_archive_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiry_report_archive" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "inquiry_report_archive" CASCADE;
  ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_sent_from_procedure_id_procedures_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inquiry_report_archive_fk";
  
  DROP INDEX "inquiries_sent_from_procedure_idx";
  DROP INDEX "inquiries_first_status_change_at_idx";
  DROP INDEX "inquiries_booked_at_idx";
  DROP INDEX "payload_locked_documents_rels_inquiry_report_archive_id_idx";
  ALTER TABLE "inquiries" DROP COLUMN "source_landing_page";
  ALTER TABLE "inquiries" DROP COLUMN "source_referrer_host";
  ALTER TABLE "inquiries" DROP COLUMN "source_utm_source";
  ALTER TABLE "inquiries" DROP COLUMN "source_utm_medium";
  ALTER TABLE "inquiries" DROP COLUMN "source_utm_campaign";
  ALTER TABLE "inquiries" DROP COLUMN "source_click_ids";
  ALTER TABLE "inquiries" DROP COLUMN "sent_from_procedure_id";
  ALTER TABLE "inquiries" DROP COLUMN "first_status_change_at";
  ALTER TABLE "inquiries" DROP COLUMN "booked_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inquiry_report_archive_id";`)
}
