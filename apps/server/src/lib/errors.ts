/** Typed errors thrown by services; the error handler maps them to the JSON of ARCHITECTURE.md. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}
export class BadRequest extends HttpError {
  constructor(detail: string) {
    super(400, detail);
  }
}
export class Unauthorized extends HttpError {
  constructor(detail = 'Not authenticated') {
    super(401, detail, { 'www-authenticate': 'Bearer' });
  }
}
export class Forbidden extends HttpError {
  constructor(detail = 'Not allowed', headers: Record<string, string> = {}) {
    super(403, detail, headers);
  }
}
export class NotFound extends HttpError {
  constructor(detail = 'Not found') {
    super(404, detail);
  }
}
export class Conflict extends HttpError {
  constructor(detail: string) {
    super(409, detail);
  }
}
export class RateLimited extends HttpError {
  constructor(
    readonly retryAfterS: number,
    detail = 'Too many requests',
  ) {
    super(429, detail, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterS))) });
  }
}
export class EmailVerificationRequired extends Forbidden {
  constructor() {
    super('Email verification required', {
      'x-verification-required': 'true',
      'x-error-code': 'EMAIL_VERIFICATION_REQUIRED',
    });
  }
}
