CREATE TABLE "pending_tutorings" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"tutor_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"subject_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"notes" text,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"policy" jsonb NOT NULL,
	"session_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_tutorings_status_check" CHECK ("pending_tutorings"."status" in ('pending', 'booked', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "pending_tutorings" ADD CONSTRAINT "pending_tutorings_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_tutorings" ADD CONSTRAINT "pending_tutorings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_tutorings" ADD CONSTRAINT "pending_tutorings_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_tutorings" ADD CONSTRAINT "pending_tutorings_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_tutorings" ADD CONSTRAINT "pending_tutorings_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_tutorings_tutor_starts_idx" ON "pending_tutorings" USING btree ("tutor_id","starts_at");--> statement-breakpoint
CREATE INDEX "pending_tutorings_enrollment_idx" ON "pending_tutorings" USING btree ("enrollment_id");