ALTER TABLE "refund_requests" ADD COLUMN "minutes_taken_back" integer;--> statement-breakpoint
ALTER TABLE "arrear_charges" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "arrear_charges" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "arrear_charges" ADD COLUMN "last_error_code" varchar(40);--> statement-breakpoint
ALTER TABLE "arrear_charges" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "arrear_charges" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "arrear_charges" ADD COLUMN "claimed_by" varchar(64);--> statement-breakpoint
ALTER TABLE "arrear_charges" ADD CONSTRAINT "arrear_charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arrear_charges_owed_idx" ON "arrear_charges" USING btree ("paid_at","retry_at");