import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { FlatCompat } from "@eslint/eslintrc";

const layers = (...names) => names.map((name) => `./lib/${name}`);

const compat = new FlatCompat({ baseDirectory: dirname(fileURLToPath(import.meta.url)) });

const config = [
  { ignores: [".next/**", "node_modules/**", ".data/**", "lib/db/migrations/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
  ...compat.extends("next/core-web-vitals", "next/typescript"),
  {
    // Next 15.5 can leave a <Link> navigation uncommitted on a busy machine; SteadyLink loads the page instead.
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
