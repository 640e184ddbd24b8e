CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_type" varchar(191) NOT NULL,
	"subject" varchar(191) NOT NULL,
	"body" text NOT NULL,
	"cc" varchar(191) DEFAULT '' NOT NULL,
	"video_url" varchar(2048),
	"regarding_type" varchar(32) NOT NULL,
	"regarding_id" integer NOT NULL,
	"course_id" integer,
	"student_id" integer,
	"sender_id" integer,
	"sender_name" varchar(191) DEFAULT '' NOT NULL,
	"recipients_count" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_course_idx" ON "messages" USING btree ("course_id","sent_at");--> statement-breakpoint
CREATE INDEX "messages_student_idx" ON "messages" USING btree ("student_id","sent_at");--> statement-breakpoint
CREATE INDEX "messages_sent_at_idx" ON "messages" USING btree ("sent_at");