ALTER TABLE "company_settings" ADD COLUMN "pay_date_timing" text DEFAULT 'period_end' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "pay_date_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "week_anchor" date DEFAULT '2024-01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "allow_advance_vacations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_pay_date_timing_check" CHECK ("company_settings"."pay_date_timing" in ('period_end', 'days_after_end'));--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_pay_date_days_check" CHECK ("company_settings"."pay_date_days" between 0 and 31);--> statement-breakpoint
-- One settings row per company: the advance-vacations option moves from company_payroll_settings.
INSERT INTO "company_settings" ("company_id", "allow_advance_vacations", "updated_at", "updated_by")
  SELECT "company_id", "allow_advance_vacations", "updated_at", "updated_by" FROM "company_payroll_settings"
  ON CONFLICT ("company_id") DO UPDATE SET "allow_advance_vacations" = excluded."allow_advance_vacations",
    "updated_at" = greatest("company_settings"."updated_at", excluded."updated_at"),
    "updated_by" = excluded."updated_by";--> statement-breakpoint
DROP TABLE "company_payroll_settings" CASCADE;
