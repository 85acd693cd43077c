import { cleanup, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { paths } from "@/domain/paths";
import { PageHead } from "./page-head";

function serverHead(path: string, title: string) {
  document.head.insertAdjacentHTML(
    "beforeend",
    `<title data-server-head="${path}">${title}</title><meta name="description" content="From the server" data-server-head="${path}">`,
  );
}

afterEach(() => {
  cleanup();
  for (const element of document.head.querySelectorAll("title, meta")) element.remove();
});

describe("PageHead", () => {
  it("keeps the head the server wrote for this very page", () => {
    serverHead(paths.features, "Features · JobTrail");
    render(<PageHead path={paths.features} />);
    expect(document.head.querySelectorAll("title")).toHaveLength(1);
    expect(document.title).toBe("Features · JobTrail");
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "From the server",
    );
  });

  it("replaces the head the server wrote for another page with this page's own", async () => {
    serverHead(paths.landing, "JobTrail · Every job application, one clear trail");
    render(<PageHead path={paths.about} />);
    await waitFor(() => expect(document.head.querySelectorAll("[data-server-head]")).toHaveLength(0));
    expect(document.title).toBe("About · JobTrail");
    expect(document.head.querySelectorAll("title")).toHaveLength(1);
  });
});
