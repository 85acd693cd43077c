// The classifier and the matcher scored on the mail corpus (tests/corpus/mail): synthetic mails
// in the styles of the common applicant tracking systems and of people writing themselves,
// in four languages, forwarded and not, in every encoding. The rules are written for what such
// mail says in general; this corpus only measures them. On the embedded database alone: the
// rules are the same on both.
import { afterAll, beforeAll, expect, it } from "vitest";
import { testDatabases } from "../testing/databases";
import { corpusLabels, corpusTargets, scoreCorpus } from "../testing/mail-corpus";
import { startTestServer, type TestServer, testOrigin } from "../testing/server-kit";

const database = testDatabases()[0]!;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(database, {}, { runJobs: false });
});
afterAll(async () => {
  await server.dispose();
  await database.drop();
});

it("holds at least 150 labelled mails of every kind", () => {
  const labels = corpusLabels();
  expect(labels.length).toBeGreaterThanOrEqual(150);
  for (const kind of ["received", "rejection", "interview", "offer", "other"])
    expect(labels.filter((label) => label.kind === kind).length, kind).toBeGreaterThanOrEqual(10);
});

it("judges and matches the corpus to its targets", async () => {
  const scores = await scoreCorpus(server, testOrigin);
  console.info(
    `mail corpus: ${scores.mails} mails; kind ${(scores.kindAccuracy * 100).toFixed(1)} %, right application ${(scores.rightApplication * 100).toFixed(1)} %, wrong application ${(scores.wrongApplication * 100).toFixed(1)} %, other proposing nothing ${(scores.otherProposingNothing * 100).toFixed(1)} %, creates ${(scores.creates * 100).toFixed(1)} %, interview times ${(scores.interviewTimes * 100).toFixed(1)} %\n${scores.misses.join("\n")}`,
  );
  expect(scores.kindAccuracy).toBeGreaterThanOrEqual(corpusTargets.kindAccuracy);
  expect(scores.rightApplication).toBeGreaterThanOrEqual(corpusTargets.rightApplication);
  expect(scores.wrongApplication).toBeLessThanOrEqual(corpusTargets.wrongApplication);
  expect(scores.otherProposingNothing).toBeGreaterThanOrEqual(corpusTargets.otherProposingNothing);
}, 120_000);
