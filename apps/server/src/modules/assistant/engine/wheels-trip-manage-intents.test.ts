import type { PamToolCall } from '@ww/contracts';
import { call, cases, ctx } from './travel-intents-test-kit.ts';

// Saved trips renamed and marked, and trip shares (who sees them, stop sharing, copy, comments, suggested stops), in
// English, Spanish and French, read by the whole engine.

type Args<K extends PamToolCall['name']> = Extract<PamToolCall, { name: K }>['args'];
const TRIP_ID = '77777777-7777-4777-8777-777777777777';
const SHARE_ID = '88888888-8888-4888-8888-888888888888';
const onTrip = { ...ctx, subject: { kind: 'trip', id: TRIP_ID, label: 'Alps' } };
const onShare = { ...ctx, subject: { kind: 'trip_share', id: SHARE_ID, label: 'Moab loop' } };

const rename = (args: Args<'rename_trip'>) => call({ name: 'rename_trip', args });
cases('rename_trip', [
  ['rename the Alps trip to Alps 2027', rename({ trip: 'Alps', name: 'Alps 2027' })],
  ['rename my Moab trip to "Utah loop"', rename({ trip: 'Moab', name: 'Utah loop' })],
  ['peux-tu renommer le voyage des Alpes en Alpes 2027 ?', rename({ trip: 'Alpes', name: 'Alpes 2027' })],
  ['¿puedes renombrar el viaje de Moab a Utah 2026?', rename({ trip: 'Moab', name: 'Utah 2026' })],
  ['renombra el viaje de los Alpes a Alpes 2027', rename({ trip: 'Alpes', name: 'Alpes 2027' })],
  ['cambia el nombre del viaje a Moab por Utah', rename({ trip: 'Moab', name: 'Utah' })],
  ['renomme le voyage des Alpes en Alpes 2027', rename({ trip: 'Alpes', name: 'Alpes 2027' })],
  ['change le nom du voyage Moab en Utah', rename({ trip: 'Moab', name: 'Utah' })],
]);
cases(
  'rename_trip of the trip Pam just named',
  [
    ['rename it to Alps 2027', rename({ id: TRIP_ID, name: 'Alps 2027' })],
    ['renómbralo como Alpes 2027', rename({ id: TRIP_ID, name: 'Alpes 2027' })],
    ['renomme-le en Alpes 2027', rename({ id: TRIP_ID, name: 'Alpes 2027' })],
  ],
  onTrip,
);

const status = (args: Args<'set_trip_status'>) => call({ name: 'set_trip_status', args });
cases('set_trip_status', [
  ['mark the Moab trip as completed', status({ trip: 'Moab', status: 'completed' })],
  ['set my Alps trip to active', status({ trip: 'Alps', status: 'active' })],
  ['we finished the Moab trip', status({ trip: 'Moab', status: 'completed' })],
  ['hemos terminado el viaje de Moab', status({ trip: 'Moab', status: 'completed' })],
  ['on a fini le voyage Moab', status({ trip: 'Moab', status: 'completed' })],
  ['marca el viaje de los Alpes como completado', status({ trip: 'Alpes', status: 'completed' })],
  ['el viaje a Moab está terminado', status({ trip: 'Moab', status: 'completed' })],
  ['marque le voyage des Alpes comme terminé', status({ trip: 'Alpes', status: 'completed' })],
  ['le voyage Moab est en cours', status({ trip: 'Moab', status: 'active' })],
  ['el viaje de Moab ya está terminado', status({ trip: 'Moab', status: 'completed' })],
  ['le voyage Moab est déjà fini', status({ trip: 'Moab', status: 'completed' })],
  ['the Moab trip is now complete', status({ trip: 'Moab', status: 'completed' })],
]);

const shares = (args: Args<'list_trip_shares'>) => call({ name: 'list_trip_shares', args });
cases('list_trip_shares', [
  ['what trips have friends shared with me?', shares({ scope: 'shared_with_me' })],
  ['trips shared with me', shares({ scope: 'shared_with_me' })],
  ['has anyone shared a trip with me?', shares({ scope: 'shared_with_me' })],
  ['who can see my Alps trip?', shares({ trip: 'Alps' })],
  ['¿quién ve mi viaje de los Alpes?', shares({ trip: 'Alpes' })],
  ['qui voit mon voyage des Alpes ?', shares({ trip: 'Alpes' })],
  ['who did I share the Alps trip with?', shares({ trip: 'Alps' })],
  ['which trips have I shared?', shares({ scope: 'mine' })],
  ['¿qué viajes me han compartido?', shares({ scope: 'shared_with_me' })],
  ['¿con quién compartí el viaje de los Alpes?', shares({ trip: 'Alpes' })],
  ['mis viajes compartidos', shares({ scope: 'mine' })],
  ["quels voyages m'a-t-on partagés ?", shares({ scope: 'shared_with_me' })],
  ["avec qui j'ai partagé le voyage des Alpes ?", shares({ trip: 'Alpes' })],
  ['mes voyages partagés', shares({ scope: 'mine' })],
]);
cases(
  'the trip Pam just named',
  [
    ['who did I share it with?', shares({ trip_id: TRIP_ID })],
    ['mark it as done', status({ id: TRIP_ID, status: 'completed' })],
  ],
  onTrip,
);

const unshare = (args: Args<'unshare_trip'>) => call({ name: 'unshare_trip', args });
cases('unshare_trip', [
  ['stop sharing the Alps trip', unshare({ trip: 'Alps' })],
  ['unshare my Moab trip with the group Boondockers', unshare({ trip: 'Moab', group: 'Boondockers' })],
  ['deja de compartir el viaje de los Alpes', unshare({ trip: 'Alpes' })],
  ['ya no compartas el viaje a Moab con el grupo Nómadas', unshare({ trip: 'Moab', group: 'Nómadas' })],
  ['arrête de partager le voyage des Alpes', unshare({ trip: 'Alpes' })],
  ['ne partage plus le voyage Moab avec mes amis', unshare({ trip: 'Moab' })],
]);
cases('unshare_trip of the trip Pam just named', [['stop sharing it', unshare({ trip_id: TRIP_ID })]], onTrip);

const copy = (args: Args<'copy_shared_trip'>) => call({ name: 'copy_shared_trip', args });
cases('copy_shared_trip', [
  ["copy Sam's Moab trip to my trips", copy({ trip: 'Sam Moab' })],
  ["add Sam's Moab trip to my trips", copy({ trip: 'Sam Moab' })],
  ["save Sam's Moab trip to my trips", copy({ trip: 'Sam Moab' })],
  ['copia el viaje de Moab de Sam a mis viajes', copy({ trip: 'Moab de Sam' })],
  ['copie le voyage Moab de Sam dans mes voyages', copy({ trip: 'Moab de Sam' })],
]);
cases(
  'the shared trip Pam just named',
  [
    ['copy it to my trips', copy({ id: SHARE_ID })],
    ['any comments?', call({ name: 'read_trip_comments', args: { id: SHARE_ID } })],
    ['stop sharing it', call({ name: 'unshare_trip', args: { id: SHARE_ID } })],
  ],
  onShare,
);

const comment = (args: Args<'comment_shared_trip'>) => call({ name: 'comment_shared_trip', args });
cases('comment_shared_trip', [
  ["comment on Sam's Moab trip: looks great!", comment({ trip: 'Sam Moab', text: 'looks great!' })],
  ['comenta en el viaje de Moab: ¡qué bonito!', comment({ trip: 'Moab', text: '¡qué bonito!' })],
  ['commente le voyage Moab : superbe itinéraire', comment({ trip: 'Moab', text: 'superbe itinéraire' })],
]);
cases(
  'comment_shared_trip on the share Pam just named',
  [['comment on it: count me in', comment({ id: SHARE_ID, text: 'count me in' })]],
  onShare,
);

const read = (args: Args<'read_trip_comments'>) => call({ name: 'read_trip_comments', args });
cases('read_trip_comments', [
  ['read the comments on the Alps trip', read({ trip: 'Alps' })],
  ['any comments on my Alps trip?', read({ trip: 'Alps' })],
  ['¿qué comentarios tiene el viaje de los Alpes?', read({ trip: 'Alpes' })],
  ['lee los comentarios del viaje a Moab', read({ trip: 'Moab' })],
  ['quels commentaires sur le voyage des Alpes ?', read({ trip: 'Alpes' })],
  ['lis les commentaires du voyage Moab', read({ trip: 'Moab' })],
]);

const suggest = (args: Args<'suggest_trip_stop'>) => call({ name: 'suggest_trip_stop', args });
cases('suggest_trip_stop', [
  ["suggest Blanding as a stop on Sam's Moab trip", suggest({ place: 'Blanding', trip: 'Sam Moab' })],
  ['suggest a stop at Blanding for the Moab trip', suggest({ place: 'Blanding', trip: 'Moab' })],
  ['sugiere una parada en Blanding para el viaje de Moab', suggest({ place: 'Blanding', trip: 'Moab' })],
  ['suggère une étape à Blanding pour le voyage Moab', suggest({ place: 'Blanding', trip: 'Moab' })],
]);
cases(
  'suggest_trip_stop on the share Pam just named',
  [['suggest Blanding as a stop', suggest({ place: 'Blanding', id: SHARE_ID })]],
  onShare,
);

const answer = (args: Args<'answer_trip_suggestion'>) => call({ name: 'answer_trip_suggestion', args });
cases('answer_trip_suggestion', [
  ['accept the Blanding suggestion', answer({ accept: true, stop: 'Blanding' })],
  ["decline Sam's suggestion for the Moab trip", answer({ accept: false, stop: 'Sam', trip: 'Moab' })],
  ['acepta la sugerencia de Blanding', answer({ accept: true, stop: 'Blanding' })],
  ['rechaza la sugerencia de Blanding', answer({ accept: false, stop: 'Blanding' })],
  ['accepte la suggestion de Blanding', answer({ accept: true, stop: 'Blanding' })],
  ['refuse la suggestion de Blanding pour le voyage Moab', answer({ accept: false, stop: 'Blanding', trip: 'Moab' })],
]);

// What the older trip intents keep.
cases('the saved-trip requests stay theirs', [
  ['share my Alps trip with Sam', call({ name: 'share_trip', args: { trip: 'Alps', friend: 'Sam' } })],
  ['partage le voyage des Alpes avec Sam', call({ name: 'share_trip', args: { trip: 'Alpes', friend: 'Sam' } })],
  ['list my trips', call({ name: 'list_trips', args: {} })],
  ["comment on Sam's post: great", call({ name: 'comment_post', args: { body: 'great', author: 'Sam' } })],
  ['plan a trip from Denver to Moab', call({ name: 'plan_trip', args: { from: 'Denver', to: 'Moab' } })],
  ['stop sharing my location', call({ name: 'set_location_sharing', args: { on: false } })],
  ['delete my Moab trip', call({ name: 'delete_trip', args: { trip: 'Moab' } })],
]);

cases(
  'the answer to "which suggested stop?" when the request named none',
  [
    ['the second one', answer({ accept: true, choice: 2 })],
    ['la primera', answer({ accept: true, choice: 1 })],
    ['le deuxième', answer({ accept: true, choice: 2 })],
  ],
  { ...ctx, previous: { name: 'answer_trip_suggestion', args: { accept: true } } },
);
cases(
  'the answer to "which share?" of the trip just named',
  [['the first one', unshare({ trip_id: TRIP_ID, choice: 1 })]],
  { ...ctx, previous: { name: 'unshare_trip', args: { trip_id: TRIP_ID } } },
);
