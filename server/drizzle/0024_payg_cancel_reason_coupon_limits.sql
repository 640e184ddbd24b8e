ALTER TABLE "sessions" ADD COLUMN "cancel_reason" varchar(120);--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses_per_family" integer;--> statement-breakpoint
CREATE INDEX "payments_coupon_code_idx" ON "payments" USING btree ("coupon_code");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_limits_check" CHECK (("coupons"."max_uses" is null or "coupons"."max_uses" > 0) and ("coupons"."max_uses_per_family" is null or "coupons"."max_uses_per_family" > 0) and ("coupons"."starts_at" is null or "coupons"."expires_at" is null or "coupons"."starts_at" < "coupons"."expires_at"));