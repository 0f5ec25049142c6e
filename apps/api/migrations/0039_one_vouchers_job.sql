-- Issue 28: one vouchers job running per payroll. Two instances (or two polls of the vouchers screen) that find a
-- closed payroll's stored vouchers missing at the same moment both looked, found no live job and started one; now
-- the second insert fails on this index and that caller leaves the work to the first.
CREATE UNIQUE INDEX "import_jobs_one_vouchers_key" ON "import_jobs" USING btree ("company_id","subject_id") WHERE kind = 'vouchers' and status = 'running';
