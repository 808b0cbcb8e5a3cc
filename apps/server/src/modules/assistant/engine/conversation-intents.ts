import type { IntentMatch, IntentMatcher } from './prepared-message.ts';

const say = (understanding: IntentMatch['understanding'], score: number): IntentMatch => ({ understanding, score });

const GREETING =
  /^(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening)|hola|buenas|buenos dias|buenas (?:tardes|noches)|bonjour|salut|coucou|bonsoir|allo)\b/;
const THANKS = /\b(?:thanks|thank you|thx|ty|cheers|gracias|muchas gracias|merci|merci beaucoup)\b/;
const HELP =
  /\b(?:help|what can you do|what do you do|what are you able|how do you work|ayuda|ayudame|que puedes hacer|que sabes hacer|aide|aide-moi|que peux-tu faire|que sais-tu faire|tu peux faire quoi|qu est-ce que tu peux faire)\b/;
const CONFIRM =
  /^(?:yes|yeah|yep|yup|sure|ok|okay|confirm|confirmed|do it|go ahead|please do|correct|right|si|claro|dale|vale|de acuerdo|hazlo|adelante|confirmo|correcto|oui|ouais|d accord|vas-y|vas y|confirme|confirmer|allez|bien sur|c est ca|parfait)(?: (?:please|pam|por favor|s il te plait|do it|delete it|borralo|supprime-la|supprime la))*$/;
const CANCEL =
  /^(?:no|nope|nah|cancel|stop|never mind|nevermind|don t|do not|forget it|no thanks|no gracias|cancela|cancelar|olvidalo|mejor no|para|non|annule|annuler|laisse tomber|non merci|pas maintenant)(?: (?:please|pam|por favor|merci|s il te plait|thanks|gracias))*$/;

/** Asking for another person's data, or trying to talk Pam out of acting as the user. */
const OTHER_PEOPLE =
  /\b(?:all users|every user|other users?|another user|users s|everyone|everybody|every(?:one)? else|someone else s|other people|all (?:the )?accounts|other accounts?|user ?id|user_id|uuid|todos los usuarios|otros usuarios|otro usuario|todo el mundo|otra persona|tous les utilisateurs|autres utilisateurs|un autre utilisateur|d un autre|tout le monde|autre personne)\b/;
const INJECTION =
  /\b(?:ignore (?:all |any |the )?(?:previous|prior|above|earlier|your) (?:instructions|rules|prompts?)|ignore (?:your|the) (?:rules|instructions)|disregard (?:previous|prior|all|your)|system prompt|developer mode|jailbreak|act as (?:an? )?(?:admin|administrator|root|superuser|developer)|you are now|pretend (?:to be|you are)|as (?:an? )?admin|admin mode|service role|bypass|row level security|rls|sudo|select \* from|select .* from|drop table|delete from|union select|insert into|or 1 ?= ?1|ignora (?:las |todas las )?instrucciones|olvida (?:tus|las) instrucciones|ignore (?:les |toutes les )?instructions|oublie (?:tes|les) instructions)\b/;
/** "John's expenses": a possessive before a kind of personal data (time words are not people: "today's"). */
const POSSESSIVE =
  /\b([a-z]+) s (?:expenses?|spending|budgets?|income|data|trips?|savings|goals?|location|account|transactions|money|history|messages|conversations)\b/;
const NOT_PEOPLE = new Set([
  'today',
  'yesterday',
  'week',
  'month',
  'year',
  'tonight',
  'let',
  'it',
  'that',
  'what',
  'there',
  'here',
  'who',
  'where',
  'how',
  'weekend',
  'friday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'saturday',
  'sunday',
  'rig',
  'trip',
]);
/** "los gastos de Juan", "les dépenses de Marie": a capitalised name after the data word, in the original text. */
const NAMED_OWNER =
  /\b(?:gastos|presupuesto|ingresos|ahorros|datos|viajes|d[ée]penses|budget|revenus|donn[ée]es|voyages|expenses|budget|data) (?:de|d'|of) ([A-Z][a-zà-ÿ]+)\b/;
const NAME_EXCEPTIONS =
  /^(?:Enero|Febrero|Marzo|Abril|Mayo|Junio|Julio|Agosto|Septiembre|Octubre|Noviembre|Diciembre|Janvier|F[ée]vrier|Mars|Avril|Mai|Juin|Juillet|Ao[uû]t|Septembre|Octobre|Novembre|D[ée]cembre|January|February|March|April|May|June|July|August|September|October|November|December|Comida|Gasolina|Camping|Courses|Nourriture|Carburant)$/;

const refuse: IntentMatcher = (m) => {
  if (INJECTION.test(m.text) || INJECTION.test(m.original.toLowerCase())) {
    return say({ kind: 'refuse', reason: 'other_users_data' }, 1);
  }
  if (OTHER_PEOPLE.test(m.text)) return say({ kind: 'refuse', reason: 'other_users_data' }, 0.99);
  const possessive = POSSESSIVE.exec(m.text);
  if (possessive && !NOT_PEOPLE.has(possessive[1]!)) return say({ kind: 'refuse', reason: 'other_users_data' }, 0.97);
  const owner = NAMED_OWNER.exec(m.original);
  if (owner && !NAME_EXCEPTIONS.test(owner[1]!)) return say({ kind: 'refuse', reason: 'other_users_data' }, 0.97);
  return null;
};

const smallTalk: IntentMatcher = (m) => {
  const words = m.tokens.length;
  if (CONFIRM.test(m.text)) return say({ kind: 'confirm' }, 0.95);
  if (CANCEL.test(m.text)) return say({ kind: 'cancel' }, 0.95);
  if (HELP.test(m.text)) return say({ kind: 'help' }, words <= 8 ? 0.8 : 0.5);
  if (THANKS.test(m.text)) return say({ kind: 'thanks' }, words <= 5 ? 0.8 : 0.45);
  if (GREETING.test(m.text)) return say({ kind: 'greeting' }, words <= 5 ? 0.8 : 0.4);
  return null;
};

/** Greetings, thanks, help, yes and no, and the refusals that no tool call may follow. */
export const conversationMatchers: IntentMatcher[] = [refuse, smallTalk];
