// DATA_DIR checked before anything is opened in it: a folder the server cannot write to, or a
// disk with no room for a new embedded database, stops the start with a sentence that says
// so and what to do, rather than a stack trace from deep inside the database.
import { mkdirSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import path from "node:path";

/** DATA_DIR cannot be used as it is; the message says why and what to do. */
export class DataDirError extends Error {}

/** Room a new embedded database needs: its first files are about 40 MB. */
const newDatabaseBytes = 64 * 1024 * 1024;

const reasons: Record<string, string> = {
  EROFS: "it is on a read-only file system",
  EACCES: "the server's user may not write there",
  EPERM: "the server's user may not write there",
  ENOTDIR: "part of its path is a file, not a folder",
  ENOENT: "it cannot be created there",
  ENOSPC: "the disk holding it is full",
  EDQUOT: "the disk quota holding it is used up",
};

function refuse(dataDir: string, reason: string): never {
  throw new DataDirError(
    `JobTrail cannot use its data folder ${dataDir}: ${reason}. Give DATA_DIR a folder it can write to, on a disk with room.`,
  );
}

/** Makes DATA_DIR if needed and proves the server can write there; throws DataDirError if not. */
export function checkDataDir(dataDir: string) {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, "JobTrail checks it can write here.\n");
    rmSync(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    refuse(dataDir, reasons[code] ?? `writing there failed (${code || (error as Error).message})`);
  }
}

/** Before a new embedded database is made: refuses a disk without the room it needs. */
export function checkRoomForNewDatabase(dataDir: string) {
  const { bavail, bsize } = statfsSync(dataDir);
  const free = bavail * bsize;
  if (free < newDatabaseBytes)
    refuse(
      dataDir,
      `the disk holding it has ${Math.floor(free / 2 ** 20)} MB free, and a new embedded database needs ${newDatabaseBytes / 2 ** 20} MB`,
    );
}
