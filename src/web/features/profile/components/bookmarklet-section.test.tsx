import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "@/web/testing/render";
import { BookmarkletSection, bookmarkletCode } from "./bookmarklet-section";

describe("the bookmarklet", () => {
  it("opens this JobTrail's add form with the page's address to read", () => {
    const code = bookmarkletCode("https://jobtrail.example");
    expect(code).toBe(
      'javascript:(()=>{window.open("https://jobtrail.example/applications/new?posting="+encodeURIComponent(location.href))})()',
    );
    // What a browser runs from the bookmark, on a posting's page.
    const opened: string[] = [];
    new Function("window", "location", code.slice("javascript:".length))(
      { open: (url: string) => opened.push(url) },
      { href: "https://jobs.example/42?utm_source=x&a=b" },
    );
    expect(opened).toEqual([
      "https://jobtrail.example/applications/new?posting=https%3A%2F%2Fjobs.example%2F42%3Futm_source%3Dx%26a%3Db",
    ]);
  });

  it("is a link to drag to the bookmarks bar, and an address to copy", () => {
    renderPage(<BookmarkletSection />);
    const region = screen.getByRole("region", { name: "Save from the posting" });
    expect(within(region).getByRole("link", { name: "Add to JobTrail" }).getAttribute("href")).toBe(
      bookmarkletCode(window.location.origin),
    );
    expect(within(region).getByRole("textbox")).toHaveValue(bookmarkletCode(window.location.origin));
  });
});
