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
