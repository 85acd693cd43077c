import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { resetRouting } from "@/web/testing/render";

afterEach(() => {
  cleanup();
  resetRouting();
});
