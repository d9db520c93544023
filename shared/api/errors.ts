/** The error body the specification's client reads: `detail` for a message, field name -> messages for forms. */
export interface ErrorBody {
  detail: string;
  [field: string]: string | string[];
}

export const NOT_IMPLEMENTED_DETAIL = 'Not implemented yet';
