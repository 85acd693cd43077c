const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether text can be one of our ids. An id that cannot be is simply not one of the user's
 * records (404), never a database cast error.
 */
export const isUuid = (text: string) => uuidPattern.test(text);
