import type { Language } from '@earnflow/contracts';
import { isUniqueViolation } from '../../lib/db-errors';
import { answerNoSoonerThan } from '../../lib/even-timing';
import { ValidationError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { RequestClient } from '../../lib/request-client';
import { newAccountNumber } from '../../lib/tokens';
import { recordSignal, type SignalClient } from '../fraud/fraud.service';
import { createWallet } from '../ledger/ledger.service';
import { queueEmail } from '../mail/mail.service';
import { alreadyRegisteredEmail, signupAgainEmail, verificationEmail } from '../mail/mail.templates';
import { invalidOtpError, type OtpService } from './otp.service';
import { EVEN_ANSWER_MS, type MemberCodes } from './users-codes';
import type { UsersServiceDeps } from './users-deps';
import {
  claimAlreadyRegisteredNotice,
  findUserByAccountNumber,
  findUserByEmail,
  insertUser,
  updateUser,
} from './users.repository';

export const signupMessage = 'We sent a 6-digit code to your e-mail. Enter it to verify your account.';
export const resendMessage =
  'If this e-mail is waiting for verification, a new code is on its way. Codes go out at most once a minute.';

/** Who signs up: the client codes are bound to, and the user agent its signal records. */
type SignUpClient = RequestClient & SignalClient;

/** At most one "you already have an account" e-mail per address in this time. */
const ALREADY_REGISTERED_EVERY_MS = 24 * 3600 * 1000;

/** Signing up: the new account, its verification code, verifying and resending. */
export function createUsersSignUp(
  { db, clock, appName, publicUrl, onEmailQueued }: UsersServiceDeps,
  otp: OtpService,
  { codeRequest, checkCode }: MemberCodes,
) {
  async function resolveReferrer(referralCode: string | undefined): Promise<string | null> {
    if (referralCode === undefined) return null;
    const referrer = await findUserByAccountNumber(db, referralCode);
    // A suspended member's code reads as no code: it brings them no new members while suspended.
    if (referrer === undefined || referrer.status === 'SUSPENDED') {
      throw new ValidationError('Referral code not found.', 'referralCode');
    }
    return referrer.id;
  }

  /** The new member, their wallet, their code and their SIGN_UP signal (with the referrer) at once. */
  async function createMember(
    input: {
      name: string;
      email: string;
      passwordHash: string;
      referredById: string | null;
      language: Language;
    },
    client: SignUpClient,
  ): Promise<void> {
    // Account numbers are random; a collision is astronomically rare but retried.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        await db.transaction(async (tx) => {
          const user = await insertUser(tx, { ...input, accountNumber: newAccountNumber() });
          await createWallet(tx, user.id);
          await recordSignal(tx, {
            userId: user.id,
            kind: 'SIGN_UP',
            client,
            referrerId: input.referredById,
            now: clock.now(),
          });
          const code = await otp.issue(tx, user.id, 'VERIFY_EMAIL', {
            requester: client.key,
            knownClient: false,
            underAttack: false,
            signup: { name: input.name, passwordHash: input.passwordHash, referredById: input.referredById },
          });
          if (code !== undefined)
            await queueEmail(tx, verificationEmail(appName, user.email, user.name, code, user.language));
        });
        return;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (await findUserByEmail(db, input.email)) return;
      }
    }
    throw new Error('could not allocate a unique account number');
  }

  return {
    async signup(
      input: {
        name: string;
        email: string;
        password: string;
        referralCode?: string | undefined;
        language?: Language | undefined;
      },
      client: SignUpClient,
    ) {
      const referredById = await resolveReferrer(input.referralCode);
      const passwordHash = await hashPassword(input.password);
      // The language of the sign-up screen: the account's, and that of the e-mail this sign-up sends.
      const language = input.language ?? 'en';
      const existing = await findUserByEmail(db, input.email);
      if (existing === undefined) {
        await createMember(
          { name: input.name, email: input.email, passwordHash, referredById, language },
          client,
        );
      } else if (existing.emailVerifiedAt === null) {
        // Each sign-up gets its own code carrying its own name, password and referrer: the sign-up whose
        // code verifies the account decides them, so an earlier sign-up's password never opens it (0140).
        const request = await codeRequest(existing, client, { name: input.name, passwordHash, referredById });
        await db.transaction(async (tx) => {
          const code = await otp.issue(tx, existing.id, 'VERIFY_EMAIL', request);
          if (code === undefined) return;
          await queueEmail(tx, signupAgainEmail(appName, existing.email, code, language));
        });
      } else {
        // At most one such notice a day: sign-ups with someone's address cannot fill their mailbox. The
        // conditional update lets one of parallel sign-ups through.
        const now = clock.now();
        await db.transaction(async (tx) => {
          const claimed = await claimAlreadyRegisteredNotice(
            tx,
            existing.id,
            now,
            new Date(now.getTime() - ALREADY_REGISTERED_EVERY_MS),
          );
          if (!claimed) return;
          await queueEmail(
            tx,
            alreadyRegisteredEmail(
              appName,
              existing.email,
              existing.name,
              `${publicUrl}/login`,
              existing.language,
            ),
          );
        });
      }
      onEmailQueued();
      return { email: input.email, message: signupMessage };
    },

    async verifyEmail(email: string, code: string, client: RequestClient) {
      const user = await findUserByEmail(db, email);
      const check = await checkCode(
        email,
        'VERIFY_EMAIL',
        code,
        client,
        user?.emailVerifiedAt === null ? user : undefined,
        async (tx, row) => {
          const signup =
            row.signupName !== null && row.signupPasswordHash !== null
              ? {
                  name: row.signupName,
                  passwordHash: row.signupPasswordHash,
                  referredById: row.signupReferredById,
                }
              : {};
          await updateUser(tx, row.userId, { emailVerifiedAt: clock.now(), ...signup });
          // The other sign-ups' codes have nothing left to decide.
          await otp.revokeOpen(tx, row.userId, ['VERIFY_EMAIL']);
        },
      );
      if (check !== 'matched') throw invalidOtpError();
      return { message: 'Your e-mail has been verified. You can sign in now.' };
    },

    async resendVerification(email: string, client: RequestClient) {
      return answerNoSoonerThan(EVEN_ANSWER_MS, async () => {
        const user = await findUserByEmail(db, email);
        if (user !== undefined && user.emailVerifiedAt === null) {
          // Silently nothing within a minute of this client's last code or past the day's codes: the answer
          // is the same for every e-mail, so it cannot tell whether an account exists. The new code carries
          // this client's sign-up, else the latest one.
          const request = await codeRequest(user, client, await otp.latestSignup(db, user.id, client.key));
          const queued = await db.transaction(async (tx) => {
            const code = await otp.issue(tx, user.id, 'VERIFY_EMAIL', request);
            if (code === undefined) return false;
            await queueEmail(tx, verificationEmail(appName, user.email, user.name, code, user.language));
            return true;
          });
          if (queued) onEmailQueued();
        }
        return { message: resendMessage };
      });
    },
  };
}
