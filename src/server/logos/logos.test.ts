import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, LookupFunction } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declaredIcons, findLogo, logoSize, toLogoPng } from "./find-logo";
import { logoFetchLimits, type SafeFetchOptions, safeFetch } from "./safe-fetch";

type Route = (request: IncomingMessage, response: ServerResponse) => void;

/** A small website on a free local port, answering by path. */
async function startSite(routes: Record<string, Route>) {
  const server: Server = createServer((request, response) => {
    const route = routes[new URL(request.url ?? "/", "http://site").pathname];
    if (route) route(request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const png = (size: number, color = "#ff9f1c") =>
  sharp({ create: { width: size, height: size, channels: 4, background: color } })
    .png()
    .toBuffer();

/** An .ico holding one PNG image, as modern favicons are. */
function icoOf(image: Buffer, size: number): Buffer {
  const header = Buffer.from([0, 0, 1, 0, 1, 0]);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size >= 256 ? 0 : size, 0);
  entry.writeUInt8(size >= 256 ? 0 : size, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(22, 12);
  return Buffer.concat([header, entry, image]);
}

const send =
  (type: string, body: Buffer | string): Route =>
  (_request, response) =>
    response.writeHead(200, { "content-type": type }).end(body);

const strict: SafeFetchOptions = { ...logoFetchLimits, allowPrivateAddresses: false };

describe("fetching what a user's website points to", () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  /** The local site stands in for a public one: its address is allowed, nothing else is. */
  let publicSite: SafeFetchOptions;

  beforeAll(async () => {
    site = await startSite({
      "/": send("text/html", "<html></html>"),
      "/to-private": (_request, response) =>
        response.writeHead(302, { location: `http://127.0.0.2:${site.port}/` }).end(),
      "/to-metadata": (_request, response) =>
        response.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/" }).end(),
      "/to-file": (_request, response) => response.writeHead(302, { location: "file:///etc/passwd" }).end(),
      "/loop": (_request, response) => response.writeHead(302, { location: "/loop" }).end(),
      "/big": (_request, response) => {
        response.writeHead(200, { "content-type": "image/png" });
        response.end(Buffer.alloc(logoFetchLimits.maxBytes + 1));
      },
      "/slow": () => {},
    });
    publicSite = { ...strict, allowAddresses: ["127.0.0.1"] };
  });
  afterAll(() => site.close());

  it.each([
    ["loopback", "http://127.0.0.1:9/"],
    ["localhost", "http://localhost:9/"],
    ["IPv6 loopback", "http://[::1]:9/"],
    ["IPv4-mapped IPv6", "http://[::ffff:127.0.0.1]:9/"],
    ["a private network", "http://10.0.0.1/"],
    ["another private network", "http://192.168.1.1/"],
    ["the cloud metadata address", "http://169.254.169.254/latest/meta-data/"],
    ["a unique-local IPv6 address", "http://[fd00:ec2::254]/"],
    ["a decimal IPv4", "http://2130706433/"],
    ["a hexadecimal IPv4", "http://0x7f.1/"],
    ["the unspecified address", "http://0.0.0.0:9/"],
  ])("refuses %s", async (_name, url) => {
    await expect(safeFetch(url, strict)).rejects.toThrow(/not allowed|private|meta/i);
  });

  it.each([
    ["file:///etc/passwd"],
    ["ftp://example.com/logo.png"],
    ["data:image/png;base64,AAAA"],
    ["gopher://example.com/"],
    ["http://user:secret@example.com/"],
    ["not a url"],
  ])("fetches only http(s) without credentials, not %s", async (url) => {
    await expect(safeFetch(url, strict)).rejects.toThrow();
  });

  it("fetches from an allowed site, and checks each redirect as a new request", async () => {
    expect((await safeFetch(`${site.url}/`, publicSite)).body.toString()).toBe("<html></html>");
    await expect(safeFetch(`${site.url}/to-private`, publicSite)).rejects.toThrow(/not allowed/);
    await expect(safeFetch(`${site.url}/to-metadata`, publicSite)).rejects.toThrow(/not allowed/);
    await expect(safeFetch(`${site.url}/to-file`, publicSite)).rejects.toThrow(/only http/);
    await expect(safeFetch(`${site.url}/loop`, publicSite)).rejects.toThrow(/too many redirects/);
  });

  it("checks every DNS answer when it connects: a name that turns private is refused", async () => {
    // The name first resolves to the allowed site, then to a private address.
    const answers = ["127.0.0.1", "127.0.0.3"];
    let asked = 0;
    const rebinding: LookupFunction = (_hostname, options, callback) => {
      const address = answers[Math.min(asked++, answers.length - 1)]!;
      if (typeof options === "object" && options.all) callback(null, [{ address, family: 4 }]);
      else callback(null, address, 4);
    };
    const options = { ...publicSite, lookup: rebinding };
    const url = `http://company.example:${site.port}/`;
    expect((await safeFetch(url, options)).body.toString()).toBe("<html></html>");
    await expect(safeFetch(url, options)).rejects.toThrow(/not allowed/);
  });

  it("stops at 1 MB and after its time", async () => {
    await expect(safeFetch(`${site.url}/big`, publicSite)).rejects.toThrow(/too large/);
    const started = Date.now();
    await expect(safeFetch(`${site.url}/slow`, { ...publicSite, timeoutMs: 300 })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe("finding a logo", () => {
  it("reads the icons a page declares, largest first, against its base", () => {
    const html = `<html><head><base href="/static/">
      <link rel="icon" href="favicon-16.png" sizes="16x16">
      <link rel="apple-touch-icon" href="touch.png">
      <link rel="icon" href="https://cdn.example/icon-512.png" sizes="192x192 512x512">
      <link rel="stylesheet" href="site.css">
      <link rel="icon" type="image/svg+xml" href="logo.svg" sizes="any">
    </head></html>`;
    expect(declaredIcons(html, "https://acme.example/jobs")).toEqual([
      "https://acme.example/static/logo.svg",
      "https://cdn.example/icon-512.png",
      "https://acme.example/static/touch.png",
      "https://acme.example/static/favicon-16.png",
    ]);
  });

  it("redraws PNG, JPEG, ICO and SVG as a small PNG, and refuses what is no image", async () => {
    for (const input of [
      await png(512),
      await sharp({ create: { width: 64, height: 32, channels: 3, background: "#123456" } })
        .jpeg()
        .toBuffer(),
      icoOf(await png(48), 48),
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10" fill="red"/></svg>',
      ),
    ]) {
      const logo = await toLogoPng(input);
      expect(logo).toBeDefined();
      const meta = await sharp(logo!).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", logoSize, logoSize]);
      expect(logo!.toString("latin1")).not.toContain("<script");
    }
    expect(await toLogoPng(Buffer.from("<!doctype html><html><body>hi</body></html>"))).toBeUndefined();
    expect(await toLogoPng(Buffer.from("MZ\x90\x00 not an image"))).toBeUndefined();
  });

  it("takes the largest declared icon, falls back to /favicon.ico, or uses the logo service", async () => {
    const large = await png(256, "#00ff00");
    const withIcons = await startSite({
      "/": send(
        "text/html",
        '<link rel="icon" href="/small.png" sizes="16x16"><link rel="icon" href="/large.png" sizes="256x256">',
      ),
      "/large.png": send("image/png", large),
      "/small.png": send("image/png", await png(16, "#ff0000")),
    });
    const onlyFavicon = await startSite({
      "/": send("text/html", "<html><head><title>No icons</title></head></html>"),
      "/favicon.ico": send("image/x-icon", icoOf(await png(32, "#0000ff"), 32)),
    });
    const service = await startSite({ "/logos/acme.example": send("image/png", await png(64, "#ffffff")) });
    const settings = { ...logoFetchLimits, allowPrivateAddresses: true };
    try {
      const pixel = async (logo: Buffer | undefined) => {
        const { data } = await sharp(logo!).raw().toBuffer({ resolveWithObject: true });
        return [...data.subarray(0, 3)];
      };
      expect(await pixel(await findLogo(withIcons.url, settings))).toEqual([0, 255, 0]);
      expect(await pixel(await findLogo(onlyFavicon.url, settings))).toEqual([0, 0, 255]);
      const template = `${service.url}/logos/{domain}`;
      expect(
        await pixel(await findLogo("https://www.acme.example", { ...settings, urlTemplate: template })),
      ).toEqual([255, 255, 255]);
      expect(await findLogo(service.url, settings)).toBeUndefined();
      // The same sites, as a public server sees them: private addresses, never fetched.
      expect(await findLogo(withIcons.url, { ...settings, allowPrivateAddresses: false })).toBeUndefined();
    } finally {
      await Promise.all([withIcons.close(), onlyFavicon.close(), service.close()]);
    }
  });
});
