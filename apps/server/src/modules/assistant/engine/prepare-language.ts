/** The language a message is written in, told by its words (en, es, fr). */
import type { Language } from '@ww/contracts';

/** Words written as lines of text, split on spaces. */
const wordsOf = (...lines: string[]): string[] => lines.join(' ').split(' ');

/** Words that tell a language (each comment names the requests whose words follow it). */
const LANGUAGE_MARKERS: Record<Language, readonly string[]> = {
  en: wordsOf(
    'i',
    // Words of upkeep requests that carry no other English marker ('schedule a tyre rotation every 8,000 miles').
    'every schedule remind miles tyre tyres tire tires rotation spent spend the my how much today yesterday',
    'what is for last this week month on paid bought did show me and of to from am set add save weather',
    'earned got hi hello thanks please where far near groceries bucks dollars year at in it you can yes',
  ),
  es: wordsOf(
    'gaste gastado gastos gasto hoy ayer anteayer el los las mi mis cuanto cuantos presupuesto semana mes ano',
    'pasado pasada que por para gasolina comida gane cobre recibi y con esta este como donde tiempo hace',
    'cerca dolares pague compre hola gracias en de del un una al pon ahorro ahorrar si cancela cuesta puedes',
    'muestrame dame va lo me es desde ultimo ultimos buenos buenas dias ingreso viaje planea cuesta toca',
    'estoy estamos hemos cambia moneda voz millas oscuro desactiva activa llene litros gasolinera anota',
    'apunta pon quiero helado dolar euro fueron fue era borralo borrala eliminalo eliminala cambialo cambiala',
    'mejor perdon segundo segunda primero primera tercero tercera semanal mensual quincenal exporta descarga',
    'ingresos vendi marca baja anuncio grupo solicitud solicitudes acepta renombra todas',
    // Words of the further requests (records, history, groups, notifications) with no other Spanish marker.
    'oculta publicacion publicaciones tengo notificaciones muestra ultimas cargas repostajes opinan quienes',
    'quien bloqueado bloqueados mantenimiento historial comenta denuncia haz quita lista termina peso llevo',
    'comparte copia borra nuevo hay tus su',
    // Words of upkeep and stowing requests ('programa la revisión de frenos cada 20.000 km').
    'la programa cada frenos aceite neumaticos ruedas filtro recuerdame avisame revisar revisa autocaravana',
    'caravana furgoneta coche remolque guardalo guardalos armario maletero calzos manguera toldo estan',
    'convierte convertir cambio libras',
  ),
  fr: wordsOf(
    'j ai je depense depenses degres aujourd hui hier le les mon ma mes combien semaine mois dernier derniere',
    'au du des pour est ou quel quelle temps pres essence courses gagne recu paye achete bonjour salut merci',
    'et avec ce cette annee fait il y qu oui annule epargne fixe ajoute depuis en de un une la sur peux tu',
    'moi avant nous sommes maintenant voyage jours planifie trajet itineraire vidange plein pneus entretien',
    'meteo devise voix sombre coupe passe metrique utilise parle gasoil gazole carburant suis dois coute ca',
    'glace etait supprime efface plutot deuxieme premiere troisieme hebdomadaire mensuel revenu revenus',
    'exporte telecharge marque comme vendu vends baisse prix annonce groupe demande demandes accepte renomme',
    'rends toutes',
    // Words of the further requests (records, history, groups, notifications) with no other French marker.
    'montre affiche derniers dernieres pleins quoi neuf disent gens avis bloque bloques qui dans masque',
    'retablis nomme modifie commente signale rappels rappel liste termine poids transporte historique carnet',
    'partage arrete copie vos votre lis',
    // Words of upkeep and stowing requests ('programme la révision des freins tous les 20 000 km').
    'chaque tous freins huile roues filtre rappelle-moi previens camping-car caravane fourgon voiture',
    'remorque range placard coffre cales tuyau auvent',
    'convertis convertir convertissez font livres australiens canadiens',
    // 'la glacière pèse 9 kg', 'on va à Annecy': 'la', 'va' and 'on' are words of the other languages too.
    'pese pesent glaciere caisse outils chaises va allons',
    // 'envoie à sam : on arrive demain': 'on' and 'arrive' are English words too.
    'envoie envoyer envoyez demain ecris arrivons partons rentrons',
  ),
};
const MARKER_SETS = Object.fromEntries(
  Object.entries(LANGUAGE_MARKERS).map(([language, words]) => [language, new Set(words)]),
) as Record<Language, Set<string>>;
/** Words that decide between languages on their own: their presence outweighs shared little words. */
const STRONG_MARKERS: Record<Language, ReadonlySet<string>> = {
  en: new Set(['spent', 'yesterday', 'today', 'how', 'much', 'my', 'the', 'what', 'did', 'i', 'last', 'this']),
  es: new Set(['gaste', 'hoy', 'ayer', 'cuanto', 'presupuesto', 'semana', 'pasado', 'pasada', 'mi', 'dolares', 'que']),
  fr: new Set(['j', 'ai', 'je', 'depense', 'hier', 'combien', 'mon', 'semaine', 'mois', 'dernier', 'hui', 'ou', 'est']),
};

const NAME_LANGUAGE: Record<string, Language> = {};
for (const [language, names] of [
  [
    'en',
    'january february march april june july august september october november december monday tuesday wednesday thursday friday saturday sunday',
  ],
  [
    'es',
    'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre lunes martes miercoles jueves viernes sabado domingo',
  ],
  [
    'fr',
    'janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre lundi mardi mercredi jeudi vendredi samedi dimanche',
  ],
] as const) {
  for (const name of names.split(' ')) NAME_LANGUAGE[name] ??= language;
}

/** English words with the French endings ('turn off location sharing' is English). */
const ENGLISH_TOO: ReadonlySet<string> = new Set(
  (
    'payment statement comment location station information question notification application reservation ' +
    'destination attention condition section position direction action option caution nation relation solution ' +
    'situation operation conversation collection connection selection protection description celebration vacation ' +
    'registration transportation preparation navigation ventilation inspection suspension insulation installation ' +
    'subscription motion lotion ration portion mention junction construction consumption equipment apartment ' +
    'department management movement document moment argument element environment treatment adjustment replacement ' +
    'appointment investment shipment agreement settlement development entertainment basement pavement'
  ).split(' '),
);

export function detectLanguage(tokens: readonly string[], fallback: Language): Language {
  const score: Record<Language, number> = { en: 0, es: 0, fr: 0 };
  for (const [i, token] of tokens.entries()) {
    // '45,200 mi' is miles, not the Spanish 'my'.
    if (token === 'mi' && /^\d/.test(tokens[i - 1] ?? '')) continue;
    // 'mes campings' is the French 'my' before a plural; the Spanish month comes before 'pasado', 'que', a number.
    if (token === 'mes' && /[^s]s$/.test(tokens[i + 1] ?? '')) {
      score.fr += 1;
      continue;
    }
    const named = NAME_LANGUAGE[token];
    if (named) score[named] += 1;
    for (const language of ['en', 'es', 'fr'] as const) {
      if (MARKER_SETS[language].has(token)) score[language] += STRONG_MARKERS[language].has(token) ? 2 : 1;
    }
  }
  // Spanish and French endings tell on words the lists do not hold.
  for (const token of tokens) {
    if (/(?:cion|ando|iendo|amos|ado)$/.test(token)) score.es += 0.5;
    if (/(?:tion|eaux|oire|ment|ees)$/.test(token) && !ENGLISH_TOO.has(token)) score.fr += 0.25;
  }
  const best = (['en', 'es', 'fr'] as const).reduce((a, b) => (score[b] > score[a] ? b : a), fallback);
  return score[best] > score[fallback] ? best : fallback;
}
