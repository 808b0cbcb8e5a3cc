import type { Language, PamToolName, UserSettingsValues } from '@ww/contracts';
import type { Understood } from '../assistant.types.ts';
import { helpList, helpSentence, helpText, type HelpSource } from './help.ts';

type Prefs = Pick<UserSettingsValues['pam_preferences'], 'response_style' | 'expertise_level'>;
type Missing = Extract<Understood, { kind: 'clarify' }>['missing'];

const TEXTS: Record<
  Language,
  {
    greeting: string;
    thanks: string;
    helpIntro: string;
    refuseOthers: string;
    refuseBulk: string;
    needsLocation: string;
    cancel: string;
    confirmNothing: string;
    unknown: string;
    missing: Record<Missing, string>;
  }
> = {
  en: {
    greeting: "Hi! I'm Pam. How can I help?",
    thanks: "You're welcome!",
    helpIntro: 'Here is what I can do:',
    refuseOthers: 'I can only see and change your own data, never anyone else’s.',
    refuseBulk:
      'I won’t delete many things at once. I can delete your last expense, and you can remove others from the expenses list.',
    needsLocation: 'To give you local weather, please enable location or tell me your city.',
    cancel: "Okay, I won't do that.",
    confirmNothing: 'There is nothing waiting for a yes right now.',
    unknown: "Sorry, I can't help with that yet.",
    missing: {
      amount: 'How much was it?',
      category: 'What was it for?',
      place: 'Which place do you mean?',
      destination: 'Where are you going?',
      goal: 'What are you saving for?',
      item: 'Which item are you looking for?',
    },
  },
  es: {
    greeting: '¡Hola! Soy Pam. ¿En qué te ayudo?',
    thanks: '¡De nada!',
    helpIntro: 'Esto es lo que puedo hacer:',
    refuseOthers: 'Solo puedo ver y cambiar tus propios datos, nunca los de otra persona.',
    refuseBulk:
      'No borro muchas cosas a la vez. Puedo borrar tu último gasto, y los demás puedes quitarlos desde la lista de gastos.',
    needsLocation: 'Para darte el tiempo local, activa la ubicación o dime tu ciudad.',
    cancel: 'De acuerdo, no lo haré.',
    confirmNothing: 'Ahora mismo no hay nada pendiente de confirmar.',
    unknown: 'Lo siento, todavía no puedo ayudarte con eso.',
    missing: {
      amount: '¿Cuánto fue?',
      category: '¿En qué fue?',
      place: '¿Qué lugar quieres decir?',
      destination: '¿Adónde vas?',
      goal: '¿Para qué estás ahorrando?',
      item: '¿Qué objeto buscas?',
    },
  },
  fr: {
    greeting: 'Bonjour ! Je suis Pam. Comment puis-je vous aider ?',
    thanks: 'Avec plaisir !',
    helpIntro: 'Voici ce que je sais faire :',
    refuseOthers: 'Je ne peux voir et modifier que vos propres données, jamais celles de quelqu’un d’autre.',
    refuseBulk:
      'Je ne supprime pas plusieurs choses à la fois. Je peux supprimer votre dernière dépense ; les autres se retirent depuis la liste des dépenses.',
    needsLocation: 'Pour vous donner la météo locale, activez la localisation ou indiquez-moi votre ville.',
    cancel: "D'accord, je ne le ferai pas.",
    confirmNothing: 'Rien n’attend de confirmation pour le moment.',
    unknown: 'Désolée, je ne sais pas encore faire cela.',
    missing: {
      amount: 'Quel était le montant ?',
      category: 'C’était pour quoi ?',
      place: 'De quel lieu parlez-vous ?',
      destination: 'Où allez-vous ?',
      goal: 'Pour quoi épargnez-vous ?',
      item: 'Quel objet cherchez-vous ?',
    },
  },
};

/** Examples of a request with its missing detail, for beginners. */
const CLARIFY_EXAMPLE: Record<Language, Partial<Record<PamToolName, string>>> = {
  en: {
    log_expense: 'For example: "I spent $45 on diesel today".',
    set_budget: 'For example: "set my food budget to $400 a month".',
  },
  es: {
    log_expense: 'Por ejemplo: "gasté 60 dólares en gasolina hoy".',
    set_budget: 'Por ejemplo: "pon mi presupuesto de comida en 400 al mes".',
  },
  fr: {
    log_expense: 'Par exemple : « j’ai dépensé 25 euros au restaurant ».',
    set_budget: 'Par exemple : « fixe mon budget courses à 250 € par mois ».',
  },
};

/**
 * Pam's reply for everything the engine understood that is not a tool call, in the message's language. What Pam can
 * do is read from the tools given (the registry's), each with its help line.
 */
export function engineReply(u: Understood, prefs: Prefs, tools: readonly HelpSource[] = []): string {
  const t = TEXTS[u.language];
  const help = helpList(tools, u.language);
  const can = { short: helpSentence(help, u.language), list: helpText(help, u.language) };
  const detailed = prefs.response_style === 'detailed' || prefs.expertise_level === 'beginner';
  const concise = prefs.response_style === 'concise';
  switch (u.kind) {
    case 'greeting':
      return t.greeting;
    case 'thanks':
      return t.thanks;
    case 'help':
      return concise ? can.short : `${t.helpIntro}\n${can.list}`;
    case 'refuse': {
      const base = u.reason === 'bulk_delete' ? t.refuseBulk : t.refuseOthers;
      return concise ? base : `${base} ${can.short}`;
    }
    case 'needs_location':
      return t.needsLocation;
    case 'cancel':
      return t.cancel;
    case 'confirm':
      return t.confirmNothing;
    case 'clarify': {
      const example = detailed ? CLARIFY_EXAMPLE[u.language][u.intent] : undefined;
      return example ? `${t.missing[u.missing]} ${example}` : t.missing[u.missing];
    }
    case 'unknown':
      return detailed ? `${t.unknown} ${t.helpIntro}\n${can.list}` : `${t.unknown} ${can.short}`;
    case 'tool':
      // Tool calls are answered by the tool itself; this is reached only when no tool ran.
      return t.unknown;
  }
}
