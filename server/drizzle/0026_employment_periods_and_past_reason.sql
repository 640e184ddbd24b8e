CREATE TABLE "employment_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"hire_date" date NOT NULL,
	"end_date" date,
	"end_reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "past_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "employment_periods" ADD CONSTRAINT "employment_periods_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employment_periods_employee_idx" ON "employment_periods" USING btree ("employee_id","hire_date");--> statement-breakpoint
-- Every employee's current period, from the dates the employee row held (midnight UTC: the
-- calendar date as written). Employees without a hire date get none.
INSERT INTO "employment_periods" ("employee_id", "hire_date", "end_date")
SELECT "id", ("hire_date" AT TIME ZONE 'UTC')::date, ("end_date" AT TIME ZONE 'UTC')::date
FROM "employees" WHERE "hire_date" IS NOT NULL;
