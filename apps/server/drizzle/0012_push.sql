CREATE TABLE "push_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"token_hash" text NOT NULL,
	"token" text NOT NULL,
	"provider" text NOT NULL,
	"member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_tokens_provider_ck" CHECK ("push_tokens"."provider" in ('web-push', 'fcm'))
);
--> statement-breakpoint
CREATE TABLE "push_topic_members" (
	"token_id" integer NOT NULL,
	"topic" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_topic_members_token_id_topic_pk" PRIMARY KEY("token_id","topic")
);
--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_topic_members" ADD CONSTRAINT "push_topic_members_token_id_push_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."push_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_tokens_merchant_hash_uq" ON "push_tokens" USING btree ("merchant_code","token_hash");--> statement-breakpoint
CREATE INDEX "push_tokens_member_ix" ON "push_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "push_topic_members_topic_ix" ON "push_topic_members" USING btree ("topic");