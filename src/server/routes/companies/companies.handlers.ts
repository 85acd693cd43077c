import { mergeCompanies } from "../../companies/companies";
import type { Database } from "../../db/client";
import { createProtectedRouter } from "../../lib/router";
import { mergeCompaniesRoute } from "./companies.routes";

export function companiesRouter(db: Database) {
  return createProtectedRouter().openapi(mergeCompaniesRoute, async (c) =>
    c.json(await mergeCompanies(db, c.var.user.id, c.req.valid("param").id, c.req.valid("json").into), 200),
  );
}
