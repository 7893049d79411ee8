/**
 * The test people the login pages offer. Each provider knows them under its own stable
 * subject, in the form that provider uses (GitHub and Discord numbers, Google's long
 * decimal `sub`, Apple's dotted team-scoped id…), so the server sees realistic identities.
 */
export interface TestPerson {
  /** Key in forms and URLs. */
  key: string;
  name: string;
  email: string;
  /** Handle on the providers that have one (GitHub login, X username, Discord username). */
  handle: string;
  /** The provider's stable subject for this person, by provider. */
  subjects: Record<ProviderName, string>;
}

export const PROVIDER_NAMES = ["google", "apple", "github", "x", "facebook", "discord"] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

export const TEST_PEOPLE: readonly TestPerson[] = [
  {
    key: "ada",
    name: "Ada Lovelace",
    email: "ada@example.test",
    handle: "ada",
    subjects: {
      google: "104729283815161234501",
      apple: "001815.6b7a1c0e2f3d4a5b8c9d0e1f2a3b4c5d.1815",
      github: "1815",
      x: "1815000000000000001",
      facebook: "10158150000000001",
      discord: "181500000000000001",
    },
  },
  {
    key: "alan",
    name: "Alan Turing",
    email: "alan@example.test",
    handle: "alan",
    subjects: {
      google: "104729283819121234502",
      apple: "001912.7c8b2d1f3e4a5b6c9d0e1f2a3b4c5d6e.1912",
      github: "1912",
      x: "1912000000000000002",
      facebook: "10159120000000002",
      discord: "191200000000000002",
    },
  },
  {
    key: "grace",
    name: "Grace Hopper",
    email: "grace@example.test",
    handle: "grace",
    subjects: {
      google: "104729283819061234503",
      apple: "001906.8d9c3e2a4f5b6c7d0e1f2a3b4c5d6e7f.1906",
      github: "1906",
      x: "1906000000000000003",
      facebook: "10159060000000003",
      discord: "190600000000000003",
    },
  },
];

export function personByKey(key: unknown): TestPerson | undefined {
  return TEST_PEOPLE.find((person) => person.key === key);
}

export function personBySubject(provider: ProviderName, subject: string): TestPerson | undefined {
  return TEST_PEOPLE.find((person) => person.subjects[provider] === subject);
}
