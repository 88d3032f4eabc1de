import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { hasNulCharacter, NUL_CHARACTER_MESSAGE } from '@earnflow/contracts';
import { ValidationError } from '../lib/errors';
import { responseSerializer } from './serializer';

/** True when a NUL character hides anywhere in parsed input: a string, an object key, nested or not. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasNulCharacter(value);
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => hasNulCharacter(key) || containsNul(item, depth + 1));
}

/**
 * Requests are validated by their zod contracts. Before that, one guard refuses a NUL character in the
 * path, query or body of every route, so a route whose schema forgets `textSchema` (or has no schema)
 * still answers 400 instead of failing in PostgreSQL, which cannot store NUL. Answers are written by
 * serializers compiled from their contracts, checked against zod unless `checkResponses` is false
 * (production; decision 0188).
 */
export const validationPlugin = fp(async (app: FastifyInstance, options: { checkResponses?: boolean }) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(options.checkResponses ?? true));
  app.addHook('preValidation', (request, _reply, done) => {
    const nul = containsNul(request.params) || containsNul(request.query) || containsNul(request.body);
    done(nul ? new ValidationError(NUL_CHARACTER_MESSAGE) : undefined);
  });
});
