CREATE TABLE "session_topics" (
	"session_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "session_topics_session_id_subject_id_pk" PRIMARY KEY("session_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(40) NOT NULL,
	"name" varchar(191),
	"details" varchar(280),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"department_id" integer,
	"attendee_id" integer NOT NULL,
	"student_id" integer,
	"subject_id" integer,
	"canceled_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lock_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "during" "tstzrange";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "enrollment_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "session_type_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "scheduled_by_id" integer;--> statement-breakpoint
ALTER TABLE "session_topics" ADD CONSTRAINT "session_topics_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_topics" ADD CONSTRAINT "session_topics_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_attendee_id_employees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_attendee_starts_idx" ON "events" USING btree ("attendee_id","starts_at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_session_type_id_session_types_id_fk" FOREIGN KEY ("session_type_id") REFERENCES "public"."session_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_scheduled_by_id_users_id_fk" FOREIGN KEY ("scheduled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_enrollment_idx" ON "sessions" USING btree ("enrollment_id");--> statement-breakpoint
-- A tutor is never double-booked: each assignment holds its session's time, kept here from the
-- session by triggers (null once the session is canceled), and no two assignments of one
-- employee may hold overlapping times. btree_gist lets the exclusion compare employee ids.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE FUNCTION assignments_hold_session_time() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT CASE WHEN s.canceled_at IS NULL THEN tstzrange(s.starts_at, s.ends_at, '[)') END
    INTO NEW.during
    FROM sessions s
    WHERE s.id = NEW.session_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER assignments_hold_session_time BEFORE INSERT OR UPDATE ON assignments
  FOR EACH ROW EXECUTE FUNCTION assignments_hold_session_time();--> statement-breakpoint
CREATE FUNCTION sessions_move_assignment_times() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE assignments SET during = NULL WHERE session_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_move_assignment_times AFTER UPDATE OF starts_at, ends_at, canceled_at ON sessions
  FOR EACH ROW
  WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at OR OLD.ends_at IS DISTINCT FROM NEW.ends_at OR OLD.canceled_at IS DISTINCT FROM NEW.canceled_at)
  EXECUTE FUNCTION sessions_move_assignment_times();--> statement-breakpoint
UPDATE assignments SET during = NULL;--> statement-breakpoint
ALTER TABLE assignments ADD CONSTRAINT assignments_no_double_booking
  EXCLUDE USING gist (employee_id WITH =, during WITH &&);
