ALTER TABLE "clock_marks" DROP CONSTRAINT "clock_marks_company_id_employee_number_employees_company_id_employee_number_fk";
--> statement-breakpoint
ALTER TABLE "clock_marks" DROP CONSTRAINT "clock_marks_company_id_file_id_clock_files_company_id_id_fk";
--> statement-breakpoint
ALTER TABLE "clock_files" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "clock_files" ADD COLUMN "date_order_assumed" boolean DEFAULT false NOT NULL;