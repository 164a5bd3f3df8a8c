import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "people" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "people_locales" ADD COLUMN "translation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_people_v" ADD COLUMN "version_source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_people_v_locales" ADD COLUMN "version_translation_saved_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "people" DROP COLUMN "source_changed_at";
  ALTER TABLE "people_locales" DROP COLUMN "translation_saved_at";
  ALTER TABLE "_people_v" DROP COLUMN "version_source_changed_at";
  ALTER TABLE "_people_v_locales" DROP COLUMN "version_translation_saved_at";`)
}
