import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { renderPage } from "@/web/testing/render";
import { ContactForm, sendingMessages } from "./contact-form";

afterEach(() => {
  vi.useRealTimers();
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Grace Hopper");
  await user.type(screen.getByLabelText("Email"), "grace@example.com");
  await user.selectOptions(screen.getByLabelText("Category"), "support");
  await user.type(screen.getByLabelText("Subject"), "Export question");
  await user.type(screen.getByLabelText("Message"), "How do I export my data?");
}

describe("ContactForm", () => {
  it("checks fields as they change and shows progress over the five required fields", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderPage(<ContactForm signedIn={false} />, { path: "/contact" });

    const progress = screen.getByRole("progressbar", { name: "Form progress" });
    expect(progress).toHaveAttribute("aria-valuenow", "0");

    await user.type(screen.getByLabelText("Name"), "G");
    expect(await screen.findByText("Name must be at least 2 characters")).toBeInTheDocument();
    expect(progress).toHaveAttribute("aria-valuenow", "20");

    await user.type(screen.getByLabelText("Subject"), "Hi");
    expect(await screen.findByText("Subject must be at least 5 characters")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Message"), "Short");
    expect(await screen.findByText("Message must be at least 10 characters")).toBeInTheDocument();
    expect(screen.getByText("5 / 5000 characters")).toBeInTheDocument();
  });

  it("asks for a category when none is chosen", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderPage(<ContactForm signedIn={false} />, { path: "/contact" });
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Please select a category")).toBeInTheDocument();
  });

  it("cycles the sending messages, then shows the success screen with the way back to the dashboard", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reply: () => void = () => {};
    const bodies: unknown[] = [];
    mockApi({
      "POST /api/contact": ({ body }) => {
        bodies.push(body);
        return new Promise((resolve) => (reply = () => resolve({ status: 201, body: { id: "m1" } })));
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<ContactForm signedIn />, { path: "/contact" });
    await fill(user);
    expect(screen.getByRole("progressbar", { name: "Form progress" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );

    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText(sendingMessages[0])).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(screen.getByText(sendingMessages[1])).toBeInTheDocument();

    await act(async () => reply());
    expect(await screen.findByText("Message Sent Successfully!")).toBeInTheDocument();
    expect(
      screen.getByText("Thank you for contacting us. We'll get back to you within 24 hours."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByRole("link", { name: "Return to Home" })).not.toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: "Grace Hopper",
        email: "grace@example.com",
        subject: "Export question",
        category: "support",
        message: "How do I export my data?",
      },
    ]);

    await user.click(screen.getByRole("button", { name: "Send Another Message" }));
    expect(screen.getByLabelText("Name")).toHaveValue("");
  });

  it("leads a signed-out visitor back to the home page, not the dashboard", async () => {
    mockApi({ "POST /api/contact": () => ({ status: 201, body: { id: "m1" } }) });
    const user = userEvent.setup();
    renderPage(<ContactForm signedIn={false} />, { path: "/contact" });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Message Sent Successfully!")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("link", { name: "Return to Dashboard" })).not.toBeInTheDocument();
  });

  it("shows the same message for any failure", async () => {
    mockApi({
      "POST /api/contact": apiError(
        429,
        "RATE_LIMITED",
        "Too many requests. Please wait a moment and try again.",
      ),
    });
    const user = userEvent.setup();
    renderPage(<ContactForm signedIn={false} />, { path: "/contact" });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Something went wrong. Please try again later.",
    );
  });
});
