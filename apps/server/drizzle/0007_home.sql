CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"seed_key" text,
	"type" text NOT NULL,
	"platform" text DEFAULT 'ALL' NOT NULL,
	"category" text,
	"text" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "announcements_platform_ck" CHECK ("announcements"."platform" in ('M', 'W', 'ALL')),
	CONSTRAINT "announcements_schedule_ck" CHECK ("announcements"."starts_at" is null or "announcements"."ends_at" is null or "announcements"."starts_at" < "announcements"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"seed_key" text,
	"linkage_type" text NOT NULL,
	"linkage" text,
	"room_id" text,
	"node_id" text,
	"game_type" text,
	"vendor" text,
	"group_name" text,
	"url" text,
	"image_url" text NOT NULL,
	"image_alt" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "banners_linkage_type_ck" CHECK ("banners"."linkage_type" in ('P', 'URL', 'G')),
	CONSTRAINT "banners_group_ck" CHECK ("banners"."group_name" is null or "banners"."group_name" in ('m_popup1', 'm_popup2')),
	CONSTRAINT "banners_schedule_ck" CHECK ("banners"."starts_at" is null or "banners"."ends_at" is null or "banners"."starts_at" < "banners"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "customer_service_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"seed_key" text,
	"title" jsonb NOT NULL,
	"path" text NOT NULL,
	"cs_type" text NOT NULL,
	"cs_position" integer DEFAULT 0 NOT NULL,
	"label_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "customer_service_entries_type_ck" CHECK ("customer_service_entries"."cs_type" in ('AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP'))
);
--> statement-breakpoint
CREATE TABLE "popup_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"seed_key" text,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"promotion_type" text NOT NULL,
	"execution" text NOT NULL,
	"force_read" boolean DEFAULT false NOT NULL,
	"today_hide" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "popup_announcements_execution_ck" CHECK ("popup_announcements"."execution" in ('A', 'B', 'F')),
	CONSTRAINT "popup_announcements_schedule_ck" CHECK ("popup_announcements"."starts_at" is null or "popup_announcements"."ends_at" is null or "popup_announcements"."starts_at" < "popup_announcements"."ends_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_seed_ux" ON "announcements" USING btree ("merchant_code","seed_key") WHERE "announcements"."seed_key" is not null;--> statement-breakpoint
CREATE INDEX "announcements_merchant_ix" ON "announcements" USING btree ("merchant_code","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "banners_seed_ux" ON "banners" USING btree ("merchant_code","seed_key") WHERE "banners"."seed_key" is not null;--> statement-breakpoint
CREATE INDEX "banners_merchant_ix" ON "banners" USING btree ("merchant_code","group_name","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_service_entries_seed_ux" ON "customer_service_entries" USING btree ("merchant_code","seed_key") WHERE "customer_service_entries"."seed_key" is not null;--> statement-breakpoint
CREATE INDEX "customer_service_entries_merchant_ix" ON "customer_service_entries" USING btree ("merchant_code","cs_position");--> statement-breakpoint
CREATE UNIQUE INDEX "popup_announcements_seed_ux" ON "popup_announcements" USING btree ("merchant_code","seed_key") WHERE "popup_announcements"."seed_key" is not null;--> statement-breakpoint
CREATE INDEX "popup_announcements_merchant_ix" ON "popup_announcements" USING btree ("merchant_code","sort_order");