import type { Application, CreateApplicationData } from "@/domain/application-schemas";
import { applicationMessages } from "@/domain/applications";
import type { PostingInput } from "@/domain/postings";
import { toast } from "@/web/components/ui/use-toast";
import { useCreateApplication } from "@/web/entities/application/api/create-application";
import { useUpdateApplication } from "@/web/entities/application/api/update-application";
import { savePosting } from "@/web/entities/posting/api/postings";
import type { DocumentDrafts } from "@/web/features/documents/hooks/use-document-drafts";
import { changesTo } from "./use-application-form";

/**
 * Saves the add/edit form: an edit sends what changed; a new application is created, then
 * its waiting documents are sent to it and the posting read into it is kept with it. Once the
 * application is saved, a document or posting that fails is said in the toast, not a reason
 * to stay in the form. A refusal of the application itself is thrown, for the form to show.
 *
 * Not a mutation of its own: the create and update it calls are, and an outer one would refuse
 * an edit with nothing changed while offline, which saves nothing and so closes the form.
 */
export function useSaveApplicationWithFiles({
  application,
  documentDrafts,
}: {
  application: Application | undefined;
  documentDrafts: DocumentDrafts;
}) {
  const create = useCreateApplication();
  const update = useUpdateApplication();
  return async (values: CreateApplicationData, posting: PostingInput | undefined) => {
    if (application) {
      const changes = changesTo(application, values);
      // Nothing edited: the server would refuse an empty change, and there is nothing to confirm.
      if (!changes) return;
      await update.mutateAsync({ id: application.id, changes });
      toast({
        title: applicationMessages.updated,
        description: `${values.jobTitle} at ${values.company}`,
        variant: "success",
      });
      return;
    }
    // Left empty, the website stays what the company has (another application may have set it).
    const { companyWebsite, ...fields } = values;
    const created = await create.mutateAsync(companyWebsite ? values : fields);
    const notAttached = await documentDrafts.sendTo(created.id);
    if (posting) await savePosting(created.id, posting).catch(() => notAttached.push("the posting's text"));
    toast(
      notAttached.length === 0
        ? {
            title: applicationMessages.created,
            description: `${values.jobTitle} at ${values.company}`,
            variant: "success",
          }
        : {
            title: `${applicationMessages.created}, but not all of its documents`,
            description: `Not attached: ${notAttached.join(", ")}. Open the application to try again.`,
            variant: "destructive",
          },
    );
  };
}
