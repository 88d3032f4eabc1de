import type { Database, Executor } from '../../db/client';
import { RateLimitedError } from '../../lib/errors';
import type { RequestClient } from '../../lib/request-client';
import type { AttemptGuardsService } from '../attempt-guards/attempt-guards.service';
import { signedInBeforeFrom } from '../sessions/sessions.service';
import {
  invalidOtpError,
  type CodeCheck,
  type OtpCodeRow,
  type OtpPurpose,
  type OtpService,
  type SignupDetails,
} from './otp.service';
import type { UserRow } from './users.repository';

/**
 * Forgot password, resend and reset answer the same for every e-mail, and no sooner than this, so their
 * timing does not tell whether an account exists either (decision 0004).
 */
export const EVEN_ANSWER_MS = 200;

/** A guess refused unchecked: the account's codes are under attack and this client asked for no new one. */
const codesUnderAttack = () =>
  new RateLimitedError(
    'Too many wrong codes were tried for this account. Ask for a new code here and enter it on this device.',
  );

/** The one-time code steps of sign-up and password reset, under the account's code guard (decision 0140). */
export function createMemberCodes({
  db,
  guards,
  otp,
}: {
  db: Database;
  guards: AttemptGuardsService;
  otp: OtpService;
}) {
  /** How a new code for this account and client is issued: under attack or not, from a known client or not. */
  async function codeRequest(
    user: { id: string; email: string },
    client: RequestClient,
    signup?: SignupDetails,
  ) {
    const { underAttack } = await guards.state('MEMBER_CODE', user.email);
    const knownClient = await signedInBeforeFrom(db, user.id, client);
    return { requester: client.key, knownClient, underAttack, signup };
  }

  /**
   * Checks a one-time code of the account at `email` under the account's code guard (decision 0140). Not
   * under attack, the attempt counts before it is checked, as ever. Under attack, only a code sent under
   * attack to this client is checked (one try, and a wrong one counts); any other guess is refused
   * unchecked, so the owner's new code is never spent by someone else's guesses.
   */
  async function checkCode(
    email: string,
    purpose: OtpPurpose,
    code: string,
    client: RequestClient,
    user: UserRow | undefined,
    onSuccess: (tx: Executor, row: OtpCodeRow) => Promise<void>,
  ): Promise<CodeCheck> {
    if ((await guards.state('MEMBER_CODE', email)).underAttack) {
      if (user === undefined) throw codesUnderAttack();
      const check = await otp.consume(
        db,
        user.id,
        purpose,
        code,
        { requester: client.key, underAttack: true },
        onSuccess,
      );
      if (check === 'refused') throw codesUnderAttack();
      if (check === 'wrong') {
        await guards.recordFailure('MEMBER_CODE', email);
        throw invalidOtpError();
      }
      await guards.clear(['MEMBER_CODE'], email);
      return check;
    }
    const attempt = await guards.begin('MEMBER_CODE', email);
    const check =
      user === undefined
        ? 'wrong'
        : await otp.consume(db, user.id, purpose, code, { requester: client.key }, onSuccess);
    if (check !== 'matched') throw attempt.failed(invalidOtpError());
    await attempt.succeeded();
    return check;
  }

  return { codeRequest, checkCode };
}

export type MemberCodes = ReturnType<typeof createMemberCodes>;
