import { useEffect, useState } from 'react';

/** The server sends this client at most one code a minute (OTP_RESEND_SECONDS); a press sooner sends none. */
export const CODE_COOLDOWN_SECONDS = 60;

const storageKey = 'earnflow.code-sent';

function sameEmail(a: string, b: string) {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Records that the server was just asked for a code for this e-mail (sign-up or resend). */
export function noteCodeSent(email: string) {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify({ email, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the countdown then starts only on this page.
  }
}

function lastSentAt(email: string): number | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as {
      email?: unknown;
      at?: unknown;
    } | null;
    if (typeof saved?.email === 'string' && typeof saved.at === 'number' && sameEmail(saved.email, email)) {
      return saved.at;
    }
  } catch {
    // Unreadable: as if no code was sent.
  }
  return undefined;
}

function secondsLeft(email: string) {
  const at = lastSentAt(email);
  if (at === undefined) return 0;
  const left = Math.ceil((at + CODE_COOLDOWN_SECONDS * 1000 - Date.now()) / 1000);
  return Math.min(Math.max(left, 0), CODE_COOLDOWN_SECONDS);
}

/**
 * Seconds until the server will send this e-mail another code (read again four times a second while
 * counting), and a function to call when one was just sent.
 */
export function useCodeCooldown(email: string) {
  const [, setTick] = useState(0);
  const left = secondsLeft(email);
  const counting = left > 0;
  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(() => setTick((tick) => tick + 1), 250);
    return () => clearInterval(timer);
  }, [counting]);
  return {
    secondsLeft: left,
    sent() {
      noteCodeSent(email);
      setTick((tick) => tick + 1);
    },
  };
}
