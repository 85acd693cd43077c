-- A closed application (rejected, not selected, withdrawn) has no one left to check in with:
-- its follow-up date goes, as it now does the moment an application closes.
UPDATE "applications" SET "follow_up_date" = NULL WHERE "status" IN ('Rejected', 'Not Selected', 'Withdrawn') AND "follow_up_date" IS NOT NULL;
