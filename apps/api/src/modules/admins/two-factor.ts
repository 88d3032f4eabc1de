import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/tokens';

/** Codes one 30-second step either side of now are taken, for a phone whose clock is a little off. */
const TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(issuer: string, label: string, secret: string): string {
  return generateURI({ issuer, label, secret });
}

/**
 * The time step a right code belongs to, or undefined. `after` refuses the step already used and earlier
 * ones, so a code cannot be replayed within its window.
 */
export async function checkTotp(
  clock: Clock,
  secret: string,
  code: string,
  after: number | null,
): Promise<number | undefined> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(clock.now().getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(after === null ? {} : { afterTimeStep: after }),
    });
    if (!result.valid) return undefined;
    // TOTP results carry their time step (HOTP ones do not; this is TOTP only).
    return 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}

/** Ten single-use codes such as "k3m9p-x2c7r", from node:crypto. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = Array.from({ length: 10 }, () =>
      RECOVERY_ALPHABET.charAt(randomInt(0, RECOVERY_ALPHABET.length)),
    );
    return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
  });
}

/** Recovery codes are compared without case or the dash. */
export function recoveryCodeHash(code: string): string {
  return sha256(code.trim().toLowerCase().replace(/-/g, ''));
}

/**
 * A second factor as given at sign-in or on a money action: six digits are an authenticator code, checked
 * against `secret` and claimed once by its time step (`claimStep`, conditional on the step still being newer,
 * so two requests with one code cannot both pass); anything else is a recovery code, used once by its hash
 * (`useRecoveryCode`). Answers whether it was accepted.
 */
export async function acceptSecondFactorCode(
  clock: Clock,
  holder: { totpSecret: string; totpLastTimeStep: number | null },
  code: string,
  claim: { claimStep(step: number): Promise<boolean>; useRecoveryCode(hash: string): Promise<boolean> },
): Promise<boolean> {
  const given = code.trim();
  if (/^\d{6}$/.test(given)) {
    const step = await checkTotp(clock, holder.totpSecret, given, holder.totpLastTimeStep);
    return step !== undefined && claim.claimStep(step);
  }
  return claim.useRecoveryCode(recoveryCodeHash(given));
}
