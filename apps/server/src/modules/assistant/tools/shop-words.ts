import { fold } from './format.ts';

/**
 * Shop words in English, Spanish and French: a product named in one language is found under its name in another
 * ("mangueras de agua potable" finds "Drinking Water Hose", "des cales" finds "Levelling Blocks"). Each group is a
 * set of word beginnings that mean one thing; the first ones are English, searched when the user wrote another.
 */
const GROUPS: string[][] = [
  ['level', 'nivel', 'niveau', 'calage'],
  ['block', 'chock', 'wedge', 'ramp', 'calzo', 'calce', 'cuna', 'bloque', 'rampa', 'cale', 'rampe'],
  ['hose', 'pipe', 'manguera', 'tubo', 'tuyau'],
  ['water', 'agua', 'eau'],
  ['drink', 'potable', 'fresh', 'beber'],
  ['sewer', 'waste', 'drain', 'desague', 'evacuation', 'egout', 'vidange'],
  ['solar', 'sun', 'solaire'],
  ['panel', 'panneau'],
  ['batter', 'bateria', 'batterie'],
  ['charg', 'cargador', 'chargeur'],
  ['inverter', 'inversor', 'onduleur', 'convertisseur'],
  ['generator', 'generador', 'groupe electrogene', 'generateur'],
  ['cable', 'cord', 'lead', 'wire', 'cable', 'alargador', 'prolongador', 'rallonge', 'fil'],
  ['adapt', 'adaptador', 'adaptateur'],
  ['awning', 'toldo', 'auvent', 'store'],
  ['jack', 'stabili', 'gato', 'estabilizador', 'cric', 'verin', 'stabilisateur'],
  ['mat', 'rug', 'alfombra', 'esterilla', 'tapis'],
  ['chair', 'silla', 'chaise', 'fauteuil'],
  ['table', 'mesa'],
  [
    'lamp',
    'light',
    'lantern',
    'torch',
    'flashlight',
    'lampara',
    'luz',
    'luces',
    'linterna',
    'farol',
    'lampe',
    'lumiere',
    'lanterne',
  ],
  ['fridge', 'refrigerator', 'cooler', 'nevera', 'frigorifico', 'refrigerador', 'frigo', 'refrigerateur', 'glaciere'],
  ['toilet', 'wc', 'inodoro', 'vater', 'bano', 'toilette'],
  ['chemical', 'quimico', 'chimique'],
  ['tank', 'deposito', 'tanque', 'reservoir', 'cuve'],
  ['filter', 'filtro', 'filtre'],
  ['pump', 'bomba', 'pompe'],
  ['hitch', 'tow', 'coupling', 'enganche', 'remolque', 'bola', 'attelage', 'remorquage', 'boule'],
  ['lock', 'padlock', 'candado', 'cerradura', 'antirrobo', 'cadenas', 'antivol', 'serrure'],
  ['mirror', 'espejo', 'retrovisor', 'retroviseur', 'miroir'],
  ['cover', 'funda', 'cubierta', 'housse', 'bache'],
  ['tire', 'tyre', 'wheel', 'neumatico', 'rueda', 'llanta', 'pneu', 'roue'],
  ['propane', 'gas', 'lpg', 'propano', 'butano', 'gaz', 'butane'],
  ['regulator', 'regulador', 'detendeur', 'regulateur'],
  ['bike', 'bicycle', 'cycle', 'bici', 'bicicleta', 'velo'],
  ['rack', 'carrier', 'portabici', 'porta', 'soporte', 'porte', 'galerie'],
  ['kettle', 'hervidor', 'bouilloire'],
  ['stove', 'cooker', 'burner', 'hornillo', 'cocina', 'estufa', 'rechaud', 'cuisiniere'],
  ['grill', 'bbq', 'barbecue', 'barbacoa', 'parrilla'],
  ['tent', 'tienda', 'carpa', 'tente'],
  ['camping', 'outdoor', 'acampada', 'plein air'],
  ['sleeping', 'saco', 'sac de couchage', 'couchage', 'dormir'],
  ['first aid', 'botiquin', 'secours', 'pharmacie'],
  ['extinguisher', 'extintor', 'extincteur'],
  ['detector', 'alarm', 'detector', 'alarma', 'detecteur', 'alarme'],
  ['smoke', 'humo', 'fumee'],
  ['camera', 'camara', 'reversing', 'backup', 'marcha atras', 'recul'],
  ['antenna', 'aerial', 'antena', 'antenne'],
  ['wifi', 'router', 'internet', 'booster', 'routeur', 'amplificador'],
  ['fan', 'vent', 'ventilador', 'ventilateur'],
  ['heater', 'heating', 'calefactor', 'calefaccion', 'chauffage', 'radiateur'],
  ['kayak', 'canoe', 'canoa', 'piragua'],
  ['paddle', 'oar', 'remo', 'pagaie', 'rame'],
  ['step', 'escalon', 'peldano', 'marchepied', 'marche'],
  ['kit', 'set', 'juego', 'conjunto', 'ensemble'],
  ['gps', 'navigat', 'navegador', 'navigateur'],
  ['radio', 'cb'],
  ['tool', 'herramienta', 'outil'],
  ['brush', 'clean', 'cepillo', 'limpi', 'brosse', 'nettoy'],
  ['towel', 'toalla', 'serviette'],
  ['pillow', 'cushion', 'almohada', 'cojin', 'oreiller', 'coussin'],
  ['blanket', 'manta', 'couverture'],
  ['hammock', 'hamaca', 'hamac'],
  ['umbrella', 'parasol', 'sombrilla'],
  ['net', 'mosquito', 'mosquitero', 'moustiquaire'],
  ['curtain', 'blind', 'cortina', 'persiana', 'rideau', 'store'],
  ['storage', 'organizer', 'organiser', 'box', 'caja', 'organizador', 'boite', 'rangement'],
  ['roof', 'techo', 'toit'],
  ['door', 'puerta', 'porte'],
  ['window', 'ventana', 'fenetre'],
  ['electric', 'electrico', 'electrica', 'electrique'],
  ['usb'],
  ['led'],
];

/** Words of a request that name no product ('the', 'some', 'para', 'des', 'pour mon camping-car'). */
const FILLER = new Set(
  (
    'a an the some any my our your for of to with and or in on at me us it this that these those one ones pair ' +
    'un una unos unas el la los las mi mis tu tus de del para con y o en al algo alguno alguna algunos algunas ' +
    'une des le les du mon ma mes ton ta tes pour avec et ou au aux quelque quelques paire par ' +
    // Words that praise or price a product without naming it.
    'good nice cheap cheaper best new decent quality great buen buena buenos buenas barato barata baratos baratas ' +
    'nuevo nueva bon bonne bons bonnes meilleur meilleure cher chere nouveau nouvelle'
  ).split(' '),
);

/** Words of the rig itself ('for my caravan'): what fits is read from the rig, not searched in the catalogue. */
const RIG_WORDS =
  /^(?:rig|rv|van|camper|campervan|motorhome|caravan|trailer|fifth|autocaravana|caravana|furgoneta|caravane|fourgon)$/;

export type ShopConcept = {
  /** The user's own word, reduced to its stem ('mangueras' → 'manguer'). */
  stem: string;
  /** Word beginnings searched for it: the stem and the same thing in English. */
  search: string[];
};

/** 'blocks' → 'block', 'levelling' → 'level', 'mangueras' → 'manguer', 'cales' → 'cal'. */
export function stemOf(word: string): string {
  let w = word;
  if (w.length > 6 && w.endsWith('lling')) w = w.slice(0, -4);
  else if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && /ies$/.test(w)) w = w.replace(/ies$/, 'y');
  else if (w.length > 4 && /(?:es|s)$/.test(w)) w = w.replace(/e?s$/, '');
  if (w.length > 5 && /[aeo]$/.test(w)) w = w.slice(0, -1);
  return w.length >= 3 ? w : word;
}

function groupOf(word: string, stem: string): string[] | undefined {
  return GROUPS.find((g) => g.some((p) => (p.length <= 3 ? word === p : word.startsWith(p) || stem === p)));
}

/** The product words of a request, each with the beginnings to search for it. */
export function shopConcepts(words: string): ShopConcept[] {
  const tokens = fold(words)
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/[\s-]+/)
    .filter((w) => w.length >= 2 && !FILLER.has(w) && !/^\d+$/.test(w));
  const concepts: ShopConcept[] = [];
  for (const token of tokens) {
    if (RIG_WORDS.test(token) && tokens.length > 1) continue;
    const stem = stemOf(token);
    const group = groupOf(token, stem);
    // A stem of three letters ('cal' of 'cales') begins too many words: the word itself is searched.
    const own = stem.length >= 4 ? stem : token;
    const search = [own, ...(group ?? []).filter((p) => !p.includes(' ') && p.length >= 3)];
    const unique = [...new Set(search)].slice(0, 4);
    if (!concepts.some((c) => c.stem === stem)) concepts.push({ stem, search: unique });
  }
  return concepts.slice(0, 4);
}

/** Every word of the phrase is a known shop word ('tuyau d'eau potable', 'wheel chocks'): surely a product. */
export function allShopWords(words: string): boolean {
  const tokens = fold(words)
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/[\s-]+/)
    .filter((w) => w.length >= 2 && !FILLER.has(w) && !/^\d+$/.test(w));
  return tokens.length > 0 && tokens.every((t) => groupOf(t, stemOf(t)) !== undefined);
}
