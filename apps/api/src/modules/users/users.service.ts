import { createMemberTwoFactor } from './member-two-factor';
import { createOtpService } from './otp.service';
import { createMemberCodes } from './users-codes';
import type { UsersServiceDeps } from './users-deps';
import { createUsersPassword } from './users-password';
import { createUsersProfile } from './users-profile';
import { createUsersSignIn } from './users-sign-in';
import { createUsersSignUp } from './users-sign-up';

export { guardedSecondFactor, requireMemberSecondFactor } from './member-two-factor';
export { EVEN_ANSWER_MS } from './users-codes';
export type { UsersServiceDeps } from './users-deps';
export { forgotPasswordMessage } from './users-password';
export { signInCodeMessage, toSessionUser, type SignInClient } from './users-sign-in';
export { resendMessage, signupMessage } from './users-sign-up';
export { currentMemberBySession } from './users.repository';

/**
 * The members' own accounts: signing up (users-sign-up), signing in and out (users-sign-in), the password
 * (users-password), the account itself (users-profile) and two-factor sign-in (member-two-factor), over
 * the one-time codes (otp.service) and their guarded checks (users-codes).
 */
export function createUsersService(deps: UsersServiceDeps) {
  const otp = createOtpService({ clock: deps.clock, codesPerDay: deps.codesPerDay });
  const codes = createMemberCodes({ db: deps.db, guards: deps.guards, otp });
  return {
    ...createUsersSignUp(deps, otp, codes),
    ...createUsersSignIn(deps, otp),
    ...createUsersPassword(deps, otp, codes),
    ...createUsersProfile(deps),
    ...createMemberTwoFactor(deps),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
