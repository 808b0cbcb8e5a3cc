import type { Language } from '@ww/contracts';
import type { PamTool } from '../assistant.types.ts';

/**
 * Pam's help, built from the tool registry: each tool's own `help` line, grouped by the part of the app it belongs
 * to. Tools written before tools carried their help get theirs from FALLBACK_HELP; a tool with neither (a detail of
 * another, like setting a cart line's quantity) is left out rather than listed without an example.
 */

export type HelpSource = Pick<PamTool, 'name' | 'help'>;
type Texts = Record<Language, string>;

const FALLBACK_HELP: Record<string, Texts> = {
  log_expense: {
    en: 'log an expense ("I spent $45 on diesel today")',
    es: 'anotar un gasto ("gasté 60 dólares en gasolina hoy")',
    fr: 'noter une dépense (« j’ai dépensé 25 euros au restaurant »)',
  },
  log_income: {
    en: 'log income ("I earned $300 from photography")',
    es: 'anotar un ingreso ("cobré 300 euros por un trabajo")',
    fr: 'noter un revenu (« j’ai reçu 300 € de mon travail »)',
  },
  spending_summary: {
    en: 'total your spending by category and period ("how much did I spend on food last month?")',
    es: 'sumar tus gastos por categoría y periodo ("¿cuánto gasté en comida el mes pasado?")',
    fr: 'totaliser vos dépenses par catégorie et période (« combien j’ai dépensé en carburant le mois dernier ? »)',
  },
  income_summary: {
    en: 'total your income ("how much did I earn this month?")',
    es: 'sumar tus ingresos ("¿cuánto gané este mes?")',
    fr: 'totaliser vos revenus (« combien j’ai gagné ce mois-ci ? »)',
  },
  budget_status: {
    en: 'check your budgets ("how is my food budget?")',
    es: 'revisar tus presupuestos ("¿cómo va mi presupuesto de comida?")',
    fr: 'consulter vos budgets (« où en est mon budget courses ? »)',
  },
  set_budget: {
    en: 'set a budget ("set my food budget to $400 a month")',
    es: 'fijar un presupuesto ("pon mi presupuesto de comida en 400 al mes")',
    fr: 'fixer un budget (« fixe mon budget courses à 250 € par semaine »)',
  },
  create_savings_goal: {
    en: 'create savings goals, add to them and follow them ("save $2,000 for new tyres")',
    es: 'crear metas de ahorro, aportar a ellas y ver cómo van ("ahorrar 2000 para neumáticos")',
    fr: 'créer des objectifs d’épargne, y ajouter de l’argent et les suivre (« épargner 2 000 € pour des pneus »)',
  },
  distance_between: {
    en: 'give distances and driving times ("how far is Denver from Moab?")',
    es: 'darte distancias y tiempos de conducción ("¿qué distancia hay de Madrid a Sevilla?")',
    fr: 'donner distances et temps de route (« quelle distance entre Lyon et Nice ? »)',
  },
  plan_trip: {
    en: 'plan a trip and its fuel cost ("plan a trip from Denver to Moab")',
    es: 'planear un viaje y su coste de combustible ("planea un viaje de Madrid a Sevilla")',
    fr: 'planifier un trajet et son coût en carburant (« prépare un trajet de Lyon à Nice »)',
  },
  find_campgrounds: {
    en: 'find campgrounds near a place or along a route ("campgrounds near Moab with power")',
    es: 'buscar campings cerca de un lugar o en una ruta ("campings cerca de Granada")',
    fr: 'trouver des campings près d’un lieu ou le long d’un trajet (« campings près d’Annecy »)',
  },
  weather: {
    en: 'tell you the weather at a place ("weather in Banff tomorrow")',
    es: 'decirte el tiempo en un lugar ("¿qué tiempo hará en Granada mañana?")',
    fr: 'donner la météo d’un lieu (« météo à Annecy demain »)',
  },
  log_maintenance: {
    en: 'log a service ("oil change today for $80")',
    es: 'anotar un mantenimiento ("cambié el aceite ayer por 80 euros")',
    fr: 'noter un entretien (« j’ai fait la vidange hier pour 90 € »)',
  },
  maintenance_due: {
    en: 'say what maintenance is due ("what maintenance is due?")',
    es: 'decirte qué mantenimiento toca ("¿qué mantenimiento toca?")',
    fr: 'dire quel entretien est à faire (« quel entretien est à prévoir ? »)',
  },
  log_fuel: {
    en: 'log a fill-up ("filled up 62 litres for £91.40")',
    es: 'anotar un repostaje ("llené 60 litros por 95 euros")',
    fr: 'noter un plein (« plein de 60 litres pour 95 € »)',
  },
  find_storage_item: {
    en: 'find where an item is stored ("where is the awning crank?")',
    es: 'encontrar dónde guardaste algo ("¿dónde está el cable de 16A?")',
    fr: 'retrouver où un objet est rangé (« où est la manivelle du store ? »)',
  },
};

type Family = 'money' | 'travel' | 'rig' | 'social' | 'shop' | 'you';

const FAMILY_TITLES: Record<Family, Texts> = {
  money: { en: 'Money', es: 'Dinero', fr: 'Argent' },
  travel: { en: 'Trips and places', es: 'Viajes y lugares', fr: 'Trajets et lieux' },
  rig: { en: 'Your rig', es: 'Tu vehículo', fr: 'Votre véhicule' },
  social: { en: 'Community', es: 'Comunidad', fr: 'Communauté' },
  shop: { en: 'Shop', es: 'Tienda', fr: 'Boutique' },
  you: { en: 'Settings and profile', es: 'Ajustes y perfil', fr: 'Réglages et profil' },
};
/** How the short sentence names each part: 'your money', 'the shop'. */
const FAMILY_NAMES: Record<Family, Texts> = {
  money: { en: 'your money', es: 'tu dinero', fr: 'votre argent' },
  travel: { en: 'your trips', es: 'tus viajes', fr: 'vos trajets' },
  rig: { en: 'your rig', es: 'tu vehículo', fr: 'votre véhicule' },
  social: { en: 'the community', es: 'la comunidad', fr: 'la communauté' },
  shop: { en: 'the shop', es: 'la tienda', fr: 'la boutique' },
  you: { en: 'your settings', es: 'tus ajustes', fr: 'vos réglages' },
};
const ORDER: Family[] = ['money', 'travel', 'rig', 'social', 'shop', 'you'];

/** The part of the app a tool belongs to, from its name. */
function familyOf(name: string): Family {
  if (/^(?:update_settings|update_profile|show_profile|settings_summary)$/.test(name)) return 'you';
  if (/product|cart|checkout|order/.test(name)) return 'shop';
  if (
    /post|message|friend|follow|block|group|marketplace|hustle|location_sharing|destination|notification|report_content|comment/.test(
      name,
    )
  )
    return 'social';
  if (/expense|income|spending|budget|saving|record|exchange_rate|bank_import/.test(name)) return 'money';
  if (/trip|campground|weather|distance|fuel_cost|^set_location$|route/.test(name)) return 'travel';
  return 'rig';
}

export type HelpList = { family: Family; lines: string[] }[];

/** The help lines of the registry's tools in a language, by part of the app, in the order of the app's tabs. */
export function helpList(tools: readonly HelpSource[], language: Language): HelpList {
  const sources = tools.length ? tools : Object.keys(FALLBACK_HELP).map((name) => ({ name, help: undefined }));
  const byFamily = new Map<Family, string[]>();
  for (const t of sources) {
    const line = (t.help ?? FALLBACK_HELP[t.name])?.[language];
    if (!line) continue;
    const family = familyOf(t.name);
    const lines = byFamily.get(family) ?? [];
    if (!lines.includes(line)) lines.push(line);
    byFamily.set(family, lines);
  }
  return ORDER.filter((f) => byFamily.has(f)).map((family) => ({ family, lines: byFamily.get(family)! }));
}

/** 'Money\n• log an expense …\nShop\n• …'. */
export function helpText(list: HelpList, language: Language): string {
  return list
    .map(({ family, lines }) => [FAMILY_TITLES[family][language], ...lines.map((l) => `• ${l}`)].join('\n'))
    .join('\n');
}

/** One sentence of what Pam helps with, naming each part of the app the registry covers. */
export function helpSentence(list: HelpList, language: Language): string {
  const parts = list.map(({ family }) => FAMILY_NAMES[family][language]);
  const named = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(parts);
  return {
    en: `I can help with ${named}. Ask "what can you do?" for examples.`,
    es: `Puedo ayudarte con ${named}. Pregúntame "¿qué puedes hacer?" para ver ejemplos.`,
    fr: `Je peux vous aider pour ${named}. Demandez-moi « que peux-tu faire ? » pour des exemples.`,
  }[language];
}
