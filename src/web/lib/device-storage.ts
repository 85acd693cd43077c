/**
 * This browser's localStorage, or null where it is missing or blocked by the browser's
 * settings (reading the property itself throws then): whatever wanted to keep something on
 * the device then keeps nothing, and the app carries on without it.
 */
export function deviceStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** This tab's sessionStorage, or null where it is missing or blocked: kept only as long as the tab. */
export function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
