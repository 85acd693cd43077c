// How many heavy exports (a report as PDF, CSV or JSON, the proof of applications, the data
// export) one user may ask for: a few at once and a few dozen an hour are far more than a
// job seeker needs, and bound what one account (or a leaked token) can make the server do.
export const exportLimitMessages = {
  atOnce: "Your other exports are still being made. Wait for them to finish, then try again.",
  perHour: "You have made a lot of exports in the last hour. Try again in a while.",
} as const;
