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
ALTER TABLE "employees" ADD COLUMN "training_rate" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_items_employee_idx" ON "payroll_items" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "payroll_items_paid_idx" ON "payroll_items" USING btree ("paid","created_at");