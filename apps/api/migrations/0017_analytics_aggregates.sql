CREATE TABLE "analytics_attendance_sources" (
	"company_id" integer NOT NULL,
	"payroll_id" integer NOT NULL,
	"inputs_version" integer NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_attendance_sources_company_id_payroll_id_pk" PRIMARY KEY("company_id","payroll_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_attendance_totals" (
	"company_id" integer NOT NULL,
	"payroll_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"department_id" integer,
	"worked" integer NOT NULL,
	"absences" integer NOT NULL,
	"extra_minutes" integer NOT NULL,
	"extra_pending_minutes" integer NOT NULL,
	"vacation" integer NOT NULL,
	"disability" integer NOT NULL,
	"missing_marks" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_month_sources" (
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"payroll_ids" text NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_month_sources_company_id_month_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
CREATE TABLE "analytics_month_totals" (
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"split" smallint NOT NULL,
	"periodicity" text,
	"department_id" integer,
	"payrolls" integer NOT NULL,
	"headcount" integer NOT NULL,
	"gross" bigint NOT NULL,
	"deductions" bigint NOT NULL,
	"net" bigint NOT NULL,
	"employer_charges" bigint NOT NULL,
	"provisions" bigint NOT NULL,
	"employer_cost" bigint NOT NULL,
	CONSTRAINT "analytics_month_totals_split_check" CHECK ("analytics_month_totals"."split" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "analytics_attendance_sources" ADD CONSTRAINT "analytics_attendance_sources_company_id_payroll_id_payrolls_company_id_id_fk" FOREIGN KEY ("company_id","payroll_id") REFERENCES "public"."payrolls"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_attendance_totals" ADD CONSTRAINT "analytics_attendance_totals_company_id_payroll_id_payrolls_company_id_id_fk" FOREIGN KEY ("company_id","payroll_id") REFERENCES "public"."payrolls"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_month_sources" ADD CONSTRAINT "analytics_month_sources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_month_totals" ADD CONSTRAINT "analytics_month_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_attendance_totals_day_idx" ON "analytics_attendance_totals" USING btree ("company_id","payroll_id","work_date");--> statement-breakpoint
CREATE INDEX "analytics_month_totals_month_idx" ON "analytics_month_totals" USING btree ("company_id","month","split");--> statement-breakpoint
CREATE INDEX "attendance_days_missing_mark_idx" ON "attendance_days" USING btree ("company_id","payroll_id","employee_number") WHERE code = 'S';--> statement-breakpoint
CREATE INDEX "attendance_days_extra_pending_idx" ON "attendance_days" USING btree ("company_id","payroll_id","employee_number") WHERE extra_status = 'pending' and extra_minutes > 0;