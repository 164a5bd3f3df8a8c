import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_account_audit_action" ADD VALUE 'password-change' BEFORE 'password-reset';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "account_audit" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_account_audit_action";
  CREATE TYPE "public"."enum_account_audit_action" AS ENUM('email-change', 'password-reset');
  ALTER TABLE "account_audit" ALTER COLUMN "action" SET DATA TYPE "public"."enum_account_audit_action" USING "action"::"public"."enum_account_audit_action";`)
}
