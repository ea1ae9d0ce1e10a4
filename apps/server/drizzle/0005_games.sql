CREATE TABLE "game_lanes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "game_lanes_sort_step" CHECK ("game_lanes"."sort_order" > 0 and "game_lanes"."sort_order" % 100 = 0)
);
--> statement-breakpoint
CREATE TABLE "game_launch_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"language" text NOT NULL,
	"back_url" text NOT NULL,
	"lotto_view" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_plays" (
	"id" serial PRIMARY KEY NOT NULL,
	"play_hash" text NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"username" text NOT NULL,
	"game_code" text NOT NULL,
	"language" text NOT NULL,
	"back_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"display_name" text NOT NULL,
	"account_type_name" text NOT NULL,
	"trial_sandbox" text
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"vendor" text NOT NULL,
	"lane" text NOT NULL,
	"kind" text NOT NULL,
	"prize_mode" text,
	"sea" boolean DEFAULT false NOT NULL,
	"image" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "games_kind" CHECK ("games"."kind" in ('lottery', 'trial'))
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"picks" jsonb NOT NULL,
	"drawn" jsonb NOT NULL,
	"hits" integer NOT NULL,
	"seed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "game_lanes_merchant_code_uq" ON "game_lanes" USING btree ("merchant_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "game_launch_tickets_hash_uq" ON "game_launch_tickets" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "game_launch_tickets_expiry_ix" ON "game_launch_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_plays_hash_uq" ON "game_plays" USING btree ("play_hash");--> statement-breakpoint
CREATE INDEX "game_plays_expiry_ix" ON "game_plays" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_vendors_merchant_code_uq" ON "game_vendors" USING btree ("merchant_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "games_merchant_code_uq" ON "games" USING btree ("merchant_code","code");--> statement-breakpoint
CREATE INDEX "games_merchant_lane_ix" ON "games" USING btree ("merchant_code","lane","sort_order");--> statement-breakpoint
CREATE INDEX "lottery_draws_member_ix" ON "lottery_draws" USING btree ("merchant_code","member_id","created_at");