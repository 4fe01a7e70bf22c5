import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertStorageKey, isStorageKey, type FileStorage, type StoredObject } from './fileStorage';
import type { S3Settings } from './storageConfig';

const notFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket, shared by every instance. The client computes checksums only
 * where the API requires them: the SDK's newer default (a CRC32 on every upload, sent as a trailer
 * for streams) is refused by several S3-compatible stores, and the migration command checks each
 * copy's SHA-256 itself (kept as the object's `sha256` metadata).
 */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  const stat = async (key: string): Promise<StoredObject | null> => {
    assertStorageKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return {
        key,
        size: head.ContentLength ?? 0,
        modifiedMs: head.LastModified?.getTime() ?? 0,
        ...(head.Metadata?.sha256 ? { sha256: head.Metadata.sha256 } : {}),
      };
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  };

  return {
    kind: 's3',
    where: `bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ` (${settings.region})`}`,
    async put(key, data, contentType) {
      assertStorageKey(key);
      const sha256 = createHash('sha256').update(data).digest('hex');
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          Metadata: { sha256 },
        }),
      );
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    stat,
    async exists(key) {
      return (await stat(key)) !== null;
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key || !isStorageKey(object.Key)) continue;
          yield { key: object.Key, size: object.Size ?? 0, modifiedMs: object.LastModified?.getTime() ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async signedUrl(key, { nowMs, ttlSeconds, contentType, disposition }) {
      assertStorageKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        // The bucket answers with the headers the API would have sent itself.
        ResponseContentType: contentType,
        ResponseContentDisposition: disposition,
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(client, command, { expiresIn: ttlSeconds, signingDate: new Date(nowMs) });
    },
    close() {
      client.destroy();
    },
  };
}
