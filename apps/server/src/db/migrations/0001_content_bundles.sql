CREATE TABLE "bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"bundle_id" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"bundle_pk" integer NOT NULL,
	"stable_id" text NOT NULL,
	"lesson_type" text NOT NULL,
	"cefr_level" text NOT NULL,
	"level" integer NOT NULL,
	"order_index" integer NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_bundle_pk_bundles_id_fk" FOREIGN KEY ("bundle_pk") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bundles_bundle_id_version_uq" ON "bundles" USING btree ("bundle_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "bundles_one_active_uq" ON "bundles" USING btree ("is_active") WHERE "bundles"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_bundle_stable_id_uq" ON "lessons" USING btree ("bundle_pk","stable_id");--> statement-breakpoint
CREATE INDEX "lessons_stable_id_idx" ON "lessons" USING btree ("stable_id");