-- The aguinaldo run reads a year's payslips for one figure each (aguinaldo_base): with it in the index, from the
-- index alone once autovacuum has marked the closed payrolls' pages all-visible, not from the ~2 kB heap rows
-- (490 MB for 240 000 payslips). Written here because the schema's index builder has no INCLUDE.
CREATE INDEX IF NOT EXISTS "payslips_aguinaldo_base_idx" ON "payslips" ("company_id", "payroll_id", "employee_number") INCLUDE ("aguinaldo_base");
