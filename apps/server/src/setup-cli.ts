/**
 * `npm run setup`: makes the stall's own owner account (role kacab) and removes the demo accounts
 * (db/demo-accounts.ts), on the configured database (DATA_DIR or DATABASE_URL, like the server).
 *
 * Details come from flags, else the environment, else questions on the terminal:
 *   --name / SETUP_NAME, --email / SETUP_EMAIL, --outlet / SETUP_OUTLET (outlet code, default the
 *   first outlet), and the password only from SETUP_PASSWORD or the question (never a flag: npm
 *   echoes the command line, and flags show in the process list). `--non-interactive` (or no
 *   terminal) never asks: a missing detail is an error.
 * Exit code 0 when done, 1 on refusal or failure (the message says why). Run it with the server
 * stopped when the database is the embedded one (one PostgreSQL per data folder).
 */
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { loadConfig } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { SetupError, setupOwner, validateOwner } from "./db/demo-accounts.ts";

type Rl = ReturnType<typeof createInterface> & { _writeToOutput: (s: string) => void };
let rl: Rl | undefined;
let lines: AsyncIterator<string> | undefined;
let muted = false;

/** Asks `question` on the terminal (one readline, lines buffered); `secret` hides what is typed. */
async function ask(question: string, secret = false): Promise<string> {
  if (!rl) {
    rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true }) as Rl;
    const write = rl._writeToOutput.bind(rl);
    rl._writeToOutput = (text: string) => {
      if (!muted) {
        write(text);
      }
    };
    lines = rl[Symbol.asyncIterator]();
  }
  process.stdout.write(question);
  muted = secret;
  const next = await lines?.next();
  muted = false;
  if (secret) {
    process.stdout.write("\n");
  }
  if (!next || next.done) {
    throw new SetupError("No answer (input closed)");
  }
  return next.value;
}

async function readDetails(): Promise<{ name: string; email: string; password: string; outletCode: string | undefined }> {
  const { values } = parseArgs({
    options: {
      name: { type: "string" },
      email: { type: "string" },
      outlet: { type: "string" },
      "non-interactive": { type: "boolean", default: false },
    },
  });
  const interactive = !values["non-interactive"] && process.stdin.isTTY === true;
  const env = process.env;
  let name = values.name ?? env.SETUP_NAME;
  let email = values.email ?? env.SETUP_EMAIL;
  let password = env.SETUP_PASSWORD;
  const outletCode = values.outlet ?? env.SETUP_OUTLET;
  if (!interactive) {
    const missing = [!name && "--name (or SETUP_NAME)", !email && "--email (or SETUP_EMAIL)", !password && "SETUP_PASSWORD"].filter(
      Boolean,
    );
    if (missing.length > 0) {
      throw new SetupError(`Missing ${missing.join(", ")}`);
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
  rl?.close();
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
