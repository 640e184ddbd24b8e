CREATE TABLE "arrear_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" integer NOT NULL,
	"minutes" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pace_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"pace" double precision NOT NULL,
	"previous_pace" double precision,
	"changed_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "pace" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "arrear_billing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "arrear_charges" ADD CONSTRAINT "arrear_charges_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pace_histories" ADD CONSTRAINT "pace_histories_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pace_histories" ADD CONSTRAINT "pace_histories_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arrear_charges_enrollment_idx" ON "arrear_charges" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "pace_histories_student_idx" ON "pace_histories" USING btree ("student_id","created_at");