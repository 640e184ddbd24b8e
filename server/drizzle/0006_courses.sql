CREATE TABLE "course_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"session_id" integer,
	"change" varchar(191) NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"updated_by" varchar(191) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "starts_at" SET DATA TYPE date;--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "ends_at" SET DATA TYPE date;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "host_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "schedule" varchar(191);--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "reserved_for_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "reservation_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_histories" ADD CONSTRAINT "course_histories_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_histories" ADD CONSTRAINT "course_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_histories_course_idx" ON "course_histories" USING btree ("course_id","created_at");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_host_id_employees_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_reserved_for_id_students_id_fk" FOREIGN KEY ("reserved_for_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;