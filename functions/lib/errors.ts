/** Typed errors domain code throws; one mapper (lib/http.ts) turns them into the body the client reads. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends HttpError {
  constructor(message: string, fields: Record<string, string[]> = {}) {
    super(400, message, fields);
  }
}

export class Unauthorized extends HttpError {
  constructor(message = 'Authentication credentials were not provided.') {
    super(401, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message = 'You do not have permission to perform this action.') {
    super(403, message);
  }
}

export class NotFound extends HttpError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class NotImplemented extends HttpError {
  constructor(message: string) {
    super(501, message);
  }
}
