import type { ExportSelectedApplicationsInput } from "@/domain/application-schemas";
import type { ExportFormat } from "@/domain/applications";
import type { TableView } from "@/web/entities/application/lib/view-params";
import { api, toApiError } from "@/web/lib/api-client";
import { attachmentName, saveFile } from "@/web/lib/save-file";

/**
 * Where the browser downloads the applications of `view` (its search, filters and sort) as
 * a file: the server streams it, so the download starts at once whatever the account's size.
 */
export function exportApplicationsUrl(format: ExportFormat, view: TableView): string {
  const url = api.applications.export.$url({
    query: {
      format,
      ...(view.q.trim() ? { q: view.q.trim() } : {}),
      ...(view.status.length ? { status: view.status } : {}),
      ...(view.source.length ? { source: view.source } : {}),
      ...(view.from ? { from: view.from } : {}),
      ...(view.to ? { to: view.to } : {}),
      ...(view.tag.length ? { tag: view.tag } : {}),
      // The view's archive choice: the export's own default is to keep the archive.
      archived: view.archived,
      sort: view.sort,
      order: view.order,
    },
  });
  return `${url.pathname}${url.search}`;
}

/** Where the browser downloads every one of the user's applications, archived ones too, in the default order. */
export function exportAllApplicationsUrl(format: ExportFormat): string {
  const url = api.applications.export.$url({ query: { format } });
  return `${url.pathname}${url.search}`;
}

/**
 * Downloads the applications the user picked. A selection can be longer than a URL may be,
 * so it is posted and the file is gathered in the page, reporting the bytes received, then
 * handed to the browser.
 */
export async function downloadSelectedApplications(
  input: ExportSelectedApplicationsInput,
  onProgress: (receivedBytes: number) => void,
): Promise<void> {
  const response = await api.applications.export.$post({ json: input });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  const type = response.headers.get("content-type") ?? "application/octet-stream";
  saveFile(
    new Blob(chunks as BlobPart[], { type }),
    attachmentName(response.headers.get("content-disposition"), `jobtrail-applications.${input.format}`),
  );
}
