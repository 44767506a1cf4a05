CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"bundle_pk" integer NOT NULL,
	"stable_id" text NOT NULL,
	"cefr_level" text NOT NULL,
	"order_index" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"story_stable_id" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"best_correct" integer DEFAULT 0 NOT NULL,
	"xp_earned" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_bundle_pk_bundles_id_fk" FOREIGN KEY ("bundle_pk") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_progress" ADD CONSTRAINT "story_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stories_bundle_stable_id_uq" ON "stories" USING btree ("bundle_pk","stable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "story_progress_user_story_uq" ON "story_progress" USING btree ("user_id","story_stable_id");