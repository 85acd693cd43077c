/** Hands bytes made in the page to the browser as a download under `name`. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts; the URL only keeps the bytes alive.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The file name a Content-Disposition header gives, or `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? "")?.[1] ?? fallback;
}
