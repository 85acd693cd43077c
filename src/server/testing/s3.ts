// A local S3-compatible server for the blob store's tests: s3rver, on a free port, with its
// data in a temporary folder removed afterwards.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../storage/s3-blob-store";

export async function startS3(bucket = "jobtrail-test") {
  const directory = mkdtempSync(path.join(os.tmpdir(), "jobtrail-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${address.port}`,
    region: "us-east-1",
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return {
    settings,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
