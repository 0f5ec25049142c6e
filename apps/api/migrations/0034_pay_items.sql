-- Pay items (issue 26): a company's catalogue of recurring earnings and deductions (pay_item_types, with the
-- law's class, an earning's flags, journal accounts and payee), the payees a deduction is paid to, each
-- employee's items (effective-dated, with a balance and what the minimum-wage floor rolled forward), what each
-- calculated payslip did with them (payslip_pay_items: closing moves balances from it) and every balance move
-- (pay_item_movements: once per item and closed payroll, by its unique key). A pay item's payslip line keeps
-- its item and, for an embargo, how art. 172 computed it (payslip_lines.pay_item).
CREATE TABLE "employee_pay_items" (
	"company_id" integer NOT NULL,
	"id" serial NOT NULL,
	"employee_number" integer NOT NULL,
	"type_code" text NOT NULL,
	"value_type" text NOT NULL,
	"amount" bigint,
	"rate" integer,
	"percentage_of" text,
	"quantity" numeric(14, 4),
	"unit_rate" bigint,
	"frequency" text DEFAULT 'recurring' NOT NULL,
	"payroll_id" integer,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"reference" text,
	"order_date" date,
	"protected_amount" bigint,
	"principal" bigint,
	"balance" bigint,
	"deferred" bigint DEFAULT 0 NOT NULL,
	"payee_id" integer,
	"note" text,
	"replaces_id" integer,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "employee_pay_items_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "employee_pay_items_value_check" CHECK ("employee_pay_items"."value_type" in ('amount', 'percentage', 'quantity', 'legal_maximum')),
	CONSTRAINT "employee_pay_items_amount_check" CHECK ("employee_pay_items"."amount" >= 0 and "employee_pay_items"."unit_rate" >= 0 and "employee_pay_items"."quantity" >= 0),
	CONSTRAINT "employee_pay_items_rate_check" CHECK ("employee_pay_items"."rate" between 0 and 10000),
	CONSTRAINT "employee_pay_items_frequency_check" CHECK ("employee_pay_items"."frequency" in ('recurring', 'once') and ("employee_pay_items"."frequency" = 'recurring') = ("employee_pay_items"."payroll_id" is null)),
	CONSTRAINT "employee_pay_items_dates_check" CHECK ("employee_pay_items"."valid_to" >= "employee_pay_items"."valid_from"),
	CONSTRAINT "employee_pay_items_balance_check" CHECK ("employee_pay_items"."balance" >= 0 and "employee_pay_items"."deferred" >= 0 and "employee_pay_items"."principal" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pay_item_movements" (
	"company_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"payroll_id" integer,
	"amount" bigint NOT NULL,
	"deferred_after" bigint DEFAULT 0 NOT NULL,
	"balance_after" bigint,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "pay_item_movements_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "pay_item_movements_kind_check" CHECK ("pay_item_movements"."kind" in ('payroll', 'payoff', 'settlement'))
);
--> statement-breakpoint
CREATE TABLE "pay_item_payees" (
	"company_id" integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"id_number" text,
	"iban" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "pay_item_payees_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "pay_item_payees_kind_check" CHECK ("pay_item_payees"."kind" in ('association', 'court', 'bank', 'insurer', 'union', 'cooperative', 'other'))
);
--> statement-breakpoint
CREATE TABLE "pay_item_types" (
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text,
	"item_class" text NOT NULL,
	"ccss_base" boolean NOT NULL,
	"taxable" boolean NOT NULL,
	"aguinaldo" boolean NOT NULL,
	"settlement_average" boolean NOT NULL,
	"debit_account" text,
	"credit_account" text,
	"payee_id" integer,
	"shipped" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "pay_item_types_company_id_code_pk" PRIMARY KEY("company_id","code"),
	CONSTRAINT "pay_item_types_class_check" CHECK ("pay_item_types"."item_class" in ('commission', 'bonus', 'allowance', 'association_savings', 'association_employer', 'alimony', 'embargo', 'company_loan', 'association_loan', 'advance', 'voluntary'))
);
--> statement-breakpoint
CREATE TABLE "payslip_pay_items" (
	"company_id" integer NOT NULL,
	"payroll_id" integer NOT NULL,
	"employee_number" integer NOT NULL,
	"item_id" integer NOT NULL,
	"type_code" text NOT NULL,
	"item_class" text NOT NULL,
	"line_code" text NOT NULL,
	"payee_id" integer,
	"reference" text,
	"amount" bigint NOT NULL,
	"due" bigint NOT NULL,
	"taken" bigint NOT NULL,
	"deferred" bigint NOT NULL,
	"balance_before" bigint,
	"balance_after" bigint,
	"limited_by" text,
	CONSTRAINT "payslip_pay_items_company_id_payroll_id_employee_number_item_id_pk" PRIMARY KEY("company_id","payroll_id","employee_number","item_id")
);
--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD COLUMN "pay_item" jsonb;--> statement-breakpoint
ALTER TABLE "employee_pay_items" ADD CONSTRAINT "employee_pay_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_items" ADD CONSTRAINT "employee_pay_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_items" ADD CONSTRAINT "employee_pay_items_company_id_employee_number_employees_company_id_employee_number_fk" FOREIGN KEY ("company_id","employee_number") REFERENCES "public"."employees"("company_id","employee_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_items" ADD CONSTRAINT "employee_pay_items_company_id_type_code_pay_item_types_company_id_code_fk" FOREIGN KEY ("company_id","type_code") REFERENCES "public"."pay_item_types"("company_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_items" ADD CONSTRAINT "employee_pay_items_company_id_payee_id_pay_item_payees_company_id_id_fk" FOREIGN KEY ("company_id","payee_id") REFERENCES "public"."pay_item_payees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_items" ADD CONSTRAINT "employee_pay_items_company_id_payroll_id_payrolls_company_id_id_fk" FOREIGN KEY ("company_id","payroll_id") REFERENCES "public"."payrolls"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_item_movements" ADD CONSTRAINT "pay_item_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_item_movements" ADD CONSTRAINT "pay_item_movements_company_id_item_id_employee_pay_items_company_id_id_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."employee_pay_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_item_movements" ADD CONSTRAINT "pay_item_movements_company_id_payroll_id_payrolls_company_id_id_fk" FOREIGN KEY ("company_id","payroll_id") REFERENCES "public"."payrolls"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_item_payees" ADD CONSTRAINT "pay_item_payees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_item_payees" ADD CONSTRAINT "pay_item_payees_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_item_types" ADD CONSTRAINT "pay_item_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_item_types" ADD CONSTRAINT "pay_item_types_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_item_types" ADD CONSTRAINT "pay_item_types_company_id_payee_id_pay_item_payees_company_id_id_fk" FOREIGN KEY ("company_id","payee_id") REFERENCES "public"."pay_item_payees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_pay_items_employee_idx" ON "employee_pay_items" USING btree ("company_id","employee_number","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_item_movements_payroll_key" ON "pay_item_movements" USING btree ("company_id","item_id","payroll_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_item_payees_name_key" ON "pay_item_payees" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "payslip_pay_items_item_idx" ON "payslip_pay_items" USING btree ("company_id","item_id");