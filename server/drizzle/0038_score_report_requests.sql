CREATE TABLE "score_report_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"requested_by_id" integer NOT NULL,
	"email" varchar(191) NOT NULL,
	"report" varchar(40) NOT NULL,
	"course_ids" jsonb NOT NULL,
	"course_titles" jsonb NOT NULL,
	"student_ids" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"exam_type" varchar(10),
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "score_report_requests" ADD CONSTRAINT "score_report_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_report_requests_status_idx" ON "score_report_requests" USING btree ("status","id");