-- Workers paid by the day or the hour (issue 25). A salary row keeps `amount` as the monthly salary of the
-- 30-day convention (what lists, vacation values, analytics and the minimum wage compare), and now says what
-- was agreed: `wage_type` (monthly, daily, hourly) and, for a daily or hourly wage, `wage`, the amount per day or
-- hour (null for a monthly salary: it is `amount`). The engine pays from the wage as agreed.
ALTER TABLE "employee_salaries" ADD COLUMN "wage_type" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_salaries" ADD COLUMN "wage" bigint;--> statement-breakpoint
ALTER TABLE "employee_salaries" ADD CONSTRAINT "employee_salaries_wage_check" CHECK (("wage_type" = 'monthly' AND "wage" IS NULL)
  OR ("wage_type" IN ('daily', 'hourly') AND "wage" >= 0));--> statement-breakpoint
-- Whether weekly and biweekly pay includes the weekly rest day (CT art. 152: in commerce and in the art. 136 case
-- of a five-day week; not otherwise). The company's setting, `false` by the law's general rule; an employee may
-- differ (null: the company's).
ALTER TABLE "company_settings" ADD COLUMN "weekly_rest_day_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "weekly_rest_day_paid" boolean;
