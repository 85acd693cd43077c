export * from "./applications";
export * from "./auth";
export * from "./contact-messages";
export * from "./files";
export * from "./profiles";
export * from "./documents";
