import { describe, expect, it } from 'vitest';
import type { GeocodeCandidate } from '#providers/geocoding/geocoder.ts';
import { placeChoice } from '../engine/place-choice-intents.ts';
import { chosenCandidate, splitChoice, whichPlaceQuestion, withChoice } from './place-choice.ts';

const perthAu: GeocodeCandidate = {
  lat: -31.95,
  lon: 115.86,
  name: 'Perth',
  region: 'Western Australia',
  country: 'Australia',
  population: 1_896_548,
};
const perthGb: GeocodeCandidate = {
  lat: 56.4,
  lon: -3.43,
  name: 'Perth',
  region: 'Scotland',
  country: 'United Kingdom',
  population: 47_180,
};
const perthCa: GeocodeCandidate = {
  lat: 44.9,
  lon: -76.25,
  name: 'Perth',
  region: 'Ontario',
  country: 'Canada',
  population: 5_573,
};
const options = [perthAu, perthGb, perthCa];

describe('which place the traveller chose', () => {
  it('reads the answer to "which one?" in en, es and fr, and nothing else', () => {
    expect(placeChoice('the one in australia')).toBe('australia');
    expect(placeChoice('australia')).toBe('australia');
    expect(placeChoice('in scotland please')).toBe('scotland');
    expect(placeChoice('the second')).toBe('2');
    expect(placeChoice('the first one')).toBe('1');
    expect(placeChoice('la de escocia')).toBe('escocia');
    expect(placeChoice('la que esta en escocia')).toBe('escocia');
    expect(placeChoice('la segunda')).toBe('2');
    expect(placeChoice('celle en australie')).toBe('australie');
    expect(placeChoice("celui d'ontario")).toBe('ontario');
    expect(placeChoice('le deuxieme')).toBe('2');
    expect(placeChoice('show my trips')).toBeNull();
    expect(placeChoice('the one with a pool')).toBeNull();
  });

  it('writes and reads a choice after a place name', () => {
    expect(withChoice('Perth', '2')).toBe('Perth (2)');
    expect(withChoice('Perth (2)', 'scotland')).toBe('Perth (scotland)');
    expect(splitChoice('Perth (scotland)')).toEqual({ name: 'Perth', choice: 'scotland' });
    expect(splitChoice('Perth')).toEqual({ name: 'Perth', choice: null });
  });

  it('picks the candidate a choice names, by position, country, region or words of its name', () => {
    expect(chosenCandidate(options, '2')).toBe(perthGb);
    expect(chosenCandidate(options, '4')).toBeNull();
    expect(chosenCandidate(options, 'australie')).toBe(perthAu);
    expect(chosenCandidate(options, 'escocia')).toBe(perthGb);
    expect(chosenCandidate(options, 'UK')).toBe(perthGb);
    expect(chosenCandidate(options, 'ontario')).toBe(perthCa);
    expect(chosenCandidate(options, 'WA')).toBe(perthAu);
    expect(chosenCandidate(options, 'texas')).toBeNull();
  });

  it('asks which one, naming each with its region and country in the reply language', () => {
    expect(whichPlaceQuestion('en', 'Perth', [perthAu, perthGb])).toBe(
      'Which Perth do you mean: Perth, Western Australia, Australia or Perth, Scotland, United Kingdom? Say "the one in …" or "the second".',
    );
    expect(whichPlaceQuestion('fr', 'Perth', [perthGb, perthCa])).toBe(
      'De quel Perth parlez-vous : Perth, Écosse, Royaume-Uni ou Perth, Ontario, Canada ? Dites « celui en … » ou « le deuxième ».',
    );
  });
});
