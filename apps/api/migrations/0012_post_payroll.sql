CREATE TABLE "bank_layouts" (
	"company_id" integer NOT NULL,
	"id" serial NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "bank_layouts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "chart_accounts" (
	"company_id" integer NOT NULL,
	"id" serial NOT NULL,
	"line_kind" text NOT NULL,
	"department_id" integer,
	"account_code" text NOT NULL,
	"account_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "chart_accounts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "document_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"payroll_id" integer,
	"employee_number" integer,
	"document" text NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_files" (
	"company_id" integer NOT NULL,
	"id" serial NOT NULL,
	"kind" text NOT NULL,
	"payroll_id" integer,
	"layout_code" text,
	"folder" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"byte_size" integer NOT NULL,
	"record_count" integer DEFAULT 0 NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "generated_files_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "voucher_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"payroll_id" integer NOT NULL,
	"employee_number" integer NOT NULL,
	"kind" text NOT NULL,
	"outbox_id" bigint NOT NULL,
	"to_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "voucher_deliveries_kind_check" CHECK ("voucher_deliveries"."kind" in ('send', 'resend'))
);
--> statement-breakpoint
ALTER TABLE "attendance_days" ADD COLUMN "corrects_payroll_id" integer;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "voucher_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "bank_layouts" ADD CONSTRAINT "bank_layouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_layouts" ADD CONSTRAINT "bank_layouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_layouts" ADD CONSTRAINT "bank_layouts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_accounts" ADD CONSTRAINT "chart_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_accounts" ADD CONSTRAINT "chart_accounts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_log" ADD CONSTRAINT "document_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_files" ADD CONSTRAINT "generated_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_files" ADD CONSTRAINT "generated_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_deliveries" ADD CONSTRAINT "voucher_deliveries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_layouts_code_key" ON "bank_layouts" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "chart_accounts_kind_key" ON "chart_accounts" USING btree ("company_id","line_kind",coalesce("department_id", 0));--> statement-breakpoint
CREATE INDEX "document_log_payroll_idx" ON "document_log" USING btree ("company_id","payroll_id","at");--> statement-breakpoint
CREATE INDEX "generated_files_payroll_idx" ON "generated_files" USING btree ("company_id","payroll_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_deliveries_once_key" ON "voucher_deliveries" USING btree ("company_id","payroll_id","employee_number") WHERE kind = 'send';--> statement-breakpoint
CREATE INDEX "voucher_deliveries_payroll_idx" ON "voucher_deliveries" USING btree ("company_id","payroll_id","employee_number");--> statement-breakpoint
CREATE INDEX "import_jobs_subject_idx" ON "import_jobs" USING btree ("company_id","kind","subject_id","started_at");