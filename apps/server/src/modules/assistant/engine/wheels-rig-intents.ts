import type { FuelType, PamToolArgs, VehicleKind } from '@ww/contracts';
import { originalSlice } from './places.ts';
import type { IntentMatcher, MoneyMention, PreparedMessage } from './prepared-message.ts';
import { after, folded, has, tool, words } from './travel-words.ts';
import { isQuestion } from './lexicon.ts';

/** Rigs described, changed, deleted and listed; fuel consumption asked; a fill-up changed or deleted by words. */

/** Kinds of rig, the longer names first; the text is folded (no accents, apostrophes as spaces). */
const KINDS: Array<[RegExp, VehicleKind]> = [
  [
    words('fifth wheels?|5th wheels?|fifth-wheel|quinta rueda|quintas ruedas|caravane a sellette|sellette|fifthwheel'),
    'fifth_wheel',
  ],
  [
    words(
      'tow vehicles?|tow car|tow truck|tow vehicle|pickup|pick-up|pickup truck|truck|ute|suv|tug|vehiculo tractor|coche tractor|' +
        'tractor|camioneta|vehicule tracteur|voiture tractrice|tracteur|4x4',
    ),
    'tow_vehicle',
  ],
  [
    words(
      'campervans?|camper vans?|campers?|vans?|camper van|furgoneta camper|furgoneta|furgo|camper|van amenage|fourgon amenage|' +
        'fourgon|fourgons|van',
    ),
    'campervan',
  ],
  [
    words(
      'caravans?|travel trailers?|trailers?|camping trailer|pop-up|popup|caravana|caravanas|remolque|roulotte|caravane|caravanes',
    ),
    'caravan',
  ],
  [
    words(
      'motorhomes?|motor homes?|motor-home|rv|rvs|class a|class b|class c|autocaravana|autocaravanas|auto caravana|' +
        'casa rodante|autocaravane|camping-car|camping car|camping-cars|campingcar|cellule',
    ),
    'motorhome',
  ],
];
const FUELS: Array<[RegExp, FuelType]> = [
  [words('diesel|gasoil|gasoleo|gazole'), 'diesel'],
  [words('petrol|gasoline|gas|gasolina|essence|nafta'), 'petrol'],
  [words('lpg|autogas|glp|gpl'), 'lpg'],
  [words('electric|ev|electrico|electrique'), 'electric'],
];
const RIG_WORD = words('rigs?|vehicles?|vehiculos?|vehicules?|unidad|mi unidad|rig');

const kindOf = (m: PreparedMessage): VehicleKind | undefined => KINDS.find(([re]) => re.test(m.text))?.[1];
const fuelOf = (m: PreparedMessage): FuelType | undefined => FUELS.find(([re]) => re.test(m.text))?.[1];

const ADD =
  /^(?:(?:please|can you|could you|pam|hey|hi|ok|por favor|puedes|podrias|s'il te plait|peux-tu|pourrais-tu)[\s,]+)*(?:add|register|save|create|new|set up|record|i have|i ve got|i got|we have|we ve got|i bought|we bought|just bought|we just bought|i just bought|anade|agrega|anadir|agregar|registra|registrar|crea|nueva|nuevo|tengo|tenemos|compre|compramos|he comprado|hemos comprado|ajoute|ajouter|enregistre|enregistrer|cree|nouveau|nouvelle|j ai|nous avons|on a|j ai achete|nous avons achete|on a achete|(?:my|our) (?:rig|vehicle|van|motorhome|camper|caravan|trailer|tow vehicle|truck) is (?:a|an)|(?:mi|nuestro|nuestra) (?:vehiculo|autocaravana|caravana|camper|furgoneta) es (?:un|una)|(?:mon|notre|ma) (?:vehicule|camping-car|caravane|fourgon|van) est (?:un|une))\b/;
const NOT_A_RIG = words(
  'expense|expenses|gasto|gastos|depense|depenses|fill|filled|fill up|litres|liters|gallons|spent|paid|budget|goal|' +
    'reminder|remind|campground|camping|camp|site|trip|viaje|voyage|post|friend',
);
const MEASURE_UNITS = /^(?:m|ft)$/;
/** Words that are not part of the rig's name. */
const NAME_NOISE =
  /(?<![\p{L}\p{N}'])(?:(?:that|which) (?:runs|run) on|runs on|running on|que funciona (?:con|a)|funciona (?:con|a)|qui (?:roule|fonctionne) (?:au|à l'|a l'|à|a)|(?:roule|fonctionne) (?:au|à|a)|rigs|vehicles|vehículos|vehiculos|véhicules|vehicules|my rig is an?|our rig is an?|my vehicle is an?|is an?|es una?|est une?|can you|could you|would you|puedes|podrias|peux-tu|pourrais-tu|please|pam|hey|add|register|save|create|new|set up|record|i have|i've got|i ve got|i got|we have|we've got|i bought|we bought|just|bought|a|an|my|our|the|to|as|called|named|it's|its|it is|is|long|length|metres?|meters?|feet|foot|ft|m|tall|high|height|añade|anade|agrega|añadir|agregar|registra|registrar|crea|nueva|nuevo|tengo|tenemos|compré|compre|compramos|he|hemos|comprado|mi|mis|nuestra|nuestro|una|un|de|del|la|el|que|se llama|llamada|llamado|largo|mide|metros|ajoute|ajouter|enregistre|enregistrer|crée|cree|nouveau|nouvelle|j'ai|j ai|nous avons|on a|acheté|achete|mon|ma|notre|une|le|l'|appelé|appelée|qui s'appelle|de long|mesure|fait|rig|vehicle|vehículo|vehiculo|véhicule|vehicule|with|con|avec|and|y|et|engine|motor|moteur|a diesel|a gasolina|à essence|i|we|i've|we've|i’ve|we’ve)(?![\p{L}\p{N}])/giu;

/** The rig's name from the user's own words: what is left once verbs, kinds, fuels and measures are taken out. */
function rigName(message: PreparedMessage): string {
  const f = folded(message);
  // Punctuation as spaces (same length), so 'fifth wheel,' is found as a kind.
  let text = f.text.replace(/[;:!?()"]|[,.](?!\d)/g, ' ');
  const blank = (re: RegExp) => {
    text = text.replace(new RegExp(re.source, 'g'), (s) => ' '.repeat(s.length));
  };
  for (const [re] of KINDS) blank(re);
  for (const [re] of FUELS) blank(re);
  blank(
    /\b\d+(?:[.,]\d+)?\s*(?:m|ft|feet|foot|metres?|meters?|metros|pies|pieds|mpg|l\s*\/\s*100\s*(?:km)?|litres?|liters?|litros|l|gal|gallons?)(?![a-z0-9])/,
  );
  blank(/\b(?:of|from|de|du)\s+(?=(?:19|20)\d\d\b)/);
  blank(
    /\b\d+(?:[.,]\d+)?\s*(?:kg|kgs|kilos?|kilograms?|kilogramos|kilogrammes?|lb|lbs|pounds?|libras?|livres?|t|tonnes?|tons?|toneladas?)(?![a-z0-9])/,
  );
  for (const re of [GROSS, TARE, WEIGHS, WIDE]) blank(re);
  const kept: string[] = [];
  const re = /\S+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) kept.push(originalSlice(f, m.index, m.index + m[0].length));
  return kept
    .join(' ')
    .replace(NAME_NOISE, ' ')
    .replace(/[,.;:!?()"«»]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-–—]+\s*/, '');
}

const WEIGHT_AFTER =
  /^\s*(?:(kg|kgs|kilos?|kilograms?|kilogramos|kilogrammes?)|(lb|lbs|pounds?|libras?|livres?)|(t|tonnes?|tons?|toneladas?|tonnes?))(?![a-z])/;
const GROSS =
  /\b(?:gvwr|gvm|gcwr|gross(?: vehicle)?(?: weight| mass)?(?: rating)?|max(?:imum)? (?:weight|mass)|atm|mtplm|mam|mma|masa maxima(?: autorizada)?|peso maximo(?: autorizado)?|pma|ptac|poids total(?: autorise)?(?: en charge)?|masse maximale)\b/g;
const TARE =
  /\b(?:tare|unladen|empty|dry weight|curb weight|kerb weight|mass in running order|miro|tara|en vacio|peso en vacio|vacio|a vide|poids a vide|masse a vide|pv)\b/g;
const WEIGHS = /\b(?:weighs|weigh|weight|pesa|pesan|peso|pese|poids|masse|masa)\b/;

/** Where the words of one kind of mass are in the text. */
const spots = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => m.index);

/**
 * Masses said with their unit ('6000 lb', '3500 kg', '3,5 t'; 'pounds' is read as money first, so such money is a
 * mass here), each the gross or tare mass by the nearest word for it; with neither word, what the rig weighs is its
 * tare. `money`: the money mentions that were masses.
 */
function rigMasses(message: PreparedMessage): { args: Partial<PamToolArgs<'add_vehicle'>>; money: MoneyMention[] } {
  const said: Array<{ value: number; unit: 'kg' | 'lb'; at: number; money?: MoneyMention }> = [];
  for (const n of message.numbers) {
    const w = WEIGHT_AFTER.exec(after(message, n, 16));
    if (w) said.push({ value: w[3] ? n.value * 1000 : n.value, unit: w[2] ? 'lb' : 'kg', at: n.start });
  }
  for (const m of message.money) {
    if (/^[^£]*\d[\d.,\s]*(?:pounds?|libras?|livres?)$/.test(message.text.slice(m.start, m.end)))
      said.push({ value: m.amount, unit: 'lb', at: m.start, money: m });
  }
  const gross = spots(message.text, GROSS);
  const tare = spots(message.text, TARE);
  const args: Partial<PamToolArgs<'add_vehicle'>> = {};
  const money: MoneyMention[] = [];
  for (const x of said) {
    const distance = (at: number[]) => Math.min(Infinity, ...at.map((i) => Math.abs(i - x.at)));
    const isGross = distance(gross) < distance(tare);
    if (!isGross && tare.length === 0 && !WEIGHS.test(message.text)) continue;
    if (isGross) Object.assign(args, { gross_mass: x.value, gross_mass_unit: x.unit });
    else Object.assign(args, { empty_mass: x.value, empty_mass_unit: x.unit });
    if (x.money) money.push(x.money);
  }
  return { args, money };
}

/** Money said that is no mass ('6000 pounds' of a GVWR is one). */
const paysMoney = (message: PreparedMessage) => message.money.length > rigMasses(message).money.length;

const HIGH = /\b(?:high|tall|height|altura|alto|de alto|hauteur|haut|de haut)\b/;
const WIDE = /\b(?:wide|width|ancho|de ancho|anchura|large|de large|largeur)\b/;

const LONG = /\b(?:long|length|largo|longitud|longueur|de long)\b/;

/**
 * Which measure a length is, by the word next to it: after it ('2.5 m wide', '3 m de alto'), else the nearest before
 * it ('width 2.5 m', 'el ancho de la caravana es 2,3 m'); a length when none is said.
 */
function dimension(tail: string, lead: string): 'width' | 'height' | 'length' {
  const kinds = [
    ['width', WIDE],
    ['height', HIGH],
    ['length', LONG],
  ] as const;
  const next = kinds.find(([, re]) => re.test(tail));
  if (next) return next[0];
  const last = (re: RegExp) => Math.max(-1, ...[...lead.matchAll(new RegExp(re.source, 'g'))].map((m) => m.index));
  const before = kinds.map(([k, re]) => [k, last(re)] as const).sort((a, b) => b[1] - a[1])[0]!;
  return before[1] >= 0 ? before[0] : 'length';
}

/** Lengths, heights, widths, masses, consumption and tank size said with their units. */
function rigMeasures(message: PreparedMessage): Partial<PamToolArgs<'add_vehicle'>> {
  const out: Partial<PamToolArgs<'add_vehicle'>> = { ...rigMasses(message).args };
  for (const n of message.numbers) {
    const tail = after(message, n, 30);
    const lead = message.text.slice(Math.max(0, n.start - 30), n.start);
    if (n.unit && MEASURE_UNITS.test(n.unit)) {
      const unit = n.unit === 'ft' ? 'ft' : 'm';
      const which = dimension(tail.slice(0, 12), lead);
      if (which === 'width') {
        out.width = n.value;
        out.width_unit = unit;
      } else if (which === 'height') {
        out.height = n.value;
        out.height_unit = unit;
      } else if (out.length === undefined) {
        out.length = n.value;
        out.length_unit = unit;
      }
    } else if (
      n.unit === 'l' &&
      /^\s*(?:\/|a los|a la|cada|por cada|por|aux|au|par|per|every|each|de cada)?\s*100(?!\d)/.test(tail)
    ) {
      out.consumption = n.value;
      out.consumption_unit = 'l_100km';
    } else if ((n.unit === null || n.unit === 'mi') && /^\s*(?:mpg|miles per gallon|millas por galon)\b/.test(tail)) {
      out.consumption = n.value;
      out.consumption_unit = 'mpg';
    } else if ((n.unit === 'l' || n.unit === 'gal') && /\b(?:tank|deposito|reservoir)\b/.test(message.text)) {
      out.tank = n.value;
      out.tank_unit = n.unit === 'l' ? 'L' : 'gal';
    }
  }
  return out;
}

const addVehicle: IntentMatcher = (message) => {
  // 'add a rig: 2019 Winnebago View': a rig of no kind said is saved as the form's default kind (a motorhome).
  const kind = kindOf(message);
  if ((!kind && !has(message, RIG_WORD)) || paysMoney(message)) return null;
  if (!ADD.test(message.text) || has(message, NOT_A_RIG)) return null;
  if (isQuestion(message) && !/^(?:can|could|puedes|podrias|peux|pourrais)\b/.test(message.text)) return null;
  const measures = rigMeasures(message);
  const fuel = fuelOf(message);
  const name = rigName(message);
  const args: PamToolArgs<'add_vehicle'> = {
    name:
      name ||
      (kind === 'tow_vehicle'
        ? 'Tow vehicle'
        : (kind ?? 'motorhome').replace('_', ' ').replace(/^./, (c) => c.toUpperCase())),
    ...(kind ? { kind } : {}),
    ...measures,
    ...(fuel ? { fuel_type: fuel } : {}),
  };
  return tool({ name: 'add_vehicle', args }, 0.95);
};

const CHANGE =
  /(?:^|\s)(?:change|changes|set|update|make|correct|fix|edit|rename|call|weighs|pesa|pese|cambia|cambiar|pon|ponle|actualiza|actualizar|corrige|modifica|renombra|llama|change|changer|modifie|modifier|mets|corrige|renomme|appelle|mide|measures|is|es|est|fait|mesure|does|gets|hace|consume|consomme|uses|usa|gasta|utilise|burns|runs|funciona|roule|fonctionne|holds|tiene)(?=\s|$)/;
const FIELD_WORDS = words(
  'length|long|height|high|tall|consumption|economy|mpg|tank|fuel|name|largo|longitud|altura|alto|consumo|deposito|' +
    'combustible|nombre|longueur|hauteur|haut|consommation|reservoir|carburant|nom|l 100|l/100',
);

const updateVehicle: IntentMatcher = (message, ctx) => {
  const kind = kindOf(message);
  const measured = rigMeasures(message);
  // 'my Jayco is 12 m long', 'the Hymer does 14 L/100 km': a rig's measure says it is a rig.
  const measureSaysRig =
    (measured.length !== undefined && /\b(?:long|largo|length|longitud|longueur|mide|mesure)\b/.test(message.text)) ||
    measured.consumption !== undefined ||
    measured.tank !== undefined ||
    (measured.width !== undefined && WIDE.test(message.text)) ||
    (measured.height !== undefined && HIGH.test(message.text)) ||
    measured.gross_mass !== undefined ||
    (measured.empty_mass !== undefined && spots(message.text, TARE).length > 0);
  const aboutRig = kind || has(message, RIG_WORD) || ctx.subject?.kind === 'vehicle' || measureSaysRig;
  if (!aboutRig || paysMoney(message) || ADD.test(message.text) || isQuestion(message)) return null;
  // 'llené el depósito, 55 litros': a fill-up, not the tank's size.
  if (
    /(?:^|\s)(?:fill|filled|fill up|filled up|topped|llene|llenamos|lleno|reposte|repostamos|plein|rempli)(?=\s|$)/.test(
      message.text,
    )
  )
    return null;
  if (!CHANGE.test(message.text)) return null;
  const args: PamToolArgs<'update_vehicle'> = { ...measured };
  const fuel = fuelOf(message);
  if (fuel && /\b(?:runs on|fuel|uses|combustible|usa|funciona con|carburant|roule|fonctionne)\b/.test(message.text))
    args.fuel_type = fuel;
  const f = folded(message);
  const rename =
    /(?:^|\s)(?:rename|renombra|renomme)\s.*?\s(?:to|as|a|como|en)\s+(.+)$/.exec(f.text) ??
    /(?:^|\s)(?:call it|name it|llamalo|llamala|ponle de nombre|appelle-le|appelle-la|appelle le|appelle la|nomme-le|nomme-la)\s+(.+)$/.exec(
      f.text,
    );
  if (rename?.[1]) {
    const start = f.text.lastIndexOf(rename[1]);
    args.name = originalSlice(f, start, start + rename[1].length)
      .replace(/^["«\s]+|["»\s.!]+$/g, '')
      .trim();
  }
  if (Object.keys(args).length === 0 && !has(message, FIELD_WORDS)) return null;
  if (Object.keys(args).length === 0) return null;
  const named = kind
    ? KINDS.find(([, k]) => k === kind)![0]
        .exec(message.text)![0]
        .trim()
    : rigName(message);
  const plainName = (args.name ? named.replace(args.name, ' ') : named)
    .replace(/\b(?:call it|name it|rename|renombra|renomme|llamalo|llamala|appelle-le|appelle-la)\b/gi, ' ')
    .replace(
      /'s\b|\b(?:change|set|update|make|cambia|pon|actualiza|modifie|mets|consumption|consumo|consommation|length|largo|longueur|fuel|combustible|carburant|tank|deposito|depósito|réservoir|reservoir|of|to|a|de|du|la|le|el|es|est|is|does|gets|uses|runs|on|hace|consume|consomme|fait|en|con|holds|tiene)\b/gi,
      ' ',
    )
    .trim();
  if (ctx.subject?.kind === 'vehicle' && !kind && (!plainName || /^(?:it|lo|la|le)$/i.test(plainName)))
    args.id = ctx.subject.id;
  else if (kind) args.vehicle = named;
  else if (plainName && !/^(?:it|lo|la|le)$/i.test(plainName)) args.vehicle = plainName.replace(/\s+/g, ' ');
  return tool({ name: 'update_vehicle', args }, args.name || args.tank !== undefined ? 0.96 : 0.9);
};

const DELETE =
  /(?:^|\s)(?:delete|remove|erase|get rid of|drop|sold|i sold|we sold|scrap|borra|borrar|elimina|eliminar|quita|quitar|vendi|vendimos|he vendido|supprime|supprimer|efface|effacer|retire|retirer|enleve|j ai vendu|nous avons vendu|on a vendu)(?=\s|$)/;
const IT = /(?:^|\s)(?:it|that|this one|lo|la|le|l|ca|cela|celui-ci|celle-ci|eso|esa|ese)(?=\s|$)/;

const deleteVehicle: IntentMatcher = (message, ctx) => {
  if (!DELETE.test(message.text) || message.money.length > 0) return null;
  const kind = kindOf(message);
  if (!kind && !has(message, RIG_WORD)) {
    if (ctx.subject?.kind === 'vehicle' && IT.test(message.text) && message.tokens.length <= 5)
      return tool({ name: 'delete_vehicle', args: { id: ctx.subject.id } }, 0.9);
    return null;
  }
  if (has(message, words('expense|expenses|gasto|gastos|depense|depenses|fill-up|fill up|trip|viaje|voyage')))
    return null;
  const f = folded(message);
  const m = DELETE.exec(f.text)!;
  const rest = originalSlice(f, m.index + m[0].length, f.text.length)
    .replace(
      /\b(?:please|por favor|s'il (?:te|vous) pla[iî]t|from my (?:rigs|vehicles)|de mis veh[ií]culos|de mes v[ée]hicules)\b/gi,
      '',
    )
    .replace(/[?.!]+$/, '')
    .trim();
  return tool({ name: 'delete_vehicle', args: rest ? { vehicle: rest } : {} }, 0.9);
};

const LIST_RIGS = words(
  'my rigs|my vehicles|list rigs|list my rigs|list vehicles|what rigs|which rigs|what vehicles|which vehicles|show my rigs|' +
    'show rigs|mis vehiculos|mis autocaravanas|que vehiculos|cuales son mis vehiculos|lista de vehiculos|mes vehicules|' +
    'quels vehicules|liste des vehicules|liste mes vehicules',
);

const listVehicles: IntentMatcher = (message) => {
  if (!has(message, LIST_RIGS) || DELETE.test(message.text) || ADD.test(message.text)) return null;
  return tool({ name: 'list_vehicles', args: {} }, 0.85);
};

const ECONOMY = words(
  'fuel economy|economy|mpg|gas mileage|fuel mileage|mileage|fuel consumption|consumption|fuel efficiency|efficiency|' +
    'fuel stats|fuel statistics|l/100|l 100|litres per 100|liters per 100|miles per gallon|how much fuel does|' +
    'how much does it burn|how much does .* burn|consumo|consume|consumen|gasta de combustible|cuanto gasta|' +
    'estadisticas de combustible|litros a los 100|litros cada 100|consommation|consomme|consomment|statistiques de carburant|' +
    'litres aux 100|l aux 100|cost per mile|cost per km|costs per mile|per mile|per km|coste por kilometro|coste por km|' +
    'costo por kilometro|por kilometro|par km|por km|por milla|cout par km|cout au km|cout au kilometre|par kilometre|' +
    'use per 100|uses per 100|burn per 100|burns per 100|average fuel price|average price per (?:litre|liter|gallon)|paying per (?:litre|liter|gallon)|' +
    'price per (?:litre|liter|gallon) on average|precio medio|de media por litro|precio por litro de media|' +
    'prix moyen|prix moyen au litre|en moyenne au litre',
);
/** A spending rate ('a month', 'al mes'): what is spent over time, not the price paid. */
const PER_PERIOD = words(
  '(?:a|per|each|al|por|cada|par|chaque) (?:month|week|year|mes|semana|ano|mois|semaine|an)|monthly|weekly|yearly|' +
    'mensual|semanal|anual|mensuel|hebdomadaire|annuel',
);
/** An average paid for fuel: 'what did I pay per gallon on average?', 'combien je paie le litre en moyenne ?'. */
const AVERAGE = words('on average|average|on avg|de media|en promedio|promedio|en moyenne|moyen|moyenne');
const FUEL_PAID = words(
  'per (?:gallon|litre|liter)|a (?:gallon|litre|liter)|for (?:fuel|gas|diesel|petrol)|(?:fuel|gas|diesel|petrol)|' +
    'por (?:litro|galon)|el litro|(?:de )?(?:combustible|gasolina|gasoil|gasoleo|diesel)|le litre|au litre|par litre|' +
    '(?:du |de )?(?:carburant|gazole|essence|diesel)',
);
/** 'per 100 km', 'cada 100 km', 'aux 100 km': a consumption's unit, not a drive's distance. */
const PER_100 = /\b(?:per|every|each|a|cada|por cada|a los|aux|pour)\s+100\s*(?:km|mi|miles)?\b/;

const fuelStats: IntentMatcher = (message) => {
  const averagePaid =
    has(message, AVERAGE) && has(message, FUEL_PAID) && isQuestion(message) && !has(message, PER_PERIOD);
  if (!has(message, ECONOMY) && !averagePaid) return null;
  if (message.money.length > 0 || message.numbers.some((n) => n.unit === 'l' || n.unit === 'gal')) return null;
  // 'fuel for 300 km', 'consumo de Madrid a Sevilla': a drive's fuel, not the log's figures.
  if (message.numbers.some((n) => n.unit === 'km' || n.unit === 'mi') && !PER_100.test(message.text)) return null;
  if (findRouteLike(message)) return null;
  const kind = kindOf(message);
  const args: PamToolArgs<'fuel_stats'> = {};
  if (kind)
    args.vehicle = KINDS.find(([, k]) => k === kind)![0]
      .exec(message.text)![0]
      .trim();
  return tool({ name: 'fuel_stats', args }, 0.9);
};

const findRouteLike = (message: PreparedMessage) =>
  /(?:^|\s)(?:from|desde|depuis)\s+\S+.*\s(?:to|a|hasta|vers|jusqu a)\s+\S+/.test(message.text);

export const rigMatchers: IntentMatcher[] = [addVehicle, updateVehicle, deleteVehicle, listVehicles, fuelStats];
