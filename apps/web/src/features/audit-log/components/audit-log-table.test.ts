import { describe, expect, it } from 'vitest';
import { actionLabel } from './audit-log-table';

describe('actionLabel', () => {
  it('reads an action as words, and a failed deposit as rejected', () => {
    expect(actionLabel('support_ticket.close')).toBe('Support ticket close');
    expect(actionLabel('spin-segment.update')).toBe('Spin segment update');
    expect(actionLabel('deposit.failed')).toBe('Deposit rejected');
    expect(actionLabel('deposit.completed')).toBe('Deposit completed');
  });
});
