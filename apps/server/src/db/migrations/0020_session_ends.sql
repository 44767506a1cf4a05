-- Trusted devices end (and stay listed as ended) when the password changes or is reset; a
-- child-view session remembers the parent session it was opened from, so signing that out ends it.
ALTER TABLE "sessions" ADD COLUMN "opened_from_session_id" text;--> statement-breakpoint
ALTER TABLE "mfa_trusted_devices" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mfa_trusted_devices" ADD COLUMN "ended_reason" text;--> statement-breakpoint
CREATE INDEX "sessions_opened_from_idx" ON "sessions" USING btree ("opened_from_session_id");