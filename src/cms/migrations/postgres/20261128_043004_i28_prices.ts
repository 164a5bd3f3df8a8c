import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" ADD COLUMN "prices_eur_rate" numeric;
  ALTER TABLE "settings" ADD COLUMN "prices_eur_rate_date" timestamp(3) with time zone;
  ALTER TABLE "settings" ADD COLUMN "prices_eur_rounding" numeric DEFAULT 10;
  ALTER TABLE "settings" ADD COLUMN "prices_eur_languages_cs" boolean DEFAULT false;
  ALTER TABLE "settings" ADD COLUMN "prices_eur_languages_en" boolean DEFAULT true;
  ALTER TABLE "settings" ADD COLUMN "prices_eur_languages_de" boolean DEFAULT true;
  ALTER TABLE "settings" ADD COLUMN "prices_instalment_languages_cs" boolean DEFAULT true;
  ALTER TABLE "settings" ADD COLUMN "prices_instalment_languages_en" boolean DEFAULT false;
  ALTER TABLE "settings" ADD COLUMN "prices_instalment_languages_de" boolean DEFAULT false;
  ALTER TABLE "settings" ADD COLUMN "prices_instalment_max_months" numeric DEFAULT 24;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" DROP COLUMN "prices_eur_rate";
  ALTER TABLE "settings" DROP COLUMN "prices_eur_rate_date";
  ALTER TABLE "settings" DROP COLUMN "prices_eur_rounding";
  ALTER TABLE "settings" DROP COLUMN "prices_eur_languages_cs";
  ALTER TABLE "settings" DROP COLUMN "prices_eur_languages_en";
  ALTER TABLE "settings" DROP COLUMN "prices_eur_languages_de";
  ALTER TABLE "settings" DROP COLUMN "prices_instalment_languages_cs";
  ALTER TABLE "settings" DROP COLUMN "prices_instalment_languages_en";
  ALTER TABLE "settings" DROP COLUMN "prices_instalment_languages_de";
  ALTER TABLE "settings" DROP COLUMN "prices_instalment_max_months";`)
}
