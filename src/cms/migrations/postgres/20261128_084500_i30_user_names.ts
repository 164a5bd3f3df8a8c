import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Issue 30 (reception): accounts are titled by name in the admin; accounts created without one get
// their e-mail as the name, as the users collection's hook does for new ones. Data only, no schema.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`UPDATE "users" SET "name" = "email" WHERE "name" IS NULL OR trim("name") = '';`)
}

// Nothing to undo: a name equal to the e-mail shows the same as the e-mail did.
export async function down(_: MigrateDownArgs): Promise<void> {}
