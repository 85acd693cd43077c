import { afterEach, beforeEach } from "vitest";
import { resetMockApi, startMockApi, takeUnhandledRequests } from "@/web/testing/mock-api";

// React Query hands the app's fetch an AbortSignal made with the global AbortController,
// and MSW intercepts that fetch as Node's own Request (undici). The undici of newer Node
// versions rejects jsdom's AbortSignal ("Expected signal to be an instance of AbortSignal"),
// and the app would show that as a network error in whichever test it hit.
// Vitest's jsdom environment keeps Node's AbortController and AbortSignal as the globals
// (jsdom's stay on its own window) and gives a Request built on Node's, so the two agree.
// This check turns a change there (a Vitest or jsdom upgrade, another environment) into one
// clear failure here instead.
const fetchSignal = new Request(location.href).signal;
if (!(new AbortController().signal instanceof fetchSignal.constructor)) {
  throw new Error(
    "The global AbortController is not the one fetch accepts: React Query's aborts would break",
  );
}

// A request no handler answers fails its test twice over: MSW errors the fetch (so the app
// cannot carry on as if the server had answered) and the check below fails the test, even
// when the test silences console.error or catches the failed fetch. The check runs once the
// test has finished, after every afterEach: a throw inside an afterEach would skip the
// hooks after it (console.ts's among them) and leave their state to the next test.
startMockApi();

beforeEach(({ onTestFinished }) => {
  onTestFinished(() => {
    const requests = takeUnhandledRequests();
    if (requests.length > 0) throw new Error(`Unhandled API request in test: ${requests.join(", ")}`);
  });
});

afterEach(() => resetMockApi());
