import { z } from 'zod';

/** A typed whole number ("5", "120"); anything else reads `format`, then the contract's `rule` applies. */
export function wholeNumberInputSchema<Rule extends z.ZodType<unknown, number>>(
  rule: Rule,
  messages: { empty: string; format: string },
) {
  return z
    .string()
    .trim()
    .min(1, { error: messages.empty, abort: true })
    .regex(/^\d{1,9}$/, { error: messages.format })
    .transform(Number)
    .pipe(rule);
}
