-- A payslip's documents are stored as written (json), not parsed into jsonb: they are read whole and never
-- searched inside, and jsonb's parsing was half of PostgreSQL's work storing a calculation (issue 28).
-- One statement: the table is rewritten once.
ALTER TABLE "payslips" ALTER COLUMN "days" SET DATA TYPE json, ALTER COLUMN "tax" SET DATA TYPE json, ALTER COLUMN "warnings" SET DATA TYPE json, ALTER COLUMN "input" SET DATA TYPE json, ALTER COLUMN "input_hashes" SET DATA TYPE json;
