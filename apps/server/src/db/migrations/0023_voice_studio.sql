CREATE TABLE "audio_play_counts" (
	"audio_key" text PRIMARY KEY NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_studio_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"audio_key" text NOT NULL,
	"contributor_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"store_key" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_voice_contributor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "voice_studio_recordings" ADD CONSTRAINT "voice_studio_recordings_contributor_id_users_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_studio_recordings" ADD CONSTRAINT "voice_studio_recordings_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voice_studio_approved_key_uq" ON "voice_studio_recordings" USING btree ("audio_key") WHERE "voice_studio_recordings"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "voice_studio_pending_uq" ON "voice_studio_recordings" USING btree ("contributor_id","audio_key") WHERE "voice_studio_recordings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "voice_studio_status_idx" ON "voice_studio_recordings" USING btree ("status","id");