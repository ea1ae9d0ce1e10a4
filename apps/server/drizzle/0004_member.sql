CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"texts" jsonb NOT NULL,
	"image_url" text,
	"target" text NOT NULL,
	"redirect_url" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activities_redirect_url_ck" CHECK (("activities"."target" = 'REDIRECT_URL') = ("activities"."redirect_url" is not null))
);
--> statement-breakpoint
CREATE TABLE "agent_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"contact" text NOT NULL,
	"channel" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_points" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_points_balance_ck" CHECK ("member_points"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"referral_code" text NOT NULL,
	"profile_icon" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_progress" (
	"member_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mission_progress_member_id_mission_id_pk" PRIMARY KEY("member_id","mission_id")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"texts" jsonb NOT NULL,
	"target" integer NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"texts" jsonb NOT NULL,
	"points_price" integer NOT NULL,
	"image_url" text,
	"stock" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_items_price_ck" CHECK ("point_items"."points_price" > 0),
	CONSTRAINT "point_items_stock_ck" CHECK ("point_items"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"points" integer NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"key" text NOT NULL,
	"audience" text DEFAULT 'common' NOT NULL,
	"category_id" integer,
	"activity_id" integer,
	"texts" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"label_id" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"label_id" integer NOT NULL,
	"label_name" text NOT NULL,
	"type" text NOT NULL,
	"rank_level" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_merchant_ix" ON "activities" USING btree ("merchant_code");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_pending_uq" ON "agent_applications" USING btree ("member_id") WHERE "agent_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "member_profiles_referral_uq" ON "member_profiles" USING btree ("merchant_code","referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_request_uq" ON "point_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_categories_code_uq" ON "promotion_categories" USING btree ("merchant_code","code");--> statement-breakpoint
CREATE INDEX "promotions_merchant_ix" ON "promotions" USING btree ("merchant_code","key");--> statement-breakpoint
CREATE INDEX "vip_benefits_label_ix" ON "vip_benefits" USING btree ("merchant_code","label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_labels_label_uq" ON "vip_labels" USING btree ("merchant_code","label_id");