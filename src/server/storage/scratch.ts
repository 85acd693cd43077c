// Temporary files on local disk (an upload on its way in, an export being zipped) live under
// DATA_DIR/tmp, not the system's temporary folder: a server killed midway leaves them where
// its own sweep finds them, and no server's leftovers mix with another's.
import { mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

/** Older than this, a temporary folder belongs to no request still running. */
const abandonedMs = 60 * 60 * 1000;

export type Scratch = ReturnType<typeof createScratch>;

export function createScratch(root: string) {
  return {
    root,
    /** A new empty folder of the caller's, named from `prefix`; the caller removes it. */
    async folder(prefix: string): Promise<string> {
      await mkdir(root, { recursive: true });
      return mkdtemp(path.join(root, prefix));
    },
    /** Removes what killed requests left behind. Returns how many folders went. */
    async sweep(now = Date.now()): Promise<number> {
      let removed = 0;
      const entries = await readdir(root).catch(() => [] as string[]);
      for (const entry of entries) {
        const full = path.join(root, entry);
        const info = await stat(full).catch(() => undefined);
        if (!info || now - info.mtimeMs < abandonedMs) continue;
        await rm(full, { recursive: true, force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
