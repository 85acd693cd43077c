import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLayoutEffect } from "react";
import { describe, expect, it } from "vitest";
import { applicationMessages } from "@/domain/applications";
import { addDays, localToday } from "@/domain/dates";
import { postingMessages } from "@/domain/postings";
import { reminderDefaults } from "@/domain/reminder-settings";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { applicationsQueryOptions } from "@/web/entities/application/api/get-applications";
import { useApplicationDialog } from "@/web/entities/application/hooks/application-dialog-context";
import { type Session, sessionQueryOptions } from "@/web/features/account/api/get-session";
import { reminderSettingsQueryOptions } from "@/web/hooks/use-reminder-settings";
import { anApplication, listOf, wholeList } from "@/web/testing/fixtures";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { renderPage, renderRoutes, signedInSession, testQueryClient } from "@/web/testing/render";
import { AddApplicationButton } from "./add-application-button";
import { ApplicationDialogProvider } from "./application-dialog-provider";
import ApplicationForm from "./application-form";

const saved = anApplication({
  id: "6f1c2a7e-4b1d-4c1e-9a53-2f8f3c1d9e10",
  companyId: "c1",
  company: "Acme",
  jobTitle: "Platform Engineer",
  applicationDate: "2026-03-02",
  status: "Applied",
  statusDate: "2026-03-02",
  source: "LinkedIn",
  location: "Remote",
  contactName: "Rita Recruiter",
  contactEmail: "rita@acme.example",
  jobUrl: "https://acme.example/jobs/1",
  notes: "Referred by Sam.",
  createdAt: "2026-03-02T09:00:00.000Z",
  updatedAt: "2026-03-02T09:00:00.000Z",
});

function Harness() {
  const { openEdit } = useApplicationDialog();
  return (
    <>
      <AddApplicationButton />
      <button type="button" onClick={() => openEdit(saved)}>
        Edit Acme
      </button>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger>Actions for Acme</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => openEdit(saved)}>Edit</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <label>
        Search <input type="search" />
      </label>
    </>
  );
}

/** The dialog's provider on the dashboard, with what the dashboard has loaded in `queryClient`. */
function renderProvider(queryClient = testQueryClient()) {
  return renderRoutes(
    [
      {
        path: "/dashboard",
        element: (
          <ApplicationDialogProvider>
            <Harness />
          </ApplicationDialogProvider>
        ),
      },
    ],
    { initialEntries: ["/dashboard"], queryClient },
  );
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Add Application" }));
  const dialog = await screen.findByRole("dialog", { name: "Add Application" });
  await within(dialog).findByRole("textbox", { name: "Company" });
  return dialog;
}

/** Runs after the form is drawn and before its effects: a user's click that gets in first. */
function JobTitleChosenFirst() {
  useLayoutEffect(() => document.getElementById("application-jobTitle")?.focus(), []);
  return null;
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole("textbox", { name });

describe("the add-application dialog", () => {
  it("opens from the button, says it is loading the form, focuses Company and closes on Esc", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderProvider();

    await user.click(screen.getByRole("button", { name: "Add Application" }));
    const dialog = screen.getByRole("dialog", { name: "Add Application" });
    expect(within(dialog).getByRole("status")).toHaveTextContent(applicationMessages.loadingForm);

    const company = await within(dialog).findByRole("textbox", { name: "Company" });
    await waitFor(() => expect(company).toHaveFocus());
    expect(within(dialog).getByLabelText(/Application date/)).toHaveValue(localToday());
    expect(within(dialog).getByRole("combobox", { name: "Status" })).toHaveValue("Applied");
    expect(within(dialog).queryByRole("textbox", { name: "Salary" })).not.toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks before closing over what was typed (Escape, the X, Cancel, a click outside), keeping it unless told", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderProvider();
    await openForm(user);
    // Nothing typed: Escape closes at once.
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    const dialog = await openForm(user);
    await user.type(field(dialog, "Company"), "Globex");
    const ways = {
      escape: () => user.keyboard("{Escape}"),
      "the X": () => user.click(within(dialog).getByRole("button", { name: "Close" })),
      cancel: () => user.click(within(dialog).getByRole("button", { name: "Cancel" })),
      // The dimmed page around the dialog: its overlay, pressed and let go.
      "a click outside": async () => {
        fireEvent.pointerDown(dialog.previousElementSibling!);
        fireEvent.click(dialog.previousElementSibling!);
      },
    };
    for (const [way, close] of Object.entries(ways)) {
      await close();
      const asking = await screen.findByRole("alertdialog", { name: "Discard unsaved changes?" });
      expect(asking, way).toHaveTextContent("what you typed will be lost");
      const keep = within(asking).getByRole("button", { name: "Keep editing" });
      expect(keep, way).toHaveFocus();
      await user.click(keep);
      await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
      expect(field(screen.getByRole("dialog", { name: "Add Application" }), "Company"), way).toHaveValue(
        "Globex",
      );
    }
    // Escape in the question is "keep editing" too; Discard closes the form.
    await user.keyboard("{Escape}");
    await screen.findByRole("alertdialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByRole("dialog", { name: "Add Application" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // Typed back to what it was: nothing is unsaved.
    const reopened = await openForm(user);
    await user.type(field(reopened, "Company"), "G");
    await user.clear(field(reopened, "Company"));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps a new application's typing through a reload as the user's draft, until it is added or set aside", async () => {
    mockApi({
      "POST /api/applications": { status: 201, body: { ...saved, id: "new", company: "Globex" } },
    });
    const signedInAs = (id: string) => {
      const queryClient = testQueryClient();
      const session: Session = { ...signedInSession, user: { ...signedInSession.user, id } };
      queryClient.setQueryData(sessionQueryOptions().queryKey, session);
      return queryClient;
    };
    const user = userEvent.setup();
    const page = renderProvider(signedInAs("u1"));
    const dialog = await openForm(user);
    await user.type(field(dialog, "Company"), "Globex");
    await user.type(field(dialog, "Job title"), "Data Engineer");

    // The page reloads: all that is left is the tab's storage.
    page.unmount();
    const reloaded = renderProvider(signedInAs("u1"));
    let restored = await openForm(user);
    expect(within(restored).getByText("Your unsaved draft is back")).toBeInTheDocument();
    expect(field(restored, "Company")).toHaveValue("Globex");
    expect(field(restored, "Job title")).toHaveValue("Data Engineer");
    // Still unsaved: closing asks.
    await user.keyboard("{Escape}");
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Keep editing" }),
    );

    // Set aside: an empty form, which closes at once, and no draft after the next reload.
    await user.click(within(restored).getByRole("button", { name: "Start over" }));
    await waitFor(() => expect(field(screen.getByRole("dialog"), "Company")).toHaveValue(""));
    expect(screen.queryByText("Your unsaved draft is back")).not.toBeInTheDocument();
    await user.type(field(screen.getByRole("dialog"), "Company"), "Globex");
    reloaded.unmount();

    // Someone else signed in on this tab sees no draft of the first user's.
    const someoneElse = renderProvider(signedInAs("u2"));
    expect(within(await openForm(user)).queryByText("Your unsaved draft is back")).not.toBeInTheDocument();
    someoneElse.unmount();

    // Added: the draft goes with it.
    renderProvider(signedInAs("u1"));
    restored = await openForm(user);
    expect(field(restored, "Company")).toHaveValue("Globex");
    await user.type(field(restored, "Job title"), "Data Engineer");
    await user.click(within(restored).getByRole("button", { name: "Add Application" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(within(await openForm(user)).queryByText("Your unsaved draft is back")).not.toBeInTheDocument();
  });

  it("leaves the keyboard in a field chosen before the form had focused Company", async () => {
    mockApi({});
    renderPage(
      <>
        <ApplicationForm onCancel={() => {}} onSaved={() => {}} />
        <JobTitleChosenFirst />
      </>,
    );

    // A focus put off to a later task would take the keyboard away while the user types.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole("textbox", { name: "Job title" })).toHaveFocus();
  });

  it("opens on N, but not while typing in a field or with a modifier key", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderProvider();

    await user.click(screen.getByRole("searchbox", { name: "Search" }));
    await user.keyboard("n");
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("n");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(document.body);
    await user.keyboard("{Control>}n{/Control}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.keyboard("n");
    const dialog = await screen.findByRole("dialog", { name: "Add Application" });
    const company = await within(dialog).findByRole("textbox", { name: "Company" });
    // N inside the open form is just a letter.
    await user.type(company, "Nimbus");
    expect(company).toHaveValue("Nimbus");
  });

  it("says which required fields are missing and focuses the first", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderProvider();
    const dialog = await openForm(user);

    await user.click(within(dialog).getByRole("button", { name: "Add Application" }));
    const company = field(dialog, "Company");
    expect(await within(dialog).findByText("Company is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Job title is required")).toBeInTheDocument();
    expect(company).toHaveAttribute("aria-invalid", "true");
    expect(company).toHaveAccessibleDescription("Company is required");
    expect(company).toHaveFocus();

    await user.type(company, "Acme");
    await user.type(field(dialog, "Job title"), "Engineer");
    await user.type(field(dialog, "Job URL"), "ftp://acme.example");
    await user.type(field(dialog, "Contact email"), "not-an-email");
    await user.click(within(dialog).getByRole("button", { name: "Add Application" }));
    expect(
      await within(dialog).findByText("Please enter a valid web address starting with http:// or https://"),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(field(dialog, "Job URL")).toHaveFocus();
  });

  it("shows the offer fields for Offer and saves with Ctrl+Enter, empty fields as null", async () => {
    const bodies: unknown[] = [];
    mockApi({
      "POST /api/applications": ({ body }) => {
        bodies.push(body);
        return { status: 201, body: { ...saved, id: "new" } };
      },
    });
    const user = userEvent.setup();
    renderProvider();
    const dialog = await openForm(user);

    await user.type(field(dialog, "Company"), "  Nimbus ");
    await user.type(field(dialog, "Job title"), "Data Engineer");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Status" }), "Offer");
    expect(within(dialog).getByRole("combobox", { name: "Currency" })).toHaveValue("USD");
    for (const name of ["Salary", "Sign-on bonus", "Moving stipend", "Stock options", "Equity", "Benefits"]) {
      expect(field(dialog, name)).toBeInTheDocument();
    }
    await user.type(field(dialog, "Salary"), "125,000");
    await user.type(field(dialog, "Equity"), "0.25%");
    await user.type(field(dialog, "Sign-on bonus"), "lots");

    await user.click(field(dialog, "Notes"));
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(await within(dialog).findByText("Sign-on bonus must be a number")).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.clear(field(dialog, "Sign-on bonus"));
    await user.keyboard("{Control>}{Enter}{/Control}");

    expect(await screen.findByText(applicationMessages.created)).toBeInTheDocument();
    expect(screen.getByText("Data Engineer at Nimbus")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(bodies).toEqual([
      {
        company: "Nimbus",
        jobTitle: "Data Engineer",
        applicationDate: localToday(),
        status: "Offer",
        source: null,
        location: null,
        contactName: null,
        contactEmail: null,
        jobUrl: null,
        requisitionId: null,
        notes: null,
        followUpDate: null,
        currency: "USD",
        salaryOffered: 125000,
        signOnBonus: null,
        movingStipend: null,
        stockOptions: null,
        equityPercentage: 0.25,
        benefitsSummary: null,
        tagIds: [],
        // Logged at Offer with the day left unknown: it counts as an answer, not as a time.
        statusDate: null,
        statusNote: null,
      },
    ]);
  });

  it("offers the user's own sources first, and their usual spelling of one typed another way", async () => {
    const bodies: unknown[] = [];
    mockApi({
      "GET /api/sources": {
        body: {
          items: [
            { source: "Company site", applications: 12 },
            { source: "Hacker News", applications: 1 },
          ],
        },
      },
      "POST /api/applications": ({ body }) => {
        bodies.push(body);
        return { status: 201, body: { ...saved, id: "new" } };
      },
    });
    const user = userEvent.setup();
    renderProvider();
    const dialog = await openForm(user);
    const source = within(dialog).getByRole("combobox", { name: "Source" });
    const offered = async () =>
      [...(document.getElementById(source.getAttribute("list") ?? "")?.querySelectorAll("option") ?? [])].map(
        (option) => [option.value, option.label],
      );
    // Theirs with their counts, then the common ones; "Company website" is theirs already.
    await waitFor(async () => expect((await offered())[0]).toEqual(["Company site", "12 applications"]));
    expect((await offered()).map(([value]) => value)).toEqual([
      "Company site",
      "Hacker News",
      "LinkedIn",
      "Indeed",
      "Referral",
      "Recruiter",
      "Glassdoor",
      "AngelList",
      "Job fair",
      "Other",
    ]);

    await user.type(field(dialog, "Company"), "Nimbus");
    await user.type(field(dialog, "Job title"), "Data Engineer");
    await user.type(source, "company careers page");
    expect(within(dialog).getByText(/Your other applications say/)).toHaveTextContent(
      "Your other applications say Company site.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Use Company site" }));
    expect(source).toHaveValue("Company site");
    expect(within(dialog).queryByText(/Your other applications say/)).not.toBeInTheDocument();
    // A source of its own is offered nothing.
    await user.clear(source);
    await user.type(source, "Otta");
    expect(within(dialog).queryByText(/Your other applications say/)).not.toBeInTheDocument();
    await user.clear(source);
    await user.type(source, "company site");
    await user.click(within(dialog).getByRole("button", { name: "Use Company site" }));
    await user.click(within(dialog).getByRole("button", { name: "Add Application" }));
    await waitFor(() => expect(bodies).toEqual([expect.objectContaining({ source: "Company site" })]));
  });

  it("proposes a follow-up date from the reminder settings, in step with the date and stage until it is changed", async () => {
    mockApi({});
    const queryClient = testQueryClient();
    queryClient.setQueryData(reminderSettingsQueryOptions().queryKey, {
      ...reminderDefaults,
      followUpDays: 10,
    });
    renderProvider(queryClient);
    const user = userEvent.setup();
    const dialog = await openForm(user);
    const today = localToday();
    const applied = within(dialog).getByLabelText(/Application date/);
    const followUp = within(dialog).getByLabelText("Follow-up date");
    const status = within(dialog).getByRole("combobox", { name: "Status" });
    expect(followUp).toHaveValue(addDays(today, 10));
    const applyOn = async (date: string) => {
      await user.clear(applied);
      await user.type(applied, date);
    };
    await applyOn(addDays(today, -3));
    expect(followUp).toHaveValue(addDays(today, 7));
    // Back-filled: never due on the day it is entered, but counted from today.
    await applyOn(addDays(today, -15));
    expect(followUp).toHaveValue(addDays(today, 10));
    // Already past the ghosting limit (21 days): the ghost has its own actions, no follow-up.
    await applyOn(addDays(today, -30));
    expect(followUp).toHaveValue("");
    // Only a stage still waiting on the company gets one.
    await applyOn(addDays(today, -3));
    await user.selectOptions(status, "Rejected");
    expect(followUp).toHaveValue("");
    await user.selectOptions(status, "Applied");
    expect(followUp).toHaveValue(addDays(today, 7));
    // A date of the user's own stays, whatever the application date does next.
    await user.clear(followUp);
    await user.type(followUp, "2026-12-24");
    await applyOn(addDays(today, -2));
    expect(followUp).toHaveValue("2026-12-24");
  });

  it("shows the earlier applications at the company, and warns of a posting applied to before", async () => {
    mockApi({});
    const queryClient = testQueryClient();
    const earlier = [
      anApplication({
        company: "Acme",
        jobTitle: "Senior Data Engineer",
        applicationDate: "2026-01-05",
        status: "Rejected",
      }),
      anApplication({
        company: "Acme",
        jobTitle: "Platform Engineer",
        applicationDate: "2026-02-10",
        status: "Interviewing",
      }),
      anApplication({ company: "Globex", jobTitle: "Designer", jobUrl: "https://globex.example/jobs/9" }),
    ];
    queryClient.setQueryData(applicationsQueryOptions().queryKey, listOf(earlier));
    renderProvider(queryClient);
    const user = userEvent.setup();
    const dialog = await openForm(user);
    await user.type(field(dialog, "Company"), "acme");
    const before = within(dialog).getByText("You applied to Acme before").closest('[role="status"]');
    expect(before).not.toBeNull();
    expect(before).toHaveTextContent("Platform Engineer, Feb 10, 2026Interviewing");
    expect(before).toHaveTextContent("Senior Data Engineer, Jan 5, 2026Rejected");
    expect(within(dialog).queryByText("You may have applied for this job before")).not.toBeInTheDocument();

    await user.type(field(dialog, "Job title"), "Data Engineer (Senior)");
    expect(await within(dialog).findByText("You may have applied for this job before")).toBeInTheDocument();
    expect(within(dialog).getByText(/^A similar title here:/)).toHaveTextContent(
      "A similar title here: Senior Data Engineer at Acme, applied Jan 5, 2026",
    );

    await user.type(field(dialog, "Job URL"), "https://www.globex.example/jobs/9?utm_source=mail");
    expect(within(dialog).getByText(/^The same posting:/)).toHaveTextContent("Designer at Globex");

    // A name that differs only by its legal form: the form offers the company already there.
    await user.clear(field(dialog, "Company"));
    await user.type(field(dialog, "Company"), "Globex Inc.");
    expect(within(dialog).getByText("Is this Globex?")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Use Globex" }));
    expect(field(dialog, "Company")).toHaveValue("Globex");
    expect(within(dialog).queryByText("Is this Globex?")).not.toBeInTheDocument();
  });

  it("asks when a new application moved past Applied: unknown unless a date is given", async () => {
    const bodies: unknown[] = [];
    mockApi({
      "POST /api/applications": ({ body }) => {
        bodies.push(body);
        return { status: 201, body: { ...saved, ...(body as object), id: saved.id } };
      },
    });
    const user = userEvent.setup();
    renderProvider();
    const dialog = await openForm(user);
    await user.type(field(dialog, "Company"), "Nimbus");
    await user.type(field(dialog, "Job title"), "Data Engineer");
    expect(within(dialog).queryByRole("group", { name: /When did it move to/ })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Status" }), "Interviewing");
    const when = within(dialog).getByRole("group", { name: "When did it move to Interviewing?" });
    const choice = (name: string) => within(when).getByRole("radio", { name });
    expect(choice("I don't know")).toBeChecked();
    expect(within(dialog).queryByLabelText(/Status date/)).not.toBeInTheDocument();
    // The quick choices set the day without a date field.
    await user.click(choice("Today"));
    expect(choice("Today")).toBeChecked();
    expect(within(dialog).queryByLabelText(/Status date/)).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Application date/));
    await user.type(within(dialog).getByLabelText(/Application date/), "2026-03-01");
    await user.click(choice("The day I applied"));
    expect(choice("The day I applied")).toBeChecked();
    await user.click(choice("Another day"));
    const date = within(dialog).getByLabelText(/Status date/);
    expect(date).toHaveValue("2026-03-01");
    await user.clear(date);
    await user.type(date, "2026-03-04");
    expect(choice("Another day")).toBeChecked();
    await user.type(field(dialog, "Note for the history"), "Recruiter call");
    await user.click(within(dialog).getByRole("button", { name: "Add Application" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      status: "Interviewing",
      statusDate: "2026-03-04",
      statusNote: "Recruiter call",
    });
  });

  it("offers the website the job posting's address suggests, and sends it once taken", async () => {
    const bodies: unknown[] = [];
    mockApi({
      "POST /api/applications": ({ body }) => {
        bodies.push(body);
        return { status: 201, body: { ...saved, ...(body as object), id: saved.id } };
      },
    });
    const user = userEvent.setup();
    renderProvider();
    const dialog = await openForm(user);
    await user.type(field(dialog, "Company"), "Nimbus");
    await user.type(field(dialog, "Job title"), "Data Engineer");
    await user.type(field(dialog, "Job URL"), "https://www.linkedin.com/jobs/1");
    expect(within(dialog).queryByRole("button", { name: /^Use / })).not.toBeInTheDocument();
    await user.clear(field(dialog, "Job URL"));
    await user.type(field(dialog, "Job URL"), "https://careers.nimbus.io/jobs/1");
    await user.click(within(dialog).getByRole("button", { name: "Use nimbus.io" }));
    expect(field(dialog, "Company website")).toHaveValue("https://nimbus.io");
    expect(within(dialog).queryByRole("button", { name: /^Use / })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Add Application" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      companyWebsite: "https://nimbus.io",
      jobUrl: "https://careers.nimbus.io/jobs/1",
    });
  });

  it("does not check or send offer fields once the status is no longer Offer", async () => {
    const bodies: Record<string, unknown>[] = [];
    mockApi({
      "POST /api/applications": ({ body }) => {
        bodies.push(body as Record<string, unknown>);
        return { status: 201, body: saved };
      },
    });
    const user = userEvent.setup();
    renderProvider();
    const dialog = await openForm(user);

    await user.type(field(dialog, "Company"), "Acme");
    await user.type(field(dialog, "Job title"), "Engineer");
    const status = within(dialog).getByRole("combobox", { name: "Status" });
    await user.selectOptions(status, "Offer");
    await user.type(field(dialog, "Salary"), "-5");
    await user.selectOptions(status, "Interviewing");
    expect(within(dialog).queryByRole("textbox", { name: "Salary" })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Add Application" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ company: "Acme", status: "Interviewing" });
    expect(Object.keys(bodies[0]!)).not.toContain("salaryOffered");
    expect(Object.keys(bodies[0]!)).not.toContain("currency");
  });

  it("puts the server's field messages on the fields", async () => {
    mockApi({
      "POST /api/applications": apiError(
        400,
        "VALIDATION_ERROR",
        "Invalid data provided. Please check your input.",
        {
          jobUrl: "Please enter a valid web address starting with http:// or https://",
          company: "Company must be at most 200 characters",
        },
      ),
    });
    const user = userEvent.setup();
    renderProvider();
    const dialog = await openForm(user);
    await user.type(field(dialog, "Company"), "Acme");
    await user.type(field(dialog, "Job title"), "Engineer");
    await user.click(within(dialog).getByRole("button", { name: "Add Application" }));

    expect(await within(dialog).findByText("Company must be at most 200 characters")).toBeInTheDocument();
    expect(field(dialog, "Job URL")).toHaveAccessibleDescription(
      "Please enter a valid web address starting with http:// or https://",
    );
    expect(field(dialog, "Company")).toHaveFocus();
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the duplicate message on the form and keeps what was typed", async () => {
    mockApi({
      "POST /api/applications": apiError(409, "DUPLICATE_ENTRY", applicationMessages.duplicate),
    });
    const user = userEvent.setup();
    renderProvider();
    const dialog = await openForm(user);
    await user.type(field(dialog, "Company"), "Acme");
    await user.type(field(dialog, "Job title"), "Engineer");
    await user.click(within(dialog).getByRole("button", { name: "Add Application" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(applicationMessages.duplicate);
    expect(field(dialog, "Job title")).toHaveFocus();
    expect(field(dialog, "Company")).toHaveValue("Acme");
    expect(screen.getByRole("dialog", { name: "Add Application" })).toBeInTheDocument();
  });

  it("says Saving... while the request is on its way", async () => {
    let reply: () => void = () => {};
    mockApi({
      "POST /api/applications": () =>
        new Promise((resolve) => {
          reply = () => resolve({ status: 201, body: saved });
        }),
    });
    const user = userEvent.setup();
    renderProvider();
    const dialog = await openForm(user);
    await user.type(field(dialog, "Company"), "Acme");
    await user.type(field(dialog, "Job title"), "Engineer");
    await user.click(within(dialog).getByRole("button", { name: "Add Application" }));

    expect(await within(dialog).findByRole("button", { name: "Saving..." })).toBeDisabled();
    reply();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});

describe("the edit dialog", () => {
  const noDocuments = { body: { items: [] } };
  const noInterviews = { body: { items: [] } };
  const history = {
    items: [
      { id: "h1", status: "Applied", date: "2026-03-02", note: null, createdAt: "2026-03-02T09:00:00.000Z" },
    ],
  };

  it("shows the history and sends only the changed fields, with the status change's date and note", async () => {
    const patches: unknown[] = [];
    mockApi({
      [`GET /api/applications/${saved.id}/history`]: { body: history },
      [`GET /api/applications/${saved.id}/documents`]: noDocuments,
      [`GET /api/applications/${saved.id}/interviews`]: noInterviews,
      [`GET /api/applications/${saved.id}/posting`]: { body: { posting: null } },
      [`PATCH /api/applications/${saved.id}`]: ({ body }) => {
        patches.push(body);
        return { body: { ...saved, ...(body as object) } };
      },
    });
    const user = userEvent.setup();
    renderProvider();
    await user.click(screen.getByRole("button", { name: "Edit Acme" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Application" });
    expect(await within(dialog).findByRole("textbox", { name: "Company" })).toHaveValue("Acme");
    expect(field(dialog, "Contact email")).toHaveValue("rita@acme.example");

    const timeline = within(dialog).getByRole("region", { name: "Status history" });
    expect(await within(timeline).findByText("Mar 2, 2026")).toBeInTheDocument();
    expect(within(timeline).getByText("Applied")).toBeInTheDocument();

    expect(within(dialog).queryByLabelText(/Status date/)).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Status" }), "Interviewing");
    expect(within(dialog).getByRole("radio", { name: "Today" })).toBeChecked();
    await user.click(within(dialog).getByRole("radio", { name: "Another day" }));
    expect(within(dialog).getByLabelText(/Status date/)).toHaveValue(localToday());
    await user.clear(within(dialog).getByLabelText(/Status date/));
    await user.type(within(dialog).getByLabelText(/Status date/), "2026-03-10");
    await user.type(field(dialog, "Note for the history"), "Phone screen booked");
    await user.clear(field(dialog, "Location"));

    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(applicationMessages.updated)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(patches).toEqual([
      { status: "Interviewing", location: null, statusDate: "2026-03-10", statusNote: "Phone screen booked" },
    ]);
  });

  it("corrects a history entry from the timeline: a date made unknown, a note added", async () => {
    const timeline = {
      items: [
        ...history.items,
        {
          id: "h2",
          status: "Interviewing",
          date: "2026-03-10",
          note: null,
          createdAt: "2026-03-10T09:00:00.000Z",
        },
      ],
    };
    const patches: unknown[] = [];
    mockApi({
      [`GET /api/applications/${saved.id}/history`]: { body: timeline },
      [`GET /api/applications/${saved.id}/documents`]: noDocuments,
      [`GET /api/applications/${saved.id}/interviews`]: noInterviews,
      [`GET /api/applications/${saved.id}/posting`]: { body: { posting: null } },
      [`PATCH /api/applications/${saved.id}/history/h2`]: ({ body }) => {
        patches.push(body);
        return { body: { ...timeline.items[1], ...(body as object) } };
      },
      "GET /api/applications": { body: { items: [saved], total: 1, nextCursor: null, ...wholeList() } },
    });
    const user = userEvent.setup();
    renderProvider();
    await user.click(screen.getByRole("button", { name: "Edit Acme" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Application" });
    await within(dialog).findByRole("textbox", { name: "Company" });
    const section = within(dialog).getByRole("region", { name: "Status history" });
    await user.click(
      await within(section).findByRole("button", { name: "Correct Interviewing, Mar 10, 2026" }),
    );
    const editor = within(section).getByRole("group", { name: "Correct Interviewing" });
    expect(within(editor).getByLabelText("Date")).toHaveValue("2026-03-10");
    await user.click(within(editor).getByRole("checkbox", { name: "I don't know when" }));
    expect(within(editor).getByLabelText("Date")).toBeDisabled();
    await user.type(within(editor).getByLabelText("Note"), "Date lost{Enter}");
    expect(await screen.findByText("History corrected")).toBeInTheDocument();
    expect(patches).toEqual([{ date: null, note: "Date lost" }]);
    // Enter saved the correction, not the application: the dialog stays open.
    expect(screen.getByRole("dialog", { name: "Edit Application" })).toBeInTheDocument();
  });

  it("gives focus back to the menu's button when it was opened from a menu item", async () => {
    mockApi({
      [`GET /api/applications/${saved.id}/history`]: { body: history },
      [`GET /api/applications/${saved.id}/documents`]: noDocuments,
      [`GET /api/applications/${saved.id}/interviews`]: noInterviews,
      [`GET /api/applications/${saved.id}/posting`]: { body: { posting: null } },
    });
    const user = userEvent.setup();
    renderProvider();
    await user.click(screen.getByRole("button", { name: "Actions for Acme" }));
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Application" });
    await within(dialog).findByRole("textbox", { name: "Company" });

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Actions for Acme" })).toHaveFocus();
  });

  it("closes without a request when nothing changed", async () => {
    const api = mockApi({
      [`GET /api/applications/${saved.id}/history`]: { body: history },
      [`GET /api/applications/${saved.id}/documents`]: noDocuments,
      [`GET /api/applications/${saved.id}/interviews`]: noInterviews,
      [`GET /api/applications/${saved.id}/posting`]: { body: { posting: null } },
    });
    const user = userEvent.setup();
    renderProvider();
    await user.click(screen.getByRole("button", { name: "Edit Acme" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Application" });
    await within(dialog).findByRole("textbox", { name: "Company" });
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls.map(({ method, url }) => `${method} ${url}`).sort()).toEqual([
      `GET http://localhost:3000/api/applications/${saved.id}/documents`,
      `GET http://localhost:3000/api/applications/${saved.id}/history`,
      `GET http://localhost:3000/api/applications/${saved.id}/interviews`,
      `GET http://localhost:3000/api/applications/${saved.id}/posting`,
      // The sources the Source field offers and the tags the form's picker names: reads only.
      "GET http://localhost:3000/api/sources",
      "GET http://localhost:3000/api/tags",
    ]);
  });
});

describe("the edit dialog's interviews", () => {
  const history = {
    items: [
      { id: "h1", status: "Applied", date: "2026-03-02", note: null, createdAt: "2026-03-02T09:00:00.000Z" },
      { id: "h2", status: "Offer", date: "2026-03-20", note: null, createdAt: "2026-03-20T09:00:00.000Z" },
    ],
  };
  const phoneScreen = {
    id: "i1",
    applicationId: saved.id,
    round: "Phone screen",
    startsAt: "2026-03-10T14:30",
    endsAt: "2026-03-10T15:30",
    timeZone: "UTC",
    start: "2026-03-10T14:30:00.000Z",
    end: "2026-03-10T15:30:00.000Z",
    location: "https://meet.example.com/abc",
    people: "Ana Ruiz",
    notes: null,
    outcome: "Pending",
  };

  it("adds a round with its own button (Enter saves it, not the application) and puts it on the timeline", async () => {
    const items: (typeof phoneScreen)[] = [];
    const posts: unknown[] = [];
    mockApi({
      [`GET /api/applications/${saved.id}/history`]: { body: history },
      [`GET /api/applications/${saved.id}/documents`]: { body: { items: [] } },
      [`GET /api/applications/${saved.id}/interviews`]: () => ({ body: { items } }),
      [`GET /api/applications/${saved.id}/posting`]: { body: { posting: null } },
      [`POST /api/applications/${saved.id}/interviews`]: ({ body }) => {
        posts.push(body);
        items.push(phoneScreen);
        return { status: 201, body: phoneScreen };
      },
    });
    const user = userEvent.setup();
    renderProvider();
    await user.click(screen.getByRole("button", { name: "Edit Acme" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Application" });
    const section = await within(dialog).findByRole("region", { name: "Interviews" });
    await user.click(await within(section).findByRole("button", { name: "Add interview" }));
    const editor = within(section).getByRole("group", { name: "New interview" });
    expect(within(editor).getByRole("combobox", { name: "Round" })).toHaveFocus();

    // Nothing is sent without a round and a start, and each field says why.
    await user.click(within(editor).getByRole("button", { name: "Add interview" }));
    expect(await within(editor).findByText("Name the round, such as Phone screen")).toBeInTheDocument();
    expect(within(editor).getByText("Enter the date and start time")).toBeInTheDocument();
    expect(posts).toEqual([]);

    await user.type(within(editor).getByRole("combobox", { name: "Round" }), "Phone screen");
    await user.type(within(editor).getByLabelText("Starts"), "2026-03-10T14:30");
    await user.selectOptions(within(editor).getByRole("combobox", { name: "Length" }), "1 hour");
    await user.selectOptions(within(editor).getByRole("combobox", { name: /Time zone/ }), "UTC");
    await user.type(
      within(editor).getByRole("textbox", { name: "Place or video link" }),
      "https://meet.example.com/abc",
    );
    await user.type(within(editor).getByRole("textbox", { name: "People you meet" }), "Ana Ruiz{Enter}");

    expect(await screen.findByText("Interview added")).toBeInTheDocument();
    expect(posts).toEqual([
      {
        round: "Phone screen",
        startsAt: "2026-03-10T14:30",
        durationMinutes: 60,
        timeZone: "UTC",
        location: "https://meet.example.com/abc",
        people: "Ana Ruiz",
        notes: null,
        outcome: "Pending",
      },
    ]);
    // Enter saved the interview, not the application: the dialog stays open.
    expect(screen.getByRole("dialog", { name: "Edit Application" })).toBeInTheDocument();
    const card = await within(section).findByRole("article", { name: "Phone screen" });
    expect(within(card).getByRole("link", { name: /meet\.example\.com\/abc/ })).toHaveAttribute(
      "href",
      "https://meet.example.com/abc",
    );
    // On the timeline between the stages it came between.
    const timeline = within(dialog).getByRole("region", { name: "Status history" });
    const entries = within(timeline)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(entries).toHaveLength(3);
    expect(entries[1]).toContain("Interview: Phone screen");
  });

  it("edits a round in place, showing the server's message on its field, and deletes one after asking", async () => {
    const patches: unknown[] = [];
    let items = [phoneScreen];
    mockApi({
      [`GET /api/applications/${saved.id}/history`]: { body: history },
      [`GET /api/applications/${saved.id}/documents`]: { body: { items: [] } },
      [`GET /api/applications/${saved.id}/interviews`]: () => ({ body: { items } }),
      [`GET /api/applications/${saved.id}/posting`]: { body: { posting: null } },
      [`PATCH /api/interviews/${phoneScreen.id}`]: ({ body }) => {
        patches.push(body);
        return patches.length === 1
          ? apiError(400, "VALIDATION_ERROR", "Invalid data provided. Please check your input.", {
              durationMinutes: "Choose a length from 5 minutes to 12 hours",
            })
          : { body: { ...phoneScreen, ...(body as object) } };
      },
      [`DELETE /api/interviews/${phoneScreen.id}`]: () => {
        items = [];
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderProvider();
    await user.click(screen.getByRole("button", { name: "Edit Acme" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Application" });
    const section = await within(dialog).findByRole("region", { name: "Interviews" });
    await user.click(await within(section).findByRole("button", { name: "Edit Phone screen" }));
    const editor = within(section).getByRole("group", { name: "Edit Phone screen" });
    expect(within(editor).getByLabelText("Starts")).toHaveValue("2026-03-10T14:30");
    expect(within(editor).getByRole("combobox", { name: "Length" })).toHaveDisplayValue("1 hour");
    await user.selectOptions(within(editor).getByRole("combobox", { name: "Outcome" }), "Passed");
    await user.click(within(editor).getByRole("button", { name: "Save interview" }));
    expect(await within(editor).findByText("Choose a length from 5 minutes to 12 hours")).toBeInTheDocument();
    await user.click(within(editor).getByRole("button", { name: "Save interview" }));
    expect(await screen.findByText("Interview saved")).toBeInTheDocument();
    expect(patches[1]).toMatchObject({ outcome: "Passed", durationMinutes: 60 });

    await user.click(await within(section).findByRole("button", { name: "Delete Phone screen" }));
    await user.click(within(section).getByRole("button", { name: "Delete Phone screen" }));
    expect(await screen.findByText("Interview deleted")).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByRole("article")).not.toBeInTheDocument());
  });
});

describe("merging a lookalike company", () => {
  it("offers to merge the application's company into the user's lookalike one, after a second press", async () => {
    const other = anApplication({ company: "Acme Inc", companyId: "c2", jobTitle: "Analyst" });
    const merges: { url: string; body: unknown }[] = [];
    mockApi({
      [`GET /api/applications/${saved.id}/history`]: { body: { items: [] } },
      [`GET /api/applications/${saved.id}/documents`]: { body: { items: [] } },
      [`GET /api/applications/${saved.id}/interviews`]: { body: { items: [] } },
      [`GET /api/applications/${saved.id}/posting`]: { body: { posting: null } },
      "POST /api/companies/:id/merge": ({ url, body }) => {
        merges.push({ url, body });
        return { body: { company: { id: "c2", name: "Acme Inc" }, moved: 1 } };
      },
      "GET /api/applications": { body: listOf([saved, other]) },
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(applicationsQueryOptions().queryKey, listOf([saved, other]));
    const user = userEvent.setup();
    renderProvider(queryClient);
    await user.click(screen.getByRole("button", { name: "Edit Acme" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Application" });
    const offer = (await within(dialog).findByText("Is Acme the same as Acme Inc?")).closest<HTMLElement>(
      '[role="status"]',
    )!;
    await user.click(within(offer).getByRole("button", { name: "Merge into Acme Inc..." }));
    expect(within(offer).getByText(/Every application at Acme moves to Acme Inc/)).toBeInTheDocument();
    expect(merges).toEqual([]);
    await user.click(within(offer).getByRole("button", { name: "Merge into Acme Inc" }));
    expect(await screen.findByText("Companies merged")).toBeInTheDocument();
    expect(merges).toEqual([
      { url: expect.stringMatching(/\/api\/companies\/c1\/merge$/), body: { into: "c2" } },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Edit Application" })).not.toBeInTheDocument(),
    );
  });
});

describe("filling from a job posting", () => {
  const captured = {
    url: "https://jobs.example/42",
    company: "Globex & Co",
    jobTitle: "Senior Platform Engineer",
    location: "Berlin, DE",
    employmentType: "Full-time",
    salaryRange: "EUR 70,000–85,000 a year",
    companyWebsite: "https://globex.example",
    description: "Build the platform. Kubernetes & Terraform.",
    source: "JobPosting",
  };

  it("reads a posting's address into the form, and keeps its text once the application is saved", async () => {
    const postings: unknown[] = [];
    const creates: unknown[] = [];
    mockApi({
      "POST /api/postings/capture": ({ body }) =>
        (body as { url: string }).url === "https://jobs.example/gone"
          ? apiError(400, "VALIDATION_ERROR", "Invalid data provided. Please check your input.", {
              url: postingMessages.unreachable,
            })
          : { body: captured },
      "POST /api/applications": ({ body }) => {
        creates.push(body);
        return { status: 201, body: { ...saved, ...(body as object) } };
      },
      [`PUT /api/applications/${saved.id}/posting`]: ({ body }) => {
        postings.push(body);
        return { body: { ...(body as object), capturedAt: "2026-11-25T10:00:00.000Z" } };
      },
    });
    renderProvider();
    const user = userEvent.setup();
    const dialog = await openForm(user);
    const address = within(dialog).getByRole("textbox", { name: "Fill from a job posting" });
    await user.type(address, "https://jobs.example/gone{Enter}");
    expect(await within(dialog).findByText(postingMessages.unreachable)).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, "https://jobs.example/42");
    await user.click(within(dialog).getByRole("button", { name: "Fill from posting" }));
    expect(await within(dialog).findByText(postingMessages.captured)).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Company" })).toHaveValue("Globex & Co");
    expect(field(dialog, "Job title")).toHaveValue("Senior Platform Engineer");
    expect(field(dialog, "Location")).toHaveValue("Berlin, DE");
    expect(field(dialog, "Job URL")).toHaveValue("https://jobs.example/42");
    expect(
      within(dialog).getByText("From the posting: Full-time · EUR 70,000–85,000 a year"),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: /Keep the posting's text/ })).toBeChecked();

    await user.click(within(dialog).getByRole("button", { name: "Add Application" }));
    expect(await screen.findByText(applicationMessages.created)).toBeInTheDocument();
    expect(creates).toEqual([
      expect.objectContaining({ company: "Globex & Co", jobUrl: "https://jobs.example/42" }),
    ]);
    expect(postings).toEqual([
      {
        url: "https://jobs.example/42",
        employmentType: "Full-time",
        salaryRange: "EUR 70,000–85,000 a year",
        text: "Build the platform. Kubernetes & Terraform.",
      },
    ]);
  });

  it("shows the posting kept with an application in its edit dialog", async () => {
    const text = `${"Build the platform. ".repeat(40)}The end.`;
    mockApi({
      [`GET /api/applications/${saved.id}/history`]: { body: { items: [] } },
      [`GET /api/applications/${saved.id}/documents`]: { body: { items: [] } },
      [`GET /api/applications/${saved.id}/interviews`]: { body: { items: [] } },
      [`GET /api/applications/${saved.id}/posting`]: {
        body: {
          posting: {
            url: "https://jobs.example/42",
            employmentType: "Full-time",
            salaryRange: null,
            text,
            capturedAt: "2026-11-20T10:00:00.000Z",
          },
        },
      },
    });
    renderProvider();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit Acme" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Application" });
    const section = await within(dialog).findByRole("region", { name: "Job posting" });
    expect(await within(section).findByText("Kept Nov 20, 2026 · Full-time")).toBeInTheDocument();
    expect(within(section).queryByText(/The end\./)).not.toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Show the whole posting" }));
    expect(within(section).getByText(/The end\./)).toBeInTheDocument();
  });
});
