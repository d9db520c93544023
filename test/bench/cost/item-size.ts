/**
 * DynamoDB's size of an item as it bills it (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/CapacityUnitCalculations.html):
 * each attribute's name (UTF-8) plus its value; a string its UTF-8 bytes, a number about one byte per two
 * significant digits plus one, a boolean or null one byte, a list or map 3 bytes plus one per element and its elements.
 */
type Value = string | number | boolean | null | undefined | readonly Value[] | { readonly [key: string]: Value } | Set<string | number>;

const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');

function numberBytes(value: number): number {
  const digits = String(Math.abs(value)).replace(/e.*$/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  return Math.ceil(Math.max(digits.length, 1) / 2) + 1;
}

function valueBytes(value: Value): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return utf8(value);
  if (typeof value === 'number') return numberBytes(value);
  if (value instanceof Set) return [...value].reduce((sum: number, element) => sum + valueBytes(element), 0);
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, element: Value) => sum + 1 + valueBytes(element), 0);
  return 3 + Object.entries(value).reduce((sum, [key, element]) => sum + 1 + utf8(key) + valueBytes(element), 0);
}

export function itemBytes(item: Readonly<Record<string, unknown>>): number {
  return Object.entries(item).reduce((sum, [name, value]) => (value === undefined ? sum : sum + utf8(name) + valueBytes(value as Value)), 0);
}
