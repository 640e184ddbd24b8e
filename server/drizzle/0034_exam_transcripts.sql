CREATE TABLE "exam_transcripts" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"taken_on" date,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score" integer,
	"status" varchar(20) DEFAULT 'started' NOT NULL,
	"essay_text" text,
	"essay_score" integer,
	"essay_comments" text,
	"essay_grader_id" integer,
	"essay_graded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "exams_token_digest" varchar(64);--> statement-breakpoint
ALTER TABLE "exam_transcripts" ADD CONSTRAINT "exam_transcripts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_transcripts" ADD CONSTRAINT "exam_transcripts_essay_grader_id_tutors_id_fk" FOREIGN KEY ("essay_grader_id") REFERENCES "public"."tutors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_transcripts_student_idx" ON "exam_transcripts" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "exam_transcripts_grader_idx" ON "exam_transcripts" USING btree ("essay_grader_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_sessions_exams_token_idx" ON "auth_sessions" USING btree ("exams_token_digest");