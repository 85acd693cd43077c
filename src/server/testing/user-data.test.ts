import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { files } from "../db/schema";
import { addApplication, describeOnEachDatabase, newAccount } from "./server-kit";
import { watchUserData } from "./user-data";

// The fingerprint the hostile-input and authorization suites compare after each request: it
// must see every change to the user's rows and files, also between two readings it took from
// what it read before.
describeOnEachDatabase("the user's data fingerprint", (server) => {
  it("stays the same while nothing of the user's changes, and sees a row written and a file's bytes changed", async () => {
    const { jar, email, id } = await newAccount(server, "watched@example.com");
    const watch = watchUserData(server, email);
    const first = await watch();
    expect(await watch()).toBe(first);

    // Another user's write changes the database, not this user's data.
    const other = await newAccount(server, "other@example.com");
    await addApplication(server, other.jar);
    expect(await watch()).toBe(first);

    const application = await addApplication(server, jar);
    const withApplication = await watch();
    expect(withApplication).not.toBe(first);

    const upload = new FormData();
    upload.set("file", new Blob(["Ada Lovelace, engineer\n"]), "resume.txt");
    const uploaded = await server.request(`/api/applications/${application.id}/documents`, {
      method: "POST",
      jar,
      body: upload,
    });
    expect(uploaded.status).toBe(201);
    const withDocument = await watch();
    expect(withDocument).not.toBe(withApplication);
    expect(await watch()).toBe(withDocument);

    // The bytes behind a file changed with no row written: seen too.
    const [file] = await server.database.db.select({ id: files.id }).from(files).where(eq(files.userId, id));
    await server.files.blobs.put(file!.id, Buffer.from("Someone else's words\n"), {
      contentType: "text/plain",
    });
    expect(await watch()).not.toBe(withDocument);
  });
});
