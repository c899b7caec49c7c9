/**
 * Backups copied to an S3-compatible bucket, against a fake S3 server (fake-s3.ts) and
 * the real AWS SDK: a backup lands under the prefix byte for byte; retention deletes the old backups
 * under the prefix and nothing else; a bucket answering 500 is retried, logged, and fails neither the
 * backup nor leaks the credentials; the BACKUP_S3_* variables are validated.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { inspect } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBackupS3, type S3BackupConfig } from "../config.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { tempDataDir } from "../test/server-process.ts";
import { writeBackup } from "./backup.ts";
import { UPLOAD_ATTEMPTS } from "./backup-s3.ts";
import { type FakeS3, startFakeS3 } from "./fake-s3.ts";

const ACCESS_KEY = "AKIAWAROENGTEST0001";
const SECRET_KEY = "s3cr3t/Key+ThatMustNeverBeLogged0123456789";

let t: TestApp;
let s3: FakeS3;
let pool: pg.Pool;
const dataDir = tempDataDir();

beforeAll(async () => {
  t = await createTestApp();
  s3 = await startFakeS3();
  pool = new pg.Pool({ connectionString: t.url, max: 1 });
});

afterAll(async () => {
  await pool.end();
  await s3.close();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const config = (): S3BackupConfig => {
  const cfg = parseBackupS3(
    {
      BACKUP_S3_BUCKET: "stall-backups",
      BACKUP_S3_ENDPOINT: s3.endpoint,
      BACKUP_S3_ACCESS_KEY_ID: ACCESS_KEY,
      BACKUP_S3_SECRET_ACCESS_KEY: SECRET_KEY,
    },
    "kios-01",
  );
  if (!cfg) {
    throw new Error("no config");
  }
  return cfg;
};

const capture = () => {
  const lines: string[] = [];
  return { lines, log: { info: (m: string) => lines.push(`info ${m}`), error: (m: string) => lines.push(`error ${m}`) } };
};

describe("backup to an S3-compatible bucket", () => {
  it("uploads the exact bytes under the prefix, deletes backups past 30 days under it and keeps everything else", async () => {
    const now = new Date("2026-11-24T03:00:00Z");
    const put = (key: string) => s3.objects.set(`stall-backups/${key}`, { body: Buffer.from("x"), at: now });
    put("waroeng/kios-01/waroeng-20261020-030000.backup.gz"); // 35 days old: deleted
    put("waroeng/kios-01/waroeng-20261001-030000.backup.gz"); // older still: deleted
    put("waroeng/kios-01/waroeng-20261101-030000.backup.gz"); // 23 days: kept
    put("waroeng/kios-01/catatan.txt"); // not a backup: kept
    put("waroeng/kios-01/lama/waroeng-20200101-000000.backup.gz"); // in a sub-folder: kept
    put("waroeng/kios-02/waroeng-20200101-000000.backup.gz"); // another box's prefix: kept
    const { lines, log } = capture();

    const file = await writeBackup(pool, dataDir, { s3: config(), log, now });

    expect(path.basename(file)).toBe("waroeng-20261124-030000.backup.gz");
    const uploaded = s3.objects.get("stall-backups/waroeng/kios-01/waroeng-20261124-030000.backup.gz");
    expect(uploaded?.body.equals(readFileSync(file))).toBe(true);
    expect([...s3.objects.keys()].sort()).toEqual([
      "stall-backups/waroeng/kios-01/catatan.txt",
      "stall-backups/waroeng/kios-01/lama/waroeng-20200101-000000.backup.gz",
      "stall-backups/waroeng/kios-01/waroeng-20261101-030000.backup.gz",
      "stall-backups/waroeng/kios-01/waroeng-20261124-030000.backup.gz",
      "stall-backups/waroeng/kios-02/waroeng-20200101-000000.backup.gz",
    ]);
    // Path-style requests (endpoint/bucket/key); the listing took several pages.
    expect(s3.requests.filter((r) => /^GET \/stall-backups\/?\?.*list-type=2/.test(r)).length).toBeGreaterThan(1);
    expect(lines).toEqual([
      "info backup uploaded to s3://stall-backups/waroeng/kios-01/waroeng-20261124-030000.backup.gz",
      "info deleted 2 backup(s) older than 30 days from s3://stall-backups/waroeng/kios-01/",
    ]);
  });

  it("keeps the backup when the bucket answers 500: retried, logged without the credentials, not thrown", async () => {
    s3.failWith500 = true;
    s3.requests.length = 0;
    const { lines, log } = capture();
    try {
      const file = await writeBackup(pool, dataDir, { s3: config(), log, now: new Date("2026-11-24T04:00:00Z") });
      expect(existsSync(file)).toBe(true);
    } finally {
      s3.failWith500 = false;
    }
    expect(s3.requests.filter((r) => r.startsWith("PUT ")).length).toBe(UPLOAD_ATTEMPTS);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^error backup upload to s3:\/\/stall-backups\/waroeng\/kios-01\/waroeng-20261124-040000\.backup\.gz failed after 4 tries \(the local backup is kept\): .*broken disk/,
    );
    // The server echoed the Authorization header (which names the access key id): scrubbed.
    expect(lines[0]).toContain("[redacted]");
    for (const line of lines) {
      expect(line).not.toContain(SECRET_KEY);
      expect(line).not.toContain(ACCESS_KEY);
    }
  });
});

describe("BACKUP_S3_* configuration", () => {
  it("is off without a bucket; defaults the prefix to the host, the region and path style to the endpoint's", () => {
    expect(parseBackupS3({})).toBeUndefined();
    expect(parseBackupS3({ BACKUP_S3_BUCKET: "b-1", BACKUP_S3_ENDPOINT: "https://acc.r2.cloudflarestorage.com" }, "Kios 01")).toEqual({
      bucket: "b-1",
      endpoint: "https://acc.r2.cloudflarestorage.com",
      region: "auto",
      prefix: "waroeng/kios-01/",
      forcePathStyle: true,
      credentials: undefined,
    });
    expect(parseBackupS3({ BACKUP_S3_BUCKET: "b-1", BACKUP_S3_PREFIX: "toko/a" }, "h")).toMatchObject({
      endpoint: undefined,
      region: "us-east-1",
      prefix: "toko/a/",
      forcePathStyle: false,
    });
    expect(
      parseBackupS3({ BACKUP_S3_BUCKET: "b-1", BACKUP_S3_ENDPOINT: "http://minio:9000", BACKUP_S3_FORCE_PATH_STYLE: "false" }),
    ).toMatchObject({ forcePathStyle: false });
  });

  it("refuses bad values at start, never quoting the secret", () => {
    expect(() => parseBackupS3({ BACKUP_S3_BUCKET: "Bad_Bucket" })).toThrow(/BACKUP_S3_BUCKET/);
    expect(() => parseBackupS3({ BACKUP_S3_BUCKET: "b-1", BACKUP_S3_ENDPOINT: "minio:9000" })).toThrow(/BACKUP_S3_ENDPOINT/);
    expect(() => parseBackupS3({ BACKUP_S3_BUCKET: "b-1", BACKUP_S3_FORCE_PATH_STYLE: "yes" })).toThrow(/BACKUP_S3_FORCE_PATH_STYLE/);
    const oneOnly = () => parseBackupS3({ BACKUP_S3_BUCKET: "b-1", BACKUP_S3_SECRET_ACCESS_KEY: SECRET_KEY });
    expect(oneOnly).toThrow(/must be set together/);
    expect(() => oneOnly()).not.toThrow(new RegExp(SECRET_KEY.replace(/[+/]/g, "\\$&")));
  });

  it("keeps the secret key out of the config's JSON and inspect output (what a logger prints)", () => {
    const cfg = config();
    expect(cfg.credentials?.secretAccessKey).toBe(SECRET_KEY);
    expect(JSON.stringify(cfg)).not.toContain(SECRET_KEY);
    expect(inspect(cfg, { depth: 5 })).not.toContain(SECRET_KEY);
  });
});
