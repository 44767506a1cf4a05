ALTER TABLE "lesson_progress" ADD COLUMN "perfect_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_settings" ADD COLUMN "autoplay_audio" boolean DEFAULT true NOT NULL;