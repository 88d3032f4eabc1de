import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from './index';
import {
  NUL_CHARACTER_MESSAGE,
  dateTimeSchema,
  filledTextSchema,
  passwordSchema,
  personNameSchema,
  textSchema,
} from './common';
import { amountSchema, dollarAmountSchema, historyQuerySchema } from './payments';
import { adminListQuerySchema, createDepositBodySchema } from './deposits';
import { createTransferBodySchema } from './transfers';
import { createWithdrawalBodySchema } from './withdrawals';

type Schema = z.core.$ZodType;

/** Every string schema reachable from a schema, through objects, wrappers, pipes, arrays and unions. */
function stringLeaves(schema: Schema, path: string, found: { path: string; schema: Schema }[] = []) {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const visit = (child: unknown, at: string) => {
    if (typeof child === 'object' && child !== null && '_zod' in child)
      stringLeaves(child as Schema, at, found);
  };
  switch (def.type) {
    case 'string':
      found.push({ path, schema });
      break;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>))
        visit(child, `${path}.${key}`);
      break;
    case 'pipe':
      visit(def.in, path);
      break;
    case 'array':
      visit(def.element, `${path}[]`);
      break;
    case 'union':
      for (const option of def.options as unknown[]) visit(option, path);
      break;
    default:
      visit(def.innerType, path);
  }
  return found;
}

const requestSchemas = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, Schema] =>
    /(Body|Query|Params)Schema$/.test(entry[0]) && typeof entry[1] === 'object' && entry[1] !== null,
);

describe('request contracts', () => {
  it('are found by name', () => {
    expect(requestSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['signupBodySchema', 'createDepositBodySchema', 'adminListQuerySchema']),
    );
  });

  it.each(requestSchemas)('%s refuses a NUL character in every free-text field', (_name, schema) => {
    for (const leaf of stringLeaves(schema, '')) {
      const result = (leaf.schema as z.ZodType).safeParse('Ali\u0000Raza');
      expect(result.success, leaf.path).toBe(false);
      const format = (leaf.schema._zod.def as { format?: string }).format;
      if (format === undefined) {
        expect(
          result.error?.issues.map((issue) => issue.message),
          leaf.path,
        ).toContain(NUL_CHARACTER_MESSAGE);
      }
    }
  });
});

describe('textSchema', () => {
  it('accepts text and refuses NUL with a clear message', () => {
    expect(textSchema().safeParse('Ali Raza').success).toBe(true);
    expect(textSchema().safeParse('\u0000').error?.issues[0]?.message).toBe(
      'Text cannot contain NUL characters.',
    );
  });
});

describe('texts that must be filled in', () => {
  const message = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it('say "is required." when blank and give the shortest length when filled in too short', () => {
    const schema = filledTextSchema('Bank name', { min: 2, max: 5 });
    expect(message(schema, undefined)).toBe('Bank name is required.');
    expect(message(schema, '')).toBe('Bank name is required.');
    expect(message(schema, '   ')).toBe('Bank name is required.');
    expect(message(schema, ' T ')).toBe('Bank name must be at least 2 characters.');
    expect(message(schema, 'Sadapay')).toBe('Bank name must be at most 5 characters.');
    expect(schema.safeParse(' Naya ').data).toBe('Naya');
  });

  it.each([
    [createWithdrawalBodySchema.shape.bankName, 'Bank name', 2],
    [createWithdrawalBodySchema.shape.accountHolderName, 'Account holder name', 2],
    [createWithdrawalBodySchema.shape.accountNumber, 'Account number', 2],
    [createTransferBodySchema.shape.senderName, 'Sender name', 2],
    [createDepositBodySchema.shape.transactionId, 'Transaction ID', 4],
  ])('are the money forms’ own (%#: %s)', (schema, label, min) => {
    expect(message(schema, ' ')).toBe(`${label} is required.`);
    expect(message(schema, 'x'.repeat(min - 1))).toBe(`${label} must be at least ${min} characters.`);
    expect(schema.safeParse('x'.repeat(min)).success).toBe(true);
  });
});

describe('dates in requests', () => {
  it('accept ISO date-times with an offset within the years 2000 to 2099', () => {
    const schema = dateTimeSchema('Start date');
    expect(schema.safeParse('2026-01-31T00:00:00Z').success).toBe(true);
    expect(schema.safeParse('2026-01-31T23:59:59.999+05:00').success).toBe(true);
    expect(schema.safeParse('2000-01-01T00:00:00Z').success).toBe(true);
  });

  it.each([
    ['0000-01-01T00:00:00Z', 'Start date must be between the years 2000 and 2099.'],
    ['1999-12-31T23:59:59Z', 'Start date must be between the years 2000 and 2099.'],
    ['2100-01-01T00:00:00Z', 'Start date must be between the years 2000 and 2099.'],
    ['9999-12-31T23:59:59Z', 'Start date must be between the years 2000 and 2099.'],
    ['yesterday', 'Start date must be a date and time such as 2026-01-31T00:00:00Z.'],
    ['2026-01-31', 'Start date must be a date and time such as 2026-01-31T00:00:00Z.'],
  ])('refuse %s', (value, message) => {
    expect(dateTimeSchema('Start date').safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('are the ones the history and admin list filters use', () => {
    for (const schema of [historyQuerySchema, adminListQuerySchema]) {
      expect(schema.safeParse({ startDate: '0000-01-01T00:00:00Z' }).error?.issues[0]?.message).toBe(
        'Start date must be between the years 2000 and 2099.',
      );
      expect(schema.safeParse({ endDate: '0000-12-31T23:59:59Z' }).error?.issues[0]?.message).toBe(
        'End date must be between the years 2000 and 2099.',
      );
    }
  });
});

describe('date ranges in list filters', () => {
  const ranged = {
    'member deposit and withdrawal histories': contracts.historyPageQuerySchema,
    'the earnings history': contracts.earningsHistoryQuerySchema,
    'the spin history': contracts.spinHistoryQuerySchema,
    'the admin deposit and withdrawal lists': adminListQuerySchema,
    'the audit log': contracts.auditQuerySchema,
  };

  it.each(Object.entries(ranged))('refuse an end before the start in %s', (_name, schema) => {
    const backwards = schema.safeParse({
      startDate: '2026-02-01T00:00:00Z',
      endDate: '2026-01-31T23:59:59Z',
    });
    expect(backwards.error?.issues.map((issue) => issue.message)).toEqual([
      'The end date must be on or after the start date.',
    ]);
    expect(
      schema.safeParse({ startDate: '2026-02-01T00:00:00+05:00', endDate: '2026-01-31T19:00:00Z' }).success,
    ).toBe(true);
    expect(schema.safeParse({ endDate: '2026-01-31T23:59:59Z' }).success).toBe(true);
  });
});

describe('limits with their own message', () => {
  const long = (length: number) => `/uploads/${'a'.repeat(length)}`;

  it('name the field that is too long or too many', () => {
    const message = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues[0]?.message;
    expect(
      message(
        createDepositBodySchema.safeParse({
          amount: 10,
          paymentMethod: 'EASYPAISA',
          transactionId: 'TX1234',
          receipt: long(2050),
        }),
      ),
    ).toBe('The receipt address must be at most 2,048 characters.');
    expect(
      message(
        contracts.sendChatMessageBodySchema.safeParse({ text: 'hi', isPublic: true, mediaUrl: long(2050) }),
      ),
    ).toBe('The attachment address must be at most 2,048 characters.');
    expect(
      message(
        contracts.sendChatMessageBodySchema.safeParse({
          text: 'hi',
          isPublic: true,
          senderId: 'x'.repeat(65),
        }),
      ),
    ).toBe('senderId must be at most 64 characters.');
    expect(
      message(
        contracts.sendChatMessageBodySchema.safeParse({ text: 'hi', isPublic: true, mediaType: 'IMAGE' }),
      ),
    ).toBe('mediaType must be image or video.');
    expect(
      message(
        contracts.changePasswordBodySchema.safeParse({
          currentPassword: 'x'.repeat(129),
          newPassword: 'newpass123',
        }),
      ),
    ).toBe('Password must be at most 128 characters.');
    const method = {
      method: 'EASYPAISA',
      accountTitle: 'EarnFlow',
      accountNumber: '03001234567',
      enabled: true,
    };
    expect(
      message(
        contracts.updateSettingsBodySchema.safeParse({
          paymentMethods: Array.from({ length: 6 }, () => method),
        }),
      ),
    ).toBe('There can be at most 5 payment methods.');
  });
});

describe('amounts', () => {
  it.each([
    [0.000000001, 'Amount can have at most 2 decimals.'],
    [1e-9, 'Amount can have at most 2 decimals.'],
    [0.001, 'Amount can have at most 2 decimals.'],
    [0, 'Amount must be greater than zero.'],
    [-0.01, 'Amount must be greater than zero.'],
    [1_000_000.01, 'Amount must be at most $1,000,000.00.'],
    [Number.MAX_VALUE, 'Amount must be at most $1,000,000.00.'],
  ])('refuse %s', (value, message) => {
    expect(amountSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('accept a cent up to a million', () => {
    expect(amountSchema.safeParse(0.01).success).toBe(true);
    expect(amountSchema.safeParse(1_000_000).success).toBe(true);
  });

  it('name the field as the member reads it', () => {
    expect(
      dollarAmountSchema('Withdrawal minimum', 100_000).safeParse(100_001).error?.issues[0]?.message,
    ).toBe('Withdrawal minimum must be at most $100,000.00.');
  });
});

describe('names and new passwords', () => {
  it('drop the invisible characters that make a name read backwards or hide text', () => {
    expect(personNameSchema.parse(' \u202eAyesha\u200b Khan\u2066 ')).toBe('Ayesha Khan');
    expect(personNameSchema.safeParse('\u202eA\u200b\ufeff').error?.issues[0]?.message).toBe(
      'Name must be at least 2 characters.',
    );
    expect(personNameSchema.safeParse('  ').error?.issues[0]?.message).toBe('Name is required.');
  });

  it('drop them from account numbers, bank names and transfer notes too', () => {
    const withdrawal = createWithdrawalBodySchema.parse({
      amount: 10,
      paymentMethod: 'EASYPAISA',
      bankName: 'Easy\u200bpaisa',
      accountHolderName: '\u202enahk aheysA',
      accountNumber: '0300\u200b1234567',
    });
    expect(withdrawal).toMatchObject({
      bankName: 'Easypaisa',
      accountHolderName: 'nahk aheysA',
      accountNumber: '03001234567',
    });
    const transfer = createTransferBodySchema.parse({
      recipientAccountNumber: 'ACC0000001',
      amount: 5,
      senderName: '\u2066Ali\u2069',
      note: '\u202eRent',
    });
    expect(transfer).toMatchObject({ senderName: 'Ali', note: 'Rent' });
    expect(
      filledTextSchema('Bank name', { min: 2, max: 80 }).safeParse('\u200bA\u200b').error?.issues[0]?.message,
    ).toBe('Bank name must be at least 2 characters.');
  });

  it('refuse a password of spaces only, and keep spaces inside a real one', () => {
    expect(passwordSchema.safeParse('        ').error?.issues[0]?.message).toBe(
      'Password must not be only spaces.',
    );
    expect(passwordSchema.parse(' correct horse ')).toBe(' correct horse ');
  });
});
