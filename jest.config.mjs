import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  testEnvironment: "node",
  moduleNameMapper: {
    // Data modules start with `import "server-only"`; under Jest they run on the server side by definition.
    "^server-only$": "<rootDir>/node_modules/server-only/empty.js",
    "^@/(.*)$": "<rootDir>/$1",
  },
};

const unit = await createJestConfig({
  ...shared,
  displayName: "unit",
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup-dom.ts"],
})();

const integration = await createJestConfig({
  ...shared,
  displayName: "integration",
  testMatch: ["<rootDir>/tests/integration/**/*.test.ts?(x)"],
})();

// Two `npm start` instances on one Postgres (npm run test:instances, which needs a database URL).
const instances = await createJestConfig({
  ...shared,
  displayName: "instances",
  testMatch: ["<rootDir>/tests/instances/**/*.test.ts"],
})();

// Real servers under faults (tests/faults): `npm start`, a throw-away Postgres, SIGKILL. Run one file at a time.
const faults = await createJestConfig({
  ...shared,
  displayName: "faults",
  testMatch: ["<rootDir>/tests/faults/**/*.test.ts"],
})();

/** @type {import('jest').Config} */
const config = { projects: [unit, integration, instances, faults], maxWorkers: 2, testTimeout: 180_000 };

export default config;
