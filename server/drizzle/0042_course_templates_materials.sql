CREATE TABLE "course_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(191) NOT NULL,
	"brand_id" integer NOT NULL,
	"subject_id" integer,
	"duration" integer,
	"schedule" varchar(191),
	"material_id" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(191) NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "course_template_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "material_id" integer;--> statement-breakpoint
ALTER TABLE "course_templates" ADD CONSTRAINT "course_templates_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_templates" ADD CONSTRAINT "course_templates_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_templates" ADD CONSTRAINT "course_templates_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_templates_brand_idx" ON "course_templates" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_name_idx" ON "materials" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_course_template_id_course_templates_id_fk" FOREIGN KEY ("course_template_id") REFERENCES "public"."course_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_course_template_idx" ON "courses" USING btree ("course_template_id");--> statement-breakpoint
CREATE INDEX "courses_material_idx" ON "courses" USING btree ("material_id");