import { describe, expect, it } from 'vitest';
import { COMMON_OBJECT_KEYS, describeParam, isValidParam } from '../../../engine/objects/paramSpec.ts';
import { OBJECT_TYPES } from '../../../engine/objects/catalogue.ts';

describe('object type registry', () => {
  it('registers layerSwitcher with the SPG section 6 parameters', () => {
    expect(Object.keys(OBJECT_TYPES.layerSwitcher.params)).toEqual([
      'orientation',
      'radius',
      'layer1',
      'layer2',
      'priority1',
      'priority2',
      'groundedOnly',
      'priorityOnly',
    ]);
  });

  it('gives every parameter a default that its own spec accepts, and a doc string', () => {
    for (const spec of Object.values(OBJECT_TYPES)) {
      expect(spec.doc.length).toBeGreaterThan(0);
      for (const [name, p] of Object.entries(spec.params)) {
        expect(isValidParam(p, p.default)).toBe(true);
        expect(p.doc.length).toBeGreaterThan(0);
        expect(COMMON_OBJECT_KEYS.includes(name)).toBe(false);
      }
    }
  });

  it('accepts only the four SPG radii', () => {
    const radius = OBJECT_TYPES.layerSwitcher.params.radius;
    expect([16, 32, 48, 64, 100, 128, 256, 512].filter((r) => isValidParam(radius, r))).toEqual([32, 64, 128, 256]);
    expect(describeParam(radius)).toBe('one of 32, 64, 128, 256');
  });

  it('does not coerce strings to numbers or booleans', () => {
    const p = OBJECT_TYPES.layerSwitcher.params;
    expect(isValidParam(p.radius, '64')).toBe(false);
    expect(isValidParam(p.groundedOnly, 'true')).toBe(false);
    expect(isValidParam(p.layer1, 'a')).toBe(false);
  });
});
