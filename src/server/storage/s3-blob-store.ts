// Blobs in an S3-compatible bucket: what several instances share. An object appears whole
// or not at all (S3 commits a PUT, or the parts of an upload, at once).
// The AWS SDK is loaded only when the server is set to use a bucket: it is large to load, and
// a server on its own data folder never needs it.
import { Readable } from "node:stream";
import { assertKey, type BlobStore } from "./blob-store";

export type S3Settings = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (http://host/bucket/key): what most self-hosted servers expect. */
  forcePathStyle: boolean;
};

export async function s3BlobStore(settings: S3Settings): Promise<BlobStore> {
  const [{ DeleteObjectCommand, GetObjectCommand, NoSuchKey, paginateListObjectsV2, S3Client }, { Upload }] =
    await Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]);
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;

  return {
    kind: "s3",
    async put(key, body, { contentType }) {
      assertKey(key);
      // A multipart upload for a stream of unknown length; one PUT for a small body.
      await new Upload({ client, params: { Bucket, Key: key, Body: body, ContentType: contentType } }).done();
    },
    async get(key) {
      assertKey(key);
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Body instanceof Readable ? Body : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, storedAt: object.LastModified ?? new Date() };
        }
      }
    },
  };
}
