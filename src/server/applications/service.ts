// A user's applications as the routes call them: the queries in applications.ts and
// import.ts, plus what follows a change. A company website given means a logo to look for
// (in the background, after the answer); a deleted application's files that nothing else
// uses leave the file store.
import type {
  CreateApplicationData,
  ListApplicationsQuery,
  UpdateApplicationData,
  UpdateStatusChangeData,
} from "@/domain/application-schemas";
import type { ImportApplicationsData } from "@/domain/import";
import type { Database } from "../db/client";
import type { Logos } from "../logos/logos";
import type { Files } from "../storage/files";
import {
  applicationHistory,
  type BulkAction,
  bulkUpdateApplications,
  createApplication,
  deleteApplication,
  getApplication,
  listApplications,
  updateApplication,
  updateStatusChange,
} from "./applications";
import { importApplications } from "./import";

export function createApplications({ db, files, logos }: { db: Database; files: Files; logos: Logos }) {
  const lookForLogo = (input: { companyWebsite?: string | null }) => {
    if (input.companyWebsite) logos.kick();
  };

  return {
    list: (userId: string, query: ListApplicationsQuery) => listApplications(db, userId, query),
    get: (userId: string, id: string) => getApplication(db, userId, id),
    history: (userId: string, id: string) => applicationHistory(db, userId, id),

    async create(userId: string, input: CreateApplicationData) {
      const created = await createApplication(db, userId, input);
      lookForLogo(input);
      return created;
    },

    async update(userId: string, id: string, input: UpdateApplicationData) {
      const updated = await updateApplication(db, userId, id, input);
      lookForLogo(input);
      return updated;
    },

    async remove(userId: string, id: string): Promise<void> {
      await files.forget(await deleteApplication(db, userId, id));
    },

    /** One change to many applications, all or nothing; says how many it changed. */
    async bulkUpdate(userId: string, action: BulkAction): Promise<number> {
      const { count, deletedFileIds } = await bulkUpdateApplications(db, userId, action);
      await files.forget(deletedFileIds);
      return count;
    },

    updateStatusChange: (userId: string, id: string, entryId: string, input: UpdateStatusChangeData) =>
      updateStatusChange(db, userId, id, entryId, input),

    /** Imported rows may name companies with websites: their logos are looked for after. */
    async import(userId: string, input: ImportApplicationsData) {
      const result = await importApplications(db, userId, input);
      if (result.created > 0) logos.kick();
      return result;
    },
  };
}

export type Applications = ReturnType<typeof createApplications>;
