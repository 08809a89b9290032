/**
 * The accounts the end-to-end server starts with. scripts/serve-e2e.ts writes them into the fresh
 * database before workerd opens it; the tests only sign in to them (e2e/fixtures.ts). They are
 * what the app offers no way to make: administrators (rights are granted with `npm run admin:grant`,
 * never through a page) and activity with fixed past dates for the User Activity tab.
 * Every other account a test needs it makes itself, through sign-up. Plain data: the Playwright
 * specs import it, so it pulls in nothing of the app.
 */
/** The password of every seeded account. */
export const SEEDED_PASSWORD = "seeded-e2e-passphrase-42";

export type SeededAccount = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  isAdmin: boolean;
};

/** One administrator per parallel worker slot, so no two tests running at once share one. */
export const ADMIN_SLOTS = 8;

export function seededAdmin(slot: number): SeededAccount {
  const n = slot % ADMIN_SLOTS;
  return {
    id: `00000000-0000-4000-8000-a0000000000${n}`,
    email: `admin.${n}@e2e.example.com`,
    firstName: "Ada",
    lastName: "Lovelace",
    country: "United States",
    isAdmin: true,
  };
}

/**
 * Two users with a surname no other test uses, one download and one favourite at known past times
 * (the app stamps its own records with the present): what e2e/admin-user-activity.spec.ts reads.
 */
export const ACTIVITY = {
  marker: "Activityseeded",
  zoe: {
    id: "00000000-0000-4000-8000-b00000000001",
    email: "zoe.activityseeded@e2e.example.com",
    firstName: "Zoe",
    lastName: "Activityseeded",
    country: "France",
    isAdmin: true,
  },
  omar: {
    id: "00000000-0000-4000-8000-b00000000002",
    email: "omar.activityseeded@example.com",
    firstName: "Omar",
    lastName: "",
    country: "",
    isAdmin: false,
  },
  download: {
    slug: "zinc-oxide-nappy-barrier-cream",
    name: "Zinc Oxide Nappy Barrier Cream",
    at: "2025-03-09T14:05:00Z",
  },
  favorite: {
    slug: "keratin-free-smoothing-cream-treatment",
    name: "Keratin-Free Heat-Activated Smoothing Treatment",
    at: "2025-04-01T08:30:00Z",
  },
} as const;

/** Every seeded account: the administrators, then the two of ACTIVITY. */
export function seededAccounts(): SeededAccount[] {
  return [...Array.from({ length: ADMIN_SLOTS }, (_, slot) => seededAdmin(slot)), ACTIVITY.zoe, ACTIVITY.omar];
}
