export * from "./auth";
export * from "./files";
export * from "./profiles";
