import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('cs', 'en', 'de');
  CREATE TYPE "public"."enum_pages_route_key" AS ENUM('home', 'about', 'procedures', 'blog', 'career', 'changes', 'foundation', 'faq', 'team', 'references', 'contact', 'apartments');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_route_key" AS ENUM('home', 'about', 'procedures', 'blog', 'career', 'changes', 'foundation', 'faq', 'team', 'references', 'contact', 'apartments');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('cs', 'en', 'de');
  CREATE TYPE "public"."enum_procedures_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__procedures_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__procedures_v_published_locale" AS ENUM('cs', 'en', 'de');
  CREATE TYPE "public"."enum_procedure_categories_group" AS ENUM('plastic-surgery', 'dermatology', 'combination');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_published_locale" AS ENUM('cs', 'en', 'de');
  CREATE TYPE "public"."enum_job_offers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__job_offers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__job_offers_v_published_locale" AS ENUM('cs', 'en', 'de');
  CREATE TYPE "public"."enum_statistics_setting_key" AS ENUM('happyClientsCount', 'breastCount', 'operationsCount', 'packagesCount');
  CREATE TYPE "public"."enum_popups_lang" AS ENUM('cs', 'en', 'de');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'reception');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_home_under_one_roof_benefits_key" AS ENUM('equipment', 'food', 'entertainment', 'staff', 'taxi', 'material', 'allInclusive', 'insurance');
  CREATE TYPE "public"."enum_home_price_info_items_icon" AS ENUM('consultation', 'allInclusive', 'advancePayment', 'indicativePrice');
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"route_key" "enum_pages_route_key",
  	"is_published" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"meta_desc" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_route_key" "enum__pages_v_version_route_key",
  	"version_is_published" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_meta_desc" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "procedures_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric
  );
  
  CREATE TABLE "procedures_prices_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "procedures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category_id" integer,
  	"sort_order" numeric DEFAULT 0,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_procedures_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "procedures_locales" (
  	"name" varchar,
  	"slug" varchar,
  	"subtitle" varchar,
  	"perex" varchar,
  	"meta_desc" varchar,
  	"content" jsonb,
  	"what_to_know" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "procedures_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "procedures_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"people_id" integer,
  	"procedures_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "_procedures_v_version_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_procedures_v_version_prices_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_procedures_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_category_id" integer,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__procedures_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__procedures_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_procedures_v_locales" (
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_subtitle" varchar,
  	"version_perex" varchar,
  	"version_meta_desc" varchar,
  	"version_content" jsonb,
  	"version_what_to_know" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_procedures_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_procedures_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"people_id" integer,
  	"procedures_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "procedure_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum_procedure_categories_group" DEFAULT 'plastic-surgery' NOT NULL,
  	"is_orthopedics" boolean DEFAULT false,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"icon_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "procedure_categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "people_high_scores" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "people_high_scores_locales" (
  	"what" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "people" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"has_detail_page" boolean DEFAULT false,
  	"is_head_physician" boolean DEFAULT false,
  	"sort_order" numeric DEFAULT 0,
  	"photo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "people_locales" (
  	"position" varchar,
  	"perex" varchar,
  	"meta_desc" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "people_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "people_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"person_categories_id" integer,
  	"procedures_id" integer
  );
  
  CREATE TABLE "person_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "person_categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"author_id" integer,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "posts_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"perex" varchar,
  	"meta_desc" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "posts_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_author_id" integer,
  	"version_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__posts_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_posts_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_perex" varchar,
  	"version_meta_desc" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "job_offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_job_offers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "job_offers_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"location" varchar,
  	"employment_type" varchar,
  	"perex" varchar,
  	"meta_desc" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_job_offers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__job_offers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__job_offers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_job_offers_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_location" varchar,
  	"version_employment_type" varchar,
  	"version_perex" varchar,
  	"version_meta_desc" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faq_topics_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "faq_topics_questions_locales" (
  	"question" varchar NOT NULL,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "faq_topics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faq_topics_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"procedure_id" integer,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "testimonials_locales" (
  	"info" varchar,
  	"content" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "testimonials_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "statistics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number_text" varchar NOT NULL,
  	"setting_key" "enum_statistics_setting_key",
  	"image_id" integer,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "statistics_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "statistics_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "gallery_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "gallery_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "gallery_items_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_id" varchar NOT NULL,
  	"thumbnail_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "videos_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "videos_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "before_after" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"procedure_id" integer,
  	"before_id" integer NOT NULL,
  	"after_id" integer NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "before_after_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "before_after_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "popups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"lang" "enum_popups_lang" NOT NULL,
  	"text" varchar NOT NULL,
  	"image_id" integer,
  	"button_text" varchar,
  	"button_link" varchar,
  	"valid_from" timestamp(3) with time zone NOT NULL,
  	"valid_to" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_wide_url" varchar,
  	"sizes_wide_width" numeric,
  	"sizes_wide_height" numeric,
  	"sizes_wide_mime_type" varchar,
  	"sizes_wide_filesize" numeric,
  	"sizes_wide_filename" varchar,
  	"sizes_og_url" varchar,
  	"sizes_og_width" numeric,
  	"sizes_og_height" numeric,
  	"sizes_og_mime_type" varchar,
  	"sizes_og_filesize" numeric,
  	"sizes_og_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"procedures_id" integer,
  	"procedure_categories_id" integer,
  	"people_id" integer,
  	"person_categories_id" integer,
  	"posts_id" integer,
  	"job_offers_id" integer,
  	"faq_topics_id" integer,
  	"testimonials_id" integer,
  	"statistics_id" integer,
  	"gallery_items_id" integer,
  	"videos_id" integer,
  	"before_after_id" integer,
  	"popups_id" integer,
  	"media_id" integer,
  	"documents_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "settings_phones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL
  );
  
  CREATE TABLE "settings_phones_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"opening_hours" varchar DEFAULT '7:00 - 18:00' NOT NULL,
  	"phone" varchar DEFAULT '+420 222 000 111' NOT NULL,
  	"email" varchar DEFAULT 'info@aurelia-clinic.example' NOT NULL,
  	"emergency_phone" varchar DEFAULT '+420 222 000 999',
  	"whatsapp_number" varchar DEFAULT '+420 722 000 111',
  	"address_street" varchar DEFAULT 'Olšanská 2666/7',
  	"address_city" varchar DEFAULT '130 00 Praha 3',
  	"address_map_url" varchar,
  	"orthopedics_orthopedics_contact_name" varchar DEFAULT 'MUDr. Ondřej Domnělý',
  	"orthopedics_orthopedics_contact_email" varchar DEFAULT 'ortopedie@aurelia-clinic.example',
  	"orthopedics_orthopedics_contact_phone" varchar DEFAULT '+420 222 000 112',
  	"gdpr_page_id" integer,
  	"coronavirus_page_id" integer,
  	"social_facebook" varchar,
  	"social_instagram" varchar,
  	"social_youtube" varchar,
  	"auto_redirect_enabled" boolean DEFAULT true,
  	"review_widget_enabled" boolean DEFAULT true,
  	"review_widget_base_url" varchar DEFAULT 'https://reviews.example-widget.com/widget',
  	"booking_widget_enabled" boolean DEFAULT true,
  	"booking_widget_script_url" varchar DEFAULT 'https://booking.example-widget.com/embed.js',
  	"booking_widget_clinic_id" varchar DEFAULT 'aurelia-demo',
  	"happy_clients_count" varchar,
  	"breast_count" varchar,
  	"operations_count" varchar,
  	"packages_count" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "settings_locales" (
  	"clinic_name" varchar DEFAULT 'Klinika Aurelia' NOT NULL,
  	"directions" varchar DEFAULT 'Tramvají 5, 9, 15 nebo 26 na zastávku Olšanské náměstí, odtud 5 minut pěšky. Parkování v garážích.',
  	"storno_conditions_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_reasons_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_under_one_roof_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_home_under_one_roof_benefits_key" NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "home_under_one_roof_benefits_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_why_us_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_why_us_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_price_info_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_home_price_info_items_icon"
  );
  
  CREATE TABLE "home_price_info_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_image_id" integer,
  	"video_video_id" integer,
  	"price_info_instalment_offer" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_locales" (
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"hero_cta" varchar,
  	"under_one_roof_title" varchar,
  	"orthopaedics_title" varchar,
  	"orthopaedics_text" varchar,
  	"orthopaedics_cta" varchar,
  	"epilation_title" varchar,
  	"epilation_text" varchar,
  	"epilation_cta" varchar,
  	"video_title" varchar,
  	"video_text" varchar,
  	"doctors_title" varchar,
  	"doctors_text" varchar,
  	"testimonials_title" varchar,
  	"why_us_title" varchar,
  	"directions_title" varchar,
  	"directions_text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"people_id" integer
  );
  
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "procedures_prices" ADD CONSTRAINT "procedures_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "procedures_prices_locales" ADD CONSTRAINT "procedures_prices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."procedures_prices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "procedures" ADD CONSTRAINT "procedures_category_id_procedure_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."procedure_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "procedures" ADD CONSTRAINT "procedures_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "procedures_locales" ADD CONSTRAINT "procedures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "procedures_texts" ADD CONSTRAINT "procedures_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "procedures_rels" ADD CONSTRAINT "procedures_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "procedures_rels" ADD CONSTRAINT "procedures_rels_people_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "procedures_rels" ADD CONSTRAINT "procedures_rels_procedures_fk" FOREIGN KEY ("procedures_id") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "procedures_rels" ADD CONSTRAINT "procedures_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_procedures_v_version_prices" ADD CONSTRAINT "_procedures_v_version_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_procedures_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_procedures_v_version_prices_locales" ADD CONSTRAINT "_procedures_v_version_prices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_procedures_v_version_prices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_procedures_v" ADD CONSTRAINT "_procedures_v_parent_id_procedures_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."procedures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_procedures_v" ADD CONSTRAINT "_procedures_v_version_category_id_procedure_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."procedure_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_procedures_v" ADD CONSTRAINT "_procedures_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_procedures_v_locales" ADD CONSTRAINT "_procedures_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_procedures_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_procedures_v_texts" ADD CONSTRAINT "_procedures_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_procedures_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_procedures_v_rels" ADD CONSTRAINT "_procedures_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_procedures_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_procedures_v_rels" ADD CONSTRAINT "_procedures_v_rels_people_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_procedures_v_rels" ADD CONSTRAINT "_procedures_v_rels_procedures_fk" FOREIGN KEY ("procedures_id") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_procedures_v_rels" ADD CONSTRAINT "_procedures_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "procedure_categories" ADD CONSTRAINT "procedure_categories_icon_image_id_media_id_fk" FOREIGN KEY ("icon_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "procedure_categories_locales" ADD CONSTRAINT "procedure_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."procedure_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "people_high_scores" ADD CONSTRAINT "people_high_scores_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "people_high_scores_locales" ADD CONSTRAINT "people_high_scores_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."people_high_scores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "people" ADD CONSTRAINT "people_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "people_locales" ADD CONSTRAINT "people_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "people_texts" ADD CONSTRAINT "people_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "people_rels" ADD CONSTRAINT "people_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "people_rels" ADD CONSTRAINT "people_rels_person_categories_fk" FOREIGN KEY ("person_categories_id") REFERENCES "public"."person_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "people_rels" ADD CONSTRAINT "people_rels_procedures_fk" FOREIGN KEY ("procedures_id") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "person_categories_locales" ADD CONSTRAINT "person_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."person_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_people_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_texts" ADD CONSTRAINT "posts_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_author_id_people_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_texts" ADD CONSTRAINT "_posts_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_offers_locales" ADD CONSTRAINT "job_offers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_job_offers_v" ADD CONSTRAINT "_job_offers_v_parent_id_job_offers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_job_offers_v_locales" ADD CONSTRAINT "_job_offers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_topics_questions" ADD CONSTRAINT "faq_topics_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_topics_questions_locales" ADD CONSTRAINT "faq_topics_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_topics_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_topics_locales" ADD CONSTRAINT "faq_topics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials_locales" ADD CONSTRAINT "testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials_texts" ADD CONSTRAINT "testimonials_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "statistics" ADD CONSTRAINT "statistics_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statistics_locales" ADD CONSTRAINT "statistics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."statistics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "statistics_texts" ADD CONSTRAINT "statistics_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."statistics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gallery_items_locales" ADD CONSTRAINT "gallery_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."gallery_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gallery_items_texts" ADD CONSTRAINT "gallery_items_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."gallery_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos_locales" ADD CONSTRAINT "videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_texts" ADD CONSTRAINT "videos_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "before_after" ADD CONSTRAINT "before_after_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "before_after" ADD CONSTRAINT "before_after_before_id_media_id_fk" FOREIGN KEY ("before_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "before_after" ADD CONSTRAINT "before_after_after_id_media_id_fk" FOREIGN KEY ("after_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "before_after_locales" ADD CONSTRAINT "before_after_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."before_after"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "before_after_texts" ADD CONSTRAINT "before_after_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."before_after"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups" ADD CONSTRAINT "popups_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_procedures_fk" FOREIGN KEY ("procedures_id") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_procedure_categories_fk" FOREIGN KEY ("procedure_categories_id") REFERENCES "public"."procedure_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_people_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_person_categories_fk" FOREIGN KEY ("person_categories_id") REFERENCES "public"."person_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_offers_fk" FOREIGN KEY ("job_offers_id") REFERENCES "public"."job_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_topics_fk" FOREIGN KEY ("faq_topics_id") REFERENCES "public"."faq_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_statistics_fk" FOREIGN KEY ("statistics_id") REFERENCES "public"."statistics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gallery_items_fk" FOREIGN KEY ("gallery_items_id") REFERENCES "public"."gallery_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_before_after_fk" FOREIGN KEY ("before_after_id") REFERENCES "public"."before_after"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_popups_fk" FOREIGN KEY ("popups_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_phones" ADD CONSTRAINT "settings_phones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_phones_locales" ADD CONSTRAINT "settings_phones_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings_phones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_gdpr_page_id_pages_id_fk" FOREIGN KEY ("gdpr_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_coronavirus_page_id_pages_id_fk" FOREIGN KEY ("coronavirus_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings_locales" ADD CONSTRAINT "settings_locales_storno_conditions_id_documents_id_fk" FOREIGN KEY ("storno_conditions_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings_locales" ADD CONSTRAINT "settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_reasons" ADD CONSTRAINT "home_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_reasons_locales" ADD CONSTRAINT "home_reasons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_reasons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_under_one_roof_benefits" ADD CONSTRAINT "home_under_one_roof_benefits_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_under_one_roof_benefits" ADD CONSTRAINT "home_under_one_roof_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_under_one_roof_benefits_locales" ADD CONSTRAINT "home_under_one_roof_benefits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_under_one_roof_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_why_us_items" ADD CONSTRAINT "home_why_us_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_why_us_items_locales" ADD CONSTRAINT "home_why_us_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_why_us_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_price_info_items" ADD CONSTRAINT "home_price_info_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_price_info_items_locales" ADD CONSTRAINT "home_price_info_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_price_info_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_video_video_id_videos_id_fk" FOREIGN KEY ("video_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_locales" ADD CONSTRAINT "home_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_people_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "pages_route_key_idx" ON "pages" USING btree ("route_key");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_slug_idx" ON "pages_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_route_key_idx" ON "_pages_v" USING btree ("version_route_key");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "procedures_prices_order_idx" ON "procedures_prices" USING btree ("_order");
  CREATE INDEX "procedures_prices_parent_id_idx" ON "procedures_prices" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "procedures_prices_locales_locale_parent_id_unique" ON "procedures_prices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "procedures_category_idx" ON "procedures" USING btree ("category_id");
  CREATE INDEX "procedures_image_idx" ON "procedures" USING btree ("image_id");
  CREATE INDEX "procedures_updated_at_idx" ON "procedures" USING btree ("updated_at");
  CREATE INDEX "procedures_created_at_idx" ON "procedures" USING btree ("created_at");
  CREATE INDEX "procedures__status_idx" ON "procedures" USING btree ("_status");
  CREATE INDEX "procedures_slug_idx" ON "procedures_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "procedures_locales_locale_parent_id_unique" ON "procedures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "procedures_texts_order_parent" ON "procedures_texts" USING btree ("order","parent_id");
  CREATE INDEX "procedures_rels_order_idx" ON "procedures_rels" USING btree ("order");
  CREATE INDEX "procedures_rels_parent_idx" ON "procedures_rels" USING btree ("parent_id");
  CREATE INDEX "procedures_rels_path_idx" ON "procedures_rels" USING btree ("path");
  CREATE INDEX "procedures_rels_people_id_idx" ON "procedures_rels" USING btree ("people_id");
  CREATE INDEX "procedures_rels_procedures_id_idx" ON "procedures_rels" USING btree ("procedures_id");
  CREATE INDEX "procedures_rels_media_id_idx" ON "procedures_rels" USING btree ("media_id");
  CREATE INDEX "_procedures_v_version_prices_order_idx" ON "_procedures_v_version_prices" USING btree ("_order");
  CREATE INDEX "_procedures_v_version_prices_parent_id_idx" ON "_procedures_v_version_prices" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_procedures_v_version_prices_locales_locale_parent_id_unique" ON "_procedures_v_version_prices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_procedures_v_parent_idx" ON "_procedures_v" USING btree ("parent_id");
  CREATE INDEX "_procedures_v_version_version_category_idx" ON "_procedures_v" USING btree ("version_category_id");
  CREATE INDEX "_procedures_v_version_version_image_idx" ON "_procedures_v" USING btree ("version_image_id");
  CREATE INDEX "_procedures_v_version_version_updated_at_idx" ON "_procedures_v" USING btree ("version_updated_at");
  CREATE INDEX "_procedures_v_version_version_created_at_idx" ON "_procedures_v" USING btree ("version_created_at");
  CREATE INDEX "_procedures_v_version_version__status_idx" ON "_procedures_v" USING btree ("version__status");
  CREATE INDEX "_procedures_v_created_at_idx" ON "_procedures_v" USING btree ("created_at");
  CREATE INDEX "_procedures_v_updated_at_idx" ON "_procedures_v" USING btree ("updated_at");
  CREATE INDEX "_procedures_v_snapshot_idx" ON "_procedures_v" USING btree ("snapshot");
  CREATE INDEX "_procedures_v_published_locale_idx" ON "_procedures_v" USING btree ("published_locale");
  CREATE INDEX "_procedures_v_latest_idx" ON "_procedures_v" USING btree ("latest");
  CREATE INDEX "_procedures_v_version_version_slug_idx" ON "_procedures_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_procedures_v_locales_locale_parent_id_unique" ON "_procedures_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_procedures_v_texts_order_parent" ON "_procedures_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_procedures_v_rels_order_idx" ON "_procedures_v_rels" USING btree ("order");
  CREATE INDEX "_procedures_v_rels_parent_idx" ON "_procedures_v_rels" USING btree ("parent_id");
  CREATE INDEX "_procedures_v_rels_path_idx" ON "_procedures_v_rels" USING btree ("path");
  CREATE INDEX "_procedures_v_rels_people_id_idx" ON "_procedures_v_rels" USING btree ("people_id");
  CREATE INDEX "_procedures_v_rels_procedures_id_idx" ON "_procedures_v_rels" USING btree ("procedures_id");
  CREATE INDEX "_procedures_v_rels_media_id_idx" ON "_procedures_v_rels" USING btree ("media_id");
  CREATE INDEX "procedure_categories_icon_image_idx" ON "procedure_categories" USING btree ("icon_image_id");
  CREATE INDEX "procedure_categories_updated_at_idx" ON "procedure_categories" USING btree ("updated_at");
  CREATE INDEX "procedure_categories_created_at_idx" ON "procedure_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "procedure_categories_locales_locale_parent_id_unique" ON "procedure_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "people_high_scores_order_idx" ON "people_high_scores" USING btree ("_order");
  CREATE INDEX "people_high_scores_parent_id_idx" ON "people_high_scores" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "people_high_scores_locales_locale_parent_id_unique" ON "people_high_scores_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "people_slug_idx" ON "people" USING btree ("slug");
  CREATE INDEX "people_photo_idx" ON "people" USING btree ("photo_id");
  CREATE INDEX "people_updated_at_idx" ON "people" USING btree ("updated_at");
  CREATE INDEX "people_created_at_idx" ON "people" USING btree ("created_at");
  CREATE UNIQUE INDEX "people_locales_locale_parent_id_unique" ON "people_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "people_texts_order_parent" ON "people_texts" USING btree ("order","parent_id");
  CREATE INDEX "people_rels_order_idx" ON "people_rels" USING btree ("order");
  CREATE INDEX "people_rels_parent_idx" ON "people_rels" USING btree ("parent_id");
  CREATE INDEX "people_rels_path_idx" ON "people_rels" USING btree ("path");
  CREATE INDEX "people_rels_person_categories_id_idx" ON "people_rels" USING btree ("person_categories_id");
  CREATE INDEX "people_rels_procedures_id_idx" ON "people_rels" USING btree ("procedures_id");
  CREATE INDEX "person_categories_updated_at_idx" ON "person_categories" USING btree ("updated_at");
  CREATE INDEX "person_categories_created_at_idx" ON "person_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "person_categories_locales_locale_parent_id_unique" ON "person_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at");
  CREATE INDEX "posts_author_idx" ON "posts" USING btree ("author_id");
  CREATE INDEX "posts_image_idx" ON "posts" USING btree ("image_id");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE INDEX "posts_slug_idx" ON "posts_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "posts_locales_locale_parent_id_unique" ON "posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_texts_order_parent" ON "posts_texts" USING btree ("order","parent_id");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_published_at_idx" ON "_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_posts_v_version_version_author_idx" ON "_posts_v" USING btree ("version_author_id");
  CREATE INDEX "_posts_v_version_version_image_idx" ON "_posts_v" USING btree ("version_image_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_snapshot_idx" ON "_posts_v" USING btree ("snapshot");
  CREATE INDEX "_posts_v_published_locale_idx" ON "_posts_v" USING btree ("published_locale");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_posts_v_locales_locale_parent_id_unique" ON "_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_texts_order_parent" ON "_posts_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "job_offers_updated_at_idx" ON "job_offers" USING btree ("updated_at");
  CREATE INDEX "job_offers_created_at_idx" ON "job_offers" USING btree ("created_at");
  CREATE INDEX "job_offers__status_idx" ON "job_offers" USING btree ("_status");
  CREATE INDEX "job_offers_slug_idx" ON "job_offers_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "job_offers_locales_locale_parent_id_unique" ON "job_offers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_job_offers_v_parent_idx" ON "_job_offers_v" USING btree ("parent_id");
  CREATE INDEX "_job_offers_v_version_version_updated_at_idx" ON "_job_offers_v" USING btree ("version_updated_at");
  CREATE INDEX "_job_offers_v_version_version_created_at_idx" ON "_job_offers_v" USING btree ("version_created_at");
  CREATE INDEX "_job_offers_v_version_version__status_idx" ON "_job_offers_v" USING btree ("version__status");
  CREATE INDEX "_job_offers_v_created_at_idx" ON "_job_offers_v" USING btree ("created_at");
  CREATE INDEX "_job_offers_v_updated_at_idx" ON "_job_offers_v" USING btree ("updated_at");
  CREATE INDEX "_job_offers_v_snapshot_idx" ON "_job_offers_v" USING btree ("snapshot");
  CREATE INDEX "_job_offers_v_published_locale_idx" ON "_job_offers_v" USING btree ("published_locale");
  CREATE INDEX "_job_offers_v_latest_idx" ON "_job_offers_v" USING btree ("latest");
  CREATE INDEX "_job_offers_v_version_version_slug_idx" ON "_job_offers_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_job_offers_v_locales_locale_parent_id_unique" ON "_job_offers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faq_topics_questions_order_idx" ON "faq_topics_questions" USING btree ("_order");
  CREATE INDEX "faq_topics_questions_parent_id_idx" ON "faq_topics_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "faq_topics_questions_locales_locale_parent_id_unique" ON "faq_topics_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faq_topics_updated_at_idx" ON "faq_topics" USING btree ("updated_at");
  CREATE INDEX "faq_topics_created_at_idx" ON "faq_topics" USING btree ("created_at");
  CREATE UNIQUE INDEX "faq_topics_locales_locale_parent_id_unique" ON "faq_topics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "testimonials_procedure_idx" ON "testimonials" USING btree ("procedure_id");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE UNIQUE INDEX "testimonials_locales_locale_parent_id_unique" ON "testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "testimonials_texts_order_parent" ON "testimonials_texts" USING btree ("order","parent_id");
  CREATE INDEX "statistics_image_idx" ON "statistics" USING btree ("image_id");
  CREATE INDEX "statistics_updated_at_idx" ON "statistics" USING btree ("updated_at");
  CREATE INDEX "statistics_created_at_idx" ON "statistics" USING btree ("created_at");
  CREATE UNIQUE INDEX "statistics_locales_locale_parent_id_unique" ON "statistics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "statistics_texts_order_parent" ON "statistics_texts" USING btree ("order","parent_id");
  CREATE INDEX "gallery_items_image_idx" ON "gallery_items" USING btree ("image_id");
  CREATE INDEX "gallery_items_updated_at_idx" ON "gallery_items" USING btree ("updated_at");
  CREATE INDEX "gallery_items_created_at_idx" ON "gallery_items" USING btree ("created_at");
  CREATE UNIQUE INDEX "gallery_items_locales_locale_parent_id_unique" ON "gallery_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "gallery_items_texts_order_parent" ON "gallery_items_texts" USING btree ("order","parent_id");
  CREATE INDEX "videos_thumbnail_idx" ON "videos" USING btree ("thumbnail_id");
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  CREATE UNIQUE INDEX "videos_locales_locale_parent_id_unique" ON "videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "videos_texts_order_parent" ON "videos_texts" USING btree ("order","parent_id");
  CREATE INDEX "before_after_procedure_idx" ON "before_after" USING btree ("procedure_id");
  CREATE INDEX "before_after_before_idx" ON "before_after" USING btree ("before_id");
  CREATE INDEX "before_after_after_idx" ON "before_after" USING btree ("after_id");
  CREATE INDEX "before_after_updated_at_idx" ON "before_after" USING btree ("updated_at");
  CREATE INDEX "before_after_created_at_idx" ON "before_after" USING btree ("created_at");
  CREATE UNIQUE INDEX "before_after_locales_locale_parent_id_unique" ON "before_after_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "before_after_texts_order_parent" ON "before_after_texts" USING btree ("order","parent_id");
  CREATE INDEX "popups_lang_idx" ON "popups" USING btree ("lang");
  CREATE INDEX "popups_image_idx" ON "popups" USING btree ("image_id");
  CREATE INDEX "popups_valid_from_idx" ON "popups" USING btree ("valid_from");
  CREATE INDEX "popups_valid_to_idx" ON "popups" USING btree ("valid_to");
  CREATE INDEX "popups_updated_at_idx" ON "popups" USING btree ("updated_at");
  CREATE INDEX "popups_created_at_idx" ON "popups" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_wide_sizes_wide_filename_idx" ON "media" USING btree ("sizes_wide_filename");
  CREATE INDEX "media_sizes_og_sizes_og_filename_idx" ON "media" USING btree ("sizes_og_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_procedures_id_idx" ON "payload_locked_documents_rels" USING btree ("procedures_id");
  CREATE INDEX "payload_locked_documents_rels_procedure_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("procedure_categories_id");
  CREATE INDEX "payload_locked_documents_rels_people_id_idx" ON "payload_locked_documents_rels" USING btree ("people_id");
  CREATE INDEX "payload_locked_documents_rels_person_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("person_categories_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_job_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("job_offers_id");
  CREATE INDEX "payload_locked_documents_rels_faq_topics_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_topics_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_statistics_id_idx" ON "payload_locked_documents_rels" USING btree ("statistics_id");
  CREATE INDEX "payload_locked_documents_rels_gallery_items_id_idx" ON "payload_locked_documents_rels" USING btree ("gallery_items_id");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");
  CREATE INDEX "payload_locked_documents_rels_before_after_id_idx" ON "payload_locked_documents_rels" USING btree ("before_after_id");
  CREATE INDEX "payload_locked_documents_rels_popups_id_idx" ON "payload_locked_documents_rels" USING btree ("popups_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "settings_phones_order_idx" ON "settings_phones" USING btree ("_order");
  CREATE INDEX "settings_phones_parent_id_idx" ON "settings_phones" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "settings_phones_locales_locale_parent_id_unique" ON "settings_phones_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "settings_gdpr_page_idx" ON "settings" USING btree ("gdpr_page_id");
  CREATE INDEX "settings_coronavirus_page_idx" ON "settings" USING btree ("coronavirus_page_id");
  CREATE INDEX "settings_storno_conditions_idx" ON "settings_locales" USING btree ("storno_conditions_id","_locale");
  CREATE UNIQUE INDEX "settings_locales_locale_parent_id_unique" ON "settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_reasons_order_idx" ON "home_reasons" USING btree ("_order");
  CREATE INDEX "home_reasons_parent_id_idx" ON "home_reasons" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_reasons_locales_locale_parent_id_unique" ON "home_reasons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_under_one_roof_benefits_order_idx" ON "home_under_one_roof_benefits" USING btree ("_order");
  CREATE INDEX "home_under_one_roof_benefits_parent_id_idx" ON "home_under_one_roof_benefits" USING btree ("_parent_id");
  CREATE INDEX "home_under_one_roof_benefits_image_idx" ON "home_under_one_roof_benefits" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_under_one_roof_benefits_locales_locale_parent_id_unique" ON "home_under_one_roof_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_why_us_items_order_idx" ON "home_why_us_items" USING btree ("_order");
  CREATE INDEX "home_why_us_items_parent_id_idx" ON "home_why_us_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_why_us_items_locales_locale_parent_id_unique" ON "home_why_us_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_price_info_items_order_idx" ON "home_price_info_items" USING btree ("_order");
  CREATE INDEX "home_price_info_items_parent_id_idx" ON "home_price_info_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_price_info_items_locales_locale_parent_id_unique" ON "home_price_info_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_hero_hero_image_idx" ON "home" USING btree ("hero_image_id");
  CREATE INDEX "home_video_video_video_idx" ON "home" USING btree ("video_video_id");
  CREATE UNIQUE INDEX "home_locales_locale_parent_id_unique" ON "home_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_rels_order_idx" ON "home_rels" USING btree ("order");
  CREATE INDEX "home_rels_parent_idx" ON "home_rels" USING btree ("parent_id");
  CREATE INDEX "home_rels_path_idx" ON "home_rels" USING btree ("path");
  CREATE INDEX "home_rels_people_id_idx" ON "home_rels" USING btree ("people_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "procedures_prices" CASCADE;
  DROP TABLE "procedures_prices_locales" CASCADE;
  DROP TABLE "procedures" CASCADE;
  DROP TABLE "procedures_locales" CASCADE;
  DROP TABLE "procedures_texts" CASCADE;
  DROP TABLE "procedures_rels" CASCADE;
  DROP TABLE "_procedures_v_version_prices" CASCADE;
  DROP TABLE "_procedures_v_version_prices_locales" CASCADE;
  DROP TABLE "_procedures_v" CASCADE;
  DROP TABLE "_procedures_v_locales" CASCADE;
  DROP TABLE "_procedures_v_texts" CASCADE;
  DROP TABLE "_procedures_v_rels" CASCADE;
  DROP TABLE "procedure_categories" CASCADE;
  DROP TABLE "procedure_categories_locales" CASCADE;
  DROP TABLE "people_high_scores" CASCADE;
  DROP TABLE "people_high_scores_locales" CASCADE;
  DROP TABLE "people" CASCADE;
  DROP TABLE "people_locales" CASCADE;
  DROP TABLE "people_texts" CASCADE;
  DROP TABLE "people_rels" CASCADE;
  DROP TABLE "person_categories" CASCADE;
  DROP TABLE "person_categories_locales" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "posts_locales" CASCADE;
  DROP TABLE "posts_texts" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "_posts_v_locales" CASCADE;
  DROP TABLE "_posts_v_texts" CASCADE;
  DROP TABLE "job_offers" CASCADE;
  DROP TABLE "job_offers_locales" CASCADE;
  DROP TABLE "_job_offers_v" CASCADE;
  DROP TABLE "_job_offers_v_locales" CASCADE;
  DROP TABLE "faq_topics_questions" CASCADE;
  DROP TABLE "faq_topics_questions_locales" CASCADE;
  DROP TABLE "faq_topics" CASCADE;
  DROP TABLE "faq_topics_locales" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "testimonials_locales" CASCADE;
  DROP TABLE "testimonials_texts" CASCADE;
  DROP TABLE "statistics" CASCADE;
  DROP TABLE "statistics_locales" CASCADE;
  DROP TABLE "statistics_texts" CASCADE;
  DROP TABLE "gallery_items" CASCADE;
  DROP TABLE "gallery_items_locales" CASCADE;
  DROP TABLE "gallery_items_texts" CASCADE;
  DROP TABLE "videos" CASCADE;
  DROP TABLE "videos_locales" CASCADE;
  DROP TABLE "videos_texts" CASCADE;
  DROP TABLE "before_after" CASCADE;
  DROP TABLE "before_after_locales" CASCADE;
  DROP TABLE "before_after_texts" CASCADE;
  DROP TABLE "popups" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "settings_phones" CASCADE;
  DROP TABLE "settings_phones_locales" CASCADE;
  DROP TABLE "settings" CASCADE;
  DROP TABLE "settings_locales" CASCADE;
  DROP TABLE "home_reasons" CASCADE;
  DROP TABLE "home_reasons_locales" CASCADE;
  DROP TABLE "home_under_one_roof_benefits" CASCADE;
  DROP TABLE "home_under_one_roof_benefits_locales" CASCADE;
  DROP TABLE "home_why_us_items" CASCADE;
  DROP TABLE "home_why_us_items_locales" CASCADE;
  DROP TABLE "home_price_info_items" CASCADE;
  DROP TABLE "home_price_info_items_locales" CASCADE;
  DROP TABLE "home" CASCADE;
  DROP TABLE "home_locales" CASCADE;
  DROP TABLE "home_rels" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_pages_route_key";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_route_key";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_procedures_status";
  DROP TYPE "public"."enum__procedures_v_version_status";
  DROP TYPE "public"."enum__procedures_v_published_locale";
  DROP TYPE "public"."enum_procedure_categories_group";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum__posts_v_published_locale";
  DROP TYPE "public"."enum_job_offers_status";
  DROP TYPE "public"."enum__job_offers_v_version_status";
  DROP TYPE "public"."enum__job_offers_v_published_locale";
  DROP TYPE "public"."enum_statistics_setting_key";
  DROP TYPE "public"."enum_popups_lang";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_home_under_one_roof_benefits_key";
  DROP TYPE "public"."enum_home_price_info_items_icon";`)
}
