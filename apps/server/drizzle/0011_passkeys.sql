CREATE TABLE "foreign_origin_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"origin" text NOT NULL,
	"ip" text NOT NULL,
	"outcome" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "foreign_origin_sign_ins_outcome_ck" CHECK ("foreign_origin_sign_ins"."outcome" in ('flagged', 'verified'))
);
--> statement-breakpoint
CREATE TABLE "passkey_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"challenge" text NOT NULL,
	"purpose" text NOT NULL,
	"rp_id" text NOT NULL,
	"session_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "passkey_challenges_purpose_ck" CHECK ("passkey_challenges"."purpose" in ('register', 'sign-in')),
	CONSTRAINT "passkey_challenges_session_ck" CHECK (("passkey_challenges"."purpose" = 'register') = ("passkey_challenges"."session_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "passkeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rp_id" text NOT NULL,
	"backed_up" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "passkeys_counter_ck" CHECK ("passkeys"."counter" >= 0),
	CONSTRAINT "passkeys_name_ck" CHECK (length("passkeys"."name") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "foreign_origin_sign_ins" ADD CONSTRAINT "foreign_origin_sign_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passkey_challenges" ADD CONSTRAINT "passkey_challenges_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "foreign_origin_sign_ins_merchant_ix" ON "foreign_origin_sign_ins" USING btree ("merchant_code","at");--> statement-breakpoint
CREATE UNIQUE INDEX "passkey_challenges_challenge_uq" ON "passkey_challenges" USING btree ("challenge");--> statement-breakpoint
CREATE INDEX "passkey_challenges_expires_ix" ON "passkey_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "passkeys_credential_uq" ON "passkeys" USING btree ("merchant_code","credential_id");--> statement-breakpoint
CREATE INDEX "passkeys_member_ix" ON "passkeys" USING btree ("member_id");