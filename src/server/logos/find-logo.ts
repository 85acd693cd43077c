// Finding a company's logo from its website: the icons its home page declares (largest
// first), then /favicon.ico; or, when the deployment names a logo service, that service's
// image for the domain. Whatever comes back must be an image by its bytes; it is redrawn as
// a small PNG (an SVG is rasterised, never kept as SVG), so nothing fetched is ever served
// as it came.
import decodeIco from "decode-ico";
import { fileTypeFromBuffer } from "file-type";
import { Parser } from "htmlparser2";
import type { Sharp } from "sharp";
import { type Fetched, type SafeFetchOptions, safeFetch } from "./safe-fetch";

/** Logos are stored this size, in pixels: sharp on a high-density screen at 32 CSS px. */
export const logoSize = 128;

type IconLink = { href: string; size: number };

/**
 * The icons a page declares, largest first: `<link rel="icon" | "shortcut icon" |
 * "apple-touch-icon">` with their `sizes` ("any" is a scalable icon, the best there is),
 * resolved against the page's URL or its `<base href>`.
 */
export function declaredIcons(html: string, pageUrl: string): string[] {
  let base = pageUrl;
  const links: IconLink[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "base" && attributes.href) {
          try {
            base = new URL(attributes.href, pageUrl).toString();
          } catch {}
        }
        if (name !== "link" || !attributes.href) return;
        const rel = (attributes.rel ?? "").toLowerCase().split(/\s+/);
        const touch = rel.includes("apple-touch-icon") || rel.includes("apple-touch-icon-precomposed");
        if (!touch && !rel.includes("icon")) return;
        links.push({ href: attributes.href, size: declaredSize(attributes.sizes, touch) });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  const urls: string[] = [];
  for (const link of links.sort((a, b) => b.size - a.size)) {
    try {
      const url = new URL(link.href, base).toString();
      if (!urls.includes(url)) urls.push(url);
    } catch {}
  }
  return urls;
}

function declaredSize(sizes: string | undefined, touch: boolean): number {
  if (sizes?.toLowerCase().includes("any")) return 10_000;
  const largest = Math.max(
    0,
    ...(sizes ?? "").split(/\s+/).map((size) => Number(size.toLowerCase().split("x")[0]) || 0),
  );
  // An apple-touch-icon is 180 px when it does not say; a plain icon is likely a favicon.
  return largest || (touch ? 180 : 16);
}

const looksLikeSvg = (bytes: Buffer) =>
  /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(
    bytes.subarray(0, 4096).toString("utf8"),
  );

const rasterTypes = new Set(["png", "jpg", "gif", "webp", "avif", "bmp", "tif"]);

/** The bytes as a `logoSize` square PNG on transparency, or undefined when they are no image. */
export async function toLogoPng(bytes: Buffer): Promise<Buffer | undefined> {
  // The image library is loaded at the first logo, not at the server's start.
  const { default: sharp } = await import("sharp");
  let input: Sharp;
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === "ico") {
    const images = decodeIco(bytes).sort((a, b) => b.width - a.width);
    const largest = images[0];
    if (!largest) return undefined;
    input =
      largest.type === "png"
        ? sharp(Buffer.from(largest.data))
        : sharp(Buffer.from(largest.data.buffer), {
            raw: { width: largest.width, height: largest.height, channels: 4 },
          });
  } else if (type && rasterTypes.has(type.ext)) {
    input = sharp(bytes, { limitInputPixels: 40_000_000, animated: false });
  } else if (!type && looksLikeSvg(bytes)) {
    // librsvg draws the SVG; scripts never run, and a buffer has no base to load files from.
    input = sharp(bytes, { density: 300, limitInputPixels: 40_000_000 });
  } else return undefined;
  try {
    return await input
      .resize(logoSize, logoSize, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  } catch {
    return undefined;
  }
}

export type LogoSettings = Omit<SafeFetchOptions, "accept"> & { urlTemplate?: string | undefined };

/** The company's logo as a PNG, or undefined when none can be found. */
export async function findLogo(website: string, settings: LogoSettings): Promise<Buffer | undefined> {
  const site = new URL(website);
  const candidates = settings.urlTemplate
    ? [settings.urlTemplate.replaceAll("{domain}", encodeURIComponent(site.hostname.replace(/^www\./, "")))]
    : [...(await iconsOfHomePage(site.toString(), settings)), new URL("/favicon.ico", site).toString()];
  for (const candidate of candidates) {
    let fetched: Fetched;
    try {
      fetched = await safeFetch(candidate, { ...settings, accept: "image/*" });
    } catch {
      continue;
    }
    const png = await toLogoPng(fetched.body);
    if (png) return png;
  }
  return undefined;
}

async function iconsOfHomePage(website: string, settings: LogoSettings): Promise<string[]> {
  try {
    const page = await safeFetch(website, { ...settings, accept: "text/html" });
    if (!/html/i.test(page.contentType ?? "")) return [];
    return declaredIcons(page.body.toString("utf8"), page.url);
  } catch {
    return [];
  }
}
