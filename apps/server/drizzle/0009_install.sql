CREATE TABLE "install_prompt_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"download_condition_switch" jsonb NOT NULL,
	"domains_switch" jsonb NOT NULL,
	"domains" jsonb NOT NULL,
	"login_required" jsonb NOT NULL,
	"in_game_popup_interval" jsonb NOT NULL,
	"triggers" jsonb NOT NULL,
	"bottom_app_bar_mode" jsonb NOT NULL,
	"theme" jsonb NOT NULL,
	"colours" jsonb NOT NULL,
	"app_background" jsonb NOT NULL,
	"app_desc" jsonb NOT NULL,
	"bottom_app_desc" jsonb NOT NULL,
	"message" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "install_prompt_configs_merchant_ux" ON "install_prompt_configs" USING btree ("merchant_code");