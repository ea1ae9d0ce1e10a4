CREATE TABLE "registrations" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"register_method" text,
	"register_url" text,
	"domain" text,
	"login_device_id" text,
	"is_official_app_login" boolean DEFAULT false NOT NULL,
	"affiliate_code" text,
	"referral_code" text,
	"pixel_track" text,
	"ad_network" jsonb,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_status_overrides" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"maintenance" boolean NOT NULL,
	"maintenance_end" timestamp with time zone,
	"title" text,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_affiliate_idx" ON "registrations" USING btree ("merchant_code","affiliate_code");