-- Issue 28: the calculation reads a payroll's members a slice at a time; finding those whose first day is an
-- incapacity day read every day of the payroll for each slice (quadratic in the payroll's size).
CREATE INDEX "attendance_days_disability_idx" ON "attendance_days" USING btree ("company_id","payroll_id","employee_number") WHERE code = 'I';