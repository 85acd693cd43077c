import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { addDays, localToday } from "@/domain/dates";
import { anApplication } from "@/web/testing/fixtures";
import { mockApi } from "@/web/testing/mock-api";
import { renderPage } from "@/web/testing/render";
import { FollowUpList } from "./follow-up-list";

const today = localToday();

function renderList(count = 2) {
  const applications = [
    anApplication({
      company: "Bluefin",
      jobTitle: "Data Engineer",
      applicationDate: "2026-10-01",
      followUpDate: addDays(today, -4),
      contactName: "Dana Scully",
      contactEmail: "dana@bluefin.example",
    }),
    anApplication({
      company: "Acme",
      jobTitle: "Platform Engineer",
      followUpDate: today,
      status: "Interviewing",
    }),
    ...Array.from({ length: count - 2 }, (_, index) =>
      anApplication({ company: `Company ${index}`, followUpDate: today }),
    ),
  ];
  const patches: { url: string; body: unknown }[] = [];
  mockApi({
    "PATCH /api/applications/:id": ({ url, body }) => {
      patches.push({ url, body });
      const id = new URL(url).pathname.split("/").at(-1);
      return { body: { ...applications.find((item) => item.id === id), ...(body as object) } };
    },
  });
  renderPage(<FollowUpList applications={applications} senderName="Ada Lovelace" />);
  return { applications, patches };
}

const row = (company: string) => screen.getByText(company).closest("li")!;

describe("the follow-up list", () => {
  it("lists what is due, the longest overdue first, and says how late", () => {
    renderList();
    const region = screen.getByRole("region", { name: "Follow up" });
    expect(within(region).getByText("2 due")).toBeInTheDocument();
    expect(within(region).getByText("1 overdue")).toBeInTheDocument();
    const rows = within(region).getAllByRole("listitem");
    expect(rows.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Bluefin"),
      expect.stringContaining("Acme"),
    ]);
    expect(within(rows[0]!).getByText("4 days overdue")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Data Engineer · Dana Scully")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Due today")).toBeInTheDocument();
  });

  it("snoozes for three days, a week, or until a chosen day", async () => {
    const { applications, patches } = renderList();
    const user = userEvent.setup();
    await user.click(within(row("Bluefin")).getByRole("button", { name: /^Snooze/ }));
    await user.click(await screen.findByRole("menuitem", { name: "3 days" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      url: expect.stringContaining(`/api/applications/${applications[0]!.id}`),
      body: { followUpDate: addDays(today, 3) },
    });
    expect(await screen.findByText(/^Follow-up snoozed to /)).toBeInTheDocument();

    await user.click(within(row("Acme")).getByRole("button", { name: /^Snooze/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Pick a date..." }));
    const picker = await screen.findByRole("form", { name: "Snooze until a date" });
    const date = within(picker).getByLabelText("Follow up on");
    await user.clear(date);
    await user.type(date, today);
    await user.click(within(picker).getByRole("button", { name: "Snooze" }));
    expect(within(picker).getByText("Choose a day after today")).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    await user.clear(date);
    await user.type(date, addDays(today, 20));
    await user.click(within(picker).getByRole("button", { name: "Snooze" }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]!.body).toEqual({ followUpDate: addDays(today, 20) });
  });

  it("clears the follow-up when it is done", async () => {
    const { patches } = renderList();
    const user = userEvent.setup();
    await user.click(within(row("Acme")).getByRole("button", { name: /as done$/ }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.body).toEqual({ followUpDate: null });
    expect(await screen.findByText("Marked as followed up")).toBeInTheDocument();
  });

  it("drafts an email to the contact, to edit and open in the mail app", async () => {
    const { patches } = renderList();
    const user = userEvent.setup();
    await user.click(within(row("Bluefin")).getByRole("button", { name: /^Email a follow-up/ }));
    const dialog = await screen.findByRole("dialog", { name: "Follow up with Bluefin" });
    expect(within(dialog).getByRole("textbox", { name: "To" })).toHaveValue("dana@bluefin.example");
    const subject = within(dialog).getByRole("textbox", { name: "Subject" });
    expect(subject).toHaveValue("Following up on my application: Data Engineer");
    const message = within(dialog).getByRole("textbox", { name: "Message" });
    expect((message as HTMLTextAreaElement).value).toMatch(
      /^Dear Dana Scully,\n\nI applied for the Data Engineer/,
    );
    expect((message as HTMLTextAreaElement).value).toMatch(/Best regards,\nAda Lovelace$/);

    await user.clear(subject);
    await user.type(subject, "Checking in");
    const link = within(dialog).getByRole("link", { name: "Open in mail app" });
    const href = new URL(link.getAttribute("href")!);
    expect(href.protocol).toBe("mailto:");
    expect(href.pathname).toBe("dana%40bluefin.example");
    expect(href.searchParams.get("subject")).toBe("Checking in");

    await user.click(within(dialog).getByRole("button", { name: "Mark as done" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.body).toEqual({ followUpDate: null });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("draws nothing when nothing is due", () => {
    mockApi({});
    renderPage(
      <FollowUpList
        applications={[
          anApplication({ followUpDate: addDays(today, 1) }),
          anApplication({ followUpDate: null }),
        ]}
        senderName="Ada"
      />,
    );
    expect(screen.queryByRole("region", { name: "Follow up" })).not.toBeInTheDocument();
  });

  it("shows two at first, and the rest on request", async () => {
    renderList(8);
    const user = userEvent.setup();
    const region = screen.getByRole("region", { name: "Follow up" });
    expect(within(region).getAllByRole("listitem")).toHaveLength(2);
    await user.click(within(region).getByRole("button", { name: "Show all 8" }));
    expect(within(region).getAllByRole("listitem")).toHaveLength(8);
  });
});
