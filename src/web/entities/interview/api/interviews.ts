// An application's interviews, and the next ones across all applications (the dashboard's
// "Upcoming" list). Any change refreshes both.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateInterviewInput, UpdateInterviewInput } from "@/domain/interviews";
import { answer, api } from "@/web/lib/api-client";

export const interviewsKey = ["interviews"] as const;

function applicationInterviewsQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: [...interviewsKey, "application", applicationId],
    queryFn: ({ signal }) =>
      answer(
        api.applications[":id"].interviews.$get(
          { param: { id: encodeURIComponent(applicationId) } },
          { init: { signal } },
        ),
      ),
  });
}

export const useApplicationInterviews = (applicationId: string) =>
  useQuery(applicationInterviewsQueryOptions(applicationId));

export function useUpcomingInterviews() {
  return useQuery({
    queryKey: [...interviewsKey, "upcoming"],
    queryFn: ({ signal }) => answer(api.interviews.upcoming.$get(undefined, { init: { signal } })),
  });
}

function useInterviewMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: interviewsKey }),
  });
}

export const useCreateInterview = () =>
  useInterviewMutation((input: { applicationId: string; interview: CreateInterviewInput }) =>
    answer(
      api.applications[":id"].interviews.$post({
        param: { id: encodeURIComponent(input.applicationId) },
        json: input.interview,
      }),
    ),
  );

export const useUpdateInterview = () =>
  useInterviewMutation((input: { id: string; changes: UpdateInterviewInput }) =>
    answer(
      api.interviews[":id"].$patch({ param: { id: encodeURIComponent(input.id) }, json: input.changes }),
    ),
  );

export const useDeleteInterview = () =>
  useInterviewMutation((id: string) =>
    answer(api.interviews[":id"].$delete({ param: { id: encodeURIComponent(id) } })),
  );
