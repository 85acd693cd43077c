import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { Application, ApplicationListPage } from "@/domain/application-schemas";
import { anApplication, listOf } from "@/web/testing/fixtures";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { testQueryClient } from "@/web/testing/render";
import { useDeleteApplication } from "./delete-application";
import { analyticsKey, applicationsQueryOptions } from "./get-applications";
import { useUpdateApplication } from "./update-application";

const application = (id: string, jobTitle: string) => anApplication({ id, jobTitle });

function setup(items: Application[]) {
  const queryClient = testQueryClient();
  const list = listOf(items);
  queryClient.setQueryData(applicationsQueryOptions().queryKey, list);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const cached = () => queryClient.getQueryData<ApplicationListPage>(applicationsQueryOptions().queryKey)!;
  return { queryClient, wrapper, cached };
}

describe("the cached list", () => {
  it("puts back only the refused application, keeping another edit saved meanwhile", async () => {
    const { wrapper, cached } = setup([application("a", "Engineer"), application("b", "Designer")]);
    mockApi({
      // The refusal arrives after the other edit was saved.
      "PATCH /api/applications/a": async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return apiError(409, "DUPLICATE_ENTRY", "duplicate");
      },
      "PATCH /api/applications/b": { body: application("b", "Lead Designer") },
    });
    const { result } = renderHook(() => ({ first: useUpdateApplication(), second: useUpdateApplication() }), {
      wrapper,
    });
    await act(async () => {
      await Promise.allSettled([
        result.current.first.mutateAsync({ id: "a", changes: { jobTitle: "Staff Engineer" } }),
        result.current.second.mutateAsync({ id: "b", changes: { jobTitle: "Lead Designer" } }),
      ]);
    });
    expect(cached().items.map((item) => item.jobTitle)).toEqual(["Engineer", "Lead Designer"]);
  });

  it("saves two quick changes to one application in order, showing the latest meanwhile", async () => {
    const { wrapper, cached } = setup([application("a", "Engineer")]);
    const events: string[] = [];
    let shownWhileSecondSaves: string | undefined;
    mockApi({
      "PATCH /api/applications/a": async ({ body }) => {
        const { jobTitle } = body as { jobTitle: string };
        events.push(`start ${jobTitle}`);
        if (jobTitle === "Second") shownWhileSecondSaves = cached().items[0]!.jobTitle;
        // The first save is the slow one: a second sent at once would overtake it.
        await new Promise((resolve) => setTimeout(resolve, jobTitle === "First" ? 30 : 0));
        events.push(`end ${jobTitle}`);
        return { body: application("a", jobTitle) };
      },
    });
    const { result } = renderHook(() => useUpdateApplication(), { wrapper });
    await act(async () => {
      await Promise.all([
        result.current.mutateAsync({ id: "a", changes: { jobTitle: "First" } }),
        result.current.mutateAsync({ id: "a", changes: { jobTitle: "Second" } }),
      ]);
    });
    expect(events).toEqual(["start First", "end First", "start Second", "end Second"]);
    // The first answer did not put the first change back over the second.
    expect(shownWhileSecondSaves).toBe("Second");
    expect(cached().items[0]!.jobTitle).toBe("Second");
  });

  it("has the analytics read again once a change is saved: they may have been read before it arrived", async () => {
    const { queryClient, wrapper } = setup([application("a", "Engineer")]);
    const numbers = [...analyticsKey, null, "2026-11-28"];
    queryClient.setQueryData(numbers, { totals: { applications: 1 } });
    mockApi({
      "PATCH /api/applications/a": { body: { ...application("a", "Engineer"), status: "Interviewing" } },
    });
    const { result } = renderHook(() => useUpdateApplication(), { wrapper });
    await act(() => result.current.mutateAsync({ id: "a", changes: { status: "Interviewing" } }));
    expect(queryClient.getQueryState(numbers)?.isInvalidated).toBe(true);
  });

  it("takes a deleted application out at once", async () => {
    const { wrapper, cached } = setup([application("a", "Engineer"), application("b", "Designer")]);
    mockApi({
      "DELETE /api/applications/a": { status: 204 },
      "GET /api/applications": { body: { items: [], total: 0, nextCursor: null } },
    });
    const { result } = renderHook(() => useDeleteApplication(), { wrapper });
    await act(() => result.current.mutateAsync("a"));
    expect(cached().items.map((item) => item.id)).toEqual(["b"]);
    expect(cached().total).toBe(1);
  });
});
