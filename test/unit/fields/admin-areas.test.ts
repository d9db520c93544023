import { describe, expect, it } from 'vitest';
import { placeAttributes, placeOf } from '../../../functions/core/fields/admin-areas';

/**
 * A field's LGA comes from the Local Government Area boundaries shipped with the fields function. Each Nigerian
 * point below lies at least 1 km inside its LGA in the source boundaries (geoBoundaries NGA ADM2), so the ~200 m
 * simplification cannot move it to a neighbour.
 */
describe('the LGA of a point in Nigeria', () => {
  const cases: { where: string; at: [number, number]; state: string; lga: string }[] = [
    { where: 'Kano city', at: [8.515, 11.97], state: 'Kano', lga: 'Kano Municipal' },
    { where: 'Ibadan, Bodija', at: [3.903, 7.428], state: 'Oyo', lga: 'Ibadan North' },
    { where: 'Ibadan, west', at: [3.866, 7.405], state: 'Oyo', lga: 'Ibadan North West' },
    { where: 'Enugu', at: [7.518, 6.444], state: 'Enugu', lga: 'Enugu North' },
    { where: 'Ikeja', at: [3.358, 6.59], state: 'Lagos', lga: 'Ikeja' },
    { where: 'Maiduguri', at: [13.137, 11.834], state: 'Borno', lga: 'Maiduguri' },
    { where: 'Jos', at: [8.908, 9.956], state: 'Plateau', lga: 'Jos North' },
    { where: 'Abuja', at: [7.481, 8.99], state: 'Federal Capital Territory', lga: 'Municipal Area Council' },
  ];
  for (const { where, at, state, lga } of cases) {
    it(`${where} is in ${lga}, ${state}`, () => {
      expect(placeOf(at)).toMatchObject({ state, lga });
    });
  }

  it('takes the enclave, not the LGA around it, for a point in an LGA another one encloses', () => {
    // Offa lies in a hole of Oyun (Kwara), Chanchaga (Minna) in a hole of Bosso (Niger).
    expect(placeOf([4.7117, 8.1578])).toMatchObject({ state: 'Kwara', lga: 'Offa' });
    expect(placeOf([6.5413, 9.6094])).toMatchObject({ state: 'Niger', lga: 'Chanchaga' });
  });

  it('names an LGA that two states share together with the state that tells them apart', () => {
    expect(placeOf([7.073, 7.805])).toMatchObject({ state: 'Kogi', lga: 'Bassa' });
    expect(placeOf([8.818, 10.148])).toMatchObject({ state: 'Plateau', lga: 'Bassa' });
  });

  it('still names the nearest settlement as the location', () => {
    expect(placeOf([8.515, 11.97]).location).toBe('Kano');
    expect(placeOf([3.903, 7.428]).location).toBe('Ibadan');
  });
});

describe('outside Nigeria', () => {
  it('has no LGA, in a neighbouring country or far away', () => {
    expect(placeOf([2.42, 6.37])).toMatchObject({ state: 'Littoral', lga: null }); // Cotonou, Benin
    expect(placeOf([2.11, 13.51]).lga).toBeNull(); // Niamey, Niger
    expect(placeOf([2.345, 48.853])).toMatchObject({ state: 'Paris', lga: null });
  });

  it('has no place at all at sea, and no empty attributes to store', () => {
    expect(placeOf([4, 3.5])).toEqual({ location: null, state: null, lga: null });
    expect(placeAttributes([4, 3.5])).toEqual({});
    expect(placeAttributes([2.345, 48.853])).toEqual({ location: 'Paris', state: 'Paris' });
  });
});
