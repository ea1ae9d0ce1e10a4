CREATE TABLE "device_sightings" (
	"merchant_code" text NOT NULL,
	"device_id" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "device_sightings_merchant_code_device_id_pk" PRIMARY KEY("merchant_code","device_id")
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
CREATE INDEX "device_sightings_seen_ix" ON "device_sightings" USING btree ("first_seen_at");