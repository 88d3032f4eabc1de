import { describe, expect, it } from 'vitest';
import { toLevelBody } from './level-form';

const filled = {
  level: '2',
  title: ' Gold ',
  adsPerDay: '4',
  ratePerAd: '0.35',
  price: '25.50',
  expiryInDays: '30',
  isActive: true,
};

describe('the level form body (spec §5)', () => {
  it('parses integers and decimals and sends the derived earnings', () => {
    expect(toLevelBody(filled)).toEqual({
      level: 2,
      title: 'Gold',
      adsPerDay: 4,
      ratePerAd: 0.35,
      dailyEarning: 1.4,
      monthlyEarning: 42,
      price: 25.5,
      expiryInDays: 30,
      isActive: true,
    });
  });

  it('is nothing while any field is empty', () => {
    for (const field of ['level', 'title', 'adsPerDay', 'ratePerAd', 'price', 'expiryInDays'] as const) {
      expect(toLevelBody({ ...filled, [field]: ' ' }), field).toBeNull();
    }
  });
});
