CREATE TABLE "job_staging" (
	"job_id" text NOT NULL,
	"part" text NOT NULL,
	"seq" integer NOT NULL,
	"payload" jsonb NOT NULL,
	CONSTRAINT "job_staging_job_id_part_seq_pk" PRIMARY KEY("job_id","part","seq")
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "instance_id" text;--> statement-breakpoint
ALTER TABLE "job_staging" ADD CONSTRAINT "job_staging_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;