import type { ExportFormat } from "@/domain/applications";
import { api } from "@/web/lib/api-client";
import type { TableView } from "../lib/view-params";

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
      sort: view.sort,
      order: view.order,
    },
  });
  return `${url.pathname}${url.search}`;
}
