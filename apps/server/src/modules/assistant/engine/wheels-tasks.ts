import type { Language } from '@ww/contracts';
import type { PreparedMessage } from './prepared-message.ts';

/** Maintenance tasks people name, with the name a record gets in each language. */
const TASKS: Array<[RegExp, Record<Language, string>]> = [
  [
    /\b(?:rotat\w* (?:the |my |all )?(?:tires|tyres|wheels)|(?:tire|tyre|wheel) rotation|rotacion de (?:los )?(?:neumaticos|llantas|ruedas)|rote (?:los )?(?:neumaticos|llantas|ruedas)|permutation des pneus|permute les pneus|inverse les pneus)\b/,
    { en: 'Tire rotation', es: 'Rotación de neumáticos', fr: 'Permutation des pneus' },
  ],
  [
    /\b(?:new (?:tires|tyres)|replac\w* (?:the |my |all |two |four |2 |4 )?(?:front |rear )?(?:tires|tyres)|(?:tires|tyres) replac\w*|(?:neumaticos|llantas|ruedas) nuev\w*|cambi\w* (?:los |las |dos |cuatro )?(?:neumaticos|llantas|ruedas)|pneus neufs|chang\w* (?:les |des |deux |quatre )?pneus|remplac\w* (?:les |des )?pneus)\b/,
    { en: 'Tire replacement', es: 'Cambio de neumáticos', fr: 'Remplacement des pneus' },
  ],
  [
    /\b(?:air filter|filtro de aire|filtre a air)\b/,
    { en: 'Air filter replacement', es: 'Cambio de filtro de aire', fr: 'Remplacement du filtre à air' },
  ],
  [
    /\b(?:fuel filter|diesel filter|filtro de (?:combustible|gasoil|gasolina|diesel)|filtre a (?:carburant|gasoil|gazole))\b/,
    { en: 'Fuel filter replacement', es: 'Cambio de filtro de combustible', fr: 'Remplacement du filtre à carburant' },
  ],
  [
    /\b(?:oil|oil change|lube|aceite|huile|vidange|vidange moteur)\b/,
    { en: 'Oil change', es: 'Cambio de aceite', fr: 'Vidange' },
  ],
  [
    /\b(?:brakes?|brake pads?|frenos?|pastillas(?: de freno)?|freins?|plaquettes(?: de frein)?)\b/,
    { en: 'Brake service', es: 'Revisión de frenos', fr: 'Entretien des freins' },
  ],
  [
    /\b(?:coolant|antifreeze|anticongelante|refrigerante|liquide de refroidissement|antigel)\b/,
    { en: 'Coolant change', es: 'Cambio de refrigerante', fr: 'Remplacement du liquide de refroidissement' },
  ],
  [
    /\b(?:transmission(?: fluid)?|caja de cambios|transmision|boite de vitesses?)\b/,
    { en: 'Transmission service', es: 'Mantenimiento de la transmisión', fr: 'Entretien de la boîte de vitesses' },
  ],
  [
    /\b(?:batter(?:y|ies)|baterias?|batteries?)\b/,
    { en: 'Battery replacement', es: 'Cambio de batería', fr: 'Remplacement de la batterie' },
  ],
  [
    /\b(?:generator|genny|generador|generateur|groupe electrogene)\b/,
    { en: 'Generator service', es: 'Mantenimiento del generador', fr: 'Entretien du générateur' },
  ],
  [
    /\b(?:wheel bearings?|bearings?|rodamientos|rulemanes|roulements?)\b/,
    { en: 'Wheel bearing service', es: 'Mantenimiento de rodamientos', fr: 'Entretien des roulements' },
  ],
  [
    /\b(?:alignment|alineacion|parallelisme|geometrie)\b/,
    { en: 'Wheel alignment', es: 'Alineación', fr: 'Parallélisme' },
  ],
  [
    /\b(?:roof|techo|toit|toiture)\b/,
    { en: 'Roof inspection and reseal', es: 'Revisión y sellado del techo', fr: 'Contrôle et étanchéité du toit' },
  ],
  [
    /\b(?:spark plugs?|bujias?|bougies?)\b/,
    { en: 'Spark plug replacement', es: 'Cambio de bujías', fr: 'Remplacement des bougies' },
  ],
  [
    /\b(?:wipers?|wiper blades?|escobillas|limpiaparabrisas|essuie-glaces?|balais)\b/,
    { en: 'Wiper blade replacement', es: 'Cambio de escobillas', fr: 'Remplacement des essuie-glaces' },
  ],
  [
    /\b(?:belts?|serpentine belt|correas?|courroies?|courroie)\b/,
    { en: 'Belt replacement', es: 'Cambio de correa', fr: 'Remplacement de la courroie' },
  ],
  [
    /\b(?:water heater|anode|calentador|chauffe-eau|boiler)\b/,
    { en: 'Water heater service', es: 'Mantenimiento del calentador', fr: 'Entretien du chauffe-eau' },
  ],
  [
    /\b(?:air conditioning|a\/c|ac unit|aire acondicionado|climatisation|clim)\b/,
    { en: 'Air conditioning service', es: 'Mantenimiento del aire acondicionado', fr: 'Entretien de la climatisation' },
  ],
  [
    /\b(?:inspection|safety check|itv|control tecnico|inspeccion tecnica|controle technique)\b/,
    { en: 'Inspection', es: 'Inspección técnica', fr: 'Contrôle technique' },
  ],
  [
    /\b(?:service|serviced|servicing|tune-up|tune up|revision|revise|puesta a punto|entretien|mantenimiento)\b/,
    { en: 'Service', es: 'Revisión', fr: 'Révision' },
  ],
];

export function taskOf(message: PreparedMessage): string | null {
  for (const [re, names] of TASKS) if (re.test(message.text)) return names[message.language];
  return null;
}
