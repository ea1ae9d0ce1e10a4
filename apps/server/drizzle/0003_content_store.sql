CREATE TABLE "download_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"domain" text,
	"resource_type" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "download_resources_merchant_ix" ON "download_resources" USING btree ("merchant_code","domain");