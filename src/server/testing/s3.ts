// A local S3-compatible server for the blob store's tests: s3rver, on a free port, with its
// data in a temporary folder removed afterwards. It can be stopped and started again on the
// same port with the same data, as a store that goes away and comes back.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../storage/s3-blob-store";

export async function startS3(bucket = "jobtrail-test") {
  const directory = mkdtempSync(path.join(os.tmpdir(), "jobtrail-s3-"));
  const run = async (port: number) => {
    const instance = new S3rver({
      address: "127.0.0.1",
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    return { instance, address: (await instance.run()) as AddressInfo };
  };
  let { instance, address } = await run(0);
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${address.port}`,
    region: "us-east-1",
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  let running = true;
  return {
    settings,
    /** Stops answering, keeping what it holds. */
    async stop() {
      if (!running) return;
      running = false;
      await instance.close();
    },
    /** Answers again, on the same port, with what it held. */
    async start() {
      if (running) return;
      ({ instance } = await run(address.port));
      running = true;
    },
    async close() {
      if (running) await instance.close();
      running = false;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
