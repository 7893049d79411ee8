/** The language picker's words (the modal's own strings live in @foyer/react's catalogue). */
export const localeMessages = {
  label: "Language",
} as const;
