import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "settings_prices_benefit_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  ALTER TABLE "settings" ALTER COLUMN "prices_instalment_max_months" DROP DEFAULT;
  ALTER TABLE "settings" ADD COLUMN "founding_year" numeric;
  ALTER TABLE "settings" ADD COLUMN "reply_working_days" numeric;
  ALTER TABLE "settings" ADD COLUMN "prices_free_consultation" boolean DEFAULT false;
  ALTER TABLE "settings" ADD COLUMN "prices_benefit_card_languages_cs" boolean DEFAULT true;
  ALTER TABLE "settings" ADD COLUMN "prices_benefit_card_languages_en" boolean DEFAULT false;
  ALTER TABLE "settings" ADD COLUMN "prices_benefit_card_languages_de" boolean DEFAULT false;
  ALTER TABLE "settings_locales" ADD COLUMN "tagline" varchar;
  ALTER TABLE "settings_prices_benefit_cards" ADD CONSTRAINT "settings_prices_benefit_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "settings_prices_benefit_cards_order_idx" ON "settings_prices_benefit_cards" USING btree ("_order");
  CREATE INDEX "settings_prices_benefit_cards_parent_id_idx" ON "settings_prices_benefit_cards" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings_prices_benefit_cards" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "settings_prices_benefit_cards" CASCADE;
  ALTER TABLE "settings" ALTER COLUMN "prices_instalment_max_months" SET DEFAULT 24;
  ALTER TABLE "settings" DROP COLUMN "founding_year";
  ALTER TABLE "settings" DROP COLUMN "reply_working_days";
  ALTER TABLE "settings" DROP COLUMN "prices_free_consultation";
  ALTER TABLE "settings" DROP COLUMN "prices_benefit_card_languages_cs";
  ALTER TABLE "settings" DROP COLUMN "prices_benefit_card_languages_en";
  ALTER TABLE "settings" DROP COLUMN "prices_benefit_card_languages_de";
  ALTER TABLE "settings_locales" DROP COLUMN "tagline";`)
}
