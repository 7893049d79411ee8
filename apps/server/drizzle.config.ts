import { defineConfig } from "drizzle-kit";

// Only used by `npm run db:generate`; the server applies migrations itself at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
