import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { FlatCompat } from "@eslint/eslintrc";

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
];

export default config;
