import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_settings_notification_language" AS ENUM('cs', 'en');
  ALTER TABLE "settings" ADD COLUMN "notification_language" "enum_settings_notification_language" DEFAULT 'cs';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" DROP COLUMN "notification_language";
  DROP TYPE "public"."enum_settings_notification_language";`)
}
