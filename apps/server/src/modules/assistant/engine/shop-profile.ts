import type { PamToolArgs, Region } from '@ww/contracts';
import type { IntentMatcher } from './prepared-message.ts';
import { has, tool, words } from './travel-words.ts';
import { isQuestion } from './lexicon.ts';

/** The profile by words: display name, bio, rig type, home region; and what it says. */

/** On the original text (names keep their case): what follows is the new display name. */
const NAME =
  /(?:^|\b)(?:please\s+)?(?:call me|my name is|change my (?:display |profile )?name to|set my (?:display |profile )?name to|update my (?:display |profile )?name to|rename me to|my display name (?:is|should be)|make my (?:display )?name|ll[aá]mame|me llamo|mi nombre es|cambia mi nombre (?:a|por)|pon mi nombre (?:como|a)|mi nombre (?:visible )?(?:ser[aá]|debe ser)|appelle[- ]moi|appelez[- ]moi|je m'appelle|je m’appelle|mon nom est|change mon nom (?:en|pour)|mets mon nom (?:à|a)|remplace mon nom par)\s*[:,]?\s*(.+)$/i;
const BIO =
  /(?:^|\b)(?:set |change |update |make |put )?(?:my (?:profile )?bio(?:graphy)?|mi (?:biograf[ií]a|bio|descripci[oó]n)|ma (?:bio(?:graphie)?|description)|mon (?:profil|texte de profil) (?:dit|doit dire)|(?:add |put )?a (?:note|line) (?:to|on) my profile|(?:a[ñn]ade |pon |agrega )?una nota (?:a|en) mi perfil|(?:ajoute |mets )?une note (?:à|a|sur|dans) mon profil)\s*(?:to say|to read|should say|to|is|as|says|:|a|que diga|por|en|est|à|:)?\s*[:,]?\s*(.+)$/i;
const REGION_CONTEXT = words(
  'region|home region|home base|based in|my home is|home country|country|region de origen|mi region|pais|vivo en|' +
    'resido en|ma region|mon pays|j habite|je vis|je suis base|je suis basee|je reside',
);
const REGION_WORDS: Array<[RegExp, Region]> = [
  [words('australia|australie|oz'), 'AU'],
  [words('new zealand|nz|nueva zelanda|nouvelle zelande|nouvelle-zelande|aotearoa'), 'NZ'],
  [words('united states|the us|usa|us|america|the states|estados unidos|eeuu|ee uu|etats unis|etats-unis'), 'US'],
  [words('canada'), 'CA'],
  [
    words(
      'uk|united kingdom|britain|great britain|england|scotland|wales|reino unido|inglaterra|royaume uni|royaume-uni|angleterre|ecosse',
    ),
    'GB',
  ],
  [
    words(
      'rest of the world|elsewhere|europe|spain|espana|espagne|france|francia|germany|mexico|resto del mundo|reste du monde|ailleurs',
    ),
    'ROW',
  ],
];
const RIG_TYPE_CONTEXT = words(
  'rig type|type of rig|kind of rig|tipo de vehiculo|tipo de autocaravana|type de vehicule|type de camping car',
);
const RIG_TYPES: Array<[RegExp, NonNullable<PamToolArgs<'update_profile'>['rig_type']>]> = [
  [words('fifth wheel|5th wheel|quinta rueda|sellette'), 'fifth_wheel'],
  [words('truck camper|camper de pickup|cellule'), 'truck_camper'],
  [words('tent trailer|pop up|pop-up|remolque tienda|tente remorque|tente-remorque'), 'tent_trailer'],
  [words('campervan|camper van|van|camper|furgoneta|furgo|fourgon|van amenage|fourgon amenage'), 'campervan'],
  [words('caravan|travel trailer|trailer|caravana|caravane'), 'caravan'],
  [words('motorhome|motor home|rv|class a|class c|autocaravana|camping car|camping-car'), 'motorhome'],
];
const SHOW_PROFILE = words(
  'my profile|what s my name|what is my name|whats my name|my display name|mi perfil|como me llamo|cual es mi nombre|' +
    'mon profil|quel est mon nom|comment je m appelle',
);

/** The words as typed, without quotes around them or a full stop after. */
const clean = (s: string) =>
  s
    .trim()
    .replace(/^["'«»“”\s]+|["'«»“”\s.!]+$/g, '')
    .replace(/\s+(?:please|por favor|s'il te pla[iî]t|s'il vous pla[iî]t|merci)$/i, '')
    .trim();

const updateProfile: IntentMatcher = (m) => {
  const args: PamToolArgs<'update_profile'> = {};
  const name = NAME.exec(m.original);
  if (name && !isQuestion(m)) {
    const value = clean(name[1]!);
    if (value && value.length <= 120 && value.split(/\s+/).length <= 5) args.full_name = value;
  }
  const bio = BIO.exec(m.original);
  if (bio) {
    const value = clean(bio[1]!);
    if (value && value.length <= 500) args.bio = value;
  }
  if (has(m, REGION_CONTEXT)) {
    const region = REGION_WORDS.find(([re]) => has(m, re));
    if (region) args.region = region[1];
  }
  if (has(m, RIG_TYPE_CONTEXT)) {
    const rig = RIG_TYPES.find(([re]) => has(m, re));
    if (rig) args.rig_type = rig[1];
  }
  if (Object.keys(args).length === 0) return null;
  return tool({ name: 'update_profile', args }, 0.93);
};

const showProfile: IntentMatcher = (m) => {
  if (!has(m, SHOW_PROFILE)) return null;
  if (!isQuestion(m) && !/^(?:show|see|view|open|muestra|ensename|ver|montre|affiche|voir)\b/.test(m.text)) return null;
  return tool({ name: 'show_profile', args: {} }, 0.85);
};

export const profileMatchers: IntentMatcher[] = [updateProfile, showProfile];
