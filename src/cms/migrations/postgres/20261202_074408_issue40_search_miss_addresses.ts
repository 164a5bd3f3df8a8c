import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_misses" ADD COLUMN "addresses" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "search_misses" ADD COLUMN "address_hashes" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_misses" DROP COLUMN "addresses";
  ALTER TABLE "search_misses" DROP COLUMN "address_hashes";`)
}
