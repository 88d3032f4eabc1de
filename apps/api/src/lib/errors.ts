import { errorCodes, type ErrorCode } from '@earnflow/contracts';

/** A failure the client caused or can act on; its message is safe to show. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** The request field at fault, sent as `field` so a form can show the message beside it. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class ValidationError extends AppError {
  constructor(message: string, field?: string) {
    super(400, errorCodes.validation, message, field);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue.', code: ErrorCode = errorCodes.unauthorized) {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this.', code: ErrorCode = errorCodes.forbidden) {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, errorCodes.notFound, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: ErrorCode = errorCodes.conflict) {
    super(409, code, message);
  }
}

export class RateLimitedError extends AppError {
  constructor(
    message = 'Too many requests. Please wait a moment and try again.',
    code: ErrorCode = errorCodes.rateLimited,
    /** Sent as the Retry-After header, when known. */
    readonly retryAfterSeconds?: number,
  ) {
    super(429, code, message);
  }
}
