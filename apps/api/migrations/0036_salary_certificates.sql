-- Salary certificates (constancia salarial, issue 27): each certificate an employee or HR issued, with the exact
-- statement it makes (a JSON snapshot the public verification page shows) and the SHA-256 of its verification code
-- (the code itself lives only in the PDF and its QR, so this table cannot be used to verify anything). The public
-- lookup reads by code_hash alone (the code names no company), hence its plain index. HR may revoke one (reason).
CREATE TABLE "salary_certificates" (
	"company_id" integer NOT NULL,
	"id" serial NOT NULL,
	"employee_number" integer NOT NULL,
	"code_hash" text NOT NULL,
	"code_hint" text NOT NULL,
	"statement" jsonb NOT NULL,
	"language" text NOT NULL,
	"issued_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"revoke_reason" text,
	CONSTRAINT "salary_certificates_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "salary_certificates_language_check" CHECK ("salary_certificates"."language" in ('es', 'en')),
	CONSTRAINT "salary_certificates_revoke_check" CHECK (("salary_certificates"."revoked_at" is null) = ("salary_certificates"."revoke_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "salary_certificates" ADD CONSTRAINT "salary_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_certificates" ADD CONSTRAINT "salary_certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_certificates" ADD CONSTRAINT "salary_certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_certificates" ADD CONSTRAINT "salary_certificates_company_id_employee_number_employees_company_id_employee_number_fk" FOREIGN KEY ("company_id","employee_number") REFERENCES "public"."employees"("company_id","employee_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salary_certificates_code_key" ON "salary_certificates" USING btree ("company_id","code_hash");--> statement-breakpoint
CREATE INDEX "salary_certificates_code_idx" ON "salary_certificates" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "salary_certificates_employee_idx" ON "salary_certificates" USING btree ("company_id","employee_number","issued_at");