ALTER TABLE "payslips" ADD COLUMN "aguinaldo_base" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The payslips stored before this migration: their counted lines summed once. The codes are the aguinaldo's
-- base line codes (AGUINALDO_BASE_LINE_CODES in packages/domain) as they stood when this migration was written;
-- from now on the calculation writes the figure with each payslip.
UPDATE "payslips" s SET "aguinaldo_base" = b.base
FROM (
  SELECT company_id, payroll_id, employee_number, sum(amount) AS base FROM "payslip_lines"
  WHERE code IN ('ORDINARY_PAY', 'ABSENCE_UNPAID', 'OVERTIME', 'HOLIDAY_WORKED', 'HOLIDAY_OVERTIME', 'VACATION_PAY',
    'DISABILITY_EMPLOYER', 'ADDITIONAL_PAYMENT', 'MATERNITY_CCSS_BASE_INFO')
  GROUP BY company_id, payroll_id, employee_number
) b
WHERE s.company_id = b.company_id AND s.payroll_id = b.payroll_id AND s.employee_number = b.employee_number;
