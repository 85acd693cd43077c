import { describe, expect, it } from "vitest";
import { pageDocument } from "./prerender";

const shell =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>JobTrail</title></head><body><div id="root"></div></body></html>';

describe("pageDocument", () => {
  it("puts the page's markup in the root and its chunks as preloads, leaving the head to the server", () => {
    const html = pageDocument(
      shell,
      '<title>Features · JobTrail</title><meta name="description" content="All of it"/><link rel="canonical" href="/features"/><main>Hello</main>',
      ["assets/features-page.js"],
    );
    expect(html).toBe(
      '<!doctype html><html><head><meta charset="UTF-8" /><title>JobTrail</title>' +
        '<link rel="preload" as="script" fetchpriority="low" crossorigin href="/assets/features-page.js"></head><body><div id="root"><main>Hello</main></div></body></html>',
    );
  });

  it("lists the chunks on the root instead, for the entry to ask for after the first paint", () => {
    const html = pageDocument(shell, "<main>Hello</main>", ["assets/start.js", "assets/login-page.js"], {
      scriptsAfterPaint: true,
    });
    expect(html).toContain(
      '<div id="root" data-scripts="/assets/start.js /assets/login-page.js"><main>Hello</main></div>',
    );
    expect(html).not.toContain('rel="preload"');
  });

  it("refuses a shell without its empty root", () => {
    expect(() => pageDocument("<html><head></head><body></body></html>", "<main/>", [])).toThrow(/root/);
  });

  it("refuses a form the browser would send in the address before the app takes the page over", () => {
    expect(() =>
      pageDocument(shell, '<form aria-label="Sign in"><input name="password"/></form>', []),
    ).toThrow(/method="post"/);
    expect(pageDocument(shell, '<form method="post" aria-label="Sign in"></form>', [])).toContain(
      '<form method="post" aria-label="Sign in">',
    );
  });

  it("marks a page that runs without the app, which may hold no form", () => {
    expect(pageDocument(shell, "<main>Hello</main>", [], { runsWithoutApp: true })).toContain(
      '<div id="root" data-static><main>Hello</main></div>',
    );
    expect(() =>
      pageDocument(shell, '<form method="post" aria-label="Contact"></form>', [], { runsWithoutApp: true }),
    ).toThrow(/needs the app/);
  });
});
