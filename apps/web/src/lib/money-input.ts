import { z } from 'zod';
import { amountFormatMessage, typedAmountPattern } from './money';

/* The schema of a typed amount, apart from lib/money.ts, which the first screens use without zod. */

interface AmountInputMessages {
  /** Shown for an empty field, e.g. "Enter the amount you sent." */
  empty: string;
  /** Shown for anything that is not a plain decimal; "Enter an amount such as 25 or 25.50." by default. */
  format?: string;
}

/**
 * A form field's schema for a typed amount: the text must be a plain decimal (as `parseTypedDecimal` reads
 * it), then the number must pass `rule`, usually the contract's (e.g. `amountSchema`), with its messages.
 */
export function amountInputSchema<Rule extends z.ZodType<unknown, number>>(
  rule: Rule,
  messages: AmountInputMessages,
) {
  return z
    .string()
    .trim()
    .min(1, { error: messages.empty, abort: true })
    .regex(typedAmountPattern, { error: messages.format ?? amountFormatMessage })
    .transform(Number)
    .pipe(rule);
}
