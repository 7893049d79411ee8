/**
 * The house rules `npm run lint` checks (CONTRIBUTING.md, "Workspace layout"): no import cycles
 * between files, type-only imports included; packages depend only downward and never on an app.
 *
 * Layers, lowest first: protocol, smartaccount and testwallet (no @foyer imports), core, then the chain
 * adapters and the embedded-wallet client, then react. Apps, e2e and bench may import any
 * package; a package may import only packages below it.
 */
const below = {
  protocol: [],
  smartaccount: [],
  testwallet: ["protocol"],
  core: ["protocol"],
  embedded: ["protocol", "core"],
  evm: ["protocol", "core", "testwallet"],
  solana: ["protocol", "core", "testwallet"],
  bitcoin: ["protocol", "core", "testwallet"],
  react: ["protocol", "core"],
};

const layerRules = Object.entries(below).map(([name, allowed]) => ({
  name: `${name}-imports-only-below`,
  comment: `@foyer/${name} may import only ${allowed.length ? allowed.map((p) => `@foyer/${p}`).join(", ") : "no other @foyer package"}`,
  severity: "error",
  from: { path: `^packages/${name}/` },
  to: { path: `^packages/(?!(${[name, ...allowed].join("|")})/)` },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "Import cycles, type-only ones included, make modules impossible to read or load alone",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-package-imports-an-app",
      comment:
        "Packages are what apps are built from; an app is never a package's dependency, not even in tests",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^(apps|e2e|bench)/" },
    },
    ...layerRules,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|build|node_modules|\\.data|\\.next)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    combinedDependencies: false,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      conditionNames: ["foyer-source", "import", "module", "browser", "default"],
      extensions: [".ts", ".tsx", ".mjs", ".js", ".d.ts"],
      exportsFields: ["exports"],
      mainFields: ["module", "main", "types"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
