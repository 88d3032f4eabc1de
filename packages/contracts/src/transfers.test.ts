import { describe, expect, it } from 'vitest';
import { receiptReference, receiptReferenceSearch } from './transfers';

describe('receipt references', () => {
  const id = '3f2a1b4c-9d8e-4f00-8a11-0123456789ab';

  it('shows a transfer by the first eight characters of its id, in capitals', () => {
    expect(receiptReference(id)).toBe('3F2A1B4C');
  });

  it('reads a search as a reference whether or not it carries the receipt’s “Ref.”', () => {
    for (const text of ['3F2A1B4C', '3f2a1b4c', 'Ref. 3F2A1B4C', 'ref 3f2a1b4c', '  REF.3F2A1B4C ']) {
      expect(receiptReferenceSearch(text)).toBe('3f2a1b4c');
    }
  });

  it('leaves other searches alone', () => {
    for (const text of ['3F2A1B4', '3F2A1B4C5', 'Ref. ', 'ZZZZZZZZ', id, 'ACC0000001', 'ali@example.com']) {
      expect(receiptReferenceSearch(text)).toBeNull();
    }
  });
});
