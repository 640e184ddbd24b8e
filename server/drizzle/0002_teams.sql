CREATE TABLE "team_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	CONSTRAINT "team_memberships_role_check" CHECK ("team_memberships"."role" in ('tutor', 'advisor'))
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(40) DEFAULT 'Tutor' NOT NULL,
	"manager_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_manager_id_employees_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_memberships_team_employee_idx" ON "team_memberships" USING btree ("team_id","employee_id");--> statement-breakpoint
CREATE INDEX "team_memberships_employee_idx" ON "team_memberships" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "teams_manager_idx" ON "teams" USING btree ("manager_id");