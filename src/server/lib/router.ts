// The two kinds of router every API route is registered on. A route on the protected router
// answers 401 before anything else runs unless the request carries a live session, and its
// handlers read a non-null `c.var.user` from the type itself; the public router's context
// has no user at all. A new route is protected unless it is deliberately put on the public
// router. Both routers also declare, in the OpenAPI document, the refusals they cause.
import { OpenAPIHono, type RouteConfig, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { apiTokenMessages } from "@/domain/api-tokens";
import { AppError, validationError } from "../errors";
import type { ProtectedEnv, PublicEnv } from "../types";

const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "NOT_FOUND" }),
      message: z.string().openapi({ example: "The requested resource was not found." }),
      fields: z.record(z.string(), z.string()).optional(),
      requestId: z.string().optional(),
    }),
  })
  .openapi("Error");

export const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: errorResponseSchema } },
});

/** A JSON response of a route's definition. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** A route's required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

/**
 * A file upload's request body, as documentation: the router does not validate it, the
 * route's handler reads it as a stream (`receiveUpload`). `file` is the file's field.
 */
export const multipartFileBody = (
  fields: Record<string, { type: "string"; enum?: string[]; description?: string }>,
) => ({
  required: true,
  content: {
    "multipart/form-data": {
      schema: {
        type: "object" as const,
        required: ["file"],
        properties: { file: { type: "string" as const, format: "binary" }, ...fields },
      },
    },
  },
});

/**
 * A path parameter naming one of the user's records. Any text is accepted: an id that is
 * not a UUID is simply not one of the user's records (404), never a validation error.
 */
export const pathId = (name: string) => z.string().openapi({ param: { name, in: "path" }, format: "uuid" });

/** The largest JSON body a route reads unless it declares its own limit. */
export const jsonBodyLimit = 1024 * 1024;

const ownBodyLimits = new WeakMap<RouteConfig, number>();
const sessionOnlyRoutes = new WeakSet<RouteConfig>();
const uploadLimits = new WeakMap<RouteConfig, { maxBytes: number; message: string }>();

/** A route that reads more JSON than the default declares its own limit. */
export function withBodyLimit<R extends RouteConfig>(route: R, maxBytes: number): R {
  ownBodyLimits.set(route, maxBytes);
  return route;
}

/**
 * A file upload route reads its own multipart body as a stream, with its own size limit
 * (src/server/storage/upload.ts); in front of it, a body whose declared length is already
 * over the limit is refused before a byte is read, with the route's own message.
 */
export function asUpload<R extends RouteConfig>(route: R, limit: { maxBytes: number; message: string }): R {
  uploadLimits.set(route, limit);
  return route;
}

/**
 * A route that makes, replaces, lists or ends a way into the account (API tokens, the
 * calendar feed's address, invitations, the account and its sessions, any mailbox
 * credential to come) answers only a signed-in session: a personal API token is refused
 * (403). A leaked token must never become a lasting credential of another kind, one that
 * would outlive the token's revocation.
 */
export function sessionOnly<R extends RouteConfig>(route: R): R {
  sessionOnlyRoutes.add(route);
  return route;
}

const refuseTokens = createMiddleware<ProtectedEnv>(async (c, next) => {
  if (c.var.credential === "token") throw new AppError("RLS_DENIED", apiTokenMessages.notForTokens);
  await next();
});

const refuseDeclaredLength =
  ({ maxBytes, message }: { maxBytes: number; message: string }): MiddlewareHandler =>
  async (c, next) => {
    const declared = Number(c.req.header("content-length"));
    if (Number.isFinite(declared) && declared > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", message);
    await next();
  };

/**
 * Refuses a body over the limit from its Content-Length before reading it, and stops
 * reading a body sent without one as soon as it passes the limit.
 */
export const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE");
    },
  });

/** The security scheme of the protected routes: Better Auth's session cookie. */
export const sessionSecurityScheme = "session";
export const sessionSecuritySchemeObject = {
  type: "apiKey",
  in: "cookie",
  name: "better-auth.session_token",
  description:
    "The session cookie set by POST /api/auth/sign-in/email (named __Host-better-auth.session_token over https).",
} as const;

/** The other way in: a personal API token, made on Profile & Settings. */
export const apiTokenSecurityScheme = "apiToken";
export const apiTokenSecuritySchemeObject = {
  type: "http",
  scheme: "bearer",
  description:
    "A personal API token (jt_...), sent as Authorization: Bearer <token>. A read token may only GET. No token makes or ends another way in: the routes for tokens, the calendar feed address, invitations and the account (privacy) list the session alone as their security and answer a token 403.",
} as const;

const writeMethods = new Set(["post", "put", "patch", "delete"]);

/**
 * The session check, before validation, so a signed-out request learns nothing else. A
 * write must also come from the app's own pages: the SameSite=Lax cookie keeps most
 * cross-site writes out already, and a write whose Origin is another site's (a sibling
 * site of the same domain, a client that ignores SameSite) is refused (403).
 */
const requireUser = createMiddleware<ProtectedEnv>(async (c, next) => {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  if (bearer !== undefined) {
    c.set("user", await tokenUser(c, bearer));
    c.set("credential", "token");
    await next();
    return;
  }
  const user = await c.var.sessions.userFor(c);
  if (!user) throw new AppError("UNAUTHENTICATED");
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && !c.var.sessions.trustsOrigin(c))
    throw new AppError("RLS_DENIED");
  c.set("user", user);
  c.set("credential", "session");
  await next();
});

/**
 * A personal API token in place of a session: refused at once when revoked (401); a
 * read-only token may not write (403), and a session-only route refuses every token (403).
 * No Origin check: a token is sent by a script, never by a browser on its own.
 */
async function tokenUser(c: Context<ProtectedEnv>, token: string) {
  const found = await c.var.apiTokens.resolve(token);
  if (!found) throw new AppError("UNAUTHENTICATED", apiTokenMessages.invalid);
  if (found.scope === "read" && c.req.method !== "GET" && c.req.method !== "HEAD")
    throw new AppError("RLS_DENIED", apiTokenMessages.readOnly);
  return found.user;
}

function asList<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

type Guard = "public" | "protected";

/** The route as registered: its checks in front, its possible refusals documented. */
function completeRoute<R extends RouteConfig>(route: R, guard: Guard): R {
  // Path ids that are not one of ours are simply not found (404): only a query or a body
  // can be invalid.
  const hasInput = Boolean(route.request?.query || route.request?.body);
  const readsBody = Boolean(route.request?.body);
  const isWrite = writeMethods.has(route.method);
  const sessionOnly = guard === "protected" && sessionOnlyRoutes.has(route);
  const middleware: MiddlewareHandler[] = [];
  if (guard === "protected") middleware.push(requireUser as MiddlewareHandler);
  if (sessionOnly) middleware.push(refuseTokens as MiddlewareHandler);
  const upload = uploadLimits.get(route);
  if (upload) middleware.push(refuseDeclaredLength(upload));
  else if (readsBody) middleware.push(limitBody(ownBodyLimits.get(route) ?? jsonBodyLimit));
  const refusals: RouteConfig["responses"] = {
    ...(hasInput ? { 400: errorResponse("Invalid input; fields names each problem") } : {}),
    ...(guard === "protected" ? { 401: errorResponse("No session, or it has ended") } : {}),
    ...(sessionOnly
      ? {
          403: errorResponse(
            "Refused to a personal API token: only a signed-in session manages this (or the request came from another site)",
          ),
        }
      : guard === "protected" && isWrite
        ? { 403: errorResponse("The request came from another site, or a read token tried to write") }
        : {}),
    ...(readsBody
      ? {
          413: errorResponse("The body is larger than this route reads"),
          415: errorResponse(
            upload
              ? `The body is not ${Object.keys(route.request?.body?.content ?? {})[0] ?? "multipart/form-data"}`
              : "The body is not JSON",
          ),
        }
      : {}),
  };
  return {
    ...route,
    middleware: [...middleware, ...asList(route.middleware)],
    responses: { ...refusals, ...route.responses },
    ...(guard === "protected"
      ? {
          security: sessionOnly
            ? [{ [sessionSecurityScheme]: [] }]
            : [{ [sessionSecurityScheme]: [] }, { [apiTokenSecurityScheme]: [] }],
        }
      : {}),
  };
}

/** Every router answers a failed zod check with VALIDATION_ERROR naming the fields. */
const defaultHook = (result: { success: boolean; error?: unknown }) => {
  if (!result.success) throw validationError(result.error as z.ZodError);
};

/** The plain verbs would add a route that is neither checked nor documented. */
const plainVerbs = ["get", "post", "put", "patch", "delete", "options", "all"] as const;

function createRouter<E extends PublicEnv | ProtectedEnv>(guard: Guard) {
  const router = new OpenAPIHono<E>({ defaultHook });
  const register = router.openapi;
  // Same signature, so handlers keep their inferred types; only the route gains its checks.
  router.openapi = ((route, handler, hook) =>
    register(completeRoute(route, guard), handler, hook)) as typeof register;
  for (const verb of plainVerbs) {
    Object.defineProperty(router, verb, {
      value: () => {
        throw new Error(
          `Add API routes with .openapi(createRoute(...)), not .${verb}(): it checks and documents them`,
        );
      },
    });
  }
  return router;
}

/** Routes anyone may call. Putting a route here is a decision: say why beside it. */
export const createPublicRouter = () => createRouter<PublicEnv>("public");

/** Routes of a signed-in user: the default for anything that reads or writes their data. */
export const createProtectedRouter = () => createRouter<ProtectedEnv>("protected");
