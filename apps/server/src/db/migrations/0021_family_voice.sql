CREATE TABLE "family_voice_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"child_id" integer,
	"audio_key" text NOT NULL,
	"store_key" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_voice_recordings" ADD CONSTRAINT "family_voice_recordings_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_voice_recordings" ADD CONSTRAINT "family_voice_recordings_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_voice_parent_key_child_uq" ON "family_voice_recordings" USING btree ("parent_id","audio_key",coalesce("child_id", 0));--> statement-breakpoint
CREATE INDEX "family_voice_child_idx" ON "family_voice_recordings" USING btree ("child_id");