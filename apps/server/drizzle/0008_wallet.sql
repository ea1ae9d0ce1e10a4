CREATE TABLE "deposit_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"quick_amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deposit_channels_range_ck" CHECK ("deposit_channels"."min_amount" > 0 and "deposit_channels"."max_amount" >= "deposit_channels"."min_amount")
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"channel_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "deposit_orders_amount_ck" CHECK ("deposit_orders"."amount" > 0),
	CONSTRAINT "deposit_orders_status_ck" CHECK ("deposit_orders"."status" in ('pending', 'paid', 'expired', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_code" text NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_delta" bigint NOT NULL,
	"held_delta" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_ck" CHECK ("ledger_entries"."amount" > 0),
	CONSTRAINT "ledger_entries_kind_ck" CHECK ("ledger_entries"."kind" in ('deposit_credited', 'withdrawal_held', 'withdrawal_paid', 'withdrawal_released'))
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"provider" text NOT NULL,
	"notification_id" text NOT NULL,
	"order_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_provider_notification_id_pk" PRIMARY KEY("provider","notification_id")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"pix_key_type" text,
	"masked_number" text NOT NULL,
	"fingerprint" text NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_kind_ck" CHECK ("payout_accounts"."kind" in ('bankCard', 'pix'))
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"member_id" integer NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_member_id_currency_pk" PRIMARY KEY("member_id","currency"),
	CONSTRAINT "wallet_accounts_balance_ck" CHECK ("wallet_accounts"."balance" >= 0),
	CONSTRAINT "wallet_accounts_held_ck" CHECK ("wallet_accounts"."held" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"account_label" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_ck" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status_ck" CHECK ("withdrawals"."status" in ('pending', 'paid', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_account_id_payout_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_channels_merchant_ix" ON "deposit_channels" USING btree ("merchant_code");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_member_key_uq" ON "deposit_orders" USING btree ("member_id","client_key");--> statement-breakpoint
CREATE INDEX "deposit_orders_member_status_ix" ON "deposit_orders" USING btree ("member_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_member_key_uq" ON "ledger_entries" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_reference_ix" ON "ledger_entries" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_member_fingerprint_uq" ON "payout_accounts" USING btree ("member_id","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_member_key_uq" ON "withdrawals" USING btree ("member_id","client_key");--> statement-breakpoint
CREATE INDEX "withdrawals_merchant_status_ix" ON "withdrawals" USING btree ("merchant_code","status");