// Records as the API returns them, for component tests: complete, with what a test names.
import type { Application, ApplicationListPage } from "@/domain/application-schemas";
import type { Profile } from "@/domain/profile";

let sequence = 0;
/** An application with every field; ids are unique within a test file. */
export function anApplication(fields: Partial<Application> = {}): Application {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`;
  return {
    id,
    companyId: `c-${id}`,
    company: "Acme",
    companyWebsite: null,
    companyLogoUrl: null,
    jobTitle: "Engineer",
    applicationDate: "2025-03-01",
    status: "Applied",
    statusDate: "2025-03-01",
    source: null,
    location: null,
    contactName: null,
    contactEmail: null,
    jobUrl: null,
    notes: null,
    followUpDate: null,
    requisitionId: null,
    waitingSince: null,
    tagIds: [],
    archivedAt: null,
    currency: "USD",
    salaryOffered: null,
    signOnBonus: null,
    movingStipend: null,
    stockOptions: null,
    equityPercentage: null,
    benefitsSummary: null,
    boardPosition: -sequence,
    createdAt: "2025-03-01T10:00:00.000Z",
    updatedAt: "2025-03-01T10:00:00.000Z",
    ...fields,
  };
}

/** A signed-in user's profile read model. */
export function aProfile(fields: Partial<Profile> = {}): Profile {
  return {
    id: "u1",
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    jobTitle: null,
    avatar: null,
    avatarColor: null,
    tier: "free",
    displayName: "Ada Lovelace",
    ...fields,
  };
}

/** What the server adds to the whole list (not an answer of "changes since"). */
export function wholeList() {
  return { syncedAt: "2025-03-01T10:00:00.000Z", deletedIds: [] as string[], changesOnly: false };
}

/** The whole list of these applications, as the server answers it and the browser keeps it. */
export function listOf(items: Application[]): ApplicationListPage {
  return { items, total: items.length, nextCursor: null, ...wholeList() };
}
