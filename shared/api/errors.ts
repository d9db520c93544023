/** The error body the specification's client reads: `detail` for a message, field name -> messages for forms. */
export interface ErrorBody {
  detail: string;
  [field: string]: string | string[];
}

/** A route not built yet (a catalogue key: the API answers it in the caller's language). */
export const NOT_IMPLEMENTED_DETAIL = 'common.notImplemented';
