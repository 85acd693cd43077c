// The one server module the web app may import, and only as types: the API routes' type,
// from which the web app's client takes every request and answer type. Nothing here runs
// in the browser; the route definitions stay the single source of the contract.
export type { ApiRoutes } from "./app";
