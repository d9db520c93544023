/**
 * A catalogue message with its placeholder values, carried as one string wherever only a string fits: a zod
 * schema's message, an error's message, a form field's error. The API's formatter and the web app's both read it
 * back (readMessageRef) and answer the text in the reader's language. A plain key needs no values and is its own ref.
 */
export type MessageRefValues = Record<string, string | number>;

const SEPARATOR = '|';

export function messageRef(id: string, values?: MessageRefValues): string {
  return values && Object.keys(values).length > 0 ? `${id}${SEPARATOR}${JSON.stringify(values)}` : id;
}

/** The key and values of a ref (a plain key has none); null for text that is not a ref. */
export function readMessageRef(text: string): { id: string; values: MessageRefValues } | null {
  const at = text.indexOf(SEPARATOR);
  if (at < 0) return /^[a-z][a-z-]*\.[A-Za-z0-9._]+$/.test(text) ? { id: text, values: {} } : null;
  try {
    const values: unknown = JSON.parse(text.slice(at + 1));
    if (typeof values !== 'object' || values === null || Array.isArray(values)) return null;
    return { id: text.slice(0, at), values: values as MessageRefValues };
  } catch {
    return null;
  }
}
