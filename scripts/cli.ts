// The command line of every npm script of the project: node's parseArgs, strict, with --help (-h) printing the
// usage. A wrong option or value ends the script with one line naming it, then the usage, and exit code 2.
import { parseArgs, type ParseArgsConfig } from "node:util";

export const USAGE_EXIT_CODE = 2;

type Options = NonNullable<ParseArgsConfig["options"]>;

export function usageError(message: string, usage: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(USAGE_EXIT_CODE);
}

/** The script's options and positionals; exits on --help (0) or a wrong command line (2). */
export function readCommandLine<O extends Options>(usage: string, options: O, { positionals = false, args = process.argv.slice(2) } = {}) {
  if (args.includes("--help") || args.includes("-h")) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs({ args, allowPositionals: positionals, strict: true, options });
  } catch (error) {
    // parseArgs names the option ("Unknown option '--tday'…"); its code and stack are for programmers.
    usageError((error as Error).message.split("\n")[0], usage);
  }
}
