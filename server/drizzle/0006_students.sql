CREATE TABLE "tutoring_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"enrollment_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lock_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "tutoring_histories" ADD CONSTRAINT "tutoring_histories_tutor_id_employees_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_histories" ADD CONSTRAINT "tutoring_histories_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_histories" ADD CONSTRAINT "tutoring_histories_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutoring_histories_tutor_idx" ON "tutoring_histories" USING btree ("tutor_id");--> statement-breakpoint
CREATE INDEX "tutoring_histories_student_idx" ON "tutoring_histories" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tutoring_histories_active_pair_idx" ON "tutoring_histories" USING btree ("tutor_id","student_id") WHERE "tutoring_histories"."active";