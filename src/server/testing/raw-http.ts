// HTTP/1.1 spoken by hand over one TCP socket, for tests of what a client library hides: a
// second request on the same connection, a body that stops half-way, a connection the
// server promised to keep open. Each answer is read by its Content-Length (the app answers
// nothing chunked that these tests read).
import net from "node:net";

type RawAnswer = {
  status: number;
  headers: Record<string, string>;
  body: string;
};

export type RawConnection = {
  /** Sends the bytes and reads one answer; undefined when none came within `ms`. */
  exchange(bytes: string | Buffer, ms?: number): Promise<RawAnswer | undefined>;
  /** Sends bytes and expects no answer (a body cut short before the client goes away). */
  write(bytes: string | Buffer): Promise<void>;
  /** Whether the server has closed its side. */
  closed(): boolean;
  /** Resolves once the server has closed its side, or false after `ms`. */
  waitForClose(ms?: number): Promise<boolean>;
  destroy(): void;
};

export async function rawConnection(port: number): Promise<RawConnection> {
  const socket = net.connect({ port, host: "127.0.0.1" });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  let buffered = Buffer.alloc(0);
  let ended = false;
  let wake: (() => void) | undefined;
  socket.on("data", (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    wake?.();
  });
  const onEnd = () => {
    ended = true;
    wake?.();
  };
  socket.on("end", onEnd);
  socket.on("close", onEnd);
  // A reset from the server after its answer is an ending like any other here.
  socket.on("error", onEnd);

  /** One whole answer off the front of what has arrived, if it is all there. */
  const takeAnswer = (): RawAnswer | undefined => {
    const headEnd = buffered.indexOf("\r\n\r\n");
    if (headEnd < 0) return undefined;
    const [statusLine = "", ...lines] = buffered.subarray(0, headEnd).toString("latin1").split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers["content-length"] ?? 0);
    if (buffered.length < headEnd + 4 + length) return undefined;
    const body = buffered.subarray(headEnd + 4, headEnd + 4 + length).toString("utf8");
    buffered = buffered.subarray(headEnd + 4 + length);
    return { status: Number(statusLine.split(" ")[1]), headers, body };
  };

  const waitFor = <T>(check: () => T | undefined, ms: number) =>
    new Promise<T | undefined>((resolve) => {
      const timer = setTimeout(() => {
        wake = undefined;
        resolve(check());
      }, ms);
      const look = () => {
        const found = check();
        if (found !== undefined || ended) {
          clearTimeout(timer);
          wake = undefined;
          resolve(found);
        }
      };
      wake = look;
      look();
    });

  const send = (bytes: string | Buffer) =>
    new Promise<void>((resolve) => {
      if (ended || socket.destroyed) return resolve();
      socket.write(bytes, () => resolve());
    });

  return {
    async exchange(bytes, ms = 5_000) {
      await send(bytes);
      return waitFor(takeAnswer, ms);
    },
    write: send,
    closed: () => ended,
    async waitForClose(ms = 5_000) {
      return (await waitFor(() => (ended ? true : undefined), ms)) ?? false;
    },
    destroy: () => socket.destroy(),
  };
}

/** A request's bytes: its line, headers (Host and Content-Length added) and body. */
export function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | Buffer = "",
  options: { declaredLength?: number } = {},
): Buffer {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  const lines = [
    `${method} ${path} HTTP/1.1`,
    "Host: localhost",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...(method === "GET" && bytes.length === 0 && options.declaredLength === undefined
      ? []
      : [`Content-Length: ${options.declaredLength ?? bytes.length}`]),
    "",
    "",
  ];
  return Buffer.concat([Buffer.from(lines.join("\r\n"), "latin1"), bytes]);
}
