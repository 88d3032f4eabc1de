import type { FastifyRequest } from 'fastify';

/**
 * The answer to give for `error` on a request whose session a statement was to check but did not confirm
 * (the body was not valid, a limit was reached, the statement failed): the session's own refusal when it
 * is not live, as `requireUser` would have answered before anything else, and otherwise `error`.
 */
export async function settleStatementSession(request: FastifyRequest, error: unknown): Promise<unknown> {
  // Undefined on an app without the auth plugin (some tests build one with the errors plugin alone).
  const session = request.statementSession as FastifyRequest['statementSession'] | undefined;
  if (session == null || session.confirmed) return error;
  try {
    await request.server.confirmStatementSession(request);
  } catch (refusal) {
    return refusal;
  }
  return error;
}
