import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { keepingRowsThatReference } from '../../migration-data/sqlite-rebuild'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` ADD \`legal_name\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`company_id\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`share_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`email_sender_name\` text;`)
  await db.run(sql`CREATE INDEX \`settings_logo_idx\` ON \`settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_share_image_idx\` ON \`settings\` (\`share_image_id\`);`)
  await db.run(sql`ALTER TABLE \`settings_locales\` ADD \`clinic_short_name\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text DEFAULT '+420 222 000 111' NOT NULL,
  	\`email\` text DEFAULT 'info@aurelia-clinic.example' NOT NULL,
  	\`emergency_phone\` text DEFAULT '+420 222 000 999',
  	\`whatsapp_number\` text DEFAULT '+420 722 000 111',
  	\`address_street\` text DEFAULT 'Olšanská 2666/7',
  	\`address_city\` text DEFAULT '130 00 Praha 3',
  	\`address_map_url\` text,
  	\`orthopedics_orthopedics_contact_name\` text DEFAULT 'MUDr. Ondřej Domnělý',
  	\`orthopedics_orthopedics_contact_email\` text DEFAULT 'ortopedie@aurelia-clinic.example',
  	\`orthopedics_orthopedics_contact_phone\` text DEFAULT '+420 222 000 112',
  	\`gdpr_page_id\` integer,
  	\`coronavirus_page_id\` integer,
  	\`social_facebook\` text,
  	\`social_instagram\` text,
  	\`social_youtube\` text,
  	\`auto_redirect_enabled\` integer DEFAULT true,
  	\`redirect_hosts\` text,
  	\`review_widget_enabled\` integer DEFAULT true,
  	\`review_widget_base_url\` text DEFAULT 'https://reviews.example-widget.com/widget',
  	\`booking_widget_enabled\` integer DEFAULT true,
  	\`booking_widget_script_url\` text DEFAULT 'https://booking.example-widget.com/embed.js',
  	\`booking_widget_clinic_id\` text DEFAULT 'aurelia-demo',
  	\`gtm_id\` text,
  	\`meta_pixel_id\` text,
  	\`notification_includes_details\` integer DEFAULT false,
  	\`happy_clients_count\` text,
  	\`breast_count\` text,
  	\`operations_count\` text,
  	\`packages_count\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`gdpr_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`coronavirus_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings\`("id", "phone", "email", "emergency_phone", "whatsapp_number", "address_street", "address_city", "address_map_url", "orthopedics_orthopedics_contact_name", "orthopedics_orthopedics_contact_email", "orthopedics_orthopedics_contact_phone", "gdpr_page_id", "coronavirus_page_id", "social_facebook", "social_instagram", "social_youtube", "auto_redirect_enabled", "redirect_hosts", "review_widget_enabled", "review_widget_base_url", "booking_widget_enabled", "booking_widget_script_url", "booking_widget_clinic_id", "gtm_id", "meta_pixel_id", "notification_includes_details", "happy_clients_count", "breast_count", "operations_count", "packages_count", "updated_at", "created_at") SELECT "id", "phone", "email", "emergency_phone", "whatsapp_number", "address_street", "address_city", "address_map_url", "orthopedics_orthopedics_contact_name", "orthopedics_orthopedics_contact_email", "orthopedics_orthopedics_contact_phone", "gdpr_page_id", "coronavirus_page_id", "social_facebook", "social_instagram", "social_youtube", "auto_redirect_enabled", "redirect_hosts", "review_widget_enabled", "review_widget_base_url", "booking_widget_enabled", "booking_widget_script_url", "booking_widget_clinic_id", "gtm_id", "meta_pixel_id", "notification_includes_details", "happy_clients_count", "breast_count", "operations_count", "packages_count", "updated_at", "created_at" FROM \`settings\`;`)
  await keepingRowsThatReference(db, 'settings', async () => {
    await db.run(sql`DROP TABLE \`settings\`;`)
    await db.run(sql`ALTER TABLE \`__new_settings\` RENAME TO \`settings\`;`)
  })
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`settings_gdpr_page_idx\` ON \`settings\` (\`gdpr_page_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_coronavirus_page_idx\` ON \`settings\` (\`coronavirus_page_id\`);`)
  await db.run(sql`ALTER TABLE \`settings_locales\` DROP COLUMN \`clinic_short_name\`;`)
}
