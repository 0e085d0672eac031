import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { ObjectMissingError, type ObjectStore, type StorageSettings } from './storage-types';

/**
 * Any S3-compatible store (AWS S3, MinIO, Ceph, R2, ...), through @aws-sdk/client-s3. Objects are written
 * without an ACL (the bucket's default: private) and are never handed out by URL: the API reads them after its
 * checks (ADR 022). The raw bytes of a form still arrive in a local scratch folder, and only the re-encoded
 * copy is sent to the store.
 */
export function s3ObjectStore(
  settings: Extract<StorageSettings, { kind: 's3' }>,
  scratchRoot: string,
): ObjectStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // A store that does not answer fails the request rather than holding it (and its database work) open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${settings.prefix}${key}`;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!answer.Body) throw new ObjectMissingError(key);
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (
          error instanceof NoSuchKey ||
          (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        ) {
          throw new ObjectMissingError(key);
        }
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that is not there too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    scratchDir: (folder) => `${scratchRoot}/${folder}`,
    close: async () => client.destroy(),
  };
}
