CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "civil_statuses" (
	"code" text PRIMARY KEY NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"company_id" integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "education_levels" (
	"code" text PRIMARY KEY NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_localizations" (
	"company_id" integer NOT NULL,
	"id" serial NOT NULL,
	"employee_number" integer NOT NULL,
	"kind" text NOT NULL,
	"province_code" text NOT NULL,
	"canton_code" text NOT NULL,
	"district_code" text NOT NULL,
	"address" text NOT NULL,
	"phone" text,
	"mobile" text,
	"email" text,
	"contact_name" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_localizations_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "employee_salaries" (
	"company_id" integer NOT NULL,
	"employee_number" integer NOT NULL,
	"effective_from" date NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_salaries_company_id_employee_number_effective_from_pk" PRIMARY KEY("company_id","employee_number","effective_from")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"company_id" integer NOT NULL,
	"employee_number" integer NOT NULL,
	"id_type" text NOT NULL,
	"national_id" text NOT NULL,
	"first_name" text NOT NULL,
	"first_surname" text NOT NULL,
	"second_surname" text,
	"birth_date" date NOT NULL,
	"sex" text NOT NULL,
	"civil_status" text NOT NULL,
	"nationality" text NOT NULL,
	"education_level" text,
	"children_count" smallint DEFAULT 0 NOT NULL,
	"spouse_name" text,
	"spouse_tax_credit" boolean DEFAULT false NOT NULL,
	"bank_code" text,
	"iban" text,
	"email" text,
	"phone" text,
	"department_id" integer,
	"occupation_id" integer,
	"location_id" integer,
	"schedule_id" integer NOT NULL,
	"periodicity" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"status_reason" text,
	"status_changed_at" timestamp with time zone,
	"entry_date" date NOT NULL,
	"exit_date" date,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_company_id_employee_number_pk" PRIMARY KEY("company_id","employee_number")
);
--> statement-breakpoint
CREATE TABLE "employment_periods" (
	"company_id" integer NOT NULL,
	"employee_number" integer NOT NULL,
	"period_no" smallint NOT NULL,
	"entry_date" date NOT NULL,
	"exit_date" date,
	"exit_type_id" integer,
	"exit_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employment_periods_company_id_employee_number_period_no_pk" PRIMARY KEY("company_id","employee_number","period_no")
);
--> statement-breakpoint
CREATE TABLE "exit_types" (
	"company_id" integer NOT NULL,
	"id" serial NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"employer_liability" boolean NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exit_types_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "id_types" (
	"code" text PRIMARY KEY NOT NULL,
	"hacienda_code" text,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"min_length" smallint NOT NULL,
	"max_length" smallint NOT NULL,
	"example" text NOT NULL,
	"sort" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"result" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"code" text PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"parent_code" text,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"company_id" integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "occupations" (
	"company_id" integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "occupations_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "padron_a" (
	"cedula" text PRIMARY KEY NOT NULL,
	"electoral_code" text NOT NULL,
	"expiry_date" date,
	"board" text NOT NULL,
	"first_name" text NOT NULL,
	"first_surname" text NOT NULL,
	"second_surname" text
);
--> statement-breakpoint
CREATE TABLE "padron_b" (
	"cedula" text PRIMARY KEY NOT NULL,
	"electoral_code" text NOT NULL,
	"expiry_date" date,
	"board" text NOT NULL,
	"first_name" text NOT NULL,
	"first_surname" text NOT NULL,
	"second_surname" text
);
--> statement-breakpoint
CREATE TABLE "padron_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"active_table" text,
	"row_count" integer DEFAULT 0 NOT NULL,
	"imported_at" timestamp with time zone,
	"source_name" text,
	"job_id" text
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"company_id" integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"jornada_type" text NOT NULL,
	"quarter_hours_per_day" smallint NOT NULL,
	"working_days" smallint[] NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_localizations" ADD CONSTRAINT "employee_localizations_province_code_localities_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."localities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_localizations" ADD CONSTRAINT "employee_localizations_canton_code_localities_code_fk" FOREIGN KEY ("canton_code") REFERENCES "public"."localities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_localizations" ADD CONSTRAINT "employee_localizations_district_code_localities_code_fk" FOREIGN KEY ("district_code") REFERENCES "public"."localities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_localizations" ADD CONSTRAINT "employee_localizations_company_id_employee_number_employees_company_id_employee_number_fk" FOREIGN KEY ("company_id","employee_number") REFERENCES "public"."employees"("company_id","employee_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_salaries" ADD CONSTRAINT "employee_salaries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_salaries" ADD CONSTRAINT "employee_salaries_company_id_employee_number_employees_company_id_employee_number_fk" FOREIGN KEY ("company_id","employee_number") REFERENCES "public"."employees"("company_id","employee_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_id_type_id_types_code_fk" FOREIGN KEY ("id_type") REFERENCES "public"."id_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_civil_status_civil_statuses_code_fk" FOREIGN KEY ("civil_status") REFERENCES "public"."civil_statuses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_nationality_countries_code_fk" FOREIGN KEY ("nationality") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_education_level_education_levels_code_fk" FOREIGN KEY ("education_level") REFERENCES "public"."education_levels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_bank_code_banks_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."banks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_department_id_departments_company_id_id_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_occupation_id_occupations_company_id_id_fk" FOREIGN KEY ("company_id","occupation_id") REFERENCES "public"."occupations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_location_id_locations_company_id_id_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_schedule_id_schedules_company_id_id_fk" FOREIGN KEY ("company_id","schedule_id") REFERENCES "public"."schedules"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_periods" ADD CONSTRAINT "employment_periods_company_id_employee_number_employees_company_id_employee_number_fk" FOREIGN KEY ("company_id","employee_number") REFERENCES "public"."employees"("company_id","employee_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_periods" ADD CONSTRAINT "employment_periods_company_id_exit_type_id_exit_types_company_id_id_fk" FOREIGN KEY ("company_id","exit_type_id") REFERENCES "public"."exit_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_types" ADD CONSTRAINT "exit_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupations" ADD CONSTRAINT "occupations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_key" ON "departments" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "employee_localizations_employee_idx" ON "employee_localizations" USING btree ("company_id","employee_number");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_national_id_key" ON "employees" USING btree ("company_id","national_id");--> statement-breakpoint
CREATE INDEX "employees_name_idx" ON "employees" USING btree ("company_id","first_surname","second_surname","first_name","employee_number");--> statement-breakpoint
CREATE INDEX "employees_search_idx" ON "employees" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "exit_types_name_key" ON "exit_types" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "import_jobs_kind_idx" ON "import_jobs" USING btree ("kind","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "import_jobs_one_padron_key" ON "import_jobs" USING btree ("kind") WHERE kind = 'padron' and status = 'running';--> statement-breakpoint
CREATE INDEX "localities_parent_idx" ON "localities" USING btree ("level","parent_code");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_key" ON "locations" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "occupations_name_key" ON "occupations" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_name_key" ON "schedules" USING btree ("company_id",lower("name"));