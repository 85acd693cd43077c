export * from "./applications";
export * from "./auth";
export * from "./contact-messages";
export * from "./documents";
export * from "./files";
export * from "./privacy";
export * from "./profiles";
export * from "./settings";
