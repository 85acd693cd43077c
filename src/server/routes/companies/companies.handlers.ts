import type { Companies } from "../../companies/companies";
import { createProtectedRouter } from "../../lib/router";
import { mergeCompaniesRoute } from "./companies.routes";

export function companiesRouter(companies: Companies) {
  return createProtectedRouter().openapi(mergeCompaniesRoute, async (c) =>
    c.json(await companies.merge(c.var.user.id, c.req.valid("param").id, c.req.valid("json").into), 200),
  );
}
