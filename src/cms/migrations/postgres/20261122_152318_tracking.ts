import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" ADD COLUMN "gtm_id" varchar;
  ALTER TABLE "settings" ADD COLUMN "meta_pixel_id" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" DROP COLUMN "gtm_id";
  ALTER TABLE "settings" DROP COLUMN "meta_pixel_id";`)
}
