import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  StorageNotFoundError,
  StorageUnavailableError,
  checkKey,
  type Storage,
} from './contract.ts';

/** An S3-compatible bucket (docs/storage.md): AWS, MinIO, R2, s3rver, … */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Another service than AWS (MinIO, R2, s3rver); null for AWS. */
  endpoint: string | null;
  /** `bucket` in the path instead of the host name (MinIO, s3rver). */
  forcePathStyle: boolean;
  /** Put before every key, e.g. `stickerei/` to share a bucket; '' for none. */
  prefix: string;
  /**
   * Longest wait for a connection, and for the next bytes of an answer: an unreachable bucket
   * fails within this (with at most one retry) instead of hanging the request.
   */
  timeoutMs: number;
  /**
   * Downloads and previews answer with a redirect to a short-lived presigned URL of the bucket
   * instead of streaming through the api (S3_PRESIGN=1; docs/storage.md).
   */
  presign?: boolean;
  /** Credentials; from the SDK's default chain (environment, profile, instance role) when absent. */
  credentials?: S3ClientConfig['credentials'];
}

/** Storage on a bucket, with what only a bucket can do. */
export interface S3Storage extends Storage {
  readonly client: S3Client;
  readonly options: S3StorageOptions;
  /** A URL that reads `key` without credentials for `seconds` (S3_PRESIGN). */
  presignedUrl(key: string, seconds: number, fileName?: string): Promise<string>;
}

// Answers of a bucket that mean "not there", and failures that mean "not reachable now".
const MISSING = new Set(['NoSuchKey', 'NotFound', 'NoSuchBucket']);
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ServiceUnavailable',
  'SlowDown',
  'InternalError',
]);

interface SdkError {
  name?: string;
  code?: string;
  Code?: string;
  $metadata?: { httpStatusCode?: number };
}

function classify(error: unknown, key: string): Error {
  const e = (error ?? {}) as SdkError;
  const status = e.$metadata?.httpStatusCode;
  const name = e.name ?? '';
  if (MISSING.has(name) || e.Code === 'NoSuchKey' || status === 404) {
    return name === 'NoSuchBucket'
      ? new StorageUnavailableError('The storage bucket does not exist.', { cause: error })
      : new StorageNotFoundError(`nothing stored under ${key}`);
  }
  if (
    UNREACHABLE.has(name) ||
    UNREACHABLE.has(e.code ?? '') ||
    (status !== undefined && status >= 500) ||
    (error instanceof Error && /socket|timed? ?out|ECONN|network/i.test(error.message))
  ) {
    return new StorageUnavailableError('The file storage is not reachable.', { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}

async function guarded<T>(key: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw classify(error, key);
  }
}

/** Parts of a multipart upload: 8 MiB (S3 wants ≥ 5 MiB but the last), two in flight. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/** A client for the options (shared with the resumable uploads' store). */
export function s3ClientConfig(o: S3StorageOptions): S3ClientConfig {
  return {
    region: o.region,
    ...(o.endpoint ? { endpoint: o.endpoint } : {}),
    forcePathStyle: o.forcePathStyle,
    ...(o.credentials ? { credentials: o.credentials } : {}),
    // One retry: two attempts of at most timeoutMs each stay within the ten seconds a request
    // may wait for a bucket that does not answer.
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: Math.min(o.timeoutMs, 3000),
      requestTimeout: o.timeoutMs,
    },
  };
}

/**
 * The api's bytes in an S3-compatible bucket. Objects appear whole or not at all (a single PUT,
 * or a multipart upload completed at the end and aborted on failure), so readers never see half
 * a file; streams go both ways without holding a file in memory.
 */
export function createS3Storage(options: S3StorageOptions): S3Storage {
  const client = new S3Client(s3ClientConfig(options));
  const Bucket = options.bucket;
  const objectKey = (key: string) => `${options.prefix}${checkKey(key)}`;

  const head = (key: string) =>
    guarded(key, () => client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) })));

  return {
    kind: 's3',
    client,
    options,
    async put(key, bytes) {
      await guarded(key, () =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: objectKey(key),
            Body: bytes,
            ContentLength: bytes.byteLength,
          }),
        ),
      );
    },
    async get(key) {
      return guarded(key, async () => {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!answer.Body) throw new StorageNotFoundError(`nothing stored under ${key}`);
        return Buffer.from(await answer.Body.transformToByteArray());
      });
    },
    async putStream(key, source) {
      let written = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          written += chunk.length;
          done(null, chunk);
        },
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: counted },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      // The source's failure aborts the upload: nothing half-written is left in the bucket.
      const feeding = pipeline(source, counted).catch(async (error: unknown) => {
        await upload.abort().catch(() => undefined);
        throw error;
      });
      await Promise.all([feeding, guarded(key, () => upload.done())]);
      return written;
    },
    async stream(key, range) {
      if (range && range.end <= range.start) {
        const { ContentLength } = await head(key);
        return { stream: Readable.from([]), size: ContentLength ?? 0 };
      }
      return guarded(key, async () => {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end - 1}` } : {}),
          }),
        );
        const total = answer.ContentRange ? Number(answer.ContentRange.split('/')[1]) : NaN;
        const size = Number.isFinite(total) ? total : (answer.ContentLength ?? 0);
        if (!(answer.Body instanceof Readable)) throw new Error('expected a stream from S3');
        return { stream: answer.Body, size };
      });
    },
    async delete(key) {
      await guarded(key, () =>
        client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) })),
      );
    },
    async deletePrefix(prefix) {
      const Prefix = `${objectKey(prefix)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await guarded(prefix, () =>
          client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken })),
        );
        const Objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (Objects.length) {
          await guarded(prefix, () =>
            client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } })),
          );
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async exists(key) {
      try {
        await head(key);
        return true;
      } catch (error) {
        if (error instanceof StorageNotFoundError) return false;
        throw error;
      }
    },
    async *list(prefix) {
      const Prefix = prefix === undefined ? options.prefix : `${objectKey(prefix)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await guarded(prefix ?? '', () =>
          client.send(
            new ListObjectsV2Command({ Bucket, Prefix: Prefix || undefined, ContinuationToken }),
          ),
        );
        for (const o of page.Contents ?? []) {
          if (o.Key) yield { key: o.Key.slice(options.prefix.length), size: o.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async ping() {
      await guarded('', () => client.send(new HeadBucketCommand({ Bucket })));
    },
    async presignedUrl(key, seconds, fileName) {
      const command = new GetObjectCommand({
        Bucket,
        Key: objectKey(key),
        ...(fileName
          ? {
              ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
            }
          : {}),
      });
      return getSignedUrl(client, command, { expiresIn: seconds });
    },
  };
}
