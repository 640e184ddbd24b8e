CREATE TABLE "allotments" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"minutes" integer NOT NULL,
	"lock_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"sequence" integer NOT NULL,
	"rank" varchar(50) NOT NULL,
	"point_threshold" integer NOT NULL,
	"lock_version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "levels_sequence_unique" UNIQUE("sequence"),
	CONSTRAINT "levels_point_threshold_unique" UNIQUE("point_threshold")
);
--> statement-breakpoint
CREATE TABLE "session_meetings" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"external_id" varchar(191) NOT NULL,
	"join_url" text NOT NULL,
	"start_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"description" varchar(50) NOT NULL,
	"session_id" integer,
	"awarded_by_id" integer,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lock_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "identifier" varchar(10);--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "dynamic_subject" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "allotments_skipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "connect_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "allotments" ADD CONSTRAINT "allotments_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allotments" ADD CONSTRAINT "allotments_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_meetings" ADD CONSTRAINT "session_meetings_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_badges" ADD CONSTRAINT "student_badges_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_badges" ADD CONSTRAINT "student_badges_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_badges" ADD CONSTRAINT "student_badges_awarded_by_id_users_id_fk" FOREIGN KEY ("awarded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "allotments_session_subject_idx" ON "allotments" USING btree ("session_id","subject_id");--> statement-breakpoint
CREATE INDEX "student_badges_student_idx" ON "student_badges" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;