import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type Document, documentMessages } from "@/domain/documents";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { renderPage } from "@/web/testing/render";
import { useDocumentDrafts } from "../hooks/use-document-drafts";
import { ApplicationDocuments } from "./application-documents";

const applicationId = "6f1c2a7e-4b1d-4c1e-9a53-2f8f3c1d9e10";

const aDocument = (fields: Partial<Document>): Document => ({
  id: "d0000000-0000-4000-8000-000000000001",
  name: "resume.pdf",
  kind: "resume",
  contentType: "application/pdf",
  byteSize: 240 * 1024,
  applicationCount: 1,
  createdAt: "2026-03-02T09:00:00.000Z",
  updatedAt: "2026-03-02T09:00:00.000Z",
  ...fields,
});

const resume = aDocument({});
const letter = aDocument({
  id: "d0000000-0000-4000-8000-000000000002",
  name: "Cover letter.docx",
  kind: "cover_letter",
  applicationCount: 3,
});
const older = aDocument({ id: "d0000000-0000-4000-8000-000000000003", name: "resume-2025.pdf" });

function Harness({ id }: { id: string | undefined }) {
  const drafts = useDocumentDrafts(id);
  return (
    <>
      <ApplicationDocuments applicationId={id} drafts={drafts} />
      <button type="button" onClick={() => void drafts.sendTo(applicationId)}>
        Save the new application
      </button>
    </>
  );
}

const render = (id: string | undefined) => renderPage(<Harness id={id} />, { path: "/dashboard" });

const pdf = (name: string, size = 1024) =>
  new File([new Uint8Array(size)], name, { type: "application/pdf" });

const documentsUrl = `/api/applications/${applicationId}/documents`;

describe("an application's documents", () => {
  it("lists the attached documents as downloads, with their kind, size and other applications", async () => {
    mockApi({ [`GET ${documentsUrl}`]: { body: { items: [resume, letter] } } });
    render(applicationId);
    const list = await screen.findByRole("list", { name: "Documents of this application" });
    const link = within(list).getByRole("link", { name: "resume.pdf" });
    expect(link).toHaveAttribute("href", `/api/documents/${resume.id}/content`);
    expect(link).toHaveAttribute("download", "resume.pdf");
    expect(within(list).getByText(/Resume · 240 KB · Uploaded Mar 2, 2026/)).toBeInTheDocument();
    expect(within(list).getByText(/also with 2 other applications/)).toBeInTheDocument();
  });

  it("uploads picked files at once with their guessed kind, and refuses a program before sending it", async () => {
    let items: Document[] = [];
    const api = mockApi({
      [`GET ${documentsUrl}`]: () => ({ body: { items } }),
      [`POST ${documentsUrl}`]: () => {
        items = [resume];
        return { status: 201, body: resume };
      },
    });
    const user = userEvent.setup({ applyAccept: false });
    render(applicationId);
    await screen.findByText(/Drop files here/);

    await user.upload(screen.getByLabelText("Choose files to attach"), [
      pdf("resume.pdf"),
      new File(["MZ"], "setup.exe"),
    ]);
    expect(await screen.findByText(documentMessages.forbidden)).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "resume.pdf" })).toBeInTheDocument();
    const uploads = api.calls.filter((call) => call.method === "POST");
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.body).toContain('name="kind"\r\n\r\nresume');
  });

  it("keeps a refused upload in the list with the server's reason, to retry or remove", async () => {
    mockApi({
      [`GET ${documentsUrl}`]: { body: { items: [] } },
      [`POST ${documentsUrl}`]: apiError(400, "VALIDATION_ERROR", documentMessages.invalidType, {
        file: documentMessages.invalidType,
      }),
    });
    const user = userEvent.setup();
    render(applicationId);
    await screen.findByText(/Drop files here/);
    await user.upload(screen.getByLabelText("Choose files to attach"), pdf("portfolio.pdf"));
    expect(await screen.findByRole("alert")).toHaveTextContent(documentMessages.invalidType);
    expect(screen.getByRole("button", { name: "Retry portfolio.pdf" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove portfolio.pdf" }));
    expect(screen.queryByText("portfolio.pdf")).not.toBeInTheDocument();
  });

  it("attaches an earlier upload from the library, offering only those not already attached", async () => {
    let items = [resume];
    const api = mockApi({
      [`GET ${documentsUrl}`]: () => ({ body: { items } }),
      "GET /api/documents": { body: { items: [resume, older] } },
      [`PUT ${documentsUrl}/${older.id}`]: () => {
        items = [resume, older];
        return { body: { ...older, applicationCount: 2 } };
      },
    });
    const user = userEvent.setup();
    render(applicationId);
    await screen.findByRole("link", { name: "resume.pdf" });
    await user.click(screen.getByRole("button", { name: "From your library" }));
    const library = await screen.findByRole("list", { name: "Your documents" });
    expect(within(library).queryByText("resume.pdf")).not.toBeInTheDocument();
    await user.click(within(library).getByRole("button", { name: /resume-2025\.pdf/ }));
    expect(await screen.findByRole("link", { name: "resume-2025.pdf" })).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === "PUT")).toBe(true);
  });

  it("asks before deleting a document another application has, and deletes a lone one at once", async () => {
    let items = [resume, letter];
    const api = mockApi({
      [`GET ${documentsUrl}`]: () => ({ body: { items } }),
      [`DELETE /api/documents/${letter.id}`]: () => {
        items = items.filter((document) => document.id !== letter.id);
        return { status: 204 };
      },
      [`DELETE /api/documents/${resume.id}`]: () => {
        items = items.filter((document) => document.id !== resume.id);
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    render(applicationId);
    await user.click(await screen.findByRole("button", { name: "Actions for Cover letter.docx" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete Cover letter.docx?" });
    expect(confirm).toHaveTextContent("It also goes with 2 other applications.");
    expect(api.calls.filter((call) => call.method === "DELETE")).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Delete everywhere" }));
    await waitFor(() =>
      expect(screen.queryByRole("link", { name: "Cover letter.docx" })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole("button", { name: "Actions for resume.pdf" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("link", { name: "resume.pdf" })).not.toBeInTheDocument());
  });

  it("renames, changes the kind, and takes a document off the application", async () => {
    let items = [resume];
    const api = mockApi({
      [`GET ${documentsUrl}`]: () => ({ body: { items } }),
      [`PATCH /api/documents/${resume.id}`]: ({ body }) => {
        items = [{ ...items[0]!, ...(body as Partial<Document>) }];
        return { body: items[0] };
      },
      [`DELETE ${documentsUrl}/${resume.id}`]: () => {
        items = [];
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    render(applicationId);
    await user.click(await screen.findByRole("button", { name: "Actions for resume.pdf" }));
    await user.click(await screen.findByRole("menuitem", { name: "Rename" }));
    const name = screen.getByRole("textbox", { name: "New name for resume.pdf" });
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, "Resume (March).pdf{Enter}");
    expect(await screen.findByRole("link", { name: "Resume (March).pdf" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Actions for Resume (March).pdf" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Actions for Resume (March).pdf" }));
    await user.click(await screen.findByRole("menuitemradio", { name: "Cover letter" }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([
        { name: "Resume (March).pdf" },
        { kind: "cover_letter" },
      ]),
    );

    await user.click(screen.getByRole("button", { name: "Actions for Resume (March).pdf" }));
    await user.click(await screen.findByRole("menuitem", { name: "Remove from this application" }));
    expect(await screen.findByText(documentMessages.detached)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("link")).not.toBeInTheDocument());
  });

  it("shows why a new name is refused on the name, and the name as kept once saved", async () => {
    let items = [resume];
    mockApi({
      [`GET ${documentsUrl}`]: () => ({ body: { items } }),
      [`PATCH /api/documents/${resume.id}`]: ({ body }) => {
        const { name } = body as { name: string };
        if (name.endsWith(".exe"))
          return apiError(400, "VALIDATION_ERROR", "Invalid data provided. Please check your input.", {
            name: documentMessages.forbidden,
          });
        items = [{ ...items[0]!, name: `${name}.pdf` }];
        return { body: items[0] };
      },
    });
    const user = userEvent.setup();
    render(applicationId);
    await user.click(await screen.findByRole("button", { name: "Actions for resume.pdf" }));
    await user.click(await screen.findByRole("menuitem", { name: "Rename" }));
    const name = screen.getByRole("textbox", { name: "New name for resume.pdf" });
    await user.clear(name);
    await user.type(name, "resume.pdf.exe{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(documentMessages.forbidden);
    expect(name).toHaveAttribute("aria-invalid", "true");

    await user.clear(name);
    await user.type(name, "Resume March{Enter}");
    expect(await screen.findByRole("link", { name: "Resume March.pdf" })).toBeInTheDocument();
    // The toast says the name as kept, not as typed.
    expect((await screen.findByText(documentMessages.renamed)).parentElement).toHaveTextContent(
      "Resume March.pdf",
    );
  });

  it("while the application is being added, holds the files and sends them once it is saved", async () => {
    const api = mockApi({
      [`POST ${documentsUrl}`]: { status: 201, body: resume },
      [`PUT ${documentsUrl}/${older.id}`]: { body: older },
      "GET /api/documents": { body: { items: [older] } },
      [`GET ${documentsUrl}`]: { body: { items: [] } },
    });
    const user = userEvent.setup();
    render(undefined);
    expect(screen.getByText(/They are uploaded when you add the application/)).toBeInTheDocument();
    await user.upload(screen.getByLabelText("Choose files to attach"), pdf("Cover letter Acme.pdf"));
    const kind = await screen.findByRole("combobox", { name: "Kind of Cover letter Acme.pdf" });
    expect(kind).toHaveValue("cover_letter");
    await user.selectOptions(kind, "other");
    await user.click(screen.getByRole("button", { name: "From your library" }));
    await user.click(await screen.findByRole("button", { name: /resume-2025\.pdf/ }));
    expect(api.calls.filter((call) => call.method !== "GET")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Save the new application" }));
    await waitFor(() => expect(screen.queryByText("Cover letter Acme.pdf")).not.toBeInTheDocument());
    const sent = api.calls.filter((call) => call.method !== "GET");
    expect(sent.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      `POST ${documentsUrl}`,
      `PUT ${documentsUrl}/${older.id}`,
    ]);
    expect(sent[0]!.body).toContain('name="kind"\r\n\r\nother');
  });
});
