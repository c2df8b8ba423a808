import { describe, expect, it } from 'vitest';
import { compareQuantity, isKnownUnit, parseQuantity, type NumericModel } from './quantity.ts';

const model = (
  value: number,
  unit: string | null,
  kind: 'absolute' | 'relative',
  amount: number,
): NumericModel => ({
  value,
  unit,
  tolerance: { kind, amount },
});

describe('parseQuantity', () => {
  it.each([
    ['9.8', { value: 9.8, unit: null }],
    ['-3.5e2', { value: -350, unit: null }],
    ['9.8 m/s^2', { value: 9.8, unit: 'm / s^2' }],
    ['9.8 m/s²', { value: 9.8, unit: 'm / s^2' }],
    ['3 × 10⁸ m/s', { value: 3e8, unit: 'm / s' }],
    ['25 °C', { value: 25, unit: 'degC' }],
    ['5 µF', { value: 5, unit: 'uF' }],
  ])('reads %s', (text, quantity) => {
    expect(parseQuantity(text)).toEqual(quantity);
  });

  it.each(['', 'm/s', 'nine', '9.8 furlongs per fortnight', '1 2 m', 'x'.repeat(200)])(
    'reads nothing from %j',
    (text) => {
      expect(parseQuantity(text)).toBeNull();
    },
  );
});

describe('compareQuantity', () => {
  it.each([
    ['9.8 m/s^2', model(9.81, 'm/s^2', 'absolute', 0.05)],
    ['9810 mm/s^2', model(9.81, 'm/s^2', 'absolute', 0.05)],
    ['36 km/h', model(10, 'm/s', 'relative', 0.01)],
    ['0.25 L', model(250, 'mL', 'absolute', 0)],
    ['298 K', model(25, 'degC', 'absolute', 0.5)],
    ['101.3 kPa', model(1, 'atm', 'relative', 0.01)],
    ['0.3', model(0.1 + 0.2, null, 'absolute', 0)],
    ['1.5 kg', model(1500, 'g', 'relative', 0)],
  ])('accepts %s for %j', (answer, m) => {
    expect(compareQuantity(answer, m)).toEqual({ isCorrect: true });
  });

  it.each([
    ['9.7 m/s^2', model(9.81, 'm/s^2', 'absolute', 0.05), 'out-of-tolerance'],
    ['40 km/h', model(10, 'm/s', 'relative', 0.01), 'out-of-tolerance'],
    ['9.81', model(9.81, 'm/s^2', 'absolute', 0.05), 'missing-unit'],
    ['9.81 kg', model(9.81, 'm/s^2', 'absolute', 0.05), 'wrong-unit'],
    ['5 m', model(5, null, 'absolute', 0), 'wrong-unit'],
    ['about nine', model(9.81, 'm/s^2', 'absolute', 0.05), 'unreadable'],
  ])('refuses %s for %j (%s)', (answer, m, reason) => {
    expect(compareQuantity(answer, m)).toEqual({ isCorrect: false, reason });
  });
});

describe('isKnownUnit', () => {
  it('knows SI units, prefixes and common others', () => {
    for (const unit of ['m', 'km/h', 'N', 'J', 'kPa', 'mol/L', 'degC', 'Ω', 'm/s²'])
      expect(isKnownUnit(unit)).toBe(true);
    expect(isKnownUnit('furlongz')).toBe(false);
  });
});
