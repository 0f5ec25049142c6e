CREATE TABLE "payroll_calculations" (
	"company_id" integer NOT NULL,
	"payroll_id" integer NOT NULL,
	"calculated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"calculated_by" integer,
	"inputs_version" integer NOT NULL,
	"rules_version" text NOT NULL,
	"rule_set_years" jsonb NOT NULL,
	"employee_count" integer NOT NULL,
	"gross" bigint NOT NULL,
	"deductions" bigint NOT NULL,
	"net" bigint NOT NULL,
	"employer_charges" bigint NOT NULL,
	"provisions" bigint NOT NULL,
	"employer_cost" bigint NOT NULL,
	"warning_count" integer DEFAULT 0 NOT NULL,
	"timings" jsonb,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	CONSTRAINT "payroll_calculations_company_id_payroll_id_pk" PRIMARY KEY("company_id","payroll_id")
);
--> statement-breakpoint
CREATE TABLE "payslip_lines" (
	"company_id" integer NOT NULL,
	"payroll_id" integer NOT NULL,
	"employee_number" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" text,
	"unit" text,
	"rate" text,
	"basis" bigint,
	"amount" bigint NOT NULL,
	"legal_ref" text NOT NULL,
	"line_date" date,
	"disability_type" text,
	"note" text,
	CONSTRAINT "payslip_lines_company_id_payroll_id_employee_number_line_no_pk" PRIMARY KEY("company_id","payroll_id","employee_number","line_no")
);
--> statement-breakpoint
CREATE TABLE "payslips" (
	"company_id" integer NOT NULL,
	"payroll_id" integer NOT NULL,
	"employee_number" integer NOT NULL,
	"gross" bigint NOT NULL,
	"deductions" bigint NOT NULL,
	"net" bigint NOT NULL,
	"employer_charges" bigint NOT NULL,
	"provisions" bigint NOT NULL,
	"employer_cost" bigint NOT NULL,
	"taxable_gross" bigint NOT NULL,
	"tax_withheld" bigint NOT NULL,
	"rule_set_year" smallint NOT NULL,
	"days" jsonb NOT NULL,
	"tax" jsonb NOT NULL,
	"warnings" jsonb NOT NULL,
	"warning_count" smallint DEFAULT 0 NOT NULL,
	"input" jsonb NOT NULL,
	"input_hashes" jsonb NOT NULL,
	CONSTRAINT "payslips_company_id_payroll_id_employee_number_pk" PRIMARY KEY("company_id","payroll_id","employee_number")
);
--> statement-breakpoint
ALTER TABLE "payroll_calculations" ADD CONSTRAINT "payroll_calculations_calculated_by_users_id_fk" FOREIGN KEY ("calculated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_calculations" ADD CONSTRAINT "payroll_calculations_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_calculations" ADD CONSTRAINT "payroll_calculations_company_id_payroll_id_payrolls_company_id_id_fk" FOREIGN KEY ("company_id","payroll_id") REFERENCES "public"."payrolls"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payslips_employee_idx" ON "payslips" USING btree ("company_id","employee_number");