CREATE TABLE "device_sightings" (
	"merchant_code" text NOT NULL,
	"device_id" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "device_sightings_merchant_code_device_id_pk" PRIMARY KEY("merchant_code","device_id")
);
--> statement-breakpoint
CREATE TABLE "registration_risks" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"score" integer NOT NULL,
	"signals" jsonb NOT NULL,
	"flagged" boolean NOT NULL,
	"cleared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_risks_score_ck" CHECK ("registration_risks"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "sms_breakers" (
	"merchant_code" text NOT NULL,
	"prefix" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"sent" integer NOT NULL,
	"verified" integer DEFAULT 0 NOT NULL,
	"open_until" timestamp with time zone,
	CONSTRAINT "sms_breakers_merchant_code_prefix_pk" PRIMARY KEY("merchant_code","prefix"),
	CONSTRAINT "sms_breakers_counts_ck" CHECK ("sms_breakers"."sent" >= 0 and "sms_breakers"."verified" >= 0),
	CONSTRAINT "sms_breakers_prefix_ck" CHECK ("sms_breakers"."prefix" ~ '^[0-9]{2,8}$')
);
--> statement-breakpoint
ALTER TABLE "registration_risks" ADD CONSTRAINT "registration_risks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_sightings_seen_ix" ON "device_sightings" USING btree ("first_seen_at");--> statement-breakpoint
CREATE INDEX "registration_risks_flagged_ix" ON "registration_risks" USING btree ("merchant_code") WHERE "registration_risks"."flagged" and "registration_risks"."cleared_at" is null;