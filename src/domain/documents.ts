// Documents: the resumes, cover letters and other files a job seeker sent with their
// applications. One document can go with several applications, so "which version of my
// resume went to Acme" is answered by Acme's application. The rules here are shared: the
// browser checks a file's name and size before it sends it, the server decides by its bytes.
import { z } from "zod";
import { clipText, plainString, withoutControlCharacters } from "./text";

export const documentKinds = ["resume", "cover_letter", "other"] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documentKindLabels = {
  resume: "Resume",
  cover_letter: "Cover letter",
  other: "Other",
} as const satisfies Record<DocumentKind, string>;

/** 10 MB, the largest document (and chosen avatar image) a user can upload. */
export const maxDocumentBytes = 10 * 1024 * 1024;
export const maxDocumentMegabytes = maxDocumentBytes / (1024 * 1024);

/**
 * The types a document may be, each with the names it may carry and the type it is served
 * as. The served type is this one, never what the browser said the file was.
 */
export const documentTypes = {
  pdf: { label: "PDF", extensions: ["pdf"], contentType: "application/pdf" },
  doc: { label: "DOC", extensions: ["doc"], contentType: "application/msword" },
  docx: {
    label: "DOCX",
    extensions: ["docx"],
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  odt: { label: "ODT", extensions: ["odt"], contentType: "application/vnd.oasis.opendocument.text" },
  rtf: { label: "RTF", extensions: ["rtf"], contentType: "application/rtf" },
  txt: { label: "TXT", extensions: ["txt"], contentType: "text/plain; charset=utf-8" },
  png: { label: "PNG", extensions: ["png"], contentType: "image/png" },
  jpeg: { label: "JPEG", extensions: ["jpg", "jpeg"], contentType: "image/jpeg" },
} as const;
export type DocumentType = keyof typeof documentTypes;

/** Names that run as programs on someone's computer are refused whatever their bytes. */
export const forbiddenExtensions = ["exe", "bat", "cmd", "com", "pif", "scr", "vbs", "js"] as const;

export const allowedTypesText = Object.values(documentTypes)
  .map((type) => type.label)
  .join(", ");

/** What the file picker offers: the allowed names, so the wrong file is hard to choose. */
export const documentAccept = Object.values(documentTypes)
  .flatMap((type) => type.extensions.map((extension) => `.${extension}`))
  .join(",");

export const documentMessages = {
  forbidden: "File type not allowed for security reasons",
  invalidType: `Invalid file type. Allowed types: ${allowedTypesText}`,
  tooLarge: `File too large. Maximum size: ${maxDocumentMegabytes}MB`,
  missingFile: "Choose a file to upload.",
  emptyFile: "The file is empty.",
  invalidKind: "Kind must be resume, cover letter or other.",
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 255 characters",
  uploaded: "Document uploaded",
  attached: "Document attached",
  detached: "Document removed from this application",
  renamed: "Document renamed",
  /** A new name that ends in another type than the file is. */
  keepExtension: (type: DocumentType) =>
    `Keep ${documentTypes[type].extensions.map((extension) => `.${extension}`).join(" or ")} at the end of the name: this file is a ${documentTypes[type].label}`,
  deleted: "Document deleted",
} as const;

const maxDocumentNameLength = 255;

/** The extension a name ends with, lower-cased, or "" when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : "";
}

/** The document type a name claims, or undefined when its extension is not an allowed one. */
export function typeForName(name: string): DocumentType | undefined {
  const extension = extensionOf(name);
  for (const [type, rules] of Object.entries(documentTypes)) {
    if ((rules.extensions as readonly string[]).includes(extension)) return type as DocumentType;
  }
  return undefined;
}

/**
 * The name a file is kept under: the last part of whatever path the browser sent (a
 * Windows or Unix one), without control characters, trimmed, at most 255 characters with
 * its extension kept.
 */
export function documentName(original: string): string {
  const lastPart = original.split(/[\\/]/).pop() ?? "";
  const clean = withoutControlCharacters(lastPart)
    .replace(/[\t\n\r]/g, " ")
    .trim();
  if (clean.length <= maxDocumentNameLength) return clean;
  const extension = extensionOf(clean);
  const keep = maxDocumentNameLength - (extension ? extension.length + 1 : 0);
  return extension ? `${clipText(clean, keep)}.${extension}` : clipText(clean, maxDocumentNameLength);
}

/** The type a kept document is, by the type it is served as (found from its bytes at upload). */
function typeForContentType(contentType: string): DocumentType | undefined {
  for (const [type, rules] of Object.entries(documentTypes)) {
    if (rules.contentType === contentType) return type as DocumentType;
  }
  return undefined;
}

/** Whether a name's last part reads as a file type ("html", "mp4"), not as words or a version ("v2.1"). */
const looksLikeExtension = (extension: string) => /^(?=.*[a-z])[a-z0-9]{1,10}$/.test(extension);

/**
 * A document's new name, kept to the rules of its upload (a download carries it, and the
 * user's computer opens the file by it): never an extension that runs as a program, and
 * always one of the extensions of the type its bytes were found to be. A name that ends in
 * no extension ("Resume March", "Resume v2.1") gets its type's, so a rename can neither
 * drop nor change what the file opens as. Trailing dots and spaces go first: Windows drops
 * them, which would turn "resume.exe." into "resume.exe".
 */
export function renamedDocument(name: string, contentType: string): { name: string } | { error: string } {
  const base = name.replace(/[.\s]+$/, "");
  if (base === "") return { error: documentMessages.nameRequired };
  const extension = extensionOf(base);
  if ((forbiddenExtensions as readonly string[]).includes(extension))
    return { error: documentMessages.forbidden };
  const type = typeForContentType(contentType);
  if (!type) return { error: documentMessages.invalidType };
  const extensions: readonly string[] = documentTypes[type].extensions;
  if (extensions.includes(extension)) return { name: base };
  if (looksLikeExtension(extension)) return { error: documentMessages.keepExtension(type) };
  const own = extensions[0]!;
  return { name: `${clipText(base, maxDocumentNameLength - own.length - 1)}.${own}` };
}

/**
 * The first objection to a file by its name and size, or undefined: what the browser can
 * tell before sending it. The server checks again, and decides the type by the bytes.
 */
export function checkDocumentFile(file: { name: string; size: number }): string | undefined {
  const extension = extensionOf(documentName(file.name));
  if ((forbiddenExtensions as readonly string[]).includes(extension)) return documentMessages.forbidden;
  if (!typeForName(documentName(file.name))) return documentMessages.invalidType;
  if (file.size > maxDocumentBytes) return documentMessages.tooLarge;
  if (file.size === 0) return documentMessages.emptyFile;
  return undefined;
}

/** The kind a file's name suggests: "Cover letter - Acme.pdf" is a cover letter. */
export function guessDocumentKind(name: string): DocumentKind {
  const words = name.toLocaleLowerCase();
  if (/cover|letter|anschreiben|motivation/.test(words)) return "cover_letter";
  if (/resume|résumé|curriculum|lebenslauf|(^|[^a-z])cv([^a-z]|$)/.test(words)) return "resume";
  return "other";
}

export const documentKindSchema = z.enum(documentKinds, { error: documentMessages.invalidKind });

/** A document as the API returns it (and documents it). */
export const documentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(documentKinds),
  contentType: z.string().meta({ description: "The type its bytes were found to be" }),
  byteSize: z.number().int(),
  applicationCount: z
    .number()
    .int()
    .meta({ description: "How many of the user's applications it goes with" }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Document = z.infer<typeof documentSchema>;

export const updateDocumentInput = z
  .strictObject({
    name: plainString("Name")
      .trim()
      .min(1, documentMessages.nameRequired)
      .max(maxDocumentNameLength, documentMessages.nameTooLong)
      .refine((name) => !/[\\/]/.test(name), "Name cannot contain / or \\")
      .optional(),
    kind: documentKindSchema.optional(),
  })
  .refine((input) => input.name !== undefined || input.kind !== undefined, {
    message: "Nothing to change: give a name or a kind",
  });
export type UpdateDocumentInput = z.input<typeof updateDocumentInput>;

/** A size as people read it: 812 B, 34 KB, 2.4 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}
