CREATE TABLE "placement_tests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_question_id" text,
	"mastered_level" text,
	"start_level" text,
	"skipped_lessons" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "skipped_by_placement" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "placement_tests" ADD CONSTRAINT "placement_tests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "placement_tests_user_idx" ON "placement_tests" USING btree ("user_id","started_at");