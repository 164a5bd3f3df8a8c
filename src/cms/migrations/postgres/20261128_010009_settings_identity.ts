import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" ADD COLUMN "legal_name" varchar;
  ALTER TABLE "settings" ADD COLUMN "company_id" varchar;
  ALTER TABLE "settings" ADD COLUMN "logo_id" integer;
  ALTER TABLE "settings" ADD COLUMN "share_image_id" integer;
  ALTER TABLE "settings" ADD COLUMN "email_sender_name" varchar;
  ALTER TABLE "settings_locales" ADD COLUMN "clinic_short_name" varchar;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_share_image_id_media_id_fk" FOREIGN KEY ("share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "settings_logo_idx" ON "settings" USING btree ("logo_id");
  CREATE INDEX "settings_share_image_idx" ON "settings" USING btree ("share_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" DROP CONSTRAINT "settings_logo_id_media_id_fk";
  
  ALTER TABLE "settings" DROP CONSTRAINT "settings_share_image_id_media_id_fk";
  
  DROP INDEX "settings_logo_idx";
  DROP INDEX "settings_share_image_idx";
  ALTER TABLE "settings" DROP COLUMN "legal_name";
  ALTER TABLE "settings" DROP COLUMN "company_id";
  ALTER TABLE "settings" DROP COLUMN "logo_id";
  ALTER TABLE "settings" DROP COLUMN "share_image_id";
  ALTER TABLE "settings" DROP COLUMN "email_sender_name";
  ALTER TABLE "settings_locales" DROP COLUMN "clinic_short_name";`)
}
