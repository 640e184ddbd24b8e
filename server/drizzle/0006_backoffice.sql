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
CREATE TABLE "parent_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"transferred_parent_id" integer NOT NULL,
	"transferred_email" varchar(191) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"merged_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(191) NOT NULL,
	"type" varchar(20) DEFAULT 'School' NOT NULL,
	"status" varchar(20) DEFAULT 'uncategorized' NOT NULL,
	"category" varchar(40),
	"school_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"city" varchar(100),
	"state" varchar(100),
	"employee_id" integer,
	"last_activity_at" timestamp with time zone,
	"last_promotion_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lock_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"session_class" varchar(40) NOT NULL,
	"session_name" varchar(100) DEFAULT '' NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"min_duration" integer DEFAULT 15 NOT NULL,
	"lock_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"department_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"subject_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"pay_type" varchar(40) NOT NULL,
	"rate" numeric(10, 2) DEFAULT 0 NOT NULL,
	"quantity" numeric(6, 2) NOT NULL,
	"pay" numeric(12, 2) DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"edit_notes" varchar(191),
	"hold" boolean DEFAULT false NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"link_type" varchar(40),
	"link_id" integer,
	"estimated_pay_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lock_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
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
DROP INDEX "users_email_lower_idx";--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "starts_at" SET DATA TYPE date;--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "ends_at" SET DATA TYPE date;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "payment_type" varchar(20) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "pricing" jsonb;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "offer_contract" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "contract_pricing" jsonb;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "offer_discount" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "discount_pricing" jsonb;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "allow_limited_attendance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "limited_attendances_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "include_parent_updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "parent_updates_interval" integer;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "offer_reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "reserved_interval_unit" varchar(10);--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "reserved_interval_length" integer;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "include_reviews" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "review_interval" integer;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "review_interval_unit" varchar(10) DEFAULT 'minutes' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "include_delighted_surveys" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "delighted_survey_minutes_interval" integer;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "employee_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "training_rate" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "extension_handle" varchar(32);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "lock_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "type" varchar(16) DEFAULT 'Customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "source" varchar(40);--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "source_link" varchar(500);--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "source_link_type" varchar(20);--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "source_link_id" integer;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "calls_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "last_contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "nps_score" integer;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "vip" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "home_value" integer;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "remaining_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "abandoned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "lock_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "tutors" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tutors" ADD COLUMN "lock_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "host_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "schedule" varchar(191);--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "reserved_for_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "reservation_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "type" varchar(32) DEFAULT 'Enrollment' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "limited_attendances_count" integer;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "tutor_id" integer;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "unenrolled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "cancel_reason" varchar(64);--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "cancel_note" text;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "transferred_to_id" integer;--> statement-breakpoint
ALTER TABLE "course_histories" ADD CONSTRAINT "course_histories_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_histories" ADD CONSTRAINT "course_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_merges" ADD CONSTRAINT "parent_merges_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_merges" ADD CONSTRAINT "parent_merges_merged_by_user_id_users_id_fk" FOREIGN KEY ("merged_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sources" ADD CONSTRAINT "lead_sources_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_types" ADD CONSTRAINT "session_types_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_departments" ADD CONSTRAINT "tutor_departments_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_departments" ADD CONSTRAINT "tutor_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_subjects" ADD CONSTRAINT "tutor_subjects_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_subjects" ADD CONSTRAINT "tutor_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_histories" ADD CONSTRAINT "tutoring_histories_tutor_id_employees_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_histories" ADD CONSTRAINT "tutoring_histories_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_histories" ADD CONSTRAINT "tutoring_histories_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_histories_course_idx" ON "course_histories" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "parent_merges_parent_idx" ON "parent_merges" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "lead_sources_type_idx" ON "lead_sources" USING btree ("type");--> statement-breakpoint
CREATE INDEX "lead_sources_status_idx" ON "lead_sources" USING btree ("status");--> statement-breakpoint
CREATE INDEX "lead_sources_employee_idx" ON "lead_sources" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "session_types_brand_idx" ON "session_types" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_departments_tutor_department_idx" ON "tutor_departments" USING btree ("tutor_id","department_id");--> statement-breakpoint
CREATE INDEX "tutor_departments_department_idx" ON "tutor_departments" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_subjects_tutor_subject_idx" ON "tutor_subjects" USING btree ("tutor_id","subject_id");--> statement-breakpoint
CREATE INDEX "tutor_subjects_subject_idx" ON "tutor_subjects" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "payroll_items_employee_idx" ON "payroll_items" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "payroll_items_paid_idx" ON "payroll_items" USING btree ("paid","created_at");--> statement-breakpoint
CREATE INDEX "tutoring_histories_tutor_idx" ON "tutoring_histories" USING btree ("tutor_id");--> statement-breakpoint
CREATE INDEX "tutoring_histories_student_idx" ON "tutoring_histories" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tutoring_histories_active_pair_idx" ON "tutoring_histories" USING btree ("tutor_id","student_id") WHERE "tutoring_histories"."active";--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_host_id_employees_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_reserved_for_id_students_id_fk" FOREIGN KEY ("reserved_for_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_tutor_id_employees_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_transferred_to_id_enrollments_id_fk" FOREIGN KEY ("transferred_to_id") REFERENCES "public"."enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parents_employee_idx" ON "parents" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "parents_type_status_idx" ON "parents" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "enrollments_tutor_idx" ON "enrollments" USING btree ("tutor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email")) WHERE lower("users"."email") <> 'noemail@example.com';