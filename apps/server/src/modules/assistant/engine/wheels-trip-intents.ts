import type { PamToolArgs, SafetyTemplateKey } from '@ww/contracts';
import { findRoute, originalSlice } from './places.ts';
import type { IntentMatcher, PreparedMessage } from './prepared-message.ts';
import { folded, has, tool, upcomingDate, words } from './travel-words.ts';
import { isQuestion } from './lexicon.ts';

/** Saved trips (save, list, open, share, export, delete) and safety checklists (list, start, tick). */

const TRIP = words(
  'trips?|journeys?|routes?|itinerary|plan|viajes?|rutas?|itinerario|recorrido|voyages?|itineraires?|trajets?|parcours',
);
const THAT = /(?:^|\s)(?:that|this|it|the|ese|esa|este|esta|lo|la|ce|cet|cette|le|l)(?=\s|$)/;
const SAVE =
  /(?:^|\s)(?:save|keep|store|bookmark|guarda|guardar|guardalo|guardala|graba|salva|enregistre|enregistrer|enregistre-le|enregistre-la|garde-le|garde-la|sauvegarde-le|sauvegarde-la|sauvegarde|sauvegarder|garde|garder)(?=\s|$)/;

/** A name the user gives ('call it Utah loop', 'as "Summer 2026"'). */
function givenName(message: PreparedMessage): string | undefined {
  const f = folded(message);
  const m =
    /(?:call it|named|name it|as|llamado|con el nombre|como|appele|bajo el nombre|con nombre|sous le nom|sous|comme|en tant que|nomme-le|nomme le)\s+"?([^"]+?)"?\s*$/.exec(
      f.text,
    );
  if (!m?.[1] || findRoute(f)) return undefined;
  const start = f.text.lastIndexOf(m[1]);
  const name = originalSlice(f, start, start + m[1].length).trim();
  return name && !/^(?:a |un |une )?(?:trip|viaje|voyage)$/i.test(name) ? name : undefined;
}

const saveTrip: IntentMatcher = (message, ctx) => {
  if (!SAVE.test(message.text) || message.money.length > 0 || isQuestion(message)) return null;
  const f = folded(message);
  const route = findRoute(f);
  if (route && has(message, TRIP)) {
    // '… to Sevilla called Andalucía': the name is not part of the destination.
    const called = /\s(?:called|named|llamado|llamada|appele|appelee|nomme|nommee)\s+(.+)$/.exec(f.text);
    const args: PamToolArgs<'save_trip'> = {
      from: route.from,
      to: route.to.replace(/\s+(?:called|named|llamad[oa]|appel[ée]e?|nomm[ée]e?)\s+.*$/iu, ''),
    };
    if (called?.[1]) {
      const at = f.text.lastIndexOf(called[1]);
      args.name = originalSlice(f, at, at + called[1].length).trim();
    }
    const start = upcomingDate(message, ctx);
    if (start) args.start_date = start;
    return tool({ name: 'save_trip', args }, 0.95);
  }
  const previous = ctx.previous;
  if (previous?.name !== 'plan_trip') return null;
  if (
    !has(message, TRIP) &&
    !/(?:^|\s)(?:it|guardalo|guardala|enregistre-le|sauvegarde-le|le)(?=\s|$)/.test(message.text) &&
    message.tokens.length > 2
  )
    return null;
  const p = previous.args;
  const args: PamToolArgs<'save_trip'> = { from: p.from, to: p.to };
  if (p.via) args.via = p.via;
  if (p.start_date) args.start_date = p.start_date;
  if (p.daily_limit) args.daily_limit = p.daily_limit;
  if (p.unit) args.unit = p.unit;
  const name = givenName(message);
  if (name) args.name = name;
  return tool({ name: 'save_trip', args }, 0.95);
};

const MY_TRIPS = words(
  'my trips|my saved trips|saved trips|list my trips|list trips|show my trips|what trips|which trips|all my trips|' +
    'mis viajes|viajes guardados|lista de viajes|que viajes|mes voyages|voyages enregistres|liste des voyages|quels voyages',
);

/** The trip's words: what follows 'trip'/'viaje' or comes before it ('the Moab trip', 'el viaje a Sevilla'). */
function tripWords(message: PreparedMessage, verbEnd: number, send = false): string | undefined {
  const f = folded(message);
  let rest = f.text.slice(verbEnd);
  let offset = verbEnd;
  const cut = new RegExp(
    `(?:^|\\s)(?:with|con|avec|as|como|en|to gpx|as gpx|en gpx|please|por favor|s'il te plait|s'il vous plait${send ? '|to|a|à' : ''})(?=\\s|$)`,
  ).exec(rest);
  if (cut) rest = rest.slice(0, cut.index);
  // The words after the last determiner: 'I need a GPX of my Moab trip' → 'Moab trip'.
  const determiners =
    /(?:^|\s)(?:my|the|our|that|this|mi|mis|el|del|la|nuestro|ese|este|mon|le|du|notre|ce|cette|l')\s*/g;
  let last = -1;
  for (let m = determiners.exec(rest); m; m = determiners.exec(rest)) last = m.index + m[0].length;
  if (last > 0) {
    offset += last;
    rest = rest.slice(last);
  }
  // 'el viaje de Moab', 'le voyage de Moab': the 'de' belongs to the noun, not to the name ('the Des Moines trip').
  const ofNoun =
    /(?:viaje|voyage|ruta|itinerario|itineraire|trajet)\s+(?:(?:de los|de las|de la|del|des|de|du)\s+|de l'|d')/.exec(
      rest,
    );
  if (ofNoun) {
    offset += ofNoun.index + ofNoun[0].length;
    rest = rest.slice(ofNoun.index + ofNoun[0].length);
  }
  const words = originalSlice(f, offset, offset + rest.length)
    .replace(
      /(?:^|\s)(?:trip|journey|route|itinerary|viaje|ruta|itinerario|voyage|itinéraire|itineraire|trajet|gpx|file|archivo|fichier)(?=\s|$)/gi,
      ' ',
    )
    .replace(/\b(?:to|a|al|à|vers|de|from|desde|of|for)\s*$/i, '')
    .replace(/[?.!,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words && !/^(?:it|that|this|lo|la|le|ca|eso|i need|need)$/i.test(words) ? words : undefined;
}

const listTrips: IntentMatcher = (message) => {
  if (
    !has(message, MY_TRIPS) &&
    !(has(message, TRIP) && /(?:^|\s)(?:saved|guardados|enregistres)(?=\s|$)/.test(message.text))
  )
    return null;
  if (
    /(?:^|\s)(?:open|share|export|delete|remove|abre|comparte|exporta|borra|ouvre|partage|exporte|supprime)(?=\s|$)/.test(
      message.text,
    )
  )
    return null;
  return tool({ name: 'list_trips', args: {} }, 0.92);
};

/** A trip named, or 'that trip'/'it' (the conversation's trip). */
function whichTrip(
  message: PreparedMessage,
  ctx: Parameters<IntentMatcher>[1],
  verbEnd: number,
  send = false,
): { id?: string; trip?: string } {
  const named = tripWords(message, verbEnd, send);
  if (!named && ctx.subject?.kind === 'trip') return { id: ctx.subject.id };
  return named ? { trip: named } : {};
}

const OPEN =
  /(?:^|\s)(?:open|show me|show|pull up|bring up|display|load|abre|abrir|muestrame|muestra|ensename|carga|ouvre|ouvrir|montre-moi|montre moi|montre|affiche|charge)\s+/;

const openTrip: IntentMatcher = (message, ctx) => {
  const m = OPEN.exec(message.text);
  if (!m || (!has(message, TRIP) && !(ctx.subject?.kind === 'trip' && THAT.test(message.text)))) return null;
  if (
    has(message, MY_TRIPS) &&
    !/\b(?:the|el|le)\b.*\b(?:trip|viaje|voyage)\b/.test(message.text.slice(m.index + m[0].length))
  )
    return null;
  if (/\b(?:plan|planifica|planifie)\b/.test(message.text) && findRoute(folded(message))) return null;
  return tool({ name: 'open_trip', args: whichTrip(message, ctx, m.index + m[0].length) }, 0.88);
};

const SHARE = /(?:^|\s)(?:share|send|comparte|compartir|compartelo|manda|envia|partage|partager|partage-le|envoie)\s+/;
const WITH = /(?:^|\s)(?:with|con|avec)\s+/;

const shareTrip: IntentMatcher = (message, ctx) => {
  const m = SHARE.exec(message.text);
  if (!m || (!has(message, TRIP) && ctx.subject?.kind !== 'trip')) return null;
  if (has(message, words('post|feed|publicacion|muro|publication|fil|photo|foto|listing|anuncio|annonce'))) return null;
  // 'send the Moab trip to Sam': with 'send', the person follows 'to'.
  const send = /^\s*(?:send|manda|envia|envoie)\s/.test(m[0]);
  const args: PamToolArgs<'share_trip'> = { ...whichTrip(message, ctx, m.index + m[0].length, send) };
  const f = folded(message);
  const w =
    WITH.exec(f.text.slice(m.index)) ?? (send ? /\s(?:to|a|à)\s+(?=\S+\s*[?.!]*$)/.exec(f.text.slice(m.index)) : null);
  if (w) {
    const start = m.index + w.index + w[0].length;
    const who = originalSlice(f, start, f.text.length)
      .replace(/[?.!]+$/, '')
      .trim();
    const group = /^(?:(?:the|my|our|el|mi|le|mon|notre)\s+)?(?:group|grupo|groupe)\s+(.+)$/i.exec(who);
    if (group?.[1]) args.group = group[1].trim();
    else if (
      !/^(?:(?:my|all my|the|mis|todos mis|los|mes|tous mes|les)\s+)?(?:friends|amigos|amis|everyone|todos|tout le monde)$/i.test(
        fold(who),
      )
    )
      args.friend = who.replace(/^(?:my friend|mi amig[oa]|mon ami|mon amie)\s+/i, '');
  }
  return tool({ name: 'share_trip', args }, 0.9);
};

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const EXPORT =
  /(?:^|\s)(?:export|download|get|give me|exporta|exportar|descarga|descargar|dame|exporte|exporter|telecharge|telecharger|donne-moi)\s+/;

const exportTrip: IntentMatcher = (message, ctx) => {
  const gpx = /\bgpx\b/.test(message.text);
  const m = EXPORT.exec(message.text);
  if (!gpx && !(m && has(message, TRIP) && /^(?:export|exporta|exporte)/.test(m[0].trim()))) return null;
  if (!m && !gpx) return null;
  if (/\b(?:import|importa|importe)\b/.test(message.text)) return null;
  const end = m ? m.index + m[0].length : 0;
  const args = whichTrip(message, ctx, end);
  if (args.trip)
    args.trip = args.trip.replace(/\b(?:the )?gpx( file)?( of| for| de| du)?\b/gi, '').trim() || undefined!;
  if (!args.trip) delete args.trip;
  return tool({ name: 'export_trip', args }, 0.9);
};

const DELETE =
  /(?:^|\s)(?:delete|remove|erase|get rid of|borra|borrar|elimina|eliminar|quita|supprime|supprimer|efface|retire)\s+/;

const deleteTrip: IntentMatcher = (message, ctx) => {
  const m = DELETE.exec(message.text);
  if (!m) return null;
  if (!has(message, TRIP)) {
    if (ctx.subject?.kind === 'trip' && message.tokens.length <= 5 && THAT.test(message.text))
      return tool({ name: 'delete_trip', args: { id: ctx.subject.id } }, 0.9);
    return null;
  }
  if (has(message, words('expense|gasto|depense|stop|parada|etape|share|compartido|partage'))) return null;
  return tool({ name: 'delete_trip', args: whichTrip(message, ctx, m.index + m[0].length) }, 0.9);
};

const CHECKLIST = words(
  'checklist|checklists|check list|check-list|safety check|safety checks|lista|listas|lista de seguridad|lista de control|' +
    'comprobaciones|liste|listes|liste de securite|check-list|verifications',
);
const TEMPLATES: Array<[RegExp, SafetyTemplateKey]> = [
  [
    words(
      'pre-departure|predeparture|pre departure|departure|before leaving|leaving|antes de salir|salida|avant le depart|avant depart|depart',
    ),
    'pre_departure',
  ],
  [words('hitching|hitch|hitch up|coupling|enganche|enganchar|attelage|atteler'), 'hitching'],
  [
    words(
      'arrival|arrival set-up|arrival setup|set-up|setup|set up|llegada|al llegar|instalacion|arrivee|installation|a l arrivee',
    ),
    'arrival_setup',
  ],
  [words('weekly|week|semanal|semana|hebdomadaire|semaine'), 'weekly'],
];
const START =
  /(?:^|\s)(?:start|begin|run|do|reset|restart|new|open|let s do|let s start|empieza|empezar|comienza|comenzar|inicia|iniciar|reinicia|reiniciar|haz|hazme|haznos|hagamos|fais-moi|fais moi|abre|nueva|commence|commencer|demarre|demarrer|lance|lancer|recommence|reinitialise|fais|faisons|ouvre|nouvelle)(?=\s|$)/;

const startChecklist: IntentMatcher = (message) => {
  if (!START.test(message.text) || isQuestion(message)) return null;
  const template = TEMPLATES.find(([re]) => has(message, re))?.[1];
  // 'start the weekly checks': a built-in checklist named with 'checks' rather than 'checklist'.
  const checks =
    template &&
    /(?:^|\s)(?:checks?|comprobaciones|controles|verificaciones|controles|verifications|controle|controles)(?=\s|$)/.test(
      message.text,
    );
  if (!has(message, CHECKLIST) && !checks) return null;
  const args: PamToolArgs<'start_checklist'> = {};
  if (template) args.template = template;
  else {
    const f = folded(message);
    const m = /(?:checklist|lista|liste)\s+(?:de |du |for |called |named )?(.+)$/.exec(f.text);
    if (m?.[1]) {
      const start = f.text.lastIndexOf(m[1]);
      args.checklist = originalSlice(f, start, start + m[1].length)
        .replace(/[?.!]+$/, '')
        .trim();
    } else {
      const b =
        /(?:start|begin|run|do|reset|empieza|comienza|inicia|commence|lance)\s+(?:the |my |la |mi |ma |le )?(.+?)\s+(?:checklist|lista|liste)/.exec(
          f.text,
        );
      if (b?.[1]) {
        const start = f.text.indexOf(b[1], b.index);
        args.checklist = originalSlice(f, start, start + b[1].length).trim();
      }
    }
  }
  return tool({ name: 'start_checklist', args }, 0.92);
};

const LIST_CHECKLISTS = words(
  'my checklists|checklists|what checklists|which checklists|what s left on my checklist|whats left|what is left|' +
    'mis listas|que listas|listas de seguridad|que me falta|que falta|mes listes|quelles listes|listes de securite|ce qu il reste|qu est-ce qu il reste',
);

const listChecklists: IntentMatcher = (message) => {
  if (!has(message, LIST_CHECKLISTS) && !(has(message, CHECKLIST) && isQuestion(message))) return null;
  if (START.test(message.text) && !isQuestion(message)) return null;
  return tool({ name: 'list_checklists', args: {} }, 0.82);
};

const TICK =
  /(?:^|\s)(?:tick|tick off|check off|mark|cross off|done with|untick|uncheck|unmark|marca|marcar|tacha|desmarca|coche|cocher|cochez|decoche|decocher)\s+/;

const tickItem: IntentMatcher = (message) => {
  const f = folded(message);
  const m = TICK.exec(f.text);
  if (!m || message.money.length > 0) return null;
  const off = /\b(?:untick|uncheck|unmark|desmarca|decoche|decocher)\b/.test(m[0]);
  const start = m.index + m[0].length;
  const item = originalSlice(f, start, f.text.length)
    .replace(
      /\b(?:off|as done|as checked|done|como hecho|como hecha|hecho|comme fait|comme fait|fait|on my checklist|on the checklist|de la lista|de la liste|please|por favor|s'il te pla[iî]t)\b/gi,
      ' ',
    )
    .replace(/[?.!,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:the|el|la|los|las|le|les|l')\s+/i, '');
  // 'the gas is off, tick it': the item is named before the verb.
  const named = /^(?:it|that|this|lo|la|le|ca|eso)$/i.test(item)
    ? originalSlice(f, 0, m.index)
        .replace(/\b(?:is|are|esta|estan|est|sont)\b.*$/i, '')
        .replace(/^(?:the|el|la|los|las|le|les|l')\s+/i, '')
        .replace(/[,;.]+/g, ' ')
        .trim()
    : item;
  if (!named) return null;
  return tool({ name: 'tick_checklist_item', args: { item: named, checked: !off } }, 0.88);
};

export const tripMatchers: IntentMatcher[] = [
  saveTrip,
  listTrips,
  openTrip,
  shareTrip,
  exportTrip,
  deleteTrip,
  startChecklist,
  listChecklists,
  tickItem,
];
