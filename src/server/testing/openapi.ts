// The operations of the served OpenAPI document, for suites generated from it: a route added
// tomorrow is covered by them without anyone remembering to add it.
import type { TestServer } from "./server-kit";

type Parameter = { name: string; in: "path" | "query" | "header" | "cookie"; schema?: JsonSchema };
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  $ref?: string;
  [key: string]: unknown;
};
export type Operation = {
  method: string;
  path: string;
  /** "GET /api/health" */
  name: string;
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Omit<Operation, "method" | "path" | "name">>>;
  components?: { schemas?: Record<string, JsonSchema>; securitySchemes?: Record<string, unknown> };
};

export async function openApiDocument(server: TestServer): Promise<OpenApiDocument> {
  const response = await server.request("/api/openapi.json");
  if (response.status !== 200) throw new Error(`no OpenAPI document: ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      ...operation,
      parameters: operation.parameters ?? [],
      method: method.toUpperCase(),
      path,
      name: `${method.toUpperCase()} ${path}`,
    })),
  );
}

/** The path with each {param} replaced by the segment given, already encoded for a URL. */
export function fillPath(path: string, segment: (name: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => segment(name));
}
