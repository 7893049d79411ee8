import { ensureDevnetBuild } from "../src/build.js";

// `npm run build -w @foyer/devnet`: --force rebuilds even when build/ is current.
const { rebuilt } = await ensureDevnetBuild({ force: process.argv.includes("--force") });
console.log(rebuilt ? "devnet build written to build/" : "devnet build is up to date");
