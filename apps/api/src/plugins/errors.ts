import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorCodes, type ErrorCode } from '@earnflow/contracts';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { AppError, RateLimitedError } from '../lib/errors';
import { settleStatementSession } from './auth';
import { ResponseContractError } from './serializer';

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

/** A failed field's path as the client names it: "/payments/0/accountNumber" → "payments.0.accountNumber". */
function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

function fieldName(instancePath: string, context: string | undefined): string {
  const path = fieldPath(instancePath);
  if (path !== '') return path;
  return context === 'body' ? 'body' : (context ?? 'request');
}

const zodEnglish = z.locales.en();

/**
 * The message of a failed contract. The contracts word what a member may read ("The code is 6 digits."),
 * and that is sent as written, without field names. Only zod's own generic English ("Invalid input:
 * expected string, received number"), which no form of the app can cause, names the field it is about.
 */
export function validationMessage(
  issue: { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> },
  context: string | undefined,
): string {
  if (issue.message === undefined) return 'The request is not valid.';
  const generic = zodEnglish.localeError({
    ...issue.params,
    code: issue.keyword,
    path: [],
  } as unknown as z.core.$ZodRawIssue);
  const genericMessage = typeof generic === 'string' ? generic : generic?.message;
  // The generic wording of a wrong type names what was received, which the issue no longer carries.
  const isGeneric =
    issue.message === genericMessage ||
    (issue.keyword === 'invalid_type' &&
      genericMessage !== undefined &&
      issue.message.startsWith(genericMessage.replace(/received .*$/, 'received ')));
  if (!isGeneric) return issue.message;
  return `${fieldName(issue.instancePath, context)}: ${issue.message}`;
}

/** One error shape for every failure: { error, message }. Bad input is a 400, never a 500. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (raised: FastifyError | AppError, request, reply) => {
    // A route that left the session check to its statement answers the session's refusal first.
    const error = (await settleStatementSession(request, raised)) as FastifyError | AppError;
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError && error.retryAfterSeconds !== undefined) {
        void reply.header('retry-after', error.retryAfterSeconds);
      }
      return reply.status(error.statusCode).send({
        error: error.code,
        message: error.message,
        ...(error.field === undefined ? {} : { field: error.field }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message =
        first === undefined ? 'The request is not valid.' : validationMessage(first, error.validationContext);
      const field = first === undefined ? '' : fieldPath(first.instancePath);
      return reply
        .status(400)
        .send({ error: errorCodes.validation, message, ...(field === '' ? {} : { field }) });
    }
    if (error instanceof ResponseContractError) {
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
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'the database could not serve the request in time');
      return reply.status(503).send({
        error: errorCodes.unavailable,
        message: 'The service is busy. Please try again in a moment.',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ error: errorCodes.internal, message: 'Something went wrong on our side.' });
  });
});
