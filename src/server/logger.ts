import pino from "pino";

export type Logger = pino.Logger;

/**
 * JSON lines for log collectors; readable lines when a person watches the terminal (the
 * mail outbox's links among them).
 */
export function createLogger(level: string, options: { pretty?: boolean } = {}): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.newPassword", "*.token"],
      censor: "[redacted]",
    },
    ...(options.pretty
      ? {
          transport: {
            target: "pino-pretty",
            options: { translateTime: "SYS:HH:MM:ss", ignore: "requestId" },
          },
        }
      : {}),
  });
}
