import { describe, expect, it } from 'vitest';
import type { Language, PamToolCall } from '@ww/contracts';
import type { PamSubject } from '../assistant.types.ts';
import { engineContext } from './engine-test-context.ts';
import { understand } from './index.ts';

const SAM: PamSubject = { kind: 'user', id: '77777777-7777-4777-8777-777777777777', label: 'Sam Green' };

const callOf = (text: string, language: Language, over: Parameters<typeof engineContext>[0] = {}) => {
  const u = understand(text, engineContext({ language, ...over }));
  return u.kind === 'tool' ? u.call : u;
};

const heading = (place: string): PamToolCall => ({ name: 'set_destination', args: { place } });
const clear: PamToolCall = { name: 'clear_destination', args: {} };
const cancel = (name?: string): PamToolCall => ({ name: 'cancel_friend_request', args: name ? { name } : {} });

describe('where the user is heading on the map, and withdrawing a friend request', () => {
  it.each<[Language, string, PamToolCall]>([
    ['en', "I'm heading to Moab", heading('Moab')],
    ['en', "we're going to Quartzsite next", heading('Quartzsite')],
    ['en', "we're headed to Moab tomorrow", heading('Moab')],
    ['en', 'heading to Flagstaff', heading('Flagstaff')],
    ['en', 'my next destination is Santa Fe', heading('Santa Fe')],
    ['en', 'set my destination to Bryce Canyon', heading('Bryce Canyon')],
    ['en', 'we are on our way to Tucson', heading('Tucson')],
    ['en', 'clear my destination', clear],
    ['en', 'can you set my destination to Moab?', heading('Moab')],
    ['en', 'could you clear my destination?', clear],
    ['es', '¿puedes poner mi destino en Granada?', heading('Granada')],
    ['es', '¿puedes borrar mi destino?', clear],
    ['fr', 'peux-tu mettre ma destination à Annecy ?', heading('Annecy')],
    ['fr', 'peux-tu effacer ma destination ?', clear],
    ['en', 'remove the destination', clear],
    ['en', 'cancel my friend request to Sam', cancel('Sam')],
    ['en', 'withdraw the friend request I sent to Maria Lopez', cancel('Maria Lopez')],
    ['en', 'cancel my freind request to Sam', cancel('Sam')],
    ['en', 'cancel my friend request', cancel()],
    ['es', 'voy hacia Granada', heading('Granada')],
    ['es', 'vamos a Granada', heading('Granada')],
    ['es', 'nos dirigimos a Sevilla', heading('Sevilla')],
    ['es', 'voy rumbo a Cádiz', heading('Cádiz')],
    ['es', 'mi próximo destino es Toledo', heading('Toledo')],
    ['es', 'mi proximo destino es Toledo', heading('Toledo')],
    ['es', 'borra mi destino', clear],
    ['es', 'quita mi destino del mapa', clear],
    ['es', 'cancela mi solicitud de amistad a Sam', cancel('Sam')],
    ['es', 'retira la solicitud de amistad que le envié a Juan', cancel('Juan')],
    ['es', 'cancela mi solicitu de amistad a Lucía', cancel('Lucía')],
    ['fr', 'je vais à Annecy', heading('Annecy')],
    ['fr', 'je vais a Annecy', heading('Annecy')],
    ['fr', 'on va à Chamonix demain', heading('Chamonix')],
    ['fr', 'je me dirige vers Lyon', heading('Lyon')],
    ['fr', 'nous partons pour Bordeaux', heading('Bordeaux')],
    ['fr', 'ma prochaine destination est Nantes', heading('Nantes')],
    ['fr', 'efface ma destination', clear],
    ['fr', 'supprime ma destination sur la carte', clear],
    ['fr', "annule ma demande d'ami à Sam", cancel('Sam')],
    ['fr', "retire ma demande d'ami à Paul", cancel('Paul')],
    ['fr', "annule ma demmande d'ami à Claire", cancel('Claire')],
  ])('%s: %s', (language, text, expected) => {
    expect(callOf(text, language)).toEqual(expected);
  });

  it.each<[Language, string, string]>([
    ['en', "I'm in Moab", 'set_location'],
    ['en', 'we are in Flagstaff now', 'set_location'],
    ['es', 'estoy en Granada', 'set_location'],
    ['fr', 'je suis à Annecy', 'set_location'],
    ['en', 'send a friend request to Sam', 'send_friend_request'],
    ['en', 'plan a trip from Denver to Moab', 'plan_trip'],
  ])('%s: %s stays %s', (language, text, name) => {
    const u = callOf(text, language);
    expect('name' in u ? u.name : u.kind).toBe(name);
  });

  it.each<[Language, string]>([
    ['en', "I'm going to buy milk"],
    ['en', 'how far to Moab?'],
    ['es', 'voy a comprar pan'],
    ['fr', 'je vais à la plage'],
  ])('%s: %s sets no destination', (language, text) => {
    const u = callOf(text, language);
    expect('name' in u ? u.name : u.kind).not.toBe('set_destination');
  });

  it('"cancel my friend request to her" withdraws the one to the person talked about', () => {
    expect(callOf('cancel my friend request to her', 'en', { subject: SAM })).toEqual({
      name: 'cancel_friend_request',
      args: { user_id: SAM.id },
    });
  });

  it.each<[Language, string, string]>([
    ['en', 'the one in Scotland', 'Perth (scotland)'],
    ['en', 'the second', 'Perth (2)'],
    ['es', 'la de Escocia', 'Perth (escocia)'],
    ['fr', 'celle en Australie', 'Perth (australie)'],
  ])('%s: after "which Perth?", %s sets the one chosen', (language, text, place) => {
    expect(callOf(text, language, { previous: heading('Perth') })).toEqual(heading(place));
  });

  it('"the second one" picks among the people Pam listed', () => {
    expect(callOf('the second one', 'en', { previous: cancel('Sam') })).toEqual({
      name: 'cancel_friend_request',
      args: { name: 'Sam', choice: 2 },
    });
    expect(callOf('la deuxième', 'fr', { previous: cancel('Sam') })).toEqual({
      name: 'cancel_friend_request',
      args: { name: 'Sam', choice: 2 },
    });
  });
});
