import { describe, expect, it } from "vitest";
import {
  checkDocumentFile,
  documentMessages,
  documentName,
  documentTypes,
  formatFileSize,
  guessDocumentKind,
  maxDocumentBytes,
  renamedDocument,
  typeForName,
  updateDocumentInput,
} from "./documents";

describe("documents", () => {
  it("keeps the last part of a path as the name, without control characters, at most 255 characters", () => {
    expect(documentName("C:\\Users\\ada\\resume.pdf")).toBe("resume.pdf");
    expect(documentName("../../etc/passwd.txt")).toBe("passwd.txt");
    expect(documentName("  cover\u0000 letter\n.docx ")).toBe("cover letter .docx");
    const long = documentName(`${"a".repeat(300)}.pdf`);
    expect(long).toHaveLength(255);
    expect(long.endsWith(".pdf")).toBe(true);
  });

  it("reads the type a name claims, in any case, and only for allowed types", () => {
    expect(typeForName("Resume.PDF")).toBe("pdf");
    expect(typeForName("scan.jpeg")).toBe("jpeg");
    expect(typeForName("scan.jpg")).toBe("jpeg");
    expect(typeForName("logo.svg")).toBeUndefined();
    expect(typeForName("pdf")).toBeUndefined();
    expect(typeForName("resume.")).toBeUndefined();
  });

  it("objects to a file by its name and size before it is sent", () => {
    expect(checkDocumentFile({ name: "resume.pdf", size: 1000 })).toBeUndefined();
    expect(checkDocumentFile({ name: "setup.EXE", size: 1000 })).toBe(documentMessages.forbidden);
    expect(checkDocumentFile({ name: "resume.pdf.js", size: 1000 })).toBe(documentMessages.forbidden);
    expect(checkDocumentFile({ name: "page.html", size: 1000 })).toBe(documentMessages.invalidType);
    expect(checkDocumentFile({ name: "resume.pdf", size: maxDocumentBytes })).toBeUndefined();
    expect(checkDocumentFile({ name: "resume.pdf", size: maxDocumentBytes + 1 })).toBe(
      documentMessages.tooLarge,
    );
    expect(checkDocumentFile({ name: "resume.pdf", size: 0 })).toBe(documentMessages.emptyFile);
  });

  it("says the spec's messages", () => {
    expect(documentMessages.invalidType).toBe(
      "Invalid file type. Allowed types: PDF, DOC, DOCX, ODT, RTF, TXT, PNG, JPEG",
    );
    expect(documentMessages.tooLarge).toBe("File too large. Maximum size: 10MB");
  });

  it("guesses the kind from the name", () => {
    expect(guessDocumentKind("Ada Lovelace - Resume.pdf")).toBe("resume");
    expect(guessDocumentKind("ada_cv_2026.pdf")).toBe("resume");
    expect(guessDocumentKind("Cover letter Acme.docx")).toBe("cover_letter");
    expect(guessDocumentKind("cvs-receipt.pdf")).toBe("other");
    expect(guessDocumentKind("portfolio.pdf")).toBe("other");
  });

  it("accepts a rename or a new kind, and refuses an empty change, a path or an unknown kind", () => {
    expect(updateDocumentInput.parse({ name: " Resume.pdf " })).toEqual({ name: "Resume.pdf" });
    expect(updateDocumentInput.safeParse({}).success).toBe(false);
    expect(updateDocumentInput.safeParse({ name: "a/b.pdf" }).success).toBe(false);
    expect(updateDocumentInput.safeParse({ name: "   " }).success).toBe(false);
    expect(updateDocumentInput.safeParse({ kind: "photo" }).success).toBe(false);
    expect(updateDocumentInput.safeParse({ name: "x.pdf", owner: "me" }).success).toBe(false);
  });

  it("keeps a new name to the type its bytes were found to be, and to no program's", () => {
    const pdf = documentTypes.pdf.contentType;
    const jpeg = documentTypes.jpeg.contentType;
    expect(renamedDocument("Resume (March).PDF", pdf)).toEqual({ name: "Resume (March).PDF" });
    expect(renamedDocument("scan.jpeg", jpeg)).toEqual({ name: "scan.jpeg" });
    expect(renamedDocument("resume.pdf.exe", pdf)).toEqual({ error: documentMessages.forbidden });
    expect(renamedDocument("resume.exe. . ", pdf)).toEqual({ error: documentMessages.forbidden });
    expect(renamedDocument("page.html", pdf)).toEqual({ error: documentMessages.keepExtension("pdf") });
    expect(renamedDocument("image.svg", jpeg)).toEqual({ error: documentMessages.keepExtension("jpeg") });
    expect(renamedDocument("scan.pdf", documentTypes.png.contentType)).toEqual({
      error: "Keep .png at the end of the name: this file is a PNG",
    });
    expect(documentMessages.keepExtension("jpeg")).toBe(
      "Keep .jpg or .jpeg at the end of the name: this file is a JPEG",
    );
    // A name without an extension gets its type's.
    expect(renamedDocument("Resume March", pdf)).toEqual({ name: "Resume March.pdf" });
    expect(renamedDocument("Resume v2.1", pdf)).toEqual({ name: "Resume v2.1.pdf" });
    expect(renamedDocument("Scan.", jpeg)).toEqual({ name: "Scan.jpg" });
    const long = renamedDocument("a".repeat(255), pdf);
    expect("name" in long && long.name).toBe(`${"a".repeat(251)}.pdf`);
    expect(renamedDocument("...", pdf)).toEqual({ error: documentMessages.nameRequired });
  });

  it("writes sizes as people read them", () => {
    expect(formatFileSize(812)).toBe("812 B");
    expect(formatFileSize(34 * 1024)).toBe("34 KB");
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe("2.4 MB");
    expect(formatFileSize(10 * 1024 * 1024)).toBe("10 MB");
  });
});
