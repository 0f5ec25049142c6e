CREATE TABLE "attendance_days" (
	"company_id" integer NOT NULL,
	"payroll_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"employee_number" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"code" text NOT NULL,
	"expected_minutes" smallint NOT NULL,
	"rest_day" boolean NOT NULL,
	"holiday_id" text,
	"holiday_obligatory" boolean,
	"entry_time" time,
	"exit_time" time,
	"ordinary_minutes" smallint DEFAULT 0 NOT NULL,
	"extra_minutes" smallint DEFAULT 0 NOT NULL,
	"extra_status" text,
	"extra_approved_minutes" smallint,
	"extra_reason" text,
	"extra_reviewed_at" timestamp with time zone,
	"extra_reviewed_by" integer,
	"amount" bigint,
	"amount_reason" text,
	"disability_type" text,
	"disability_certificate" text,
	"range_id" integer,
	"note" text,
	"source" text NOT NULL,
	"changed_at" timestamp with time zone,
	"changed_by" integer,
	CONSTRAINT "attendance_days_company_id_payroll_id_work_date_employee_number_pk" PRIMARY KEY("company_id","payroll_id","work_date","employee_number"),
	CONSTRAINT "attendance_days_code_check" CHECK ("attendance_days"."code" in ('R', 'E', 'A', 'S', 'V', 'I', '+', '-')),
	CONSTRAINT "attendance_days_source_check" CHECK ("attendance_days"."source" in ('projection', 'action', 'person', 'clock'))
);
--> statement-breakpoint
CREATE TABLE "attendance_ranges" (
	"company_id" integer NOT NULL,
	"id" serial NOT NULL,
	"employee_number" integer NOT NULL,
	"kind" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"days" integer NOT NULL,
	"disability_type" text,
	"disability_certificate" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "attendance_ranges_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "attendance_ranges_dates_check" CHECK ("attendance_ranges"."date_to" >= "attendance_ranges"."date_from"),
	CONSTRAINT "attendance_ranges_kind_check" CHECK ("attendance_ranges"."kind" in ('vacation', 'disability'))
);
--> statement-breakpoint
CREATE TABLE "clock_file_errors" (
	"company_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"value" text NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "clock_file_errors_company_id_file_id_row_no_pk" PRIMARY KEY("company_id","file_id","row_no")
);
--> statement-breakpoint
CREATE TABLE "clock_files" (
	"company_id" integer NOT NULL,
	"id" serial NOT NULL,
	"file_name" text NOT NULL,
	"stored_path" text NOT NULL,
	"format" text,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"sha256" text,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"mark_rows" integer DEFAULT 0 NOT NULL,
	"new_marks" integer DEFAULT 0 NOT NULL,
	"duplicate_marks" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"job_id" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" integer,
	"parsed_at" timestamp with time zone,
	CONSTRAINT "clock_files_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "clock_marks" (
	"company_id" integer NOT NULL,
	"employee_number" integer NOT NULL,
	"marked_at" timestamp NOT NULL,
	"state" smallint,
	"device" text,
	"verify_mode" smallint,
	"work_code" text,
	"file_id" integer,
	"file_row" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clock_marks_company_id_employee_number_marked_at_pk" PRIMARY KEY("company_id","employee_number","marked_at")
);
--> statement-breakpoint
CREATE TABLE "company_payroll_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"allow_advance_vacations" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "payroll_employees" (
	"company_id" integer NOT NULL,
	"payroll_id" integer NOT NULL,
	"employee_number" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"name_rank" integer DEFAULT 0 NOT NULL,
	"review_status" text DEFAULT 'pending' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_employees_company_id_payroll_id_employee_number_pk" PRIMARY KEY("company_id","payroll_id","employee_number")
);
--> statement-breakpoint
CREATE TABLE "payrolls" (
	"company_id" integer NOT NULL,
	"id" serial NOT NULL,
	"kind" text DEFAULT 'regular' NOT NULL,
	"periodicity" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"pay_date" date NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"inputs_version" integer DEFAULT 0 NOT NULL,
	"calculated_inputs_version" integer,
	"projected_at" timestamp with time zone,
	"projected_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "payrolls_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payrolls_period_check" CHECK ("payrolls"."period_end" >= "payrolls"."period_start"),
	CONSTRAINT "payrolls_status_check" CHECK ("payrolls"."status" in ('planned', 'projected', 'processed', 'paid')),
	CONSTRAINT "payrolls_kind_check" CHECK ("payrolls"."kind" in ('regular', 'aguinaldo', 'settlement'))
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "badge_code" text;--> statement-breakpoint
ALTER TABLE "attendance_ranges" ADD CONSTRAINT "attendance_ranges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_ranges" ADD CONSTRAINT "attendance_ranges_company_id_employee_number_employees_company_id_employee_number_fk" FOREIGN KEY ("company_id","employee_number") REFERENCES "public"."employees"("company_id","employee_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_file_errors" ADD CONSTRAINT "clock_file_errors_company_id_file_id_clock_files_company_id_id_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."clock_files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_files" ADD CONSTRAINT "clock_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_files" ADD CONSTRAINT "clock_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_marks" ADD CONSTRAINT "clock_marks_company_id_employee_number_employees_company_id_employee_number_fk" FOREIGN KEY ("company_id","employee_number") REFERENCES "public"."employees"("company_id","employee_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_marks" ADD CONSTRAINT "clock_marks_company_id_file_id_clock_files_company_id_id_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."clock_files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_payroll_settings" ADD CONSTRAINT "company_payroll_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_payroll_settings" ADD CONSTRAINT "company_payroll_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD CONSTRAINT "payroll_employees_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD CONSTRAINT "payroll_employees_company_id_payroll_id_payrolls_company_id_id_fk" FOREIGN KEY ("company_id","payroll_id") REFERENCES "public"."payrolls"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD CONSTRAINT "payroll_employees_company_id_employee_number_employees_company_id_employee_number_fk" FOREIGN KEY ("company_id","employee_number") REFERENCES "public"."employees"("company_id","employee_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD CONSTRAINT "payroll_employees_company_id_schedule_id_schedules_company_id_id_fk" FOREIGN KEY ("company_id","schedule_id") REFERENCES "public"."schedules"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_projected_by_users_id_fk" FOREIGN KEY ("projected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_days_employee_day_key" ON "attendance_days" USING btree ("company_id","employee_number","work_date");--> statement-breakpoint
CREATE INDEX "attendance_ranges_employee_idx" ON "attendance_ranges" USING btree ("company_id","employee_number","date_from");--> statement-breakpoint
CREATE INDEX "clock_files_uploaded_idx" ON "clock_files" USING btree ("company_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "clock_marks_file_idx" ON "clock_marks" USING btree ("company_id","file_id");--> statement-breakpoint
CREATE INDEX "payroll_employees_employee_idx" ON "payroll_employees" USING btree ("company_id","employee_number");--> statement-breakpoint
CREATE INDEX "payroll_employees_name_idx" ON "payroll_employees" USING btree ("company_id","payroll_id","name_rank");--> statement-breakpoint
CREATE UNIQUE INDEX "payrolls_period_key" ON "payrolls" USING btree ("company_id","kind","periodicity","period_start");--> statement-breakpoint
CREATE INDEX "payrolls_status_idx" ON "payrolls" USING btree ("company_id","status","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_badge_code_key" ON "employees" USING btree ("company_id","badge_code") WHERE badge_code is not null;