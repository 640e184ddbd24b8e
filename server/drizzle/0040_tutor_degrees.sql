CREATE TABLE "tutor_degrees" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"institution" varchar(191) NOT NULL,
	"degree_level" varchar(32) NOT NULL,
	"field_of_study" varchar(191),
	"graduation_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lock_version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tutor_degrees_graduation_year_range" CHECK ("tutor_degrees"."graduation_year" is null or "tutor_degrees"."graduation_year" between 1900 and 2100)
);
--> statement-breakpoint
ALTER TABLE "tutor_degrees" ADD CONSTRAINT "tutor_degrees_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_degrees_tutor_idx" ON "tutor_degrees" USING btree ("tutor_id");