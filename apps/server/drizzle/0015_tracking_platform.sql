ALTER TABLE "tracking_events" ALTER COLUMN "session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "source" text DEFAULT 'browser' NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "context" jsonb;