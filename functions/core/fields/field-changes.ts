/**
 * The team item's `lastFieldChange`, written with each move of `fieldsVersion`: the id of the one field a write
 * changed, or this for a write of many (a file's fields added or rolled back), after which the list is read again.
 */
export const MANY_FIELDS_CHANGED = '*';
