import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const layers = (...names) => names.map((name) => `./lib/${name}`);

const config = [
  { ignores: [".next/**", "node_modules/**", ".data/**", "lib/db/migrations/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
  ...nextVitals,
  ...nextTypescript,
  {
    // eslint-config-next 16 brings the React Compiler's rules; the app is not compiled by it, and the effects these
    // flag (state read from localStorage or the path after hydration, refs read while rendering) are the ones the
    // hydration-safe screens need (docs/decisions.md, "Next.js 16").
    rules: { "react-hooks/set-state-in-effect": "off", "react-hooks/refs": "off", "react-hooks/purity": "off" },
  },
  {
    // Next can leave a <Link> navigation uncommitted on a busy machine; SteadyLink loads the page instead.
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    ignores: ["components/navigation/steady-link.tsx", "components/market-research/view-navigation.tsx"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "next/link", message: "Use SteadyLink from @/components/navigation/steady-link." }] }],
    },
  },
  {
    // Dependencies point down (docs/decisions.md, "Layers"): the domain's pure rules import no other layer, the
    // database layer none above it, the data layer neither the auth and account rules nor the demo, Lumos or the
    // datasets above it, and nothing in lib imports a screen.
    files: ["lib/**/*.ts", "lib/**/*.tsx"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./lib/domain", from: layers("db", "data", "datasets", "graphql", "lumos", "auth", "accounts", "demo", "import", "client") },
            { target: "./lib/db", from: layers("data", "import", "auth", "accounts", "datasets", "graphql", "lumos") },
            { target: "./lib/data", from: layers("auth", "accounts", "demo", "datasets", "graphql", "lumos", "import") },
            { target: "./lib", from: ["./components", "./app"] },
          ],
        },
      ],
    },
  },
  {
    // No import cycle anywhere in the app's own code.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "scripts/**/*.ts", "middleware.ts"],
    settings: { "import/ignore": ["node_modules", "@electric-sql"] },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // No function longer than a screenful or two: a long one is split into named steps. A pure data table (an array
    // or object literal) may say so in a one-line disable.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "scripts/**/*.{ts,mts}", "instrumentation*.ts", "middleware.ts"],
    rules: { "max-lines-per-function": ["error", { max: 120, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
];

export default config;
