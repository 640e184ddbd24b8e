CREATE TABLE "study_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"test_date_id" integer,
	"goal_score" integer,
	"confidence_level" integer,
	"lock_version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "study_areas_goal_score_range" CHECK ("study_areas"."goal_score" between 0 and 9999),
	CONSTRAINT "study_areas_confidence_level_range" CHECK ("study_areas"."confidence_level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "test_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"date" date NOT NULL,
	"lock_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_areas" ADD CONSTRAINT "study_areas_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_areas" ADD CONSTRAINT "study_areas_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_areas" ADD CONSTRAINT "study_areas_test_date_id_test_dates_id_fk" FOREIGN KEY ("test_date_id") REFERENCES "public"."test_dates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_dates" ADD CONSTRAINT "test_dates_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "study_areas_subject_student_idx" ON "study_areas" USING btree ("subject_id","student_id");--> statement-breakpoint
CREATE INDEX "study_areas_student_idx" ON "study_areas" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "test_dates_subject_idx" ON "test_dates" USING btree ("subject_id","date");