import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" ALTER COLUMN "phone" DROP DEFAULT;
  ALTER TABLE "settings" ALTER COLUMN "phone" DROP NOT NULL;
  ALTER TABLE "settings" ALTER COLUMN "email" DROP DEFAULT;
  ALTER TABLE "settings" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "settings" ALTER COLUMN "emergency_phone" DROP DEFAULT;
  ALTER TABLE "settings" ALTER COLUMN "whatsapp_number" DROP DEFAULT;
  ALTER TABLE "settings" ALTER COLUMN "address_street" DROP DEFAULT;
  ALTER TABLE "settings" ALTER COLUMN "address_city" DROP DEFAULT;
  ALTER TABLE "settings" ALTER COLUMN "orthopedics_orthopedics_contact_name" DROP DEFAULT;
  ALTER TABLE "settings" ALTER COLUMN "orthopedics_orthopedics_contact_email" DROP DEFAULT;
  ALTER TABLE "settings" ALTER COLUMN "orthopedics_orthopedics_contact_phone" DROP DEFAULT;
  ALTER TABLE "settings" ALTER COLUMN "review_widget_base_url" DROP DEFAULT;
  ALTER TABLE "settings" ALTER COLUMN "booking_widget_script_url" DROP DEFAULT;
  ALTER TABLE "settings" ALTER COLUMN "booking_widget_clinic_id" DROP DEFAULT;
  ALTER TABLE "settings_locales" ALTER COLUMN "clinic_name" DROP DEFAULT;
  ALTER TABLE "settings_locales" ALTER COLUMN "clinic_name" DROP NOT NULL;
  ALTER TABLE "settings_locales" ALTER COLUMN "directions" DROP DEFAULT;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" ALTER COLUMN "phone" SET DEFAULT '+420 222 000 111';
  ALTER TABLE "settings" ALTER COLUMN "phone" SET NOT NULL;
  ALTER TABLE "settings" ALTER COLUMN "email" SET DEFAULT 'info@aurelia-clinic.example';
  ALTER TABLE "settings" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "settings" ALTER COLUMN "emergency_phone" SET DEFAULT '+420 222 000 999';
  ALTER TABLE "settings" ALTER COLUMN "whatsapp_number" SET DEFAULT '+420 722 000 111';
  ALTER TABLE "settings" ALTER COLUMN "address_street" SET DEFAULT 'Olšanská 2666/7';
  ALTER TABLE "settings" ALTER COLUMN "address_city" SET DEFAULT '130 00 Praha 3';
  ALTER TABLE "settings" ALTER COLUMN "orthopedics_orthopedics_contact_name" SET DEFAULT 'MUDr. Ondřej Domnělý';
  ALTER TABLE "settings" ALTER COLUMN "orthopedics_orthopedics_contact_email" SET DEFAULT 'ortopedie@aurelia-clinic.example';
  ALTER TABLE "settings" ALTER COLUMN "orthopedics_orthopedics_contact_phone" SET DEFAULT '+420 222 000 112';
  ALTER TABLE "settings" ALTER COLUMN "review_widget_base_url" SET DEFAULT 'https://reviews.example-widget.com/widget';
  ALTER TABLE "settings" ALTER COLUMN "booking_widget_script_url" SET DEFAULT 'https://booking.example-widget.com/embed.js';
  ALTER TABLE "settings" ALTER COLUMN "booking_widget_clinic_id" SET DEFAULT 'aurelia-demo';
  ALTER TABLE "settings_locales" ALTER COLUMN "clinic_name" SET DEFAULT 'Klinika Aurelia';
  ALTER TABLE "settings_locales" ALTER COLUMN "clinic_name" SET NOT NULL;
  ALTER TABLE "settings_locales" ALTER COLUMN "directions" SET DEFAULT 'Tramvají 5, 9, 15 nebo 26 na zastávku Olšanské náměstí, odtud 5 minut pěšky. Parkování v garážích.';`)
}
