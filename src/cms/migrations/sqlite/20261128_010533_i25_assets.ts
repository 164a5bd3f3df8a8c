import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { keepingRowsThatReference } from '../../migration-data/sqlite-rebuild'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`legal_name\` text,
  	\`company_id\` text,
  	\`logo_id\` integer,
  	\`share_image_id\` integer,
  	\`email_sender_name\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`emergency_phone\` text,
  	\`whatsapp_number\` text,
  	\`address_street\` text,
  	\`address_city\` text,
  	\`address_map_url\` text,
  	\`orthopedics_orthopedics_contact_name\` text,
  	\`orthopedics_orthopedics_contact_email\` text,
  	\`orthopedics_orthopedics_contact_phone\` text,
  	\`gdpr_page_id\` integer,
  	\`coronavirus_page_id\` integer,
  	\`social_facebook\` text,
  	\`social_instagram\` text,
  	\`social_youtube\` text,
  	\`auto_redirect_enabled\` integer DEFAULT true,
  	\`redirect_hosts\` text,
  	\`review_widget_enabled\` integer DEFAULT true,
  	\`review_widget_base_url\` text,
  	\`booking_widget_enabled\` integer DEFAULT true,
  	\`booking_widget_script_url\` text,
  	\`booking_widget_clinic_id\` text,
  	\`gtm_id\` text,
  	\`meta_pixel_id\` text,
  	\`notification_includes_details\` integer DEFAULT false,
  	\`happy_clients_count\` text,
  	\`breast_count\` text,
  	\`operations_count\` text,
  	\`packages_count\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`gdpr_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`coronavirus_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings\`("id", "legal_name", "company_id", "logo_id", "share_image_id", "email_sender_name", "phone", "email", "emergency_phone", "whatsapp_number", "address_street", "address_city", "address_map_url", "orthopedics_orthopedics_contact_name", "orthopedics_orthopedics_contact_email", "orthopedics_orthopedics_contact_phone", "gdpr_page_id", "coronavirus_page_id", "social_facebook", "social_instagram", "social_youtube", "auto_redirect_enabled", "redirect_hosts", "review_widget_enabled", "review_widget_base_url", "booking_widget_enabled", "booking_widget_script_url", "booking_widget_clinic_id", "gtm_id", "meta_pixel_id", "notification_includes_details", "happy_clients_count", "breast_count", "operations_count", "packages_count", "updated_at", "created_at") SELECT "id", "legal_name", "company_id", "logo_id", "share_image_id", "email_sender_name", "phone", "email", "emergency_phone", "whatsapp_number", "address_street", "address_city", "address_map_url", "orthopedics_orthopedics_contact_name", "orthopedics_orthopedics_contact_email", "orthopedics_orthopedics_contact_phone", "gdpr_page_id", "coronavirus_page_id", "social_facebook", "social_instagram", "social_youtube", "auto_redirect_enabled", "redirect_hosts", "review_widget_enabled", "review_widget_base_url", "booking_widget_enabled", "booking_widget_script_url", "booking_widget_clinic_id", "gtm_id", "meta_pixel_id", "notification_includes_details", "happy_clients_count", "breast_count", "operations_count", "packages_count", "updated_at", "created_at" FROM \`settings\`;`)
  // Hand-edited: in the migration's transaction PRAGMA foreign_keys=OFF does nothing, so each DROP
  // below would delete or unlink the rows referring to the table (migration-data/sqlite-rebuild.ts).
  await keepingRowsThatReference(db, 'settings', async () => {
    await db.run(sql`DROP TABLE \`settings\`;`)
    await db.run(sql`ALTER TABLE \`__new_settings\` RENAME TO \`settings\`;`)
  })
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`settings_logo_idx\` ON \`settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_share_image_idx\` ON \`settings\` (\`share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_gdpr_page_idx\` ON \`settings\` (\`gdpr_page_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_coronavirus_page_idx\` ON \`settings\` (\`coronavirus_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings_locales\` (
  	\`clinic_name\` text,
  	\`clinic_short_name\` text,
  	\`directions\` text,
  	\`storno_conditions_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`storno_conditions_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings_locales\`("clinic_name", "clinic_short_name", "directions", "storno_conditions_id", "id", "_locale", "_parent_id") SELECT "clinic_name", "clinic_short_name", "directions", "storno_conditions_id", "id", "_locale", "_parent_id" FROM \`settings_locales\`;`)
  await keepingRowsThatReference(db, 'settings_locales', async () => {
    await db.run(sql`DROP TABLE \`settings_locales\`;`)
    await db.run(sql`ALTER TABLE \`__new_settings_locales\` RENAME TO \`settings_locales\`;`)
  })
  await db.run(sql`CREATE INDEX \`settings_storno_conditions_idx\` ON \`settings_locales\` (\`storno_conditions_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_locales_locale_parent_id_unique\` ON \`settings_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`legal_name\` text,
  	\`company_id\` text,
  	\`logo_id\` integer,
  	\`share_image_id\` integer,
  	\`email_sender_name\` text,
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
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`gdpr_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`coronavirus_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings\`("id", "legal_name", "company_id", "logo_id", "share_image_id", "email_sender_name", "phone", "email", "emergency_phone", "whatsapp_number", "address_street", "address_city", "address_map_url", "orthopedics_orthopedics_contact_name", "orthopedics_orthopedics_contact_email", "orthopedics_orthopedics_contact_phone", "gdpr_page_id", "coronavirus_page_id", "social_facebook", "social_instagram", "social_youtube", "auto_redirect_enabled", "redirect_hosts", "review_widget_enabled", "review_widget_base_url", "booking_widget_enabled", "booking_widget_script_url", "booking_widget_clinic_id", "gtm_id", "meta_pixel_id", "notification_includes_details", "happy_clients_count", "breast_count", "operations_count", "packages_count", "updated_at", "created_at") SELECT "id", "legal_name", "company_id", "logo_id", "share_image_id", "email_sender_name", "phone", "email", "emergency_phone", "whatsapp_number", "address_street", "address_city", "address_map_url", "orthopedics_orthopedics_contact_name", "orthopedics_orthopedics_contact_email", "orthopedics_orthopedics_contact_phone", "gdpr_page_id", "coronavirus_page_id", "social_facebook", "social_instagram", "social_youtube", "auto_redirect_enabled", "redirect_hosts", "review_widget_enabled", "review_widget_base_url", "booking_widget_enabled", "booking_widget_script_url", "booking_widget_clinic_id", "gtm_id", "meta_pixel_id", "notification_includes_details", "happy_clients_count", "breast_count", "operations_count", "packages_count", "updated_at", "created_at" FROM \`settings\`;`)
  await keepingRowsThatReference(db, 'settings', async () => {
    await db.run(sql`DROP TABLE \`settings\`;`)
    await db.run(sql`ALTER TABLE \`__new_settings\` RENAME TO \`settings\`;`)
  })
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`settings_logo_idx\` ON \`settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_share_image_idx\` ON \`settings\` (\`share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_gdpr_page_idx\` ON \`settings\` (\`gdpr_page_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_coronavirus_page_idx\` ON \`settings\` (\`coronavirus_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings_locales\` (
  	\`clinic_name\` text DEFAULT 'Klinika Aurelia' NOT NULL,
  	\`clinic_short_name\` text,
  	\`directions\` text DEFAULT 'Tramvají 5, 9, 15 nebo 26 na zastávku Olšanské náměstí, odtud 5 minut pěšky. Parkování v garážích.',
  	\`storno_conditions_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`storno_conditions_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings_locales\`("clinic_name", "clinic_short_name", "directions", "storno_conditions_id", "id", "_locale", "_parent_id") SELECT "clinic_name", "clinic_short_name", "directions", "storno_conditions_id", "id", "_locale", "_parent_id" FROM \`settings_locales\`;`)
  await keepingRowsThatReference(db, 'settings_locales', async () => {
    await db.run(sql`DROP TABLE \`settings_locales\`;`)
    await db.run(sql`ALTER TABLE \`__new_settings_locales\` RENAME TO \`settings_locales\`;`)
  })
  await db.run(sql`CREATE INDEX \`settings_storno_conditions_idx\` ON \`settings_locales\` (\`storno_conditions_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_locales_locale_parent_id_unique\` ON \`settings_locales\` (\`_locale\`,\`_parent_id\`);`)
}
