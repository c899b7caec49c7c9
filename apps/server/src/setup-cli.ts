/**
 * `npm run setup`: makes the stall's own owner account (role kacab) and removes the demo accounts
 * (db/demo-accounts.ts), on the configured database (DATA_DIR or DATABASE_URL, like the server).
 *
 * Details come from flags, else the environment, else questions on the terminal:
 *   --name / SETUP_NAME, --email / SETUP_EMAIL, --password / SETUP_PASSWORD (prefer the variable or
 *   the question: a flag shows in the process list), --outlet / SETUP_OUTLET (outlet code, default
 *   the first outlet). `--non-interactive` (or no terminal) never asks: a missing detail is an error.
 * Exit code 0 when done, 1 on refusal or failure (the message says why). Run it with the server
 * stopped when the database is the embedded one (one PostgreSQL per data folder).
 */
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { loadConfig } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { SetupError, setupOwner, validateOwner } from "./db/demo-accounts.ts";

/** Asks `question` on the terminal; `secret` hides what is typed. */
function ask(question: string, secret = false): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    if (secret) {
      const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
        write.call(rl, s.startsWith(question) ? s : "");
      };
    }
    rl.question(question, (answer) => {
      rl.close();
      if (secret) {
        process.stdout.write("\n");
      }
      resolve(answer);
    });
  });
}

async function readDetails(): Promise<{ name: string; email: string; password: string; outletCode: string | undefined }> {
  const { values } = parseArgs({
    options: {
      name: { type: "string" },
      email: { type: "string" },
      password: { type: "string" },
      outlet: { type: "string" },
      "non-interactive": { type: "boolean", default: false },
    },
  });
  const interactive = !values["non-interactive"] && process.stdin.isTTY === true;
  const env = process.env;
  let name = values.name ?? env.SETUP_NAME;
  let email = values.email ?? env.SETUP_EMAIL;
  let password = values.password ?? env.SETUP_PASSWORD;
  const outletCode = values.outlet ?? env.SETUP_OUTLET;
  if (!interactive) {
    const missing = [!name && "--name", !email && "--email", !password && "--password"].filter(Boolean);
    if (missing.length > 0) {
      throw new SetupError(`Missing ${missing.join(", ")} (or SETUP_NAME, SETUP_EMAIL, SETUP_PASSWORD)`);
    }
    return { name: name ?? "", email: email ?? "", password: password ?? "", outletCode };
  }
  console.log("Waroeng POS set-up: the owner's account (role kacab). The demo accounts will be removed.");
  name ||= await ask("Owner's name: ");
  email ||= await ask("Owner's email (login): ");
  while (!password) {
    const first = await ask("Password (at least 10 characters): ", true);
    const again = await ask("Password again: ", true);
    if (first === again) {
      password = first;
    } else {
      console.log("The two passwords differ; try again.");
    }
  }
  return { name, email, password, outletCode };
}

async function main(): Promise<void> {
  const details = await readDetails();
  validateOwner(details);
  const cfg = loadConfig();
  let database: Database | undefined;
  try {
    database = await openDatabase(cfg);
    const result = await setupOwner(database.db, details);
    console.log(`Owner account created: ${details.email.trim().toLowerCase()} (kacab, outlet ${result.outletCode})`);
    if (result.deleted.length > 0) {
      console.log(`Demo accounts deleted: ${result.deleted.join(", ")}`);
    }
    if (result.deactivated.length > 0) {
      console.log(`Demo accounts deactivated (they have history): ${result.deactivated.join(", ")}`);
    }
  } finally {
    await database?.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`Set-up failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
