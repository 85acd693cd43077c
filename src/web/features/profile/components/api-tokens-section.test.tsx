import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ApiToken } from "@/domain/api-tokens";
import { mockApi } from "@/web/testing/mock-api";
import { renderPage } from "@/web/testing/render";
import { ApiTokensSection } from "./api-tokens-section";

const token = "jt_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";

describe("the API tokens settings", () => {
  it("makes a token shown once, lists tokens without it, and revokes one after asking", async () => {
    let items: ApiToken[] = [];
    const calls: string[] = [];
    mockApi({
      "GET /api/settings/tokens": () => ({ body: { items } }),
      "POST /api/settings/tokens": ({ body }) => {
        calls.push(`POST ${JSON.stringify(body)}`);
        const made: ApiToken = {
          id: "t1",
          ...(body as { name: string; scope: "read-write" }),
          prefix: token.slice(0, 9),
          createdAt: "2026-11-25T10:00:00.000Z",
          lastUsedAt: null,
        };
        items = [made];
        return { status: 201, body: { ...made, token } };
      },
      "DELETE /api/settings/tokens/:id": ({ url }) => {
        calls.push(`DELETE ${new URL(url).pathname}`);
        items = [];
        return { status: 204 };
      },
    });
    renderPage(<ApiTokensSection />);
    const user = userEvent.setup();
    const region = screen.getByRole("region", { name: "API tokens" });
    expect(await within(region).findByText("No tokens yet.")).toBeInTheDocument();
    const form = within(region).getByRole("form", { name: "New API token" });
    await user.click(within(form).getByRole("button", { name: "Make token" }));
    expect(await within(form).findByText("Name the token, such as Spreadsheet sync")).toBeInTheDocument();
    await user.type(within(form).getByRole("textbox", { name: "Name" }), "Spreadsheet sync");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Access" }), "Read and write");
    await user.click(within(form).getByRole("button", { name: "Make token" }));
    expect(await within(region).findByDisplayValue(token)).toBeInTheDocument();
    const list = await within(region).findByRole("list", { name: "Your API tokens" });
    expect(within(list).getByText(/never used/)).toBeInTheDocument();
    expect(list.textContent).not.toContain(token);

    await user.click(within(list).getByRole("button", { name: "Revoke Spreadsheet sync..." }));
    await user.click(within(list).getByRole("button", { name: "Revoke Spreadsheet sync" }));
    await waitFor(() => expect(within(region).getByText("No tokens yet.")).toBeInTheDocument());
    expect(calls).toEqual([
      'POST {"name":"Spreadsheet sync","scope":"read-write"}',
      "DELETE /api/settings/tokens/t1",
    ]);
  });
});
