/**
 * The bucket copy of a backup ("optionally copied to … an
 * S3-compatible bucket (configured by environment)"). Configuration: `BACKUP_S3_*`, parsed and
 * validated by `parseBackupS3` (config.ts). Client: the AWS SDK v3 (`@aws-sdk/client-s3`), which
 * speaks to any S3-compatible endpoint (MinIO, Cloudflare R2, Wasabi, IDCloudHost) via `endpoint`
 * + `forcePathStyle`.
 *
 * `copyToBucket` uploads one backup file as `<prefix><file name>` (PutObject; the SDK retries a
 * failed request with exponential backoff, `UPLOAD_ATTEMPTS` tries in all), then deletes the objects
 * under the prefix whose name is a backup's (`waroeng-YYYYMMDD-HHMMSS.backup.gz`) and dates it more
 * than `KEEP_DAYS` back (ListObjectsV2, then DeleteObject per key: a bulk DeleteObjects must carry a
 * checksum that some S3-compatible stores refuse, and a stall has at most a few dozen expired backups); any other object is left alone. It NEVER
 * throws: a failure is logged (the message scrubbed of the credentials) and the local backup stays.
 * The SDK is loaded only when a bucket is configured (it is large, and warns on Node 20).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
import type { S3BackupConfig } from "../config.ts";
import { backupTime, KEEP_DAYS } from "./backup-format.ts";

/** Tries of one upload (the first and 3 retries, backoff by the SDK). */
export const UPLOAD_ATTEMPTS = 4;

export interface BackupLog {
  info: (msg: string) => void;
  error: (msg: string) => void;
}

export interface BucketCopyResult {
  /** The object key written, or undefined when the upload failed. */
  uploaded: string | undefined;
  /** Keys deleted by retention. */
  deleted: string[];
}

/** The SDK client for `cfg` (checksums only where S3 requires them: several S3-compatibles refuse the newer ones). */
async function s3Client(cfg: S3BackupConfig): Promise<S3Client> {
  const { S3Client } = await import("@aws-sdk/client-s3");
  return new S3Client({
    region: cfg.region,
    forcePathStyle: cfg.forcePathStyle,
    maxAttempts: UPLOAD_ATTEMPTS,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    ...(cfg.endpoint ? { endpoint: cfg.endpoint } : {}),
    ...(cfg.credentials
      ? { credentials: { accessKeyId: cfg.credentials.accessKeyId, secretAccessKey: cfg.credentials.secretAccessKey } }
      : {}),
  });
}

/** `err`'s message with the configured credentials replaced by `[redacted]`. */
function scrub(cfg: S3BackupConfig, err: unknown): string {
  let msg = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  for (const secret of [cfg.credentials?.secretAccessKey, cfg.credentials?.accessKeyId]) {
    if (secret) {
      msg = msg.split(secret).join("[redacted]");
    }
  }
  return msg;
}

/** Deletes the backups under the prefix older than `keepDays` before `now`. @returns the deleted keys. */
async function pruneBucket(client: S3Client, cfg: S3BackupConfig, now: Date, keepDays = KEEP_DAYS): Promise<string[]> {
  const { DeleteObjectCommand, ListObjectsV2Command } = await import("@aws-sdk/client-s3");
  const limit = now.getTime() - keepDays * 86_400_000;
  const old: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: cfg.bucket, Prefix: cfg.prefix, ...(token ? { ContinuationToken: token } : {}) }),
    );
    for (const { Key } of page.Contents ?? []) {
      // Only a backup straight under the prefix (not in a "sub-folder", not another file).
      const at = Key?.startsWith(cfg.prefix) ? backupTime(Key.slice(cfg.prefix.length)) : undefined;
      if (Key && at !== undefined && at < limit) {
        old.push(Key);
      }
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  const deleted: string[] = [];
  for (const Key of old) {
    await client.send(new DeleteObjectCommand({ Bucket: cfg.bucket, Key }));
    deleted.push(Key);
  }
  return deleted;
}

/** Uploads `file` to the bucket and prunes it (see the module comment). Never throws. */
export async function copyToBucket(
  cfg: S3BackupConfig,
  file: string,
  opts: { now?: Date; log?: BackupLog; client?: S3Client } = {},
): Promise<BucketCopyResult> {
  const log = opts.log ?? { info: () => {}, error: () => {} };
  const key = `${cfg.prefix}${path.basename(file)}`;
  const where = `s3://${cfg.bucket}/${key}`;
  const result: BucketCopyResult = { uploaded: undefined, deleted: [] };
  const { PutObjectCommand } = await import("@aws-sdk/client-s3");
  const client = opts.client ?? (await s3Client(cfg));
  try {
    await client.send(new PutObjectCommand({ Bucket: cfg.bucket, Key: key, Body: readFileSync(file), ContentType: "application/gzip" }));
    result.uploaded = key;
    log.info(`backup uploaded to ${where}`);
  } catch (err) {
    log.error(`backup upload to ${where} failed after ${UPLOAD_ATTEMPTS} tries (the local backup is kept): ${scrub(cfg, err)}`);
    if (!opts.client) {
      client.destroy();
    }
    return result;
  }
  try {
    result.deleted = await pruneBucket(client, cfg, opts.now ?? new Date());
    if (result.deleted.length > 0) {
      log.info(`deleted ${result.deleted.length} backup(s) older than ${KEEP_DAYS} days from s3://${cfg.bucket}/${cfg.prefix}`);
    }
  } catch (err) {
    log.error(`pruning old backups in s3://${cfg.bucket}/${cfg.prefix} failed: ${scrub(cfg, err)}`);
  }
  if (!opts.client) {
    client.destroy();
  }
  return result;
}
