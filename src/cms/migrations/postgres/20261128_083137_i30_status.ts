import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "pages_locales" ADD COLUMN "translation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_translation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "procedures" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "procedures_locales" ADD COLUMN "translation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_procedures_v" ADD COLUMN "version_source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_procedures_v_locales" ADD COLUMN "version_translation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "procedure_categories" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "procedure_categories_locales" ADD COLUMN "translation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "posts" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "posts_locales" ADD COLUMN "translation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_posts_v" ADD COLUMN "version_source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_translation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "job_offers" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "job_offers_locales" ADD COLUMN "translation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_job_offers_v" ADD COLUMN "version_source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_job_offers_v_locales" ADD COLUMN "version_translation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "faq_topics" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "faq_topics_locales" ADD COLUMN "translation_saved_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP COLUMN "source_changed_at";
  ALTER TABLE "pages_locales" DROP COLUMN "translation_saved_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_source_changed_at";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_translation_saved_at";
  ALTER TABLE "procedures" DROP COLUMN "source_changed_at";
  ALTER TABLE "procedures_locales" DROP COLUMN "translation_saved_at";
  ALTER TABLE "_procedures_v" DROP COLUMN "version_source_changed_at";
  ALTER TABLE "_procedures_v_locales" DROP COLUMN "version_translation_saved_at";
  ALTER TABLE "procedure_categories" DROP COLUMN "source_changed_at";
  ALTER TABLE "procedure_categories_locales" DROP COLUMN "translation_saved_at";
  ALTER TABLE "posts" DROP COLUMN "source_changed_at";
  ALTER TABLE "posts_locales" DROP COLUMN "translation_saved_at";
  ALTER TABLE "_posts_v" DROP COLUMN "version_source_changed_at";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_translation_saved_at";
  ALTER TABLE "job_offers" DROP COLUMN "source_changed_at";
  ALTER TABLE "job_offers_locales" DROP COLUMN "translation_saved_at";
  ALTER TABLE "_job_offers_v" DROP COLUMN "version_source_changed_at";
  ALTER TABLE "_job_offers_v_locales" DROP COLUMN "version_translation_saved_at";
  ALTER TABLE "faq_topics" DROP COLUMN "source_changed_at";
  ALTER TABLE "faq_topics_locales" DROP COLUMN "translation_saved_at";`)
}
