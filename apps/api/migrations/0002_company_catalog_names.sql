DROP INDEX "departments_name_key";--> statement-breakpoint
DROP INDEX "exit_types_name_key";--> statement-breakpoint
DROP INDEX "locations_name_key";--> statement-breakpoint
DROP INDEX "occupations_name_key";--> statement-breakpoint
CREATE UNIQUE INDEX "departments_folded_name_key" ON "departments" USING btree ("company_id",translate(lower("name"), 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE UNIQUE INDEX "exit_types_folded_name_key" ON "exit_types" USING btree ("company_id",translate(lower("name"), 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE UNIQUE INDEX "locations_folded_name_key" ON "locations" USING btree ("company_id",translate(lower("name"), 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE UNIQUE INDEX "occupations_folded_name_key" ON "occupations" USING btree ("company_id",translate(lower("name"), 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));