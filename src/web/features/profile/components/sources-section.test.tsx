import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { SourceUse } from "@/domain/sources";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { renderPage } from "@/web/testing/render";
import { SourcesSection } from "./sources-section";

function renderSection(items: SourceUse[], merged: () => { status?: number; body?: unknown }) {
  const merges: unknown[] = [];
  let current = items;
  mockApi({
    "GET /api/sources": () => ({ body: { items: current } }),
    "POST /api/sources/merge": ({ body }) => {
      merges.push(body);
      const reply = merged();
      if (!reply.status || reply.status < 300) {
        const { from, into } = body as { from: string[]; into: string };
        const moved = current.filter((use) => from.includes(use.source));
        current = current
          .filter((use) => !from.includes(use.source))
          .map((use) =>
            use.source === into
              ? { ...use, applications: use.applications + moved.reduce((sum, m) => sum + m.applications, 0) }
              : use,
          );
      }
      return reply;
    },
  });
  renderPage(<SourcesSection />);
  return { merges };
}

const mine: SourceUse[] = [
  { source: "LinkedIn", applications: 20 },
  { source: "Company website", applications: 12 },
  { source: "Company site", applications: 3 },
  { source: "Hacker News", applications: 1 },
];

describe("the sources settings", () => {
  it("lists each source with its count and points out the ones that look like one, merging them once confirmed", async () => {
    const { merges } = renderSection(mine, () => ({
      body: { source: "Company website", moved: 3 },
    }));
    const user = userEvent.setup();
    const region = await screen.findByRole("region", { name: "Sources" });
    const list = await within(region).findByRole("list", { name: "Your sources" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining("LinkedIn20 applications"),
      expect.stringContaining("Company website12 applications"),
      expect.stringContaining("Company site3 applications"),
      expect.stringContaining("Hacker News1 application"),
    ]);
    const lookalike = within(region).getByRole("status", { name: "" });
    expect(lookalike).toHaveTextContent("Company website and Company site may be one source");
    expect(lookalike).toHaveTextContent("Company website: 12 applications · Company site: 3 applications");

    await user.click(within(lookalike).getByRole("button", { name: "Merge into Company website..." }));
    expect(lookalike).toHaveTextContent("Every application that says Company site will say Company website.");
    expect(merges).toEqual([]);
    await user.click(within(lookalike).getByRole("button", { name: "Merge into Company website" }));

    expect(await screen.findByText("Sources merged")).toBeInTheDocument();
    expect(screen.getByText("3 applications now say Company website")).toBeInTheDocument();
    expect(merges).toEqual([{ from: ["Company site"], into: "Company website" }]);
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(3));
    expect(within(region).queryByText(/may be one source/)).not.toBeInTheDocument();
  });

  it("merges any source into another chosen from the user's, and keeps lookalikes apart when told", async () => {
    const { merges } = renderSection(mine, () => ({ body: { source: "LinkedIn", moved: 1 } }));
    const user = userEvent.setup();
    const region = await screen.findByRole("region", { name: "Sources" });
    await user.click(await within(region).findByRole("button", { name: "Keep apart" }));
    expect(within(region).queryByText(/may be one source/)).not.toBeInTheDocument();

    await user.click(within(region).getByRole("button", { name: "Merge Hacker News into another source" }));
    const into = within(region).getByRole("combobox", { name: "Merge Hacker News into" });
    expect(
      within(into)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["LinkedIn", "Company website", "Company site"]);
    await user.selectOptions(into, "Company site");
    await user.click(within(region).getByRole("button", { name: "Cancel" }));
    expect(merges).toEqual([]);

    await user.click(within(region).getByRole("button", { name: "Merge Hacker News into another source" }));
    await user.click(within(region).getByRole("button", { name: "Merge" }));
    expect(await screen.findByText("1 application now says LinkedIn")).toBeInTheDocument();
    expect(merges).toEqual([{ from: ["Hacker News"], into: "LinkedIn" }]);
  });

  it("says why a merge failed, and when there are no sources yet", async () => {
    renderSection(mine, () => apiError(404, "NOT_FOUND", "The requested resource was not found."));
    const user = userEvent.setup();
    const region = await screen.findByRole("region", { name: "Sources" });
    await user.click(
      await within(region).findByRole("button", { name: "Merge Hacker News into another source" }),
    );
    await user.click(within(region).getByRole("button", { name: "Merge" }));
    expect(await screen.findByText("Could not merge the sources")).toBeInTheDocument();
    expect(screen.getByText("The requested resource was not found.")).toBeInTheDocument();
  });

  it("says when no application gives a source", async () => {
    renderSection([], () => ({}));
    expect(
      await screen.findByText("None of your applications says where you found the job yet."),
    ).toBeInTheDocument();
  });
});
