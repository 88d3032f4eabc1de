import { errorCodes } from '@earnflow/contracts';
import { AppError } from '../../lib/errors';

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, errorCodes.validation, message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super(415, errorCodes.validation, message);
  }
}
