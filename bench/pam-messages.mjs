// The mix of messages the Pam benchmarks send: what travellers ask most, in English, Spanish and French, writes and
// reads, with the amounts varied per message so no two are the same text.
const TEMPLATES = [
  ['en', (n) => `I spent $${n} on diesel today`],
  ['en', (n) => `spent ${n}.50 on groceries yesterday`],
  ['en', () => 'How much did I spend on fuel this month?'],
  ['en', () => "how's my food budget?"],
  ['en', (n) => `set my food budget to $${n * 10} a month`],
  ['en', () => 'How far is it from Denver to Moab?'],
  ['en', () => 'what maintenance is due?'],
  ['en', () => 'where is my awning crank?'],
  ['en', (n) => `I earned $${n * 5} from freelance work`],
  ['en', () => 'what can you do?'],
  ['es', (n) => `Gasté ${n} dólares en gasolina hoy`],
  ['es', () => '¿Cuánto gasté en comida esta semana?'],
  ['es', () => '¿cómo va mi presupuesto?'],
  ['es', () => '¿Qué distancia hay de Madrid a Sevilla?'],
  ['es', (n) => `llené el tanque con ${n} litros por ${n * 2} dólares`],
  ['fr', (n) => `J'ai dépensé ${n} euros au restaurant`],
  ['fr', () => "combien j'ai dépensé en carburant ce mois-ci ?"],
  ['fr', () => 'où en est mon budget ?'],
  ['fr', () => 'Quelle distance entre Lyon et Nice ?'],
  ['fr', (n) => `j'ai fait la vidange hier à ${n} 000 km`],
  // The further families: history, upkeep, settings, notifications, shares, groups, campgrounds, money.
  ['en', () => 'show my last 3 fill-ups'],
  ['en', () => "what's my service history"],
  ['en', () => 'what services are scheduled?'],
  ['en', () => 'how much weight am I carrying?'],
  ['en', () => 'what are my settings?'],
  ['en', () => 'who have I blocked?'],
  ['en', () => 'list my campgrounds'],
  ['es', () => 'muestra mis repostajes'],
  ['es', () => '¿tengo notificaciones?'],
  ['es', () => 'mis ingresos extra'],
  ['fr', () => "quels voyages m'a-t-on partagés ?"],
  ['fr', () => 'qui ai-je bloqué ?'],
  ['fr', () => 'quels sont mes réglages ?'],
];

/** The i-th message of the mix: [language, text]. */
export function pamMessage(i) {
  const [language, make] = TEMPLATES[i % TEMPLATES.length];
  return [language, make(10 + (i % 37))];
}
