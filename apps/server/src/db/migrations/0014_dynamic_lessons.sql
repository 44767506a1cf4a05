CREATE TABLE "dynamic_lesson_audio" (
	"file" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dynamic_lesson_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dynamic_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"scenario" text NOT NULL,
	"difficulty" text NOT NULL,
	"source" text NOT NULL,
	"scenario_used" text,
	"script" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dynamic_lesson_sessions" ADD CONSTRAINT "dynamic_lesson_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_lesson_sessions" ADD CONSTRAINT "dynamic_lesson_sessions_lesson_id_dynamic_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."dynamic_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_lessons" ADD CONSTRAINT "dynamic_lessons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dynamic_lesson_sessions_lesson_idx" ON "dynamic_lesson_sessions" USING btree ("lesson_id","user_id");--> statement-breakpoint
CREATE INDEX "dynamic_lessons_user_idx" ON "dynamic_lessons" USING btree ("user_id","created_at");