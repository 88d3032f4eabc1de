import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCodes, type ErrorCode } from '@earnflow/contracts';
import { AppError } from '../lib/errors';

const codeByStatus: Record<number, ErrorCode> = {
  400: errorCodes.validation,
  401: errorCodes.unauthorized,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  409: errorCodes.conflict,
  413: errorCodes.validation,
  415: errorCodes.validation,
  429: errorCodes.rateLimited,
};

function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (path !== '') return path;
  return context === 'body' ? 'body' : (context ?? 'request');
}

/** One error shape for every failure: { error, message }. Bad input is a 400, never a 500. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ error: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message =
        first === undefined
          ? 'The request is not valid.'
          : `${fieldName(first.instancePath, error.validationContext)}: ${first.message}`;
      return reply.status(400).send({ error: errorCodes.validation, message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return reply
        .status(500)
        .send({ error: errorCodes.internal, message: 'Something went wrong on our side.' });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON.'
          : error.message;
      return reply.status(status).send({ error: codeByStatus[status] ?? errorCodes.validation, message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ error: errorCodes.internal, message: 'Something went wrong on our side.' });
  });
});
