import { centsToDollars, type CurrentUser, type Language } from '@earnflow/contracts';
import { businessDay } from '../../lib/business-day';
import { NotFoundError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import type { MemberSessionRow } from '../sessions/statement-session';
import type { UserAuth } from '../sessions/session-auth';
import { requireOwnUpload } from '../uploads/uploads.ownership';
import { profilePicturePolicy } from '../uploads/uploads.service';
import type { UsersServiceDeps } from './users-deps';
import {
  currentMemberById,
  currentMemberBySession,
  updateUser,
  type CurrentMemberRow,
} from './users.repository';

function toCurrentUser(row: {
  user: CurrentMemberRow;
  balance: number | null;
  adsStreak: number;
}): CurrentUser {
  const { user } = row;
  const balance = centsToDollars(row.balance ?? 0);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    accountNumber: user.accountNumber,
    profileImage: user.profileImage,
    streakScore: row.adsStreak,
    currentBalance: balance,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
    Wallet: { currentBalance: balance },
    twoFactorEnabled: user.totpEnabledAt !== null,
    language: user.language,
  };
}

/** The signed-in member's own account: GET /users/me (with or without its session check) and changes to it. */
export function createUsersProfile({ db, clock }: UsersServiceDeps) {
  async function me(userId: string): Promise<CurrentUser> {
    const today = businessDay(clock.now());
    const [row] = await currentMemberById(db, { userId, today });
    if (row === undefined) throw new NotFoundError('Account not found.');
    return toCurrentUser(row);
  }

  return {
    me,

    /**
     * GET /users/me with its session check in the same statement: `accept` refuses the call as
     * `requireUser` would (it throws), or accepts the member whose answer this is.
     */
    async meBySession(
      lookup: { tokenHash: string; now: string },
      accept: (session: MemberSessionRow | undefined) => UserAuth,
    ): Promise<CurrentUser> {
      const today = businessDay(new Date(lookup.now));
      const [row] = await currentMemberBySession(db, { ...lookup, today });
      accept(row?.session);
      if (row?.user == null) throw new NotFoundError('Account not found.');
      return toCurrentUser({ user: row.user, balance: row.balance, adsStreak: row.adsStreak });
    },

    async updateMe(
      userId: string,
      changes: {
        name?: string | undefined;
        profileImage?: string | null | undefined;
        language?: Language | undefined;
      },
    ) {
      const values: { name?: string; profileImage?: string | null; language?: Language } = {};
      if (changes.name !== undefined) values.name = changes.name;
      if (changes.language !== undefined) values.language = changes.language;
      const updated = await inTransaction(db, async (tx) => {
        if (typeof changes.profileImage === 'string') {
          const upload = await requireOwnUpload(tx, {
            userId,
            url: changes.profileImage,
            policy: profilePicturePolicy,
            now: clock.now(),
            noun: 'picture',
          });
          values.profileImage = upload.url;
        } else if (changes.profileImage === null) {
          values.profileImage = null;
        }
        return updateUser(tx, userId, values);
      });
      if (updated === undefined) throw new NotFoundError('Account not found.');
      return me(userId);
    },
  };
}
