import { describe, expect, it } from 'vitest';
import { routeExists } from '../../app/routes';
import { HOME_CARDS } from './home-cards';

describe('home cards', () => {
  it('link only to screens that exist, the incident messages among them', () => {
    expect(HOME_CARDS.filter((card) => !routeExists(card.href)).map((card) => card.href)).toEqual([]);
    expect(HOME_CARDS.map((card) => card.href)).toContain('/incident');
    // Everyone may answer and read the questionnaires, so no role keeps the card away.
    expect(HOME_CARDS.filter((card) => !card.roles).map((card) => card.href)).toContain('/questionnaire');
  });
});
